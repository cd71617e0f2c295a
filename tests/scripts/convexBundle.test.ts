// Proves convex/ would deploy: bundles it as `npx convex deploy` does (offline, see
// scripts/lib/convexBundle.ts) and checks what a deploy would only reveal on the first push.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  CONVEX_LIMITS,
  VERIFIED_CONVEX_RANGE,
  bundleAsDeploy,
  checkDeployBundle,
  convexVersion,
  formatReport,
  type DeployBundle,
} from "../../scripts/lib/convexBundle";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TIMEOUT = 180_000;

const fixtures: string[] = [];
afterAll(async () => {
  await Promise.all(fixtures.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A throwaway Convex project using this repository's node_modules. */
async function fixtureProject(files: Record<string, string>, convexJson?: object): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "convex-fixture-"));
  fixtures.push(dir);
  await writeFile(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "fixture", private: true, type: "module", dependencies: { convex: "^1.48.0", sharp: "^0.35.5" } }),
  );
  if (convexJson) await writeFile(path.join(dir, "convex.json"), JSON.stringify(convexJson));
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

async function check(dir: string) {
  const bundle = await bundleAsDeploy(dir);
  return { bundle, report: await checkDeployBundle(bundle, dir) };
}

const sharpAction = `"use node";
import sharp from "sharp";
import { actionGeneric } from "convex/server";
export const pixel = actionGeneric({
  args: {},
  handler: async () => (await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer()).length,
});
`;

describe("convex/ deploys", () => {
  test("the convex package is a version this procedure was verified with", async () => {
    const version = await convexVersion(ROOT);
    const [major, minor, patch] = version.split(".").map((n) => Number.parseInt(n, 10));
    const [minMajor, minMinor, minPatch] = VERIFIED_CONVEX_RANGE.min;
    const atLeast = major > minMajor || (major === minMajor && (minor > minMinor || (minor === minMinor && patch >= minPatch)));
    // A new major may change the CLI's flags or --debug-bundle-path output: re-check
    // scripts/lib/convexBundle.ts against its deploy code, then widen the range.
    expect({ version, verified: atLeast && major < VERIFIED_CONVEX_RANGE.belowMajor }).toEqual({ version, verified: true });
  });

  test(
    "convex/ bundles for both runtimes, schema and auth config with no error or warning, within Convex's limits",
    async () => {
      const { bundle, report } = await check(ROOT);
      console.log(`Convex deploy bundle (convex ${await convexVersion(ROOT)}):\n${formatReport(report)}`);
      expect(report.problems).toEqual([]);
      expect(bundle.output).toContain("Wrote bundle and metadata");
      // convex.json is read: its external packages reach the CLI.
      const convexJson = JSON.parse(await readFile(path.join(ROOT, "convex.json"), "utf8")) as { node: { externalPackages: string[] } };
      expect(bundle.externalPackages).toEqual(convexJson.node.externalPackages);
      const paths = bundle.modules.map((m) => m.path);
      expect(paths).toEqual(expect.arrayContaining(["auth.config.js", "http.js", "crons.js", "users.js"]));
      // Modules the CLI requires in the default runtime are there.
      for (const file of ["auth.config.js", "http.js", "crons.js"]) {
        expect(bundle.modules.find((m) => m.path === file)?.environment).toBe("isolate");
      }
    },
    TIMEOUT,
  );
});

describe("the check fails what a deploy would refuse (fixtures)", () => {
  test(
    "a default-runtime file reaching node:fs through a helper",
    async () => {
      const dir = await fixtureProject({
        "convex/lib/readConfig.ts": `import { readFileSync } from "node:fs";\nexport const readConfig = () => readFileSync("/etc/hostname", "utf8");\n`,
        "convex/settings.ts": `import { queryGeneric } from "convex/server";\nimport { readConfig } from "./lib/readConfig";\nexport const get = queryGeneric({ args: {}, handler: async () => readConfig() });\n`,
      });
      const { bundle, report } = await check(dir);
      expect(bundle.exitCode).not.toBe(0);
      expect(report.problems).toHaveLength(1);
      expect(report.problems[0]).toContain('Could not resolve "node:fs"');
      expect(report.problems[0]).toContain("convex/lib/readConfig.ts");
      expect(report.problems[0]).toContain('without the "use node" directive');
    },
    TIMEOUT,
  );

  test.each([
    {
      name: "a schema importing node:os",
      files: {
        "convex/schema.ts": `import { defineSchema } from "convex/server";\nimport { hostname } from "node:os";\nexport default defineSchema({}, { schemaValidation: hostname() !== "" });\n`,
      },
      says: 'Could not resolve "node:os"',
    },
    {
      name: "auth.config.ts importing node:crypto",
      files: {
        "convex/auth.config.ts": `import { randomUUID } from "node:crypto";\nexport default { providers: [{ domain: "https://example.com", applicationID: randomUUID() }] };\n`,
      },
      says: 'Could not resolve "node:crypto"',
    },
  ] as { name: string; files: Record<string, string>; says: string }[])(
    "$name",
    async ({ files, says }) => {
      const { bundle, report } = await check(await fixtureProject(files));
      expect(bundle.exitCode).not.toBe(0);
      expect(report.problems).toHaveLength(1);
      expect(report.problems[0]).toContain(says);
    },
    TIMEOUT,
  );

  test(
    'the same module with "use node" deploys',
    async () => {
      const dir = await fixtureProject({
        "convex/settings.ts": `"use node";\nimport { readFileSync } from "node:fs";\nimport { actionGeneric } from "convex/server";\nexport const get = actionGeneric({ args: {}, handler: async () => readFileSync("/etc/hostname", "utf8") });\n`,
      });
      const { bundle, report } = await check(dir);
      expect(report.problems).toEqual([]);
      expect(bundle.modules.map((m) => [m.path, m.environment])).toEqual([["settings.js", "node"]]);
    },
    TIMEOUT,
  );

  test(
    'sharp in a "use node" file: refused unless convex.json lists it as an external package',
    async () => {
      const bundled = await check(await fixtureProject({ "convex/images.ts": sharpAction }));
      expect(bundled.bundle.exitCode).toBe(0); // the CLI itself would let this through
      expect(bundled.report.problems).toEqual([
        "sharp loads a native addon but is bundled into the Node runtime: add it to convex.json node.externalPackages.",
      ]);

      const external = await check(await fixtureProject({ "convex/images.ts": sharpAction }, { node: { externalPackages: ["sharp"] } }));
      expect(external.report.problems).toEqual([]);
      expect(external.bundle.nodeDependencies.map((d) => d.name)).toEqual(["sharp"]);
      expect(external.report.external.unzippedBytes).toBeGreaterThan(1024 * 1024);
    },
    TIMEOUT,
  );

  test(
    "an esbuild warning",
    async () => {
      const dir = await fixtureProject({
        "convex/numbers.ts": `import { queryGeneric } from "convex/server";\nexport const isMissing = queryGeneric({ args: {}, handler: async (_ctx, args: { n?: number }) => args.n === NaN });\n`,
      });
      const { bundle, report } = await check(dir);
      expect(bundle.exitCode).toBe(0);
      expect(report.problems).toEqual(['esbuild warning: Comparison with NaN using the "===" operator here is always false (convex/numbers.ts:2:104)']);
    },
    TIMEOUT,
  );

  test("a bundle over Convex's 32 MiB code size limit", async () => {
    const bundle: DeployBundle = {
      exitCode: 0,
      output: "",
      modules: [{ path: "big.js", source: "x".repeat(CONVEX_LIMITS.codeBytes + 1024 * 1024), environment: "isolate" }],
      nodeDependencies: [],
      externalPackages: [],
    };
    const report = await checkDeployBundle(bundle, ROOT);
    expect(report.problems).toEqual(["bundled code is 33.00 MiB, over Convex's 32.00 MiB code size limit."]);
  });
});
