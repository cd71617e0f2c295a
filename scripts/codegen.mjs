// Offline stand-in for `npx convex codegen`, which refuses to run without a deployment.
// It renders convex/_generated/ from the Convex CLI's own templates, so the output matches
// what the CLI would write. `--check` compares instead of writing (used by a test).
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const convexDir = path.join(root, "convex");
const outDir = path.join(convexDir, "_generated");
const require = createRequire(path.join(root, "package.json"));
const templatesDir = path.join(path.dirname(require.resolve("convex/package.json")), "dist/esm/cli/codegen_templates");
/**
 * Loads one CLI template module. A few of them import CLI internals whose dependencies ship only
 * inside the CLI bundle, and the functions used here never call them: those imports are stubbed,
 * sibling imports are pointed at the real files.
 */
async function load(name, provided = {}) {
  const text = readFileSync(path.join(templatesDir, name), "utf8");
  // Only the module's own leading imports: the templates' strings contain imports too.
  const bodyStart = text.search(/^(const|let|var|function|export|class) /m);
  const header = text.slice(0, bodyStart).replace(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)";/g, (whole, names, from) => {
    if (from.startsWith("./")) return `import {${names}} from "${pathToFileURL(path.join(templatesDir, from)).href}";`;
    const stubs = names
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    return stubs
      .map((n) =>
        n in provided
          ? `const ${n} = globalThis.__codegenProvided[${JSON.stringify(n)}];`
          : `const ${n} = () => { throw new Error("codegen: ${n} is not available offline"); };`,
      )
      .join("\n");
  });
  const source = header + text.slice(bodyStart);
  globalThis.__codegenProvided = provided;
  return import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
}
const prettier = (await import(pathToFileURL(require.resolve("prettier", { paths: [path.dirname(require.resolve("convex/package.json"))] })).href)).default;

const EXTENSIONS = [".js", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".jsx"];

/** The same entry-point rules as the CLI's bundler (convex/dist/esm/bundler/index.js). */
function modulePaths(dir, rel = "") {
  const out = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relPath === "_generated" || existsSync(path.join(dir, relPath, "convex.config.ts"))) continue;
      out.push(...modulePaths(dir, relPath));
      continue;
    }
    const base = entry.name;
    if (!EXTENSIONS.some((ext) => relPath.endsWith(ext))) continue;
    if (base.endsWith(".d.ts")) continue;
    if (base.startsWith(".") || base.startsWith("#")) continue;
    if (base === "schema.ts" || base === "schema.js") continue;
    if ((base.match(/\./g) || []).length > 1) continue;
    if (relPath.includes(" ")) continue;
    out.push(relPath);
  }
  return out;
}

/**
 * The components convex/convex.config.ts installs, read from its source: the CLI bundles the file
 * to learn them, and `app.use` only runs inside the Convex runtime. Each is
 * `import x from "<package>/convex.config(.js)"` plus `app.use(x)` or `app.use(x, { name: "…" })`;
 * without a name, a component is called what its own `defineComponent("…")` says.
 */
function installedComponents() {
  const configFile = path.join(convexDir, "convex.config.ts");
  if (!existsSync(configFile)) return [];
  const source = readFileSync(configFile, "utf8");
  const imports = new Map();
  for (const [, ident, specifier] of source.matchAll(/import\s+(\w+)\s+from\s+"([^"]+)\/convex\.config(?:\.js)?";/g)) imports.set(ident, specifier);
  const components = [];
  for (const [, ident, options] of source.matchAll(/\.use\(\s*(\w+)\s*(?:,\s*(\{[^}]*\}))?\s*\)/g)) {
    const specifier = imports.get(ident);
    if (specifier === undefined) throw new Error(`codegen: convex.config.ts uses ${ident}, which is not imported from a component's convex.config`);
    let name = options && /name:\s*"([^"]+)"/.exec(options)?.[1];
    if (!name) {
      const definition = readFileSync(require.resolve(`${specifier}/convex.config.js`), "utf8");
      name = /defineComponent\(\s*"([^"]+)"/.exec(definition)?.[1];
      if (!name) throw new Error(`codegen: cannot tell the name of ${specifier}`);
    }
    components.push({ name, importSpecifier: specifier });
  }
  return components;
}

const ROOT_DEFINITION = "convex.config.ts";
const { apiCodegen } = await load("api.js");
const { dynamicDataModelDTS } = await load("dataModel.js");
const { serverCodegen } = await load("server.js");
const { compareModulePaths } = await load("common.js");
// The CLI's own component-aware api templates, given the few facts its bundler would supply.
const { componentApiJs, componentApiDTS } = await load("component_api.js", {
  entryPoints: async (_ctx, dir) => modulePaths(dir).map((p) => path.join(dir, p)),
  toComponentDefinitionPath: () => ROOT_DEFINITION,
  toAbsolutePath: (_root, childPath) => childPath,
});

const paths = modulePaths(convexDir).sort(compareModulePaths);
const components = installedComponents();
let apiFiles;
if (components.length === 0) {
  const api = apiCodegen(paths, { useTypeScript: false });
  apiFiles = { "api.d.ts": api.DTS, "api.js": api.JS };
} else {
  const ctx = {
    crash: async ({ printedMessage }) => {
      throw new Error(`codegen: ${printedMessage}`);
    },
  };
  const childComponents = components.map(({ name }) => ({ name, path: `node_modules/${name}` }));
  const startPush = { analysis: { [ROOT_DEFINITION]: { definition: { childComponents } } } };
  const componentsMap = new Map(components.map(({ name, importSpecifier }) => [`node_modules/${name}`, { importSpecifier }]));
  const dts = await componentApiDTS(ctx, startPush, null, { path: convexDir, isRoot: true }, componentsMap, {
    staticApi: false,
    useComponentApiImports: true,
  });
  apiFiles = { "api.d.ts": dts, "api.js": componentApiJs() };
}
// With components the CLI types `env` from the (here empty) env declarations of convex.config.ts.
const server = serverCodegen({ useTypeScript: false, envVars: components.length === 0 ? undefined : [] });
const files = {
  ...apiFiles,
  "dataModel.d.ts": dynamicDataModelDTS(),
  "server.d.ts": server.DTS,
  "server.js": server.JS,
};

const check = process.argv.includes("--check");
const stale = [];
mkdirSync(outDir, { recursive: true });
for (const [name, contents] of Object.entries(files)) {
  const formatted = await prettier.format(contents, { parser: "typescript" });
  const target = path.join(outDir, name);
  const existing = existsSync(target) ? readFileSync(target, "utf8") : null;
  if (existing === formatted) continue;
  if (check) stale.push(name);
  else writeFileSync(target, formatted);
}
if (check && stale.length) {
  console.error(`convex/_generated is stale (${stale.join(", ")}): run npm run codegen`);
  process.exit(1);
}
console.log(check ? "convex/_generated is current" : `convex/_generated written (${paths.length} modules)`);
