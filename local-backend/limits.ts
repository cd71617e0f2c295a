import { EXIT, StartupError } from "./errors";

const MiB = 1024 * 1024;

/** convex-test's per-transaction counters (its `transactionLimits` option). */
export type TransactionLimits = {
  bytesRead: number;
  bytesWritten: number;
  documentsRead: number;
  documentsWritten: number;
  /** Index ranges read (each `db.get` and `db.query`). */
  databaseQueries: number;
  functionsScheduled: number;
  scheduledFunctionArgsBytes: number;
};

/** The rules a function runs under here (README "Limits"). */
export type FunctionLimits = {
  name: "strict" | "loose";
  transaction: TransactionLimits;
  /** A function's arguments, and its return value, as Convex sizes them. */
  argumentsBytes: number;
  returnBytes: number;
  /** Event-loop time a query or mutation may take (a deployment's 1 s of user code); null = none. */
  userTimeMs: number | null;
  /**
   * Failures other than ConvexError reach clients as a production deployment sends them,
   * "[Request ID: …] Server Error"; otherwise with their message, as a development deployment.
   */
  redactErrors: boolean;
};

/**
 * Convex's per-transaction limits as published before they were doubled
 * (docs.convex.dev/production/state/limits): code that fits these fits a deployment whichever of
 * the two it runs, plus the 1 s of user code and production's error shape.
 */
export const STRICT_LIMITS: FunctionLimits = {
  name: "strict",
  transaction: {
    bytesRead: 8 * MiB,
    bytesWritten: 8 * MiB,
    documentsRead: 16_384,
    documentsWritten: 8_192,
    databaseQueries: 4_096,
    functionsScheduled: 1_000,
    scheduledFunctionArgsBytes: 8 * MiB,
  },
  argumentsBytes: 8 * MiB,
  returnBytes: 8 * MiB,
  userTimeMs: 1_000,
  redactErrors: true,
};

/** `LOCAL_BACKEND_LIMITS=loose`: Convex's newer, larger limits (convex-test's defaults), no time limit, full error messages. */
export const LOOSE_LIMITS: FunctionLimits = {
  name: "loose",
  transaction: {
    bytesRead: 16 * MiB,
    bytesWritten: 16 * MiB,
    documentsRead: 32_000,
    documentsWritten: 16_000,
    databaseQueries: 4_096,
    functionsScheduled: 1_000,
    scheduledFunctionArgsBytes: 16 * MiB,
  },
  argumentsBytes: 16 * MiB,
  returnBytes: 16 * MiB,
  userTimeMs: null,
  redactErrors: false,
};

/** The limits named by `LOCAL_BACKEND_LIMITS` (strict unless it says loose). */
export function limitsFrom(value = process.env.LOCAL_BACKEND_LIMITS): FunctionLimits {
  if (value === undefined || value === "" || value === "strict") return STRICT_LIMITS;
  if (value === "loose") return LOOSE_LIMITS;
  throw new StartupError(`LOCAL_BACKEND_LIMITS must be "strict" or "loose", got "${value}".`, EXIT.failure);
}

/** What a deployment says when a query or mutation runs out of time (isolate's UserTimeoutError). */
export function userTimeoutMessage(ms: number): string {
  return `Function execution timed out (maximum duration: ${ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`})`;
}
