import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserIdentity } from "convex/server";
import type { TokenVerifier } from "./auth";
import type { Engine } from "./convexTestAdapter";
import { bearerToken, readBody, sendJson } from "./httpUtil";
import { log } from "./log";

const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** Requests on the site URL go to the HTTP actions routed in convex/http.ts. */
export function siteHandler(deps: { engine: Engine; verifier: TokenVerifier; settled: () => Promise<void>; redactErrors: boolean }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    try {
      const method = req.method ?? "GET";
      const body = method === "GET" || method === "HEAD" ? undefined : new Uint8Array(await readBody(req, MAX_BODY_BYTES));
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const token = bearerToken(req);
      // As on a deployment, a bad token means no identity here; the action decides what that means.
      const identity: UserIdentity | null = token === null ? null : await deps.verifier.verify(token).catch(() => null);
      const response = await deps.engine.fetch(req.url ?? "/", { method, headers, body }, identity);
      await deps.settled();
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) out["set-cookie"] = cookies;
      const bytes = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, out);
      res.end(method === "HEAD" ? undefined : bytes);
      log.debug(`http ${method} ${req.url} ${(performance.now() - started).toFixed(1)} ms ${response.status}`);
    } catch (error) {
      const requestId = randomBytes(8).toString("hex");
      log.error(`HTTP action ${req.method} ${req.url} [Request ID: ${requestId}] failed: ${(error as Error).stack ?? String(error)}`);
      // What a deployment answers for an HTTP action that throws; in production without the message.
      const code = deps.redactErrors ? "Server Error" : `Server Error: ${(error as Error).message}`;
      if (!res.headersSent) sendJson(res, 500, { code: `[Request ID: ${requestId}] ${code}` });
    }
  };
}
