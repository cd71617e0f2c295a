/**
 * `npm start`: builds the web app when dist/ is missing or older than its sources, then runs the
 * local backend, which serves the app and the Convex API from one origin. Offline, no account.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runBackend } from "../local-backend/main";
import { buildApp } from "./lib/app";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_INPUTS = ["src", "convex", "public", "vite.config.ts", "react-router.config.ts", "scripts/lib", "package.json"];

/** The newest modification time under `target` (a file or a directory), 0 if it does not exist. */
function newestChange(target: string): number {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const builtAt = newestChange(path.join(ROOT, "dist", "server", "index.js"));
const sourcesAt = Math.max(...BUILD_INPUTS.map((input) => newestChange(path.join(ROOT, input))));
if (builtAt === 0 || builtAt < sourcesAt) {
  console.log(builtAt === 0 ? "Building the app (first start, about a minute)…" : "Sources changed since the last build: rebuilding the app…");
  const started = Date.now();
  try {
    await buildApp(undefined, { quiet: true });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s. Starting the server…`);
}

const backend = await runBackend();
console.log(`\n  Portfolio Builder is running. Open ${backend.appUrl}\n  (Ctrl-C stops it; your data stays in ${process.env.DATA_DIR || ".data"}/)\n`);
