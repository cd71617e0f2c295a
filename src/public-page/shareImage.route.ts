import { data, redirect } from "react-router";
import { api } from "../../convex/_generated/api";
import { SHARE_IMAGE_FILE } from "./portfolioMeta";
import { VARY_BY_HOST } from "./customDomainSite";
import { serverConvex } from "../lib/serverConvex.server";
import { lockedSharePage, shareImageResponse } from "./shareImage.server";
import { slugPath } from "../../convex/model/slug";
import { languageParam } from "./pageLanguages";
import type { Route } from "./+types/shareImage.route";

const MAX_KEY_LENGTH = 64;

/**
 * A published page's share image (`/p/<slug>/share.png`, `/portfolio-view/<id>/share.png`, a custom
 * domain's `/share.png`): what `og:image` names, there from the moment the page is. Each language
 * has its own beside its page (`/p/<slug>/<tag>/share.png`), in its own words. A password-protected
 * page's is its name card: the name its owner chose, as the locked page shows.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const convex = serverConvex(context);
  const lang = languageParam(params.lang);
  if (lang === null) throw notFound();
  const language = lang === undefined ? {} : { lang };
  if (params.slug !== undefined || params.userId !== undefined) {
    const key = params.slug ?? params.userId ?? "";
    if (key === "" || key.length > MAX_KEY_LENGTH) throw notFound();
    const result =
      params.slug !== undefined
        ? await convex.query(api.portfolios.getPublicBySlug, { slug: key, ...language })
        : await convex.query(api.portfolios.getPublic, { userId: key, ...language });
    if (result.status === "moved") throw redirect(`${slugPath(result.slug)}/${lang === undefined ? "" : `${lang}/`}${SHARE_IMAGE_FILE}`, 301);
    if (result.status === "locked") return await shareImageResponse(key, lockedSharePage(result));
    if (result.status !== "published") throw notFound();
    return await shareImageResponse(`${key}/${result.language}`, result);
  }
  const result = await convex.query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "", ...language });
  if (result.status === "locked") return withVaryHost(await shareImageResponse(result.userId, lockedSharePage(result)));
  if (result.status !== "published") throw data("Not found.", { status: 404, headers: VARY_BY_HOST });
  return withVaryHost(await shareImageResponse(`${result.userId}/${result.language}`, result));
}

function withVaryHost(response: Response): Response {
  response.headers.append("Vary", "Host");
  return response;
}

function notFound() {
  return data("Not found.", { status: 404 });
}
