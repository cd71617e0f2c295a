import type { UserIdentity } from "convex/server";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { Engine } from "./convexTestAdapter";
import { log } from "./log";
import type { ConvexModules, FunctionKind } from "./modules";
import type { FileStorage } from "./storage";

/** A function call's result as the wire protocol carries it. */
export type CallOutcome =
  | { success: true; value: JSONValue }
  | { success: false; errorMessage: string; errorData?: JSONValue };

/** Calls public functions for clients: visibility, argument decoding, errors, URL rewriting, logs. */
export class FunctionRunner {
  constructor(
    private readonly engine: Engine,
    private readonly modules: ConvexModules,
    private readonly storage: FileStorage,
  ) {}

  /**
   * `reads`, if given, collects the tables the function read (for live queries). `admin` (a
   * request carrying the admin key) may also call internal functions.
   */
  async call(
    kind: FunctionKind,
    udfPath: string,
    wireArgs: JSONValue,
    identity: UserIdentity | null,
    reads?: Set<string>,
    options: { admin?: boolean } = {},
  ): Promise<CallOutcome> {
    const started = performance.now();
    const outcome = await this.callUnlogged(kind, udfPath, wireArgs, identity, reads, options.admin === true);
    if (log.isDebug()) {
      const ms = (performance.now() - started).toFixed(1);
      const who = identity === null ? "anonymous" : identity.subject.split("|")[0];
      const result = outcome.success ? "ok" : `failed: ${outcome.errorMessage.split("\n")[0]}`;
      log.debug(`${kind} ${udfPath} (${who}) ${ms} ms ${result}`);
    }
    return outcome;
  }

  private async callUnlogged(
    kind: FunctionKind,
    udfPath: string,
    wireArgs: JSONValue,
    identity: UserIdentity | null,
    reads: Set<string> | undefined,
    admin: boolean,
  ): Promise<CallOutcome> {
    const found = await this.modules.find(udfPath, { kind, publicOnly: !admin });
    if (found === null) {
      return { success: false, errorMessage: `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\`?` };
    }
    // Clients send [args]; /api/function sends the args object itself.
    const json = Array.isArray(wireArgs) ? (wireArgs[0] ?? {}) : wireArgs;
    let args: Value;
    try {
      args = jsonToConvex(json);
    } catch (error) {
      return { success: false, errorMessage: `Invalid arguments: ${(error as Error).message}` };
    }
    if (args === null || typeof args !== "object" || Array.isArray(args)) {
      return { success: false, errorMessage: "The arguments to a Convex function must be an object." };
    }
    try {
      const value = await this.engine.run(found.kind, found.path, args as Record<string, Value>, identity, reads);
      return { success: true, value: this.storage.rewriteUrls(convexToJson(value ?? null)) };
    } catch (error) {
      return failure(error, `${kind} ${found.path}`);
    }
  }
}

/** ConvexError data travels to the client, which rebuilds the ConvexError; other errors are bugs. */
function failure(error: unknown, what: string): CallOutcome {
  if (typeof error === "object" && error !== null && Symbol.for("ConvexError") in error) {
    const { message, data } = error as { message: string; data: Value };
    return { success: false, errorMessage: `Uncaught ConvexError: ${message}`, errorData: convexToJson(data) };
  }
  const err = error instanceof Error ? error : new Error(String(error));
  log.warn(`${what} threw: ${err.stack ?? err.message}`);
  // A development deployment shows the message; the stack stays in this server's log.
  return { success: false, errorMessage: `Uncaught ${err.name}: ${err.message}` };
}
