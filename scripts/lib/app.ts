import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The last quiet build's output, in its output directory. */
export const BUILD_LOG = "build.log";

/**
 * Builds the web app (`react-router build`) into `outDir` (dist/ by default, which `npm start`
 * serves): `client/` and `server/`. It talks to the server it is served from (no VITE_CONVEX_URL).
 */
export function buildApp(outDir = path.join(ROOT, "dist"), { quiet = true } = {}): Promise<void> {
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
      resolve();
    });
  });
}

export type RunningApp = {
  /** The deployment URL (Convex API). */
  url: string;
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
    const env = { AUTH_CALLS_PER_MINUTE: "off", ANONYMOUS_CALLS_PER_MINUTE: "off", ...(distDir ? { DIST_DIR: distDir } : {}), ...extraEnv };
    backend = await spawnBackend({ dataDir, env });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: backend.url,
    appUrl: `${backend.url}/portfolio-builder`,
    dataDir,
    async stop() {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
