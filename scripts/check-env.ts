// The start check of a deployed part of the app, e.g. the web server in the Docker image:
// `tsx scripts/check-env.ts "web server" && tsx scripts/serve.ts`. Checks as production (no
// local-backend defaults): prints what is missing and exits 1, or prints what it found (secrets
// masked).
import { MissingEnvError, describeValue, requireEnv } from "../src/lib/env";
import { ENV_VARIABLES, type EnvUser } from "../src/lib/envVariables";

const users: EnvUser[] = ["browser build", "web server", "functions", "deploy"];
const user = process.argv[2] as EnvUser;
if (!users.includes(user)) {
  console.error(`Usage: tsx scripts/check-env.ts <${users.map((u) => JSON.stringify(u)).join(" | ")}>`);
  process.exit(2);
}

try {
  requireEnv(user, process.env, undefined, true);
} catch (error) {
  if (!(error instanceof MissingEnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const set = ENV_VARIABLES.filter((v) => v.usedBy.includes(user) && process.env[v.name] !== undefined);
console.log(`Environment (${user}): ${set.map((v) => describeValue(v.name, process.env[v.name])).join(", ") || "defaults"}`);
