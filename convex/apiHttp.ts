import { ConvexError } from "convex/values";
import { validate } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import { httpAction, type ActionCtx } from "./_generated/server";
import type { ApiAuthResult } from "./apiTokens";
import { API_VERSION_PATH, matchRoute, openApiDocument, type ApiRoute } from "./model/apiSpec";
import type { ApiScope } from "./model/apiTokens";
import { RATE_LIMITS } from "./lib/rateLimits";

/**
 * The REST API under /api/v1 (see model/apiSpec.ts for its routes and README "API"). Every call
 * carries a personal access token (`Authorization: Bearer pb_…`); the work is done by apiData.ts's
 * internal functions. CORS stays closed: no `Access-Control-Allow-*` header is ever sent, so
 * other sites' pages cannot call it from a visitor's browser (scripts and servers can).
 */

const POLICY = RATE_LIMITS.apiRequestsPerToken;

/** HTTP status for the app's error codes; anything else a client got wrong is a 400. */
const STATUS_OF: Record<string, number> = {
  "auth/unauthenticated": 401,
  "auth/forbidden": 403,
  "plan/required": 403,
  "template/premium": 403,
  "portfolio/not-found": 404,
  "message/not-found": 404,
  "api/not-found": 404,
  "api/method-not-allowed": 405,
  "portfolio/conflict": 409,
  "validation/invalid": 422,
  "portfolio/too-large": 422,
  "account/rate-limited": 429,
  "api/rate-limited": 429,
};

export type ApiHeaders = Record<string, string>;

export function json(status: number, body: unknown, headers: ApiHeaders = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });
}

export function errorResponse(
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; revision?: number } = {},
  headers: ApiHeaders = {},
): Response {
  return json(STATUS_OF[code] ?? 400, { code, message, ...extra }, headers);
}

/** The error a function threw, as the API answers it: the app's ConvexErrors keep their code and fields; anything else is a 500. */
export function thrownResponse(error: unknown, headers: ApiHeaders = {}): Response {
  if (error instanceof ConvexError && typeof error.data === "object" && error.data !== null) {
    const { code, message, fields, revision } = error.data as { code: string; message: string; fields?: Record<string, string>; revision?: number };
    return errorResponse(code, message, { ...(fields ? { fields } : {}), ...(revision !== undefined ? { revision } : {}) }, headers);
  }
  console.error("API call failed", error);
  return json(500, { code: "api/internal", message: "Something went wrong on our side. Please try again." }, headers);
}

/** The bearer token of a request, or "" (refused as unknown). */
export const bearerSecret = (request: Request) => /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";

/** Checks the token for `scope` (null: any valid token) and spends one request of its allowance. */
export async function admitRequest(ctx: ActionCtx, request: Request, scope: ApiScope | null): Promise<{ auth: ApiAuthResult; headers: ApiHeaders }> {
  const auth = await ctx.runMutation(internal.apiTokens.authenticate, { secret: bearerSecret(request), ...(scope === null ? {} : { scope }) });
  const headers: ApiHeaders = { "RateLimit-Policy": `"token";q=${POLICY.capacity};w=${POLICY.period / 1000}` };
  if (auth.ok) headers.RateLimit = `"token";r=${auth.remaining};t=${auth.resetSeconds}`;
  if (!auth.ok && auth.retryAfterSeconds !== undefined) headers["Retry-After"] = String(auth.retryAfterSeconds);
  if (!auth.ok && auth.status === 401) headers["WWW-Authenticate"] = 'Bearer realm="api"';
  return { auth, headers };
}

/** The request's JSON body checked against the route's validator, or the 400 answer. */
async function readBody(request: Request, route: ApiRoute): Promise<{ body: Record<string, unknown> } | { refused: Response }> {
  if (route.body === undefined) return { body: {} };
  const text = await request.text();
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    return { refused: errorResponse("api/invalid-json", "The request body is not JSON.") };
  }
  try {
    validate(route.body, body, { throw: true });
  } catch (error) {
    const { path, expected, got } = error as { path?: string; expected?: string; got?: string };
    return {
      refused: errorResponse("api/invalid-body", "The request body does not match this route.", {
        fields: { [path || "body"]: `Expected ${expected}, got ${got}.` },
      }),
    };
  }
  return { body: body as Record<string, unknown> };
}

/** Runs an admitted route for `userId`. */
async function run(ctx: ActionCtx, route: ApiRoute, userId: string, body: Record<string, unknown>, id: string | undefined): Promise<unknown> {
  const who = { userId: userId as never };
  const { operation } = route;
  switch (operation.op) {
    case "getDraft":
      return await ctx.runQuery(internal.apiData.draft, who);
    case "getPortfolio":
      return await ctx.runQuery(internal.apiData.portfolio, who);
    case "replaceSection":
    case "patchSection":
    case "addEntry":
      return await ctx.runMutation(internal.apiData.writeSection, {
        ...who,
        mode: operation.op === "replaceSection" ? "replace" : operation.op === "patchSection" ? "patch" : "add",
        section: operation.section,
        value: operation.op === "addEntry" ? body.entry : body.value,
        baseRevision: body.baseRevision as number,
      });
    case "publish":
      return await ctx.runMutation(internal.apiData.publish, { ...who, ...(typeof body.revision === "number" ? { revision: body.revision } : {}) });
    case "unpublish":
      return await ctx.runMutation(internal.apiData.unpublish, who);
    case "listMessages":
      return await ctx.runQuery(internal.apiData.messages, who);
    case "getMessage":
      return await ctx.runQuery(internal.apiData.message, { ...who, id: id ?? "" });
    case "getViews":
      return await ctx.runQuery(internal.apiData.views, who);
  }
}

export const apiV1 = httpAction(async (ctx, request) => {
  const path = new URL(request.url).pathname.slice(API_VERSION_PATH.length);
  if (request.method === "OPTIONS") {
    // A browser's preflight from another site: refused, and no CORS header says otherwise.
    return errorResponse("api/cors", "The API is not open to pages on other sites. Call it from a server or a script.", {}, {});
  }
  if (path === "/openapi.json" && request.method === "GET") {
    return json(200, openApiDocument(new URL(request.url).origin + API_VERSION_PATH));
  }
  const match = matchRoute(request.method, path);
  if (match === "not-found") return errorResponse("api/not-found", "There is no such API route.");
  if (match === "method-not-allowed") return errorResponse("api/method-not-allowed", "This route does not take that method.");
  const { auth, headers } = await admitRequest(ctx, request, match.route.scope);
  if (!auth.ok) return json(auth.status, { code: auth.code, message: auth.message }, headers);
  const read = await readBody(request, match.route);
  if ("refused" in read) {
    for (const [name, value] of Object.entries(headers)) read.refused.headers.set(name, value);
    return read.refused;
  }
  try {
    return json(200, await run(ctx, match.route, auth.userId, read.body, match.id), headers);
  } catch (error) {
    return thrownResponse(error, headers);
  }
});
