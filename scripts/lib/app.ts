import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import { APP_BASENAME } from "../../src/lib/basePath";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The last quiet build's output, in its output directory. */
export const BUILD_LOG = "build.log";

/**
 * What a build is made of: the sources and settings it reads, the installed packages, Node, the
 * build year (the footer's) and the VITE_ variables. Files are read whole (not their times), so an
 * edit reverted, a switch of branch or a fresh clone all count as what they are.
 */
const BUILD_INPUTS = [
  "src",
  "convex",
  "public",
  "scripts/lib",
  "vite.config.ts",
  "react-router.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  ".env",
  ".env.local",
  ".env.production",
  ".env.production.local",
];
/** Beside the server bundle, which every build empties first: the inputs' hash of the build in place. */
export const BUILD_STAMP = path.join("server", "build-inputs.sha256");

export function buildInputsHash(): string {
  const hash = createHash("sha256");
  const add = (relative: string) => {
    const file = path.join(ROOT, relative);
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file).sort()) add(path.join(relative, name));
      return;
    }
    hash.update(`${relative}\0`).update(readFileSync(file)).update("\0");
  };
  for (const input of BUILD_INPUTS) add(input);
  const viteEnv = Object.entries(process.env).filter(([name]) => name.startsWith("VITE_") && name !== "VITE_CONVEX_URL");
  hash.update(JSON.stringify({ node: process.version, year: new Date().getFullYear(), env: viteEnv.sort() }));
  return hash.digest("hex");
}

/**
 * `buildApp`, unless `outDir` holds a quiet build of exactly these inputs (the browser suite and the
 * Lighthouse suite of one `npm test` build once). Returns whether it built.
 */
export async function buildAppUnlessCurrent(outDir = path.join(ROOT, "dist"), build = buildApp): Promise<boolean> {
  const stamp = path.join(outDir, BUILD_STAMP);
  const inputs = buildInputsHash();
  if (existsSync(stamp) && existsSync(path.join(outDir, BUILD_LOG)) && readFileSync(stamp, "utf8") === inputs) return false;
  await build(outDir, { inputs });
  return true;
}

/**
 * Builds the web app (`react-router build`) into `outDir` (dist/ by default, which `npm start`
 * serves): `client/` and `server/`. It talks to the server it is served from (no VITE_CONVEX_URL).
 * A quiet build stamps its output with its inputs' hash (`inputs`, taken before it starts).
 */
export function buildApp(outDir = path.join(ROOT, "dist"), options: { quiet?: boolean; inputs?: string } = {}): Promise<void> {
  const { quiet = true, inputs = quiet ? buildInputsHash() : undefined } = options;
  // The stamp of an earlier build goes first: whatever stops this one, none claims its output.
  rmSync(path.join(outDir, BUILD_STAMP), { force: true });
  // Under Vitest NODE_ENV is "test", which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: outDir, VITE_CONVEX_URL: "" };
  const output = quiet ? "pipe" : "inherit";
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "react-router"), ["build"], { cwd: ROOT, env, stdio: ["ignore", output, output] });
  // Quiet: the build's report (and the warnings of its tools) only when it fails.
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`The app did not build (exit ${code}):\n${log}`));
      // Kept beside the build: what the tools said (tests/e2e/budgets.e2e.ts reads it for warnings).
      if (quiet) writeFileSync(path.join(outDir, BUILD_LOG), log);
      if (quiet && inputs) writeFileSync(path.join(outDir, BUILD_STAMP), inputs);
      resolve();
    });
  });
}

export type RunningApp = {
  /** The deployment URL (Convex API). */
  url: string;
  /** The site URL (HTTP actions: the Stripe webhook, say). */
  siteUrl: string;
  /** The SPA's base URL, without a trailing slash. */
  appUrl: string;
  dataDir: string;
  stop(): Promise<void>;
};

/**
 * Starts the local backend (serving `distDir`, dist/ by default) on free ports with a fresh data
 * directory; `env` adds settings (the browser suite's DNS_SERVERS).
 */
export async function startApp(distDir?: string, extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  let backend: BackendProcess;
  try {
    // Suites and benchmarks sign up many people from 127.0.0.1 within a minute: no per-address budgets.
    const env = {
      AUTH_CALLS_PER_MINUTE: "off",
      ANONYMOUS_CALLS_PER_MINUTE: "off",
      REQUESTS_PER_SECOND_PER_ADDRESS: "off",
      ...(distDir ? { DIST_DIR: distDir } : {}),
      ...extraEnv,
    };
    backend = await spawnBackend({ dataDir, env });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: backend.url,
    siteUrl: backend.siteUrl,
    appUrl: `${backend.url}${APP_BASENAME}`,
    dataDir,
    async stop() {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
