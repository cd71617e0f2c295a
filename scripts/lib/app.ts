import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Builds the production bundle into `outDir` (dist/ by default, which `npm start` serves). */
export async function buildApp(outDir = path.join(ROOT, "dist")): Promise<void> {
  // Under Vitest NODE_ENV is "test", which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root: ROOT, configFile: path.join(ROOT, "vite.config.ts"), mode: "production", logLevel: "warn", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export type RunningApp = {
  /** The deployment URL (Convex API). */
  url: string;
  /** The SPA's base URL, without a trailing slash. */
  appUrl: string;
  dataDir: string;
  stop(): Promise<void>;
};

/** Starts the local backend (serving `distDir`, dist/ by default) on free ports with a fresh data directory. */
export async function startApp(distDir?: string): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  let backend: BackendProcess;
  try {
    backend = await spawnBackend({ dataDir, env: distDir ? { DIST_DIR: distDir } : {} });
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
