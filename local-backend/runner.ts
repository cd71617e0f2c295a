import { randomBytes } from "node:crypto";
import type { UserIdentity } from "convex/server";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Engine } from "./convexTestAdapter";
import { log } from "./log";
import type { ConvexModules, FunctionKind } from "./modules";
import { FairQueue } from "./fairQueue";
import { RateLimiter } from "./rateLimit";
import { checkValueLimits, truncate, validateStrict } from "./values";

/** A function call's result as the wire protocol carries it. */
export type CallOutcome = { success: true; value: JSONValue } | { success: false; errorMessage: string; errorData?: JSONValue };

/** Per client address and minute (see README "Limits"). */
export type CallBudgets = { anonymousPerMinute: number; authPerMinute: number };
export const DEFAULT_BUDGETS: CallBudgets = { anonymousPerMinute: 600, authPerMinute: 60 };

/** Convex Auth's entry points: not counted as anonymous calls. */
const AUTH_FUNCTIONS = new Set(["auth:signIn", "auth:signOut"]);

/** A sign-in or sign-up with credentials (it hashes a password); token refreshes and sign-outs are not. */
function isCredentialAttempt(path: string, args: JSONValue): boolean {
  const { params, refreshToken } = (args ?? {}) as { params?: unknown; refreshToken?: unknown };
  return path === "auth:signIn" && params !== undefined && refreshToken === undefined;
}

export type CallOptions = {
  /** A request carrying the admin key may also call internal functions. */
  admin?: boolean;
  /** The client's address, for the per-address budgets; omitted for the server's own calls. */
  address?: string;
  /**
   * Whose turn the call waits for (README "Fairness"): the client's address, by default
   * `address`. Live-query runs pass the subscriber's address here, without `address`: they are
   * bounded by the subscription cap, not refused when the address has many calls waiting.
   */
  lane?: string;
};

/**
 * Queries and mutations are one transaction each and run one at a time anyway (convex-test
 * holds one lock): a single queue that takes turns between addresses. Actions wait on the
 * network or a worker thread, so several run at once, a few per address.
 */
export const TRANSACTION_QUEUE = { concurrency: 1, perLaneWaiting: 256 };
export const ACTION_QUEUE = { concurrency: 8, perLaneRunning: 2, perLaneWaiting: 64 };
/**
 * Sign-ins and sign-ups with a password: each hashes one (a core for ~100 ms, and the JavaScript
 * around it on this thread), so an address has one running at a time and everyone together two,
 * taking turns; the rest wait in line (bench:flood's sign-ups ran several hashes at once from one
 * address on two cores). Their other calls keep the action queue.
 */
export const CREDENTIAL_QUEUE = { concurrency: 2, perLaneRunning: 1, perLaneWaiting: 32 };
/** Credential attempts an address may make at once before its per-minute budget paces them. */
export const AUTH_BURST = 10;

/** Calls public functions for clients: visibility, strict arguments, budgets, errors, logs. */
export class FunctionRunner {
  private readonly anonymous: RateLimiter;
  private readonly auth: RateLimiter;

  constructor(
    private readonly engine: Engine,
    private readonly modules: ConvexModules,
    budgets: CallBudgets = DEFAULT_BUDGETS,
  ) {
    this.anonymous = new RateLimiter(budgets.anonymousPerMinute);
    // A small burst: each attempt hashes a password, so a full minute's worth at once would hold a core for seconds.
    this.auth = new RateLimiter(budgets.authPerMinute, Math.min(AUTH_BURST, budgets.authPerMinute));
  }

  private readonly transactions = new FairQueue(TRANSACTION_QUEUE);
  private readonly actions = new FairQueue(ACTION_QUEUE);
  private readonly credentials = new FairQueue(CREDENTIAL_QUEUE);

  /** `reads`, if given, collects the tables the function read (for live queries). */
  async call(
    kind: FunctionKind,
    udfPath: string,
    wireArgs: JSONValue,
    identity: UserIdentity | null,
    reads?: Set<string>,
    options: CallOptions = {},
  ): Promise<CallOutcome> {
    const started = performance.now();
    const outcome = await this.callUnlogged(kind, udfPath, wireArgs, identity, reads, options);
    if (log.isDebug()) {
      const ms = (performance.now() - started).toFixed(1);
      const who = identity === null ? "anonymous" : identity.subject.split("|")[0];
      const result = outcome.success ? "ok" : `failed: ${outcome.errorMessage.split("\n")[0]}`;
      log.debug(`${kind} ${String(udfPath)} (${who}) ${ms} ms ${result}`);
    }
    return outcome;
  }

  private async callUnlogged(
    kind: FunctionKind,
    udfPath: string,
    wireArgs: JSONValue,
    identity: UserIdentity | null,
    reads: Set<string> | undefined,
    options: CallOptions,
  ): Promise<CallOutcome> {
    const what = `${kind} ${truncate(String(udfPath), 200)}`;
    const found = typeof udfPath === "string" ? await this.modules.find(udfPath, { kind, publicOnly: options.admin !== true }) : null;
    if (found === null) {
      return this.failure(
        new Error(`Could not find public function for '${truncate(String(udfPath), 200)}'. Did you forget to run \`npx convex dev\`?`),
        what,
        options,
      );
    }
    // Clients send [args]; /api/function sends the args object itself.
    const json = Array.isArray(wireArgs) ? (wireArgs[0] ?? {}) : wireArgs;
    // Refused before the arguments are decoded: a refusal costs as little as it can.
    const refused = options.address === undefined ? null : this.overBudget(found.path, kind, identity, options.address, json);
    if (refused !== null) return refused;
    let args: Value;
    try {
      args = jsonToConvex(json);
      if (args === null || typeof args !== "object" || Array.isArray(args) || args instanceof ArrayBuffer)
        throw new Error("The arguments to a Convex function must be an object.");
      checkValueLimits(args, "The arguments", this.engine.limits.argumentsBytes);
      validateStrict(found.args, args);
    } catch (error) {
      return this.failure(new ArgumentValidationError((error as Error).message), what, options);
    }
    try {
      const run = () => this.engine.run(found.kind, found.path, args as Record<string, Value>, identity, reads);
      const lane = options.lane ?? options.address;
      let value: Value;
      if (lane === undefined) value = (await run()) ?? null;
      else {
        // Refused before any work when the address already has its most calls waiting.
        const queue = found.kind !== "action" ? this.transactions : isCredentialAttempt(found.path, json) ? this.credentials : this.actions;
        const queued = queue.run(lane, run, { bounded: options.address !== undefined });
        if (queued === null) return REFUSALS.busy;
        value = (await queued) ?? null;
      }
      checkValueLimits(value, "The return value", this.engine.limits.returnBytes);
      return { success: true, value: convexToJson(value) };
    } catch (error) {
      return this.failure(error, what, options);
    }
  }

  /**
   * ConvexError data travels to the client, which rebuilds the ConvexError. Anything else is a
   * bug or a broken limit: its message and stack go to this server's log, and the client gets
   * what a production deployment sends, "[Request ID: …] Server Error" (the full message for the
   * admin key, as `npx convex run` sees it, and under LOCAL_BACKEND_LIMITS=loose).
   */
  private failure(error: unknown, what: string, options: CallOptions): CallOutcome {
    if (typeof error === "object" && error !== null && Symbol.for("ConvexError") in error) {
      const { message, data } = error as { message: string; data: Value };
      return { success: false, errorMessage: truncate(`Uncaught ConvexError: ${message}`), errorData: convexToJson(data) };
    }
    const err = error instanceof Error ? error : new Error(String(error));
    const requestId = randomBytes(8).toString("hex");
    // Argument errors are the caller's; they need no stack.
    log.warn(`${what} [Request ID: ${requestId}] failed: ${err instanceof ArgumentValidationError ? err.message : (err.stack ?? err.message)}`);
    if (this.engine.limits.redactErrors && options.admin !== true) return { success: false, errorMessage: `[Request ID: ${requestId}] Server Error` };
    // A development deployment shows the message; the stack stays in this server's log.
    return { success: false, errorMessage: truncate(err instanceof ArgumentValidationError ? err.message : `Uncaught ${err.name}: ${err.message}`) };
  }

  private overBudget(path: string, kind: FunctionKind, identity: UserIdentity | null, address: string, args: JSONValue): CallOutcome | null {
    if (isCredentialAttempt(path, args) && !this.auth.take(address)) return REFUSALS.auth;
    if (identity === null && kind !== "query" && !AUTH_FUNCTIONS.has(path) && !this.anonymous.take(address)) return REFUSALS.anonymous;
    return null;
  }
}

function refusal(code: string, message: string): CallOutcome {
  return Object.freeze({ success: false, errorMessage: `Uncaught ConvexError: ${message}`, errorData: Object.freeze({ code, message }) });
}

/** Built once: a refused call allocates nothing. */
const REFUSALS = {
  auth: refusal("auth/too-many-requests", "Too many sign-in attempts from your network. Please wait a minute and try again."),
  anonymous: refusal("rate-limited", "Too many requests. Please wait a minute and try again."),
  busy: refusal("busy", "Too many requests from your network are waiting. Please try again in a moment."),
};

class ArgumentValidationError extends Error {
  constructor(message: string) {
    super(`ArgumentValidationError: ${message}`);
    this.name = "ArgumentValidationError";
  }
}
