/**
 * Checking and reading the environment variables listed in envVariables.ts: which required ones
 * are missing (and a message naming them), the web server's Convex URL and public origin, and
 * where a deploy pushes. No Node imports: the web server's loaders and the scripts share it.
 */

import { ENV_VARIABLES, LOCAL_CONVEX_URL, type EnvUser, type EnvVariable } from "./envVariables";

export type EnvSource = Readonly<Record<string, string | undefined>>;

/** A required variable is unset; the message names each one and what it is for. */
export class MissingEnvError extends Error {
  constructor(
    readonly user: EnvUser,
    readonly missing: readonly string[],
    message: string,
  ) {
    super(message);
    this.name = "MissingEnvError";
  }
}

const USER_LABEL: Record<EnvUser, string> = {
  "browser build": "the browser build",
  "web server": "the web server",
  functions: "the Convex functions (set them on the deployment)",
  deploy: "npm run deploy",
  "local backend": "the local backend",
  tools: "the tools",
};

const isSet = (env: EnvSource, name: string) => (env[name] ?? "").trim() !== "";

export function envVariable(name: string): EnvVariable {
  const variable = ENV_VARIABLES.find((v) => v.name === name);
  if (!variable) throw new Error(`${name} is not in ENV_VARIABLES (src/lib/envVariables.ts)`);
  return variable;
}

/**
 * The variables `user` must have that `env` lacks (neither the name nor an alternative set). Outside
 * production, variables with a local-backend default are not required. Deploying, and the
 * functions on a deployment, are always production.
 */
export function missingEnv(user: EnvUser, env: EnvSource, production = isProduction(user, env)): EnvVariable[] {
  return ENV_VARIABLES.filter(
    (v) => v.requiredFor?.includes(user) && (production || v.localDefault === undefined) && ![v.name, ...(v.or ?? [])].some((name) => isSet(env, name)),
  );
}

function isProduction(user: EnvUser, env: EnvSource): boolean {
  return user === "deploy" || user === "functions" || env.NODE_ENV === "production";
}

function missingMessage(user: EnvUser, missing: readonly EnvVariable[], hint: string): string {
  const lines = missing.map((v) => `  - ${[v.name, ...(v.or ?? [])].join(" or ")}: ${v.description}`);
  return `Missing environment variable${missing.length > 1 ? "s" : ""} for ${USER_LABEL[user]}:\n${lines.join("\n")}\n${hint}`;
}

/** Throws a MissingEnvError naming every required variable of `user` that `env` lacks. */
export function requireEnv(user: EnvUser, env: EnvSource, hint = "See the Deploy section of README.md.", production = isProduction(user, env)): void {
  const missing = missingEnv(user, env, production);
  if (missing.length > 0)
    throw new MissingEnvError(
      user,
      missing.map((v) => v.name),
      missingMessage(user, missing, hint),
    );
}

/**
 * The Convex URL for the web server's loaders, read at run time: CONVEX_URL, else VITE_CONVEX_URL;
 * outside production the local backend's address. In production (`npm run serve` sets
 * NODE_ENV=production) a missing URL is an error naming CONVEX_URL.
 */
export function webServerConvexUrl(env: EnvSource = process.env): string {
  const url = [env.CONVEX_URL, env.VITE_CONVEX_URL].map((value) => value?.trim()).find(Boolean);
  if (url) return url;
  if (env.NODE_ENV !== "production") return LOCAL_CONVEX_URL;
  const missing = [envVariable("CONVEX_URL")];
  throw new MissingEnvError(
    "web server",
    ["CONVEX_URL"],
    missingMessage("web server", missing, "Set CONVEX_URL to the Convex deployment URL (see the Deploy section of README.md)."),
  );
}

/**
 * The origin the web server writes into absolute addresses (canonical, Open Graph, sitemap,
 * robots.txt): PUBLIC_ORIGIN, else SITE_URL's origin; outside production the local backend's.
 * Configured, never read from a request: a Host header is whatever the client chose to send.
 */
export function webServerPublicOrigin(env: EnvSource = process.env): string {
  const configured = configuredPublicOrigin(env);
  if (configured !== null) return configured;
  if (env.NODE_ENV !== "production") return LOCAL_CONVEX_URL;
  const missing = [envVariable("PUBLIC_ORIGIN")];
  throw new MissingEnvError("web server", ["PUBLIC_ORIGIN"], missingMessage("web server", missing, "See the Deploy section of README.md."));
}

/** PUBLIC_ORIGIN's origin, else SITE_URL's; null when neither is set (a build prerendering pages). */
export function configuredPublicOrigin(env: EnvSource = process.env): string | null {
  const explicit = env.PUBLIC_ORIGIN?.trim();
  if (explicit) return originOf(explicit, "PUBLIC_ORIGIN");
  const site = env.SITE_URL?.trim();
  if (site) return originOf(site, "SITE_URL");
  return null;
}

function originOf(url: string, name: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} must be a full URL such as https://portfolio.example.com, got "${url}".`);
  }
}

export type DeployTarget = { kind: "deploy key" } | { kind: "self-hosted"; url: string } | { kind: "cloud project"; deployment: string };

/** Where the Convex CLI will push, from the same variables it reads (process env over .env.local). */
export function deployTarget(env: EnvSource): DeployTarget {
  if (isSet(env, "CONVEX_DEPLOY_KEY")) return { kind: "deploy key" };
  if (isSet(env, "CONVEX_SELF_HOSTED_URL") || isSet(env, "CONVEX_SELF_HOSTED_ADMIN_KEY")) {
    const missing = ["CONVEX_SELF_HOSTED_URL", "CONVEX_SELF_HOSTED_ADMIN_KEY"].filter((name) => !isSet(env, name));
    if (missing.length > 0) {
      throw new MissingEnvError(
        "deploy",
        missing,
        missingMessage("deploy", missing.map(envVariable), "A self-hosted deployment needs both its URL and an admin key."),
      );
    }
    return { kind: "self-hosted", url: env.CONVEX_SELF_HOSTED_URL!.trim() };
  }
  if (isSet(env, "CONVEX_DEPLOYMENT")) return { kind: "cloud project", deployment: env.CONVEX_DEPLOYMENT!.trim() };
  const names = ["CONVEX_DEPLOY_KEY", "CONVEX_SELF_HOSTED_URL", "CONVEX_SELF_HOSTED_ADMIN_KEY", "CONVEX_DEPLOYMENT"];
  throw new MissingEnvError(
    "deploy",
    names,
    `No Convex deployment to deploy to. Set one of:\n` +
      `  - CONVEX_DEPLOY_KEY: ${envVariable("CONVEX_DEPLOY_KEY").description}\n` +
      `  - CONVEX_SELF_HOSTED_URL and CONVEX_SELF_HOSTED_ADMIN_KEY: a self-hosted backend (docker-compose.yml)\n` +
      `  - CONVEX_DEPLOYMENT: run \`npx convex dev\` once to log in and pick a project\n` +
      `(in the environment or .env.local). See the Deploy section of README.md.`,
  );
}

/** `NAME=value` for logs, secrets masked. */
export function describeValue(name: string, value: string | undefined): string {
  if (value === undefined || value === "") return `${name} (unset)`;
  const secret = ENV_VARIABLES.find((v) => v.name === name)?.secret;
  return `${name}=${secret ? "****" : value}`;
}
