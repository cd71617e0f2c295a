import { execFile } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ENV_VARIABLES, LOCAL_CONVEX_URL } from "../../src/lib/envVariables";
import { MissingEnvError, deployTarget, describeValue, missingEnv, requireEnv, webServerConvexUrl, webServerPublicOrigin } from "../../src/lib/env";

const ROOT = path.resolve(import.meta.dirname, "../..");

function thrown(fn: () => unknown): MissingEnvError {
  try {
    fn();
  } catch (error) {
    if (error instanceof MissingEnvError) return error;
    throw error;
  }
  throw new Error("expected a MissingEnvError");
}

describe("the web server's Convex URL", () => {
  test("CONVEX_URL first, then VITE_CONVEX_URL", () => {
    expect(webServerConvexUrl({ CONVEX_URL: "http://backend:3210", VITE_CONVEX_URL: "https://a.convex.cloud", NODE_ENV: "production" })).toBe(
      "http://backend:3210",
    );
    expect(webServerConvexUrl({ VITE_CONVEX_URL: "https://a.convex.cloud", NODE_ENV: "production" })).toBe("https://a.convex.cloud");
    expect(webServerConvexUrl({ CONVEX_URL: "  ", VITE_CONVEX_URL: "https://a.convex.cloud", NODE_ENV: "production" })).toBe("https://a.convex.cloud");
  });

  test("the local backend outside production", () => {
    expect(webServerConvexUrl({})).toBe(LOCAL_CONVEX_URL);
  });

  test("missing in production: an error naming CONVEX_URL and what it is for", () => {
    const error = thrown(() => webServerConvexUrl({ NODE_ENV: "production" }));
    expect(error.missing).toEqual(["CONVEX_URL"]);
    expect(error.message).toContain("Missing environment variable for the web server:");
    expect(error.message).toContain("CONVEX_URL or VITE_CONVEX_URL: Convex deployment URL");
    expect(error.message).toContain("Set CONVEX_URL");
  });
});

describe("the web server's public origin (absolute addresses)", () => {
  test("PUBLIC_ORIGIN first, then SITE_URL's origin; the local backend's outside production", () => {
    expect(webServerPublicOrigin({ PUBLIC_ORIGIN: "https://folio.example/", SITE_URL: "https://other.example/portfolio-builder" })).toBe(
      "https://folio.example",
    );
    expect(webServerPublicOrigin({ SITE_URL: "https://portfolio.example.com/portfolio-builder", NODE_ENV: "production" })).toBe(
      "https://portfolio.example.com",
    );
    expect(webServerPublicOrigin({})).toBe(LOCAL_CONVEX_URL);
  });

  test("missing in production: an error naming PUBLIC_ORIGIN or SITE_URL", () => {
    const error = thrown(() => webServerPublicOrigin({ NODE_ENV: "production" }));
    expect(error.missing).toEqual(["PUBLIC_ORIGIN"]);
    expect(error.message).toContain("PUBLIC_ORIGIN or SITE_URL: The site's public origin");
  });
});

describe("required variables", () => {
  test("npm run deploy needs SITE_URL", () => {
    const error = thrown(() => requireEnv("deploy", {}));
    expect(error.missing).toEqual(["SITE_URL"]);
    expect(error.message).toMatch(/^Missing environment variable for npm run deploy:\n {2}- SITE_URL: Public URL of the web app/);
  });

  test("the functions need SITE_URL and the Convex Auth key pair; names every missing one", () => {
    expect(missingEnv("functions", { SITE_URL: "https://example.com/portfolio-builder" }).map((v) => v.name)).toEqual(["JWT_PRIVATE_KEY", "JWKS"]);
    const error = thrown(() => requireEnv("functions", {}));
    expect(error.missing).toEqual(["SITE_URL", "JWT_PRIVATE_KEY", "JWKS"]);
    expect(error.message).toContain("Missing environment variables for the Convex functions");
    expect(() => requireEnv("functions", { SITE_URL: "https://x.dev", JWT_PRIVATE_KEY: "k", JWKS: "{}" })).not.toThrow();
  });

  test("local-backend defaults apply outside production only", () => {
    expect(missingEnv("web server", {})).toEqual([]);
    expect(missingEnv("web server", { NODE_ENV: "production" }).map((v) => v.name)).toEqual(["CONVEX_URL", "PUBLIC_ORIGIN"]);
    expect(missingEnv("web server", { NODE_ENV: "production", CONVEX_URL: "http://backend:3210", SITE_URL: "https://x.dev/portfolio-builder" })).toEqual([]);
    expect(missingEnv("browser build", { NODE_ENV: "production" }).map((v) => v.name)).toEqual(["VITE_CONVEX_URL"]);
  });
});

describe("where npm run deploy pushes", () => {
  test("a deploy key, a self-hosted backend, or the project from npx convex dev", () => {
    expect(deployTarget({ CONVEX_DEPLOY_KEY: "prod:abc|xyz", CONVEX_DEPLOYMENT: "dev:x" })).toEqual({ kind: "deploy key" });
    expect(deployTarget({ CONVEX_SELF_HOSTED_URL: "http://127.0.0.1:3210", CONVEX_SELF_HOSTED_ADMIN_KEY: "k" })).toEqual({
      kind: "self-hosted",
      url: "http://127.0.0.1:3210",
    });
    expect(deployTarget({ CONVEX_DEPLOYMENT: "dev:happy-otter-123" })).toEqual({ kind: "cloud project", deployment: "dev:happy-otter-123" });
  });

  test("half a self-hosted setting names the other half", () => {
    const error = thrown(() => deployTarget({ CONVEX_SELF_HOSTED_URL: "http://127.0.0.1:3210" }));
    expect(error.missing).toEqual(["CONVEX_SELF_HOSTED_ADMIN_KEY"]);
    expect(error.message).toContain("CONVEX_SELF_HOSTED_ADMIN_KEY: Self-hosted backend: admin key");
  });

  test("none names every option", () => {
    const error = thrown(() => deployTarget({}));
    for (const name of ["CONVEX_DEPLOY_KEY", "CONVEX_SELF_HOSTED_URL", "CONVEX_SELF_HOSTED_ADMIN_KEY", "CONVEX_DEPLOYMENT"])
      expect(error.message).toContain(name);
  });
});

test("secrets are masked in logs", () => {
  expect(describeValue("JWT_PRIVATE_KEY", "-----BEGIN PRIVATE KEY----- abc")).toBe("JWT_PRIVATE_KEY=****");
  expect(describeValue("CONVEX_URL", "http://backend:3210")).toBe("CONVEX_URL=http://backend:3210");
  expect(describeValue("RESEND_API_KEY", undefined)).toBe("RESEND_API_KEY (unset)");
});

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "_generated") out.push(...(await sourceFiles(full)));
    } else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

test("every variable read in convex/, src/, local-backend/ and scripts/ is in the one list", async () => {
  const files = (await Promise.all(["convex", "src", "local-backend", "scripts"].map((dir) => sourceFiles(path.join(ROOT, dir))))).flat();
  const viteBuiltIns = new Set(["BASE_URL", "MODE", "DEV", "PROD", "SSR"]);
  const read = new Map<string, string>();
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (const match of text.matchAll(
      /process\.env\.([A-Z_][A-Z0-9_]*)|process\.env\[\s*["'`]([A-Z_][A-Z0-9_]*)["'`]\s*\]|import\.meta\.env\.([A-Z_][A-Z0-9_]*)/g,
    )) {
      const name = match[1] ?? match[2] ?? match[3];
      if (!viteBuiltIns.has(name)) read.set(name, path.relative(ROOT, file));
    }
  }
  expect(read.size).toBeGreaterThan(5);
  const listed = new Set(ENV_VARIABLES.map((v) => v.name));
  const unlisted = [...read].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(unlisted, "add these to ENV_VARIABLES in src/lib/envVariables.ts and the README's Deploy table").toEqual([]);
});

test("each variable is listed once", () => {
  const names = ENV_VARIABLES.map((v) => v.name);
  expect(new Set(names).size).toBe(names.length);
});

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !ENV_VARIABLES.some((v) => v.name === key)));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), ...args],
      { cwd: ROOT, env: { ...clean, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe("start checks", () => {
  test("the web server refuses to start without a Convex URL and its public address, naming each", async () => {
    const missing = await run(["scripts/check-env.ts", "web server"], {});
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("CONVEX_URL or VITE_CONVEX_URL");
    expect(missing.output).toContain("PUBLIC_ORIGIN or SITE_URL");
    const ok = await run(["scripts/check-env.ts", "web server"], { CONVEX_URL: "http://backend:3210", SITE_URL: "https://x.dev/portfolio-builder" });
    expect(ok).toEqual({ code: 0, output: "Environment (web server): CONVEX_URL=http://backend:3210, SITE_URL=https://x.dev/portfolio-builder\n" });
  }, 60_000);

  test("npm run deploy -- --check: SITE_URL first, then a target, then the bundle", async () => {
    const noSite = await run(["scripts/deploy.ts", "--check"], { CONVEX_SELF_HOSTED_URL: "http://127.0.0.1:3210", CONVEX_SELF_HOSTED_ADMIN_KEY: "k" });
    expect(noSite.code).toBe(1);
    expect(noSite.output).toContain("Missing environment variable for npm run deploy:\n  - SITE_URL");

    const ok = await run(["scripts/deploy.ts", "--check"], {
      SITE_URL: "https://portfolio.example.com/portfolio-builder",
      CONVEX_SELF_HOSTED_URL: "http://127.0.0.1:3210",
      CONVEX_SELF_HOSTED_ADMIN_KEY: "k",
    });
    expect(ok.output).toContain("Deploying to the self-hosted backend at http://127.0.0.1:3210");
    expect(ok.output).toMatch(/isolate runtime \(incl\. auth\.config\): \d+ modules/);
    expect(ok.output).toContain("nothing was deployed");
    expect(ok.code).toBe(0);
  }, 180_000);
});

test("the README's Deploy table lists every variable", async () => {
  const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
  const missing = ENV_VARIABLES.filter((v) => !readme.includes(`| \`${v.name}\` |`)).map((v) => v.name);
  expect(missing).toEqual([]);
});
