import { publicOrigin } from "./serverConvex.server";
import { robotsTxt } from "./sitemap";
import type { Route } from "./+types/robots.route";

/** robots.txt, naming the sitemap by its full address (the local backend serves it at the root too). */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request, context)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
