import { getFunctionName, type FunctionReference } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex, type Value } from "convex/values";
import type { ServerQuery } from "../src/lib/serverConvex.server";
import type { FunctionRunner } from "./runner";

/**
 * The web app's loaders on this backend call its queries in process: the same runner as
 * `/api/query` (public functions only, strict arguments, no identity), without a loopback HTTP
 * request to itself for every page rendered. Results and errors come back as ConvexHttpClient
 * gives them: the decoded value, a ConvexError with its data, or an Error with the message.
 */
export function inProcessQuery(runner: FunctionRunner): ServerQuery {
  return (async (query: FunctionReference<"query">, args: Record<string, Value>) => {
    const outcome = await runner.call("query", getFunctionName(query), [convexToJson(args ?? {})], null);
    if (outcome.success) return jsonToConvex(outcome.value);
    if (outcome.errorData !== undefined) throw Object.assign(new ConvexError(jsonToConvex(outcome.errorData)), { message: outcome.errorMessage });
    throw new Error(outcome.errorMessage);
  }) as ServerQuery;
}
