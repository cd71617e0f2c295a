import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];

/** The app's own modules a module imports statically (type-only imports and import() left out). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gm)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    const base = path.resolve(path.dirname(file), spec);
    const found = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith("/"));
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(entry);
  return seen;
}

describe("the builder's first load", () => {
  it("does not wait for the editors that are not on screen (lists with drag and drop, gallery, theme, page sections, own sections)", () => {
    const graph = [...staticGraph(path.join(ROOT, "src/builder/builder.route.tsx"))].map((file) => path.relative(ROOT, file));
    expect(graph).toContain("src/builder/SectionFields.tsx");
    for (const later of [
      "src/builder/EntryList.tsx",
      "src/builder/fields/GalleryField.tsx",
      "src/builder/fields/ThemeField.tsx",
      "src/builder/fields/SectionOrderField.tsx",
      "src/builder/CustomSectionsPanel.tsx",
    ])
      expect(graph, later).not.toContain(later);
    expect(readFileSync(path.join(ROOT, "src/builder/lazyPanels.tsx"), "utf8")).toContain('import("./laterPanels")');
  });

  it("signs in and asks for the draft from a script of its own that needs neither the router nor Mantine (it runs while they download)", () => {
    const graph = [...staticGraph(path.join(ROOT, "src/builder/firstLoad.ts"))];
    expect(graph.map((file) => path.relative(ROOT, file))).toContain("src/lib/convexClient.ts");
    for (const file of graph)
      expect(readFileSync(file, "utf8"), path.relative(ROOT, file)).not.toMatch(/from "(react-router[^"]*|@mantine\/[^"]+|react-dom[^"]*)"/);
    // The document of /builder/<id> loads it (root.tsx), and the page releases its subscriptions once it holds its own.
    expect(readFileSync(path.join(ROOT, "src/builder/builder.route.tsx"), "utf8")).toMatch(/firstLoad: "builder"[\s\S]*releaseEarlyQueries\(\)/);
  });
});
