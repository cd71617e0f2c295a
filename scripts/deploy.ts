// `npm run deploy`: the Convex functions to a Convex deployment (Cloud or self-hosted) and the web
// app built against it. In order, stopping at the first failure:
//   1. the environment: SITE_URL and a deployment to push to (src/lib/env.ts says which);
//   2. the offline bundle check (scripts/lib/convexBundle.ts), before anything is changed;
//   3. Convex Auth's settings on the deployment: SITE_URL, and a JWT_PRIVATE_KEY/JWKS pair made
//      here when it has none (as `npx @convex-dev/auth` does; that tool does not support
//      self-hosted backends), plus the optional mail settings given here;
//   4. `npx convex deploy --cmd "npm run build"`: builds the app with VITE_CONVEX_URL set to the
//      deployment's URL, then pushes the functions (nothing is pushed if the build fails).
// `npm run deploy -- --check` does 1 and 2 only and contacts nothing.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { MissingEnvError, deployTarget, requireEnv, type DeployTarget, type EnvSource } from "../src/lib/env";
import { generateAuthKeys } from "./lib/authKeys";
import { bundleAsDeploy, checkDeployBundle, formatReport } from "./lib/convexBundle";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONVEX_CLI = path.join(ROOT, "node_modules/convex/bin/main.js");
/** Function settings copied from this environment to the deployment when set here. */
const OPTIONAL_FUNCTION_SETTINGS = ["RESEND_API_KEY", "MAIL_FROM", "AUTH_LOG_LEVEL"];

const checkOnly = process.argv.includes("--check");

/** The variables the Convex CLI sees: .env.local under the process environment. */
function deployEnv(): EnvSource {
  const file = path.join(ROOT, ".env.local");
  const local = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return { ...local, ...process.env };
}

function describeTarget(target: DeployTarget): string {
  switch (target.kind) {
    case "deploy key":
      return "the Convex deployment of CONVEX_DEPLOY_KEY";
    case "self-hosted":
      return `the self-hosted backend at ${target.url}`;
    case "cloud project":
      return `the production deployment of the Convex project of ${target.deployment}`;
  }
}

/** Runs the project's Convex CLI; stdin is for values kept off the command line. */
function convex(args: string[], options: { stdin?: string; quiet?: boolean } = {}): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CONVEX_CLI, ...args], {
      cwd: ROOT,
      stdio: [options.stdin === undefined ? "ignore" : "pipe", options.quiet ? "pipe" : "inherit", "inherit"],
    });
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout }));
    if (options.stdin !== undefined) child.stdin?.end(options.stdin);
  });
}

async function mustConvex(args: string[], options: { stdin?: string; quiet?: boolean } = {}): Promise<string> {
  const { code, stdout } = await convex(args, options);
  if (code !== 0) throw new Error(`npx convex ${args.filter((a) => a !== "--").join(" ")} failed (exit code ${code}).`);
  return stdout;
}

async function configureFunctions(target: DeployTarget, env: EnvSource): Promise<void> {
  // `npx convex env` targets the dev deployment of a project unless told --prod; deploy keys and
  // self-hosted backends name one deployment.
  const flags = target.kind === "cloud project" ? ["--prod"] : [];
  const names = new Set(
    (await mustConvex(["env", "list", ...flags, "--names-only"], { quiet: true }))
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
  );
  const set = (name: string, value: string) =>
    mustConvex(["env", "set", ...flags, name], { stdin: value, quiet: true }).then(() => console.log(`  set ${name}`));

  const hasKey = names.has("JWT_PRIVATE_KEY");
  const hasJwks = names.has("JWKS");
  if (hasKey !== hasJwks) {
    const [has, lacks] = hasKey ? ["JWT_PRIVATE_KEY", "JWKS"] : ["JWKS", "JWT_PRIVATE_KEY"];
    throw new Error(
      `The deployment has ${has} but not ${lacks}; they must be a pair. Remove it (npx convex env remove ${flags.join(" ")} ${has}) and run npm run deploy again to make a new pair.`,
    );
  }
  if (!hasKey) {
    console.log("  no Convex Auth keys on the deployment: generating a new pair");
    const keys = await generateAuthKeys();
    await set("JWT_PRIVATE_KEY", keys.JWT_PRIVATE_KEY);
    await set("JWKS", keys.JWKS);
  }
  const siteUrl = env.SITE_URL!.trim();
  const current = names.has("SITE_URL") ? (await mustConvex(["env", "get", ...flags, "SITE_URL"], { quiet: true })).trim() : "";
  if (current !== siteUrl) await set("SITE_URL", siteUrl);
  for (const name of OPTIONAL_FUNCTION_SETTINGS) {
    const value = env[name]?.trim();
    if (value) await set(name, value);
  }
}

async function main(): Promise<number> {
  const env = deployEnv();
  let target: DeployTarget;
  try {
    requireEnv("deploy", env);
    new URL(env.SITE_URL!);
    target = deployTarget(env);
  } catch (error) {
    if (error instanceof MissingEnvError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof TypeError) {
      console.error(`SITE_URL must be a full URL such as https://portfolio.example.com/portfolio-builder, got "${env.SITE_URL}".`);
      return 1;
    }
    throw error;
  }
  console.log(`Deploying to ${describeTarget(target)}; the app will be at ${env.SITE_URL}.`);

  console.log("\nBundling convex/ as npx convex deploy will (offline check)…");
  const bundle = await bundleAsDeploy(ROOT);
  const report = await checkDeployBundle(bundle, ROOT);
  console.log(formatReport(report));
  if (report.problems.length > 0) {
    console.error(`\nThe functions would not deploy:\n${report.problems.map((p) => `- ${p}`).join("\n")}`);
    return 1;
  }
  if (checkOnly) {
    console.log("\n--check: environment and bundle are fine; nothing was deployed.");
    return 0;
  }

  console.log("\nConvex Auth and function settings on the deployment:");
  await configureFunctions(target, env);

  console.log("\nBuilding the app against the deployment and pushing the functions…");
  const { code } = await convex(["deploy", "--cmd", "npm run build", "--cmd-url-env-var-name", "VITE_CONVEX_URL", "--yes"]);
  if (code !== 0) return code;
  console.log(
    `\nDone. Start the web server where the build is: CONVEX_URL=<the deployment URL above> npm run serve` +
      `\n(or build the Docker image: see the Deploy section of README.md).`,
  );
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
