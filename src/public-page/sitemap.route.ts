import { api } from "../../convex/_generated/api";
import { publicOrigin, serverConvex } from "../lib/serverConvex.server";
import { collectSitemapEntries, sitemapXml } from "./sitemap";
import type { Route } from "./+types/sitemap.route";

/** sitemap.xml: every published portfolio not hidden from search engines (at most 50,000). */
export async function loader({ context }: Route.LoaderArgs) {
  const convex = serverConvex(context);
  const entries = await collectSitemapEntries((cursor) => convex.query(api.portfolios.sitemap, { paginationOpts: { numItems: 5000, cursor } }));
  return new Response(sitemapXml(entries, publicOrigin(context)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
