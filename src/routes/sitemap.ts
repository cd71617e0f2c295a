import type { LoaderFunctionArgs } from "react-router";
import { api } from "../../convex/_generated/api";
import { publicOrigin, serverConvex } from "../lib/serverConvex";
import { collectSitemapEntries, sitemapXml } from "../lib/sitemap";

/** sitemap.xml: every published portfolio not hidden from search engines (at most 50,000). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const convex = serverConvex(context);
  const entries = await collectSitemapEntries((cursor) => convex.query(api.portfolios.sitemap, { paginationOpts: { numItems: 5000, cursor } }));
  return new Response(sitemapXml(entries, publicOrigin(request, context)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
