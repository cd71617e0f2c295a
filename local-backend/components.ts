import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import type { ModuleMap } from "./modules";

/**
 * The Convex components convex/convex.config.ts installs, with the components they install in
 * turn, at the paths a deployment gives them. Each package's own test helper (`register` in its
 * src/test.ts) says the same but needs Vite's `import.meta.glob`; this process is plain Node,
 * so the compiled modules are listed from the package's dist/component instead.
 */
export const INSTALLED_COMPONENTS: { path: string; packageName: string; within?: string }[] = [
  { path: "rateLimiter", packageName: "@convex-dev/rate-limiter" },
  { path: "rateLimiter/batchWorker", packageName: "@convex-dev/batch-worker" },
  { path: "shardedCounter", packageName: "@convex-dev/sharded-counter" },
  { path: "presence", packageName: "@convex-dev/presence" },
  { path: "presence/batchWorker", packageName: "@convex-dev/batch-worker" },
  { path: "webhookWorkpool", packageName: "@convex-dev/workpool" },
  // The workpool brings its own batch-worker version: resolved from inside its package.
  { path: "webhookWorkpool/batchWorker", packageName: "@convex-dev/batch-worker", within: "@convex-dev/workpool" },
];

export type ComponentDefinition = { path: string; schema: SchemaDefinition<GenericSchema, boolean>; modules: ModuleMap };

const require = createRequire(import.meta.url);
const MODULE = /\.js$/;

/** The log levels the components' loggers accept (@convex-dev/batch-worker, under presence). */
const COMPONENT_LOG_LEVELS = ["DEBUG", "TRACE", "INFO", "REPORT", "WARN", "ERROR"];

/**
 * LOG_LEVEL as the components may see it: they read it too, and batch-worker throws on anything but
 * its upper-case names ("debug" failed every presence heartbeat). A deployment keeps the app's
 * variables from its components; here they share process.env. The backend's own logger reads it
 * in any case (./log.ts).
 */
export function componentLogLevel(level: string | undefined): string | undefined {
  const upper = level?.toUpperCase();
  return upper !== undefined && COMPONENT_LOG_LEVELS.includes(upper) ? upper : undefined;
}

/** Each installed component's schema and modules, as convex-test's `registerComponent` takes them. */
export async function loadComponents(): Promise<ComponentDefinition[]> {
  const level = componentLogLevel(process.env.LOG_LEVEL);
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
  return await Promise.all(
    INSTALLED_COMPONENTS.map(async ({ path: componentPath, packageName, within }) => {
      // Through package.json (which every package exports) to the files its exports map hides.
      const resolver = within === undefined ? require : createRequire(require.resolve(`${within}/package.json`));
      const dir = path.join(path.dirname(resolver.resolve(`${packageName}/package.json`)), "dist", "component");
      const schema = ((await import(pathToFileURL(path.join(dir, "schema.js")).href)) as { default: SchemaDefinition<GenericSchema, boolean> }).default;
      const modules: ModuleMap = {};
      const walk = (current: string) => {
        for (const entry of readdirSync(current, { withFileTypes: true })) {
          const full = path.join(current, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (MODULE.test(entry.name)) modules[full] = () => import(pathToFileURL(full).href) as Promise<Record<string, unknown>>;
        }
      };
      walk(dir);
      return { path: componentPath, schema, modules };
    }),
  );
}
