import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Builds the production bundle into dist/, as `npm start` serves it. */
export async function buildApp(): Promise<void> {
  // Under Vitest NODE_ENV is "test", which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root: ROOT, configFile: path.join(ROOT, "vite.config.ts"), mode: "production", logLevel: "warn" });
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

/** Starts the local backend (serving dist/) on free ports with a fresh data directory. */
export async function startApp(): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  let backend: BackendProcess;
  try {
    backend = await spawnBackend({ dataDir });
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
