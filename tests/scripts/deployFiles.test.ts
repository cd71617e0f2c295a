// The Dockerfile and docker-compose.yml cannot be run here (no Docker); these checks keep them
// consistent with the code they start.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFile(path.join(ROOT, file), "utf8");

/** The final stage of the Dockerfile. */
async function runtimeStage(): Promise<string> {
  const dockerfile = await read("Dockerfile");
  const stages = dockerfile.split(/^FROM /m);
  return stages[stages.length - 1];
}

/** Relative imports of a TypeScript file, transitively, as repository paths. */
async function importClosure(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = await read(file);
  for (const match of text.matchAll(/^import[^"']*["'](\.{1,2}\/[^"']+)["']/gm)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
    await importClosure(target.endsWith(".ts") ? target : `${target}.ts`, seen);
  }
  return seen;
}

test("the runtime image holds every file the start check imports", async () => {
  const stage = await runtimeStage();
  const files = [...(await importClosure("scripts/check-env.ts"))];
  expect(files).toContain("src/lib/env.ts");
  for (const file of files) expect(stage, `${file} is not copied into the runtime image`).toContain(`COPY --from=build /app/${file} ./${file}`);
});

test("the runtime image runs as non-root: the start check, then react-router-serve on the build", async () => {
  const stage = await runtimeStage();
  expect(stage).toMatch(/^USER node$/m);
  expect(stage.indexOf("USER node")).toBeLessThan(stage.indexOf("CMD"));
  expect(stage).toContain("tsx scripts/check-env.ts 'web server' && exec node_modules/.bin/react-router-serve \\\"./$BUILD_DIR/server/index.js\\\"");
  const pkg = JSON.parse(await read("package.json")) as { scripts: Record<string, string>; dependencies: Record<string, string> };
  expect(pkg.scripts.serve).toBe('tsx scripts/check-env.ts "web server" && react-router-serve ./${BUILD_DIR:-dist}/server/index.js');
  // `npm prune --omit=dev` keeps only dependencies: what the image runs must be one.
  for (const name of ["tsx", "@react-router/serve", "@react-router/node"]) expect(pkg.dependencies, name).toHaveProperty([name]);
});

test("docker-compose.yml gives the web server its Convex URLs and starts the backend and dashboard images", async () => {
  const compose = await read("docker-compose.yml");
  expect(compose).toContain("ghcr.io/get-convex/convex-backend");
  expect(compose).toContain("ghcr.io/get-convex/convex-dashboard");
  const web = compose.slice(compose.indexOf("\n  web:"), compose.indexOf("\n  postgres:"));
  expect(web).toContain("VITE_CONVEX_URL: ${CONVEX_CLOUD_ORIGIN:-http://127.0.0.1:3210}");
  expect(web).toContain("- CONVEX_URL=http://backend:3210");
  // The pages' absolute addresses come from configuration, never from a request's Host.
  expect(web).toContain("- SITE_URL=${SITE_URL:-http://127.0.0.1:3000/portfolio-builder}");
  expect(web).toContain("condition: service_healthy");
});
