import type { LoaderFunctionArgs } from "react-router";
import { api } from "../../convex/_generated/api";
import { customDomainUrl } from "../lib/customDomainSite";
import { serverConvex } from "../lib/serverConvex";
import { urlsetXml } from "../lib/sitemap";

/**
 * A custom domain's own sitemap.xml: its one page, unless the owner hid it from search engines
 * (then empty). 404 for a name that serves nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await serverConvex(context).query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "" });
  if (result.status !== "published" || !result.customDomain) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const urls = result.noindex ? [] : [{ loc: customDomainUrl(result.customDomain), publishedAt: result.publishedAt }];
  return new Response(urlsetXml(urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
