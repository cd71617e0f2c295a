import type { IncomingMessage, ServerResponse } from "node:http";
import { api } from "../convex/_generated/api";
import { isDomainPage } from "./cachedPages";
import { sendText } from "./httpUtil";
import { log } from "./log";
import { APP_BASE } from "../src/lib/basePath";
import type { WebApp } from "./webApp";
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
 * Requests whose Host is none of this server's own names, as the TLS proxy hands them on in
 * production (Caddyfile): only the domain's portfolio (the web app's domain routes) and the page's
 * static files; never the API, the sync socket, stored files or the app's screens; any other name
 * answers 404 without a hint of what is here. The domain's own addresses are their own gate: their
 * one query (portfolios:getPublicByDomain) reads the Host and answers 404 for a name that serves
 * nothing. Everything else (the build's files, other paths) reads nothing of the domain, so it
 * asks customDomains:tlsAllowed first, the rule the proxy's certificates follow.
 */
export function customDomainHandler(webApp: WebApp, query: ServerQuery) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      const siteUrl = new URL(`${domainSitePath(url.pathname)}${url.search}`, url);
      if (!isDomainPage(siteUrl.pathname) && !(await query(api.customDomains.tlsAllowed, { host: req.headers.host ?? "" }))) return notFound(res);
      await webApp.serve(req, res, siteUrl);
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
