import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { buildApp, startApp } from "../../scripts/lib/app";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    backendUrl: string;
    adminKey: string;
    /** The backend's data directory (the mail outbox is in it). */
    dataDir: string;
  }
}

/** Once for the browser suite: build the bundle, start the backend; stop it whatever happens. */
export default async function setup(project: TestProject) {
  // E2E_DIST_DIR builds elsewhere than dist/ (two suites at once); E2E_SKIP_BUILD=1 reuses a build.
  const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : undefined;
  if (process.env.E2E_SKIP_BUILD !== "1") await buildApp(distDir);
  const app = await startApp(distDir);
  project.provide("appUrl", app.appUrl);
  project.provide("backendUrl", app.url);
  project.provide("dataDir", app.dataDir);
  project.provide("adminKey", (await readFile(path.join(app.dataDir, ADMIN_KEY_FILE), "utf8")).trim());
  return async () => {
    await app.stop();
  };
}
