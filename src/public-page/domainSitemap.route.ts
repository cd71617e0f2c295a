import { api } from "../../convex/_generated/api";
import { customDomainUrl } from "../lib/publicLink";
import { VARY_BY_HOST } from "./customDomainSite";
import { serverConvex } from "../lib/serverConvex.server";
import { pageUrls, urlsetXml } from "./sitemap";
import type { Route } from "./+types/domainSitemap.route";

/**
 * A custom domain's own sitemap.xml: its one page, in each of its published languages. 404 for a name that serves nothing, and when the
 * owner hid the page from search engines (an empty urlset is not a valid sitemap).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await serverConvex(context).query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "" });
  if (result.status !== "published" || !result.customDomain || result.noindex)
    return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...VARY_BY_HOST } });
  const root = customDomainUrl(result.customDomain);
  return new Response(urlsetXml(pageUrls((path) => root + path.slice(1), "/", result.publishedAt, result.languages)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600", ...VARY_BY_HOST },
  });
}
