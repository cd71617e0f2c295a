import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import { isAdminRequest } from "./adminKey";
import type { TokenVerifier } from "./auth";
import { BodyTooLargeError, bearerToken, readBody, sendJson, sendText, setCors } from "./httpUtil";
import { log } from "./log";
import type { ConvexModules, FunctionKind } from "./modules";
import type { FunctionRunner } from "./runner";
import { APP_BASE } from "../src/lib/basePath";
import { leadsToApp, type WebApp } from "./webApp";
import type { FileStorage } from "./storage";

/** Convex's status for "the function ran and failed" (convex/browser's STATUS_CODE_UDF_FAILED). */
const STATUS_UDF_FAILED = 560;
/** Convex's 16 MiB of arguments plus the request's envelope. */
const MAX_BODY_BYTES = 16 * 1024 * 1024 + 64 * 1024;

const ENDPOINTS: Record<string, FunctionKind | "any"> = {
  "/api/query": "query",
  "/api/mutation": "mutation",
  "/api/action": "action",
  "/api/function": "any",
};

export type DeploymentDeps = {
  runner: FunctionRunner;
  storage: FileStorage;
  verifier: TokenVerifier;
  modules: ConvexModules;
  settled: (address?: string) => Promise<void>;
  webApp: WebApp;
  adminKey: string;
};

/** Requests on the deployment URL: the HTTP function API, file storage, and the web app. */
export function deploymentHandler(deps: DeploymentDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const { pathname } = url;
    try {
      if (pathname.startsWith("/api/")) {
        setCors(req, res);
        if (req.method === "OPTIONS") {
          res.writeHead(204);
          return void res.end();
        }
        // The published pages' cache counters, for the admin (npm run bench:throughput).
        if (pathname === "/api/page-cache" && req.method === "GET") {
          if (!isAdminRequest(req.headers.authorization, deps.adminKey)) return sendJson(res, 403, { code: "Forbidden", message: "Admin key required." });
          return sendJson(res, 200, deps.webApp.pageCacheStats());
        }
        const kind = ENDPOINTS[pathname];
        if (kind !== undefined && req.method === "POST") return await callFunction(req, res, kind, deps);
        if (pathname === "/api/storage/upload" && req.method === "POST") return await deps.storage.upload(req, res, url.searchParams.get("token"));
        const file = /^\/api\/storage\/([^/]+)$/.exec(pathname);
        if (file && (req.method === "GET" || req.method === "HEAD")) return await deps.storage.download(req, res, file[1]);
        return sendJson(res, 404, { code: "NotFound", message: `No route for ${req.method} ${pathname}` });
      }
      if (pathname.startsWith(APP_BASE) || leadsToApp(pathname)) return await deps.webApp.serve(req, res, url);
      // Crawlers read robots.txt at the root; the app's names its sitemap.
      if (pathname === "/robots.txt") return await deps.webApp.serve(req, res, new URL(`${APP_BASE}robots.txt`, url));
      return sendText(res, 404, `Not found. The app is at ${APP_BASE}`);
    } catch (error) {
      log.error(`${req.method} ${pathname} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: "InternalServerError", message: "Internal server error" });
      else res.destroy();
    }
  };
}

async function callFunction(req: IncomingMessage, res: ServerResponse, endpoint: FunctionKind | "any", deps: DeploymentDeps) {
  let request: { path?: unknown; args?: unknown };
  try {
    request = JSON.parse((await readBody(req, MAX_BODY_BYTES)).toString("utf8")) as typeof request;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return sendJson(res, 413, { code: "ArgumentsTooLarge", message: "Arguments are too large." });
    return sendJson(res, 400, { code: "BadJsonBody", message: "The body must be JSON: {path, args, format}." });
  }
  if (typeof request !== "object" || request === null || typeof request.path !== "string")
    return sendJson(res, 400, { code: "BadRequest", message: "Missing function path." });

  // The admin key (as `npx convex run` sends it) may call internal functions, as nobody.
  const admin = isAdminRequest(req.headers.authorization, deps.adminKey);
  let identity: UserIdentity | null = null;
  const token = bearerToken(req);
  if (token !== null) {
    try {
      identity = await deps.verifier.verify(token);
    } catch (error) {
      return sendJson(res, 401, { code: "Unauthenticated", message: (error as Error).message });
    }
  }
  // /api/function takes any kind; the others only their own (a mismatch reads as "not found").
  const kind = endpoint === "any" ? ((await deps.modules.find(request.path, { publicOnly: !admin }))?.kind ?? "query") : endpoint;
  const address = req.socket.remoteAddress ?? "unknown";
  const outcome = await deps.runner.call(kind, request.path, (request.args ?? {}) as JSONValue, identity, undefined, { admin, address });
  // A write is answered once it is saved and the caller's address's subscribers have it, as on the WebSocket.
  if (kind !== "query") await deps.settled(address);
  if (outcome.success) return sendJson(res, 200, { status: "success", value: outcome.value, logLines: [] });
  sendJson(res, STATUS_UDF_FAILED, { status: "error", errorMessage: outcome.errorMessage, errorData: outcome.errorData, logLines: [] });
}
