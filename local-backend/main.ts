/**
 * The local backend as a process: `tsx local-backend/main.ts`. Settings come from the
 * environment (PORT, SITE_PORT, HOST, PUBLIC_HOST, DATA_DIR, LOG_LEVEL, call budgets, request budget, limits, socket caps; see README.md). Exits with a
 * documented code when it cannot start.
 */
import "./productionReact";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_REQUESTS_PER_SECOND } from "./addressThrottle";
import { EXIT, StartupError } from "./errors";
import { capConsoleLines, log } from "./log";
import { publicHostsFrom } from "./hosts";
import { limitsFrom } from "./limits";
import { budgetFrom, capFrom } from "./rateLimit";
import { DEFAULT_BUDGETS } from "./runner";
import { startBackend, type Backend } from "./server";
import { DEFAULT_SOCKET_CAPS } from "./sync";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEFAULT_PORT = 3210;

function portFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartupError(`${name} must be a port number, got "${value}".`, EXIT.failure);
  return port;
}

/** Starts from the environment, logs where to go, and stops cleanly on SIGINT/SIGTERM. */
export async function runBackend(): Promise<Backend> {
  capConsoleLines();
  process.on("unhandledRejection", (error) => log.error(`Unhandled rejection: ${(error as Error)?.stack ?? String(error)}`));
  let backend: Backend;
  try {
    const port = portFrom("PORT", DEFAULT_PORT);
    const limits = limitsFrom();
    if (limits.name === "loose")
      log.info("LOCAL_BACKEND_LIMITS=loose: larger transaction limits, no time limit, full error messages (a deployment has none of these).");
    backend = await startBackend({
      port,
      sitePort: portFrom("SITE_PORT", port === 0 ? 0 : port + 1),
      host: process.env.HOST || "127.0.0.1",
      dataDir: process.env.DATA_DIR || path.join(process.cwd(), ".data"),
      convexDir: path.join(ROOT, "convex"),
      distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, "dist"),
      publicHosts: publicHostsFrom(process.env.PUBLIC_HOST),
      budgets: {
        anonymousPerMinute: budgetFrom("ANONYMOUS_CALLS_PER_MINUTE", DEFAULT_BUDGETS.anonymousPerMinute),
        authPerMinute: budgetFrom("AUTH_CALLS_PER_MINUTE", DEFAULT_BUDGETS.authPerMinute),
      },
      limits,
      requestsPerSecond: budgetFrom("REQUESTS_PER_SECOND_PER_ADDRESS", DEFAULT_REQUESTS_PER_SECOND, "requests a second"),
      socketCaps: {
        perAddress: capFrom("SOCKETS_PER_ADDRESS", DEFAULT_SOCKET_CAPS.perAddress),
        total: capFrom("SOCKETS_TOTAL", DEFAULT_SOCKET_CAPS.total),
        subscriptionsPerAddress: capFrom("SUBSCRIPTIONS_PER_ADDRESS", DEFAULT_SOCKET_CAPS.subscriptionsPerAddress),
      },
    });
  } catch (error) {
    if (error instanceof StartupError) {
      log.error(error.message);
      process.exit(error.exitCode);
    }
    throw error;
  }
  log.info(`Deployment URL (Convex API, sync, files): ${backend.url}`);
  log.info(`Site URL (HTTP actions): ${backend.siteUrl}`);
  log.info(`App: ${backend.appUrl}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      // A second Ctrl-C means "now"; a SIGTERM from a parent that saw the same Ctrl-C does not.
      if (signal === "SIGINT") process.exit(EXIT.failure);
      return;
    }
    stopping = true;
    log.info(`${signal}: saving and stopping…`);
    void backend.close().then(() => {
      log.info(`Stopped. Peak memory (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
      process.exit(0);
    });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  return backend;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runBackend();
