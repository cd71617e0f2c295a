import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Mantine ships one CSS file per component; a component rendered without its file is unstyled
 * (0×0 colour swatches, native checkboxes). Rather than listing files by hand, this works out
 * which files the app needs from the source: every name a module imports from "@mantine/core",
 * followed through Mantine's own modules (ColorInput renders ColorSwatch, Popover, Input, …), to
 * the `m_…` classes those modules use, to the files in `@mantine/core/styles/` that style them,
 * in the order of Mantine's complete stylesheet (later files override earlier ones).
 *
 * `virtual:mantine-styles/<group>` imports a group's files; a group is a list of entry modules
 * (their relative imports, static and dynamic, are followed) or "all" (every module in src/).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const MANTINE = path.join(ROOT, "node_modules/@mantine/core");
const STYLES = path.join(MANTINE, "styles");
const SRC = path.join(ROOT, "src");
const PREFIX = "virtual:mantine-styles/";
/** The global files every page needs (variables, resets), first as in styles.css. */
const GLOBAL = ["baseline.css", "default-css-variables.css", "global.css"];

const read = (file: string) => readFileSync(file, "utf8");

/** Every `m_…` class in a text. */
const classesIn = (text: string) => new Set(text.match(/\bm_[0-9a-f]{6,}\b/g) ?? []);

type MantineIndex = { exports: Map<string, string>; order: Map<string, number>; filesByClass: Map<string, string[]> };
let cachedIndex: MantineIndex | undefined;

function mantineIndex(): MantineIndex {
  if (cachedIndex) return cachedIndex;
  // Export name → module file, from the package's ESM index (`import { A, B as C } from "./x.mjs"`).
  const exports = new Map<string, string>();
  for (const [, names, file] of read(path.join(MANTINE, "esm/index.mjs")).matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    for (const name of names.split(",")) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) exports.set(local, path.join(MANTINE, "esm", file));
    }
  }
  // The complete stylesheet concatenates the per-component files: its order is theirs.
  const all = read(path.join(MANTINE, "styles.css"));
  const order = new Map<string, number>();
  const filesByClass = new Map<string, string[]>();
  for (const file of readdirSync(STYLES)) {
    if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
    const text = read(path.join(STYLES, file));
    const at = all.indexOf(text.trim().slice(0, 200));
    order.set(file, at < 0 ? Number.MAX_SAFE_INTEGER : at);
    for (const name of classesIn(text)) filesByClass.set(name, [...(filesByClass.get(name) ?? []), file]);
  }
  return (cachedIndex = { exports, order, filesByClass });
}

/** Relative module paths a JS/TS file imports (static, dynamic and re-exports). */
function relativeImports(file: string): string[] {
  const text = read(file);
  const found = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1]!);
  return found.map((spec) => path.resolve(path.dirname(file), spec));
}

/** Names a source file imports from "@mantine/core" as values (type-only imports render nothing). */
function mantineNames(file: string): string[] {
  const names: string[] = [];
  for (const [, isType, list] of read(file).matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*"@mantine\/core"/g)) {
    if (isType) continue;
    for (const part of list!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const SOURCE_EXTENSIONS = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];
function resolveSource(spec: string): string | undefined {
  for (const ext of SOURCE_EXTENSIONS) {
    const candidate = spec + ext;
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function allSourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Source files reachable from `entries` through relative imports (static and dynamic). */
export function reachableSources(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => path.resolve(ROOT, e));
  while (queue.length > 0) {
    const file = resolveSource(queue.pop()!);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file));
  }
  return [...seen];
}

/** The Mantine style files (names in @mantine/core/styles/) the given source files need, in stylesheet order. */
export function mantineStyleFiles(sources: string[]): string[] {
  const { exports, order, filesByClass } = mantineIndex();
  const modules = new Set<string>();
  const queue = sources.flatMap(mantineNames).flatMap((name) => exports.get(name) ?? []);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    queue.push(...relativeImports(file).filter((f) => f.endsWith(".mjs")));
  }
  const files = new Set(GLOBAL);
  for (const file of modules) {
    if (!file.endsWith(".module.mjs")) continue;
    for (const name of classesIn(read(file))) for (const css of filesByClass.get(name) ?? []) files.add(css);
  }
  return [...files].sort((a, b) => order.get(a)! - order.get(b)!);
}

/** The style files of one group: its entry modules' reach, or every source module. */
export function groupStyleFiles(entries: string[] | "all"): string[] {
  return mantineStyleFiles(entries === "all" ? allSourceFiles() : reachableSources(entries));
}

export function mantineStyles(groups: Record<string, () => string[] | "all">): Plugin {
  return {
    name: "portfolio:mantine-styles",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const group = groups[id.slice(PREFIX.length + 1)];
      if (!group) return this.error(`Unknown Mantine style group in ${id.slice(1)}; known: ${Object.keys(groups).join(", ")}`);
      return groupStyleFiles(group())
        .map((file) => `import "@mantine/core/styles/${file}";`)
        .join("\n");
    },
    // In dev, a source file's new Mantine import reaches the groups without a restart.
    hotUpdate({ file }) {
      if (!file.startsWith(SRC) || !/\.tsx?$/.test(file)) return;
      for (const name of Object.keys(groups)) {
        const module = this.environment.moduleGraph.getModuleById(`\0${PREFIX}${name}`);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
    },
  };
}

/**
 * The route modules a visitor can open: those in src/routes.ts inside the app shell's layout and
 * before the signed-in layout (the shell itself, the visitor layout and its pages).
 */
function visitorRouteModules(): string[] {
  const routes = read(path.join(SRC, "routes.ts"));
  const from = routes.indexOf('layout("app/appShell.route.tsx"');
  const to = routes.indexOf('layout("app/signedIn.route.tsx"');
  if (from < 0 || to < from) throw new Error("src/routes.ts: the app shell's and signed-in layouts were not found");
  return [...routes.slice(from, to).matchAll(/"([a-z-]+\/[^"]+\.route\.tsx)"/g)].map((m) => `src/${m[1]}`);
}

/**
 * The app's groups: the shell with the visitor pages (kept small: everything a visitor downloads),
 * and every signed-in screen (all of src/; the shell's files are shared, not loaded twice).
 */
export const mantineStyleGroups: Record<string, () => string[] | "all"> = { visitor: visitorRouteModules, app: () => "all" };
