import { api } from "../../convex/_generated/api";
import { customDomainOrigin } from "../lib/publicLink";
import { VARY_BY_HOST } from "./customDomainSite";
import { serverConvex } from "../lib/serverConvex.server";
import { domainRobotsTxt } from "./sitemap";
import type { Route } from "./+types/domainRobots.route";

/** A custom domain's own robots.txt (the Host names the domain); 404 for a name that serves nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await serverConvex(context).query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "" });
  // A password-protected page's domain names no sitemap (crawlers may still read its noindex).
  const hostname = result.status === "published" || result.status === "locked" ? result.customDomain : null;
  if (!hostname) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...VARY_BY_HOST } });
  return new Response(domainRobotsTxt(customDomainOrigin(hostname), result.status === "published" && !result.noindex), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600", ...VARY_BY_HOST },
  });
}
