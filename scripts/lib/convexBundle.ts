// Bundles convex/ offline exactly as `npx convex deploy` does, and checks what a deploy would
// only reveal on a user's first push: esbuild errors and warnings, Node built-ins in default-runtime
// files, native packages not listed in convex.json, and Convex's documented size limits.
//
// How: it runs the Convex CLI itself (`convex deploy`) with the documented `--debug-bundle-path`
// (https://docs.convex.dev/functions/bundling#code-size-limits). The CLI reads convex.json, walks
// convex/, sorts entry points into the isolate and Node runtimes, bundles the schema, both runtimes
// and auth.config.ts with its own esbuild options, writes the modules it would upload and stops
// before the upload. `--url`/`--admin-key` name a deployment that is never contacted, so no login,
// network or `.env.local` is involved. (The CLI's bundler functions in convex/dist/esm/bundler
// cannot be imported on their own: they import `ora` and chalk 5, which ship only inside the CLI
// bundle.)
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const MiB = 1024 * 1024;
const MB = 1000 * 1000;

/** Convex's documented limits (docs.convex.dev: production/state/limits, functions/bundling). */
export const CONVEX_LIMITS = {
  // "Code size: 32 MiB per deployment" (production/state/limits); "the total size of your bundled
  // function code in your convex/ folder is limited to 32MiB" (functions/bundling). Counted here
  // with source maps, as the CLI uploads them with the code.
  codeBytes: 32 * MiB,
  // "The total size of your source code bundle and external packages cannot exceed 45MB zipped,
  // 240MB unzipped" (functions/bundling#limitations, Node.js runtime).
  nodeZippedBytes: 45 * MB,
  nodeUnzippedBytes: 240 * MB,
} as const;

/** The convex package versions this procedure was verified with (CLI flags, output layout). */
export const VERIFIED_CONVEX_RANGE = { min: [1, 48, 0], belowMajor: 2 } as const;

export type Runtime = "isolate" | "node";

export interface BundledModule {
  path: string;
  source: string;
  sourceMap?: string;
  environment: Runtime;
}

export interface DeployBundle {
  /** The CLI's exit code: non-zero means `npx convex deploy` would stop. */
  exitCode: number;
  /** Everything the CLI printed (stdout and stderr), colour-free. */
  output: string;
  modules: BundledModule[];
  /** Packages the Node runtime installs on the server (convex.json `node.externalPackages` in use). */
  nodeDependencies: { name: string; version: string }[];
  externalPackages: string[];
}

function convexPackageDir(projectDir: string): string {
  return path.dirname(createRequire(path.join(projectDir, "package.json")).resolve("convex/package.json"));
}

export async function convexVersion(projectDir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(convexPackageDir(projectDir), "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

/** Runs `convex deploy` up to (not including) the upload, in `projectDir`. */
export async function bundleAsDeploy(projectDir: string): Promise<DeployBundle> {
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "convex-bundle-")), "out");
  const cli = path.join(convexPackageDir(projectDir), "bin/main.js");
  // No deployment settings from this shell may steer the CLI elsewhere; no colours in the output.
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("CONVEX_")));
  env.FORCE_COLOR = "0";
  const args = [
    cli,
    "deploy",
    "--url",
    "http://127.0.0.1:9",
    "--admin-key",
    "offline-bundle-check",
    "--debug-bundle-path",
    outDir,
    "--typecheck",
    "disable",
    "--codegen",
    "disable",
    "--yes",
  ];
  try {
    const { exitCode, output } = await new Promise<{ exitCode: number; output: string }>((resolve) => {
      execFile(process.execPath, args, { cwd: projectDir, env, maxBuffer: 64 * MiB, timeout: 120_000 }, (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ exitCode: code, output: stripAnsi(`${stdout}${stderr}`) });
      });
    });
    const config = exitCode === 0 ? await readFullConfig(outDir) : null;
    return {
      exitCode,
      output,
      modules: config?.modules ?? [],
      nodeDependencies: config?.nodeDependencies ?? [],
      externalPackages: config?.projectConfig.node.externalPackages ?? [],
    };
  } finally {
    await rm(path.dirname(outDir), { recursive: true, force: true });
  }
}

interface FullConfig {
  modules: BundledModule[];
  nodeDependencies: { name: string; version: string }[];
  projectConfig: { node: { externalPackages: string[] } };
}

async function readFullConfig(outDir: string): Promise<FullConfig> {
  const file = path.join(outDir, "fullConfig.json");
  const config = JSON.parse(await readFile(file, "utf8")) as Partial<FullConfig>;
  // The layout the CLI writes for --debug-bundle-path; an upgrade that changes it must fail here.
  const ok =
    Array.isArray(config.modules) &&
    config.modules.every((m) => typeof m.path === "string" && typeof m.source === "string" && (m.environment === "isolate" || m.environment === "node")) &&
    Array.isArray(config.nodeDependencies) &&
    Array.isArray(config.projectConfig?.node?.externalPackages);
  if (!ok)
    throw new Error(
      `${file} no longer has the layout this check reads (modules, nodeDependencies, projectConfig.node); re-read the Convex CLI's debugBundlePath.js.`,
    );
  return config as FullConfig;
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/**
 * esbuild warnings in the CLI's output, once each with their location. esbuild prints
 * `▲ [WARNING] <text> [<id>]` then `    <file>:<line>:<col>:`; the CLI adds `esbuild warning: <text>`;
 * the CLI bundles twice, so each appears twice.
 */
export function esbuildWarnings(output: string): string[] {
  const warnings = new Map<string, string>();
  const lines = output.split("\n");
  lines.forEach((line, i) => {
    const esbuild = /^▲ \[WARNING\] (.*?)(?: \[[\w-]+\])?$/.exec(line);
    if (esbuild) {
      const location = lines
        .slice(i + 1, i + 4)
        .map((l) => /^\s+(\S+:\d+:\d+):$/.exec(l)?.[1])
        .find(Boolean);
      warnings.set(esbuild[1], location ? `${esbuild[1]} (${location})` : esbuild[1]);
      return;
    }
    const cli = /^esbuild warning: (.*)$/.exec(line.trim());
    if (cli && !warnings.has(cli[1])) warnings.set(cli[1], cli[1]);
  });
  return [...warnings.values()];
}

export interface RuntimeSize {
  modules: number;
  codeBytes: number;
  sourceMapBytes: number;
}

export function sizesByRuntime(modules: BundledModule[]): Record<Runtime, RuntimeSize> {
  const sizes: Record<Runtime, RuntimeSize> = {
    isolate: { modules: 0, codeBytes: 0, sourceMapBytes: 0 },
    node: { modules: 0, codeBytes: 0, sourceMapBytes: 0 },
  };
  for (const m of modules) {
    const size = sizes[m.environment];
    size.modules += 1;
    size.codeBytes += Buffer.byteLength(m.source);
    size.sourceMapBytes += Buffer.byteLength(m.sourceMap ?? "");
  }
  return sizes;
}

/** npm package names bundled into each runtime, read from the bundles' source maps. */
export function bundledPackages(modules: BundledModule[]): Record<Runtime, Set<string>> {
  const found: Record<Runtime, Set<string>> = { isolate: new Set(), node: new Set() };
  for (const m of modules) {
    if (!m.sourceMap) continue;
    const { sources } = JSON.parse(m.sourceMap) as { sources: string[] };
    for (const source of sources) {
      const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*\/node_modules\/)/.exec(source);
      if (match) found[m.environment].add(match[1]);
    }
  }
  return found;
}

/** Where Node would find package `name` from `fromDir` (not via require: many packages don't export package.json). */
function packageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

async function* walk(dir: string, skipNodeModules = true): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (skipNodeModules && entry.name === "node_modules") continue;
      yield* walk(full, skipNodeModules);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

async function hasNativeAddon(dir: string): Promise<boolean> {
  for await (const file of walk(dir)) if (file.endsWith(".node")) return true;
  return false;
}

/**
 * Packages that load native addons (`.node` files, in the package or in its installed optional
 * dependencies, like sharp's `@img/sharp-<platform>`) cannot be bundled: esbuild inlines their
 * JavaScript and the addon is missing at run time. They must be Node-runtime external packages.
 */
export async function nativePackages(names: Iterable<string>, projectDir: string): Promise<string[]> {
  const native: string[] = [];
  for (const name of names) {
    const dir = packageDir(name, projectDir);
    if (!dir) continue;
    const pkg = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { optionalDependencies?: Record<string, string> };
    const dirs = [
      dir,
      ...Object.keys(pkg.optionalDependencies ?? {})
        .map((dep) => packageDir(dep, dir))
        .filter((d): d is string => d !== null),
    ];
    for (const d of dirs) {
      if (await hasNativeAddon(d)) {
        native.push(name);
        break;
      }
    }
  }
  return native.sort();
}

/** Installed size of the external packages and everything they pull in (as the server installs them). */
export async function externalPackagesSize(names: string[], projectDir: string): Promise<{ unzippedBytes: number; zippedBytes: number }> {
  const seen = new Set<string>();
  let unzippedBytes = 0;
  let zippedBytes = 0;
  const visit = async (name: string, fromDir: string, optional: boolean) => {
    const dir = packageDir(name, fromDir);
    if (!dir) {
      if (optional) return; // another platform's binary
      throw new Error(`external package ${name} is not installed (run npm install)`);
    }
    if (seen.has(dir)) return;
    seen.add(dir);
    for await (const file of walk(dir)) {
      unzippedBytes += (await stat(file)).size;
      zippedBytes += gzipSync(await readFile(file)).length;
    }
    const pkg = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(pkg.dependencies ?? {})) await visit(dep, dir, false);
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) await visit(dep, dir, true);
  };
  for (const name of names) await visit(name, projectDir, false);
  return { unzippedBytes, zippedBytes };
}

export interface BundleReport {
  sizes: Record<Runtime, RuntimeSize>;
  external: { names: string[]; unzippedBytes: number; zippedBytes: number };
  problems: string[];
}

/** Everything that would stop or break a deploy, as readable sentences (empty when it would deploy). */
export async function checkDeployBundle(bundle: DeployBundle, projectDir: string): Promise<BundleReport> {
  const problems: string[] = [];
  const sizes = sizesByRuntime(bundle.modules);
  const externalNames = bundle.nodeDependencies.map((d) => d.name);
  const external = { names: externalNames, unzippedBytes: 0, zippedBytes: 0 };
  if (bundle.exitCode !== 0) {
    problems.push(`npx convex deploy would stop (exit code ${bundle.exitCode}):\n${bundle.output.trim()}`);
    return { sizes, external, problems };
  }
  for (const warning of esbuildWarnings(bundle.output)) problems.push(`esbuild warning: ${warning}`);

  const packages = bundledPackages(bundle.modules);
  for (const name of await nativePackages(packages.isolate, projectDir)) {
    problems.push(
      `${name} loads a native addon but is bundled into the default (isolate) runtime: use it only from a "use node" file and list it in convex.json node.externalPackages.`,
    );
  }
  for (const name of await nativePackages(packages.node, projectDir)) {
    problems.push(`${name} loads a native addon but is bundled into the Node runtime: add it to convex.json node.externalPackages.`);
  }

  const total = sizes.isolate.codeBytes + sizes.isolate.sourceMapBytes + sizes.node.codeBytes + sizes.node.sourceMapBytes;
  if (total > CONVEX_LIMITS.codeBytes) {
    problems.push(`bundled code is ${formatBytes(total)}, over Convex's ${formatBytes(CONVEX_LIMITS.codeBytes)} code size limit.`);
  }
  Object.assign(external, await externalPackagesSize(externalNames, projectDir));
  const nodeBundle = sizes.node.codeBytes + sizes.node.sourceMapBytes;
  const nodeZipped = gzipSync(
    bundle.modules
      .filter((m) => m.environment === "node")
      .map((m) => m.source + (m.sourceMap ?? ""))
      .join(""),
  ).length;
  if (nodeBundle + external.unzippedBytes > CONVEX_LIMITS.nodeUnzippedBytes) {
    problems.push(`Node runtime bundle plus external packages is ${formatBytes(nodeBundle + external.unzippedBytes)} unzipped, over Convex's 240 MB limit.`);
  }
  if (nodeZipped + external.zippedBytes > CONVEX_LIMITS.nodeZippedBytes) {
    problems.push(`Node runtime bundle plus external packages is ${formatBytes(nodeZipped + external.zippedBytes)} zipped, over Convex's 45 MB limit.`);
  }
  return { sizes, external, problems };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MiB) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / MiB).toFixed(2)} MiB`;
}

/** One line per runtime, for logs and the deploy script. */
export function formatReport(report: BundleReport): string {
  const line = (name: string, s: RuntimeSize) =>
    `${name}: ${s.modules} modules, ${formatBytes(s.codeBytes)} code + ${formatBytes(s.sourceMapBytes)} source maps`;
  const ext = report.external.names.length
    ? `external packages (${report.external.names.join(", ")}): ${formatBytes(report.external.unzippedBytes)} installed, ~${formatBytes(report.external.zippedBytes)} compressed`
    : "external packages: none used";
  return [line("isolate runtime (incl. auth.config)", report.sizes.isolate), line("Node runtime", report.sizes.node), ext].join("\n");
}
