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
    await importClosure(await sourceFile(target), seen);
  }
  return seen;
}

/** The file an extensionless import names: the TypeScript file of that name, or the JavaScript one beside its declaration file. */
async function sourceFile(target: string): Promise<string> {
  if (/\.(ts|tsx|js|mjs)$/.test(target)) return target;
  for (const candidate of [`${target}.ts`, `${target}.tsx`, `${target}.js`])
    if (
      await read(candidate).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  return `${target}.ts`;
}

/** Whether the stage copies `file` from the build stage to the same path, itself or in a copied directory. */
function copies(stage: string, file: string): boolean {
  return stage.split("\n").some((line) => {
    const words = line.trim().split(/\s+/);
    if (words[0] !== "COPY" || words[1] !== "--from=build") return false;
    const destination = words.at(-1)!.replace(/^\.\//, "");
    return words.slice(2, -1).some((source) => {
      const copied = source.replace(/^\/app\//, "");
      // Into a directory (`./scripts/`) a source keeps its name; otherwise it takes the destination's.
      const landed = destination.endsWith("/") ? `${destination}${path.posix.basename(copied)}` : destination;
      return landed === copied && (file === copied || file.startsWith(`${copied}/`));
    });
  });
}

test("the runtime image holds every file the start check and the web server import", async () => {
  const stage = await runtimeStage();
  const files = [...(await importClosure("scripts/check-env.ts")), ...(await importClosure("scripts/serve.ts"))];
  expect(files).toContain("src/lib/envVariables.ts");
  expect(files).toContain("local-backend/webApp.ts");
  for (const file of files) expect(copies(stage, file), `${file} is not copied into the runtime image`).toBe(true);
});

test("the runtime image runs as non-root: the start check, then the web server (npm run serve) on the build", async () => {
  const stage = await runtimeStage();
  expect(stage).toMatch(/^USER node$/m);
  expect(stage.indexOf("USER node")).toBeLessThan(stage.indexOf("CMD"));
  expect(stage).toContain("tsx scripts/check-env.ts 'web server' && exec node --import tsx scripts/serve.ts");
  const pkg = JSON.parse(await read("package.json")) as { scripts: Record<string, string>; dependencies: Record<string, string> };
  expect(pkg.scripts.serve).toBe('tsx scripts/check-env.ts "web server" && tsx scripts/serve.ts');
  // `npm prune --omit=dev` keeps only dependencies: what the image runs must be one.
  for (const name of ["tsx", "react-router", "@react-router/node", "convex", "isbot"]) expect(pkg.dependencies, name).toHaveProperty([name]);
});

test("docker-compose.yml gives the web server its Convex URLs and starts the backend and dashboard images", async () => {
  const compose = await read("docker-compose.yml");
  expect(compose).toContain("ghcr.io/get-convex/convex-backend");
  expect(compose).toContain("ghcr.io/get-convex/convex-dashboard");
  const web = compose.slice(compose.indexOf("\n  web:"), compose.indexOf("\n  postgres:"));
  expect(web).toContain("VITE_CONVEX_URL: ${CONVEX_CLOUD_ORIGIN:-http://127.0.0.1:3210}");
  expect(web).toContain("- CONVEX_URL=http://backend:3210");
  // Views and messages reach the HTTP actions inside the network (no Convex Cloud URL to derive them from).
  expect(web).toContain("- CONVEX_SITE_URL=http://backend:3211");
  expect(web).toContain("- AUDIENCE_SECRET=${AUDIENCE_SECRET:-}");
  // The pages' absolute addresses come from configuration, never from a request's Host.
  expect(web).toContain("- SITE_URL=${SITE_URL:-http://127.0.0.1:3000/portfolio-builder}");
  expect(web).toContain("condition: service_healthy");
});
