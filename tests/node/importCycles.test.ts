import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Modules import one way: no file reaches itself through its imports, type-only ones included
 * (a loop of types still ties two modules into one). Generated code is left out.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["convex", "src", "local-backend", "scripts"];
const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "_generated" || name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The files of this tree that `file` imports (relative specifiers only: packages cannot close a loop). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith("."))
    .flatMap((specifier) => {
      const base = resolve(dirname(file), specifier.replace(/\.js$/, ""));
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find((path) => SOURCE.test(path) && existsSync(path));
      return found === undefined ? [] : [found];
    });
}

/** Every loop of imports (Tarjan's strongly connected components with more than one file, or a file importing itself). */
function importLoops(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, importsOf(file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const loop: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      loop.push(relative(ROOT, member));
    } while (member !== file);
    if (loop.length > 1 || edges.get(file)!.includes(file)) loops.push(loop.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return loops;
}

describe("imports", () => {
  it("run one way: no loop between modules", () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    expect(importLoops(files)).toEqual([]);
  });
});
