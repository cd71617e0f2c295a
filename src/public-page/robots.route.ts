import { VARY_BY_HOST } from "./customDomainSite";
import { publicOrigin } from "../lib/serverConvex.server";
import { robotsTxt } from "./sitemap";
import type { Route } from "./+types/robots.route";

/**
 * robots.txt, naming the sitemap by its full address on the configured origin. The local backend
 * serves it at the root too, where a custom domain's Host gets the domain's own: hence Vary.
 */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(context)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600", ...VARY_BY_HOST },
  });
}
