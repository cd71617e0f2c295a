import type { LoaderFunctionArgs } from "react-router";
import { api } from "../../convex/_generated/api";
import { customDomainOrigin } from "../lib/customDomainSite";
import { serverConvex } from "../lib/serverConvex";
import { domainRobotsTxt } from "../lib/sitemap";

/** A custom domain's own robots.txt (the Host names the domain); 404 for a name that serves nothing. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await serverConvex(context).query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "" });
  const hostname = result.status === "published" ? result.customDomain : null;
  if (!hostname) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(domainRobotsTxt(customDomainOrigin(hostname), !(result.status === "published" && result.noindex)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
