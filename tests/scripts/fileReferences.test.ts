import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["convex", "src", "tests", "scripts", "local-backend"];
const SKIPPED_DIRS = new Set(["node_modules", "_generated", ".data", "dist", "test-results"]);

/** Names in comments that are another package's files, not ours. */
const OTHER_PACKAGES_FILES = new Set([
  "src/test.ts", // a Convex component package's own test helper (local-backend/components.ts)
]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : files(full);
    return /\.(ts|tsx|mjs|css|md)$/.test(entry.name) ? [full] : [];
  });
}

/** The comment text of a source file (// lines and /* … *\/ blocks); all of a Markdown file. */
function commentText(file: string, text: string): string {
  if (file.endsWith(".md")) return text;
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$/gm)].map((m) => m[0]).join("\n");
}

/**
 * A path-like name names one of our files when it is one relative to the repo, to the commenting
 * file's folder, or the end of one (`model/slug.ts` for convex/model/slug.ts). Comments outlive
 * renames: a stale name sends the reader looking for a file that is gone.
 */
test("file names in comments and docs name files that exist", () => {
  const all = SOURCE_DIRS.flatMap((dir) => files(path.join(ROOT, dir))).concat(
    readdirSync(ROOT)
      .filter((name) => name.endsWith(".md"))
      .map((name) => path.join(ROOT, name)),
  );
  const known = all.map((file) => path.relative(ROOT, file).split(path.sep).join("/"));
  const exists = (ref: string, from: string) => {
    const plain = ref.replace(/^(\.\.?\/)+/, "");
    const relative = path
      .relative(ROOT, path.resolve(path.dirname(path.join(ROOT, from)), ref))
      .split(path.sep)
      .join("/");
    return known.includes(relative) || known.some((file) => file === plain || file.endsWith(`/${plain}`));
  };
  const missing: string[] = [];
  for (const file of all) {
    const from = path.relative(ROOT, file).split(path.sep).join("/");
    const comments = commentText(file, readFileSync(file, "utf8"));
    for (const [, ref] of comments.matchAll(/(?<![\w.@/-])((?:\.\.?\/)*(?:[\w-]+\/)+[\w.-]+\.(?:tsx?|mjs|css))\b/g)) {
      if (ref && !OTHER_PACKAGES_FILES.has(ref) && !exists(ref, from)) missing.push(`${from}: ${ref}`);
    }
    // A bare name of a route or module file (`appShell.route.tsx`) must exist somewhere too.
    for (const [, name] of comments.matchAll(/(?<![\w.@/-])([a-z][\w]*(?:\.route)?\.tsx?)\b/g)) {
      if (name && !known.some((f) => f.endsWith(`/${name}`))) missing.push(`${from}: ${name}`);
    }
  }
  expect(missing).toEqual([]);
});
