import type { LoaderFunctionArgs } from "react-router";
import { publicOrigin } from "../lib/serverConvex";
import { robotsTxt } from "../lib/sitemap";

/** robots.txt, naming the sitemap by its full address (the local backend serves it at the root too). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(publicOrigin(request, context)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
