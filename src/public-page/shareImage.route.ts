import { data, redirect } from "react-router";
import { api } from "../../convex/_generated/api";
import { SHARE_IMAGE_FILE } from "./portfolioMeta";
import { VARY_BY_HOST } from "./customDomainSite";
import { serverConvex } from "./serverConvex.server";
import { lockedSharePage, shareImageResponse } from "./shareImage.server";
import { slugPath } from "../../convex/model/slug";
import type { Route } from "./+types/shareImage.route";

const MAX_KEY_LENGTH = 64;

/**
 * A published page's share image (`/p/<slug>/share.png`, `/portfolio-view/<id>/share.png`, a custom
 * domain's `/share.png`): what `og:image` names, there from the moment the page is. A
 * password-protected page's is its name card: the name its owner chose, as the locked page shows.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const convex = serverConvex(context);
  if (params.slug !== undefined || params.userId !== undefined) {
    const key = params.slug ?? params.userId ?? "";
    if (key === "" || key.length > MAX_KEY_LENGTH) throw notFound();
    const result =
      params.slug !== undefined
        ? await convex.query(api.portfolios.getPublicBySlug, { slug: key })
        : await convex.query(api.portfolios.getPublic, { userId: key });
    if (result.status === "moved") throw redirect(`${slugPath(result.slug)}/${SHARE_IMAGE_FILE}`, 301);
    if (result.status === "locked") return await shareImageResponse(key, lockedSharePage(result));
    if (result.status !== "published") throw notFound();
    return await shareImageResponse(key, result);
  }
  const result = await convex.query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "" });
  if (result.status === "locked") return withVaryHost(await shareImageResponse(result.userId, lockedSharePage(result)));
  if (result.status !== "published") throw data("Not found.", { status: 404, headers: VARY_BY_HOST });
  return withVaryHost(await shareImageResponse(result.userId, result));
}

function withVaryHost(response: Response): Response {
  response.headers.append("Vary", "Host");
  return response;
}

function notFound() {
  return data("Not found.", { status: 404 });
}
