import { describe, expect, test } from "vitest";
import { ConvexError, convexToJson, type JSONValue } from "convex/values";
import { api } from "../../convex/_generated/api";
import { inProcessQuery } from "../../local-backend/inProcessQuery";
import type { CallOutcome, FunctionRunner } from "../../local-backend/runner";

/** A runner that records each call and answers with the given outcome. */
function runnerAnswering(outcome: CallOutcome) {
  const calls: { kind: string; udfPath: string; args: JSONValue; identity: unknown }[] = [];
  const runner = {
    call: async (kind: string, udfPath: string, args: JSONValue, identity: unknown) => {
      calls.push({ kind, udfPath, args, identity });
      return outcome;
    },
  };
  return { query: inProcessQuery(runner as unknown as FunctionRunner), calls };
}

describe("the web app's in-process queries (npm start)", () => {
  test("call the public query by name, as nobody, with the arguments as the wire carries them", async () => {
    const value = { status: "published", views: 3n };
    const { query, calls } = runnerAnswering({ success: true, value: convexToJson(value) });
    expect(await query(api.portfolios.getPublic, { userId: "u1" })).toEqual(value);
    expect(calls).toEqual([{ kind: "query", udfPath: "portfolios:getPublic", args: [{ userId: "u1" }], identity: null }]);
  });

  test("a ConvexError arrives as a ConvexError with its data, as from ConvexHttpClient", async () => {
    const { query } = runnerAnswering({
      success: false,
      errorMessage: "Uncaught ConvexError: Not yours",
      errorData: { code: "auth/forbidden", message: "Not yours" },
    });
    const error = await query(api.portfolios.getPublic, { userId: "u1" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string }>).data).toEqual({ code: "auth/forbidden", message: "Not yours" });
    expect((error as Error).message).toBe("Uncaught ConvexError: Not yours");
  });

  test("any other failure (bad arguments, an unknown or internal function) is an Error with the message", async () => {
    const { query } = runnerAnswering({ success: false, errorMessage: "Could not find public function for 'benchmarks:seedPublishedPortfolios'." });
    await expect(query(api.portfolios.getPublic, { userId: "u1" })).rejects.toThrow(/Could not find public function/);
  });
});
