import { data, isRouteErrorResponse, redirect, useActionData, useLoaderData, useRouteError } from "react-router";
import { api } from "../../convex/_generated/api";
import { slugPath } from "../../convex/model/slug";
import { portfolioMeta } from "./portfolioMeta";
import { APP_BASENAME } from "../lib/basePath";
import { customDomainUrl } from "../lib/publicLink";
import { publicOrigin, serverConvex } from "../lib/serverConvex.server";
import type { RouteHandle } from "../lib/routeHandle";
import { PublishedPage } from "./PublishedPage";
import { pageContactAction } from "./contactAction.server";
import { countView } from "./audience.server";
import { PUBLISHED_PAGE_CACHE_CONTROL, recordView } from "./pageCache.server";
import type { PageKey } from "../../convex/model/audience";
import { PortfolioUnavailable } from "./PortfolioUnavailable";
import { unavailable, unavailableMeta } from "./unavailable";
import { isUnlockPost, LOCKED_PAGE_CACHE_CONTROL, UNLOCKED_PAGE_CACHE_CONTROL, unlockAction, unlockTokenOf } from "./pageUnlock.server";
import { lockedPageMeta } from "./lockedPageMeta";
import { UnlockForm } from "./UnlockForm";
import { documentLanguageOf, languageParam, languagePath } from "./pageLanguages";
import type { Route } from "./+types/publicPortfolio.route";

/** Ids and slugs are short; anything longer is not one of ours (answered 404 without a query). */
const MAX_KEY_LENGTH = 64;

/** Complete as server HTML: no React in the browser, only the page's small script. */
export const handle: RouteHandle = { hydrate: false };

/** The main language's path of the page a route's params name (`/p/<slug>`, `/portfolio-view/<id>`). */
const mainPathOf = (params: { slug?: string; userId?: string }) =>
  params.slug !== undefined ? slugPath(params.slug) : `/portfolio-view/${params.userId ?? ""}`;

/**
 * A published portfolio, by slug (/p/<slug>) or by user id (the spec's /portfolio-view/<id>),
 * in its main language or, a segment further (/p/<slug>/<tag>), in another it publishes;
 * rendered on the server from the public query. Unknown, unpublished, a language not published
 * or malformed → 404. Never chosen by the browser's languages: each address is one language.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = params.slug ?? params.userId ?? "";
  if (key === "" || key.length > MAX_KEY_LENGTH) throw await unavailable(request, "platform");
  const lang = languageParam(params.lang);
  if (lang === null) throw await unavailable(request, "platform");
  const convex = serverConvex(context);
  const bySlug = params.slug !== undefined;
  const pageKey: PageKey = bySlug ? { slug: key } : { userId: key };
  // Counted by the deployment only if the page is online and this visitor was not counted lately; never awaited.
  void countView(request, context, pageKey);
  recordView(context, pageKey);
  // A password-protected page's unlock cookie (sent only to this page's path); checked by the query.
  const unlock = unlockTokenOf(request);
  const proof = { ...(unlock !== undefined && { unlock }), ...(lang !== undefined && { lang }) };
  const result = bySlug
    ? await convex.query(api.portfolios.getPublicBySlug, { slug: key, ...proof })
    : await convex.query(api.portfolios.getPublic, { userId: key, ...proof });
  // An earlier address (or other letter case): the current one, for good.
  if (result.status === "moved") throw redirect(lang === undefined ? slugPath(result.slug) : `${slugPath(result.slug)}/${lang}`, 301);
  if (result.status === "gone") throw await unavailable(request, "platform", "gone");
  if (result.status !== "published" && result.status !== "locked") throw await unavailable(request, "platform");
  const mainPath = mainPathOf(params);
  const main = result.languages[0];
  // The main language has one address: without a tag.
  if (lang === main) throw redirect(mainPath, 301);
  const domainPath = languagePath("/", result.language, main);
  if (result.status === "locked" && result.customDomain) throw redirect(customDomainUrl(result.customDomain) + domainPath.slice(1), 301);
  const documentLanguage = documentLanguageOf(result.language);
  if (result.status === "locked")
    return data({ locked: result, portfolio: null, documentLanguage }, { headers: { "Cache-Control": LOCKED_PAGE_CACHE_CONTROL } });
  // Served on the owner's own domain: that is its address (for an hour at a time, so a domain
  // that stops serving does not keep browsers away from this one).
  if (result.customDomain)
    throw redirect(customDomainUrl(result.customDomain) + domainPath.slice(1), { status: 301, headers: { "Cache-Control": "public, max-age=3600" } });
  // The page's script watches its version (convex/pageVersion.ts) by the same key; an unlocked
  // page's script proves the unlock with the short token the query gave.
  const liveProof = { ...(result.liveToken !== undefined && { unlock: result.liveToken }), ...(lang !== undefined && { lang }) };
  const live = { query: "pageVersion:get", args: { ...(bySlug ? { slug: key } : { userId: key }), ...liveProof } };
  const page = {
    locked: null,
    portfolio: result,
    live,
    contactForm: result.contactForm,
    origin: publicOrigin(context),
    // The main language's path: the canonical URL and each language's address are made from it.
    path: mainPath,
    documentLanguage,
  };
  return result.liveToken === undefined ? page : data(page, { headers: { "Cache-Control": UNLOCKED_PAGE_CACHE_CONTROL } });
}

/** The contact form's POST (./contactAction.server.ts). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const key = params.slug ?? params.userId ?? "";
  const lang = languageParam(params.lang);
  const pageKey = key === "" || key.length > MAX_KEY_LENGTH || lang === null ? null : params.slug !== undefined ? { slug: key } : { userId: key };
  if (pageKey !== null && (await isUnlockPost(request))) {
    // One unlock opens every language: the cookie is for the main address and the paths below it.
    const location = new URL(request.url).pathname.slice(APP_BASENAME.length);
    return await unlockAction(request, context, pageKey, { cookiePath: `${APP_BASENAME}${mainPathOf(params)}`, location });
  }
  // A locked page takes no messages: its form is not even shown.
  if (pageKey !== null) {
    const convex = serverConvex(context);
    const unlock = unlockTokenOf(request);
    const proof = unlock === undefined ? {} : { unlock };
    const page =
      params.slug !== undefined
        ? await convex.query(api.portfolios.getPublicBySlug, { slug: key, ...proof })
        : await convex.query(api.portfolios.getPublic, { userId: key, ...proof });
    if (page.status === "locked") throw data({ reason: "locked" }, { status: 403 });
  }
  return await pageContactAction(request, context, pageKey);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  // The unavailable page is in the visitor's language (./unavailable.ts).
  const vary = errorHeaders?.get("Vary");
  return {
    // Republishing must show at once: browsers revalidate every time, CDNs keep it briefly. A
    // protected page's answers are never shared (pageUnlock.server.ts).
    "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PUBLISHED_PAGE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
    ...(vary && { Vary: vary }),
  };
};

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD (src/public-page/portfolioMeta.ts). */
export const meta: Route.MetaFunction = ({ data: loaded, error }) => {
  if (!loaded) return unavailableMeta(error);
  if (loaded.portfolio === null) return lockedPageMeta(loaded.locked.name);
  return portfolioMeta(loaded.portfolio, { origin: loaded.origin, basePath: APP_BASENAME, path: loaded.path });
};

export default function PublicPortfolioPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (loaded.portfolio === null) return <UnlockForm page={loaded.locked} message={posted && "unlock" in posted ? posted.unlock.message : undefined} />;
  const { portfolio, live, contactForm, path } = loaded;
  const sent = posted && "contact" in posted ? posted : undefined;
  return (
    <PublishedPage
      portfolio={portfolio}
      live={live}
      contactForm={contactForm}
      sent={sent?.contact}
      platformHome={`${APP_BASENAME}/home`}
      mainHref={`${APP_BASENAME}${path}`}
    />
  );
}

/** Unknown, unpublished or taken offline: a friendly page in the visitor's language, with HTTP 404 (410 for a deleted account). */
export function ErrorBoundary() {
  const error = useRouteError();
  return <PortfolioUnavailable gone={isRouteErrorResponse(error) && error.status === 410} homeHref={`${APP_BASENAME}/home`} />;
}
