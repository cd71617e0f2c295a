import type { IncomingMessage, ServerResponse } from "node:http";
import { api } from "../convex/_generated/api";
import { hostFromHeader } from "../convex/model/customDomains";
import { sendText } from "./httpUtil";
import { log } from "./log";
import { APP_BASE, type WebApp } from "./webApp";
import type { ServerQuery } from "../src/lib/serverConvex.server";

/** Where the web app renders a custom domain's pages (src/routes.ts; the Caddyfile rewrites to it too). */
export const DOMAIN_SITE_BASE = `${APP_BASE}_site`;

/** The static files a published page loads from its own origin: the build's assets and the icon. */
const PAGE_FILE = new RegExp(`^${APP_BASE}(?:assets/[A-Za-z0-9._-]+|favicon\\.svg)$`);

/**
 * The path inside the app for a request on a custom domain: its page files as they are, the
 * domain site's paths as they are (a proxy in front may have mapped them already), anything
 * else under the domain site (`/` → /portfolio-builder/_site/). `pathname` is already
 * normalised (no dot segments), so nothing can climb out of the domain site into the app.
 */
export function domainSitePath(pathname: string): string {
  if (PAGE_FILE.test(pathname) || pathname === DOMAIN_SITE_BASE || pathname.startsWith(`${DOMAIN_SITE_BASE}/`)) return pathname;
  return `${DOMAIN_SITE_BASE}${pathname}`;
}

/**
 * Requests whose Host is none of this server's own names: served only when the name is a
 * verified custom domain, and then only its portfolio (the web app's domain routes) and the page's
 * static files; never the API, the sync socket, stored files or the app's screens. Any other
 * name answers 404 without a hint of what is here.
 */
export function customDomainHandler(webApp: WebApp, query: ServerQuery) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      const siteUrl = new URL(`${domainSitePath(url.pathname)}${url.search}`, url);
      // A kept answer was rendered under the rule below, and is served only while it still holds.
      if (webApp.serveCached(req, res, siteUrl)) return;
      const hostname = hostFromHeader(req.headers.host);
      if (hostname === null) return notFound(res);
      const allowed = await query(api.customDomains.tlsAllowed, { host: hostname });
      if (!allowed) return notFound(res);
      await webApp.serve(req, res, siteUrl, [{ query: api.customDomains.tlsAllowed, args: { host: hostname }, result: allowed }]);
    } catch (error) {
      log.error(`${req.method} ${req.url} on ${req.headers.host} failed: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) sendText(res, 500, "Internal server error.");
      else res.destroy();
    }
  };
}

function notFound(res: ServerResponse) {
  sendText(res, 404, "Not found.");
}
