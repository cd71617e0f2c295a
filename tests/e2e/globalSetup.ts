import type { TestProject } from "vitest/node";
import { buildApp, startApp } from "../../scripts/lib/app";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
  }
}

/** Once for the browser suite: build the bundle, start the backend; stop it whatever happens. */
export default async function setup(project: TestProject) {
  await buildApp();
  const app = await startApp();
  project.provide("appUrl", app.appUrl);
  return async () => {
    await app.stop();
  };
}
