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
async function load(name) {
  const text = readFileSync(path.join(templatesDir, name), "utf8");
  // Only the module's own leading imports: the templates' strings contain imports too.
  const bodyStart = text.search(/^(const|let|var|function|export|class) /m);
  const header = text.slice(0, bodyStart).replace(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)";/g, (whole, names, from) => {
    if (from.startsWith("./")) return `import {${names}} from "${pathToFileURL(path.join(templatesDir, from)).href}";`;
    const stubs = names
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    return stubs.map((n) => `const ${n} = () => { throw new Error("codegen: ${n} is not available offline"); };`).join("\n");
  });
  const source = header + text.slice(bodyStart);
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

const { apiCodegen } = await load("api.js");
const { dynamicDataModelDTS } = await load("dataModel.js");
const { serverCodegen } = await load("server.js");
const { compareModulePaths } = await load("common.js");

const paths = modulePaths(convexDir).sort(compareModulePaths);
const api = apiCodegen(paths, { useTypeScript: false });
const server = serverCodegen({ useTypeScript: false, envVars: undefined });
const files = {
  "api.d.ts": api.DTS,
  "api.js": api.JS,
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
