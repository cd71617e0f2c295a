import { data, redirect, useActionData, useLoaderData } from "react-router";
import { api } from "../../convex/_generated/api";
import { VARY_BY_HOST } from "./customDomainSite";
import { countView } from "./audience.server";
import { PUBLISHED_PAGE_CACHE_CONTROL, recordView } from "./pageCache.server";
import { portfolioMeta } from "./portfolioMeta";
import { browserConvexUrl, publicOrigin, serverConvex } from "../lib/serverConvex.server";
import { APP_BASENAME } from "../lib/basePath";
import { customDomainOrigin, customDomainUrl } from "../lib/publicLink";
import type { RouteHandle } from "../lib/routeHandle";
import { pageContactAction } from "./contactAction.server";
import { PortfolioUnavailable } from "./PortfolioUnavailable";
import { unavailable, unavailableMeta } from "./unavailable";
import { PublishedPage } from "./PublishedPage";
import { isUnlockPost, LOCKED_PAGE_CACHE_CONTROL, UNLOCKED_PAGE_CACHE_CONTROL, unlockAction, unlockTokenOf } from "./pageUnlock.server";
import { lockedPageMeta } from "./lockedPageMeta";
import { UnlockForm } from "./UnlockForm";
import { documentLanguageOf, languageParam, languagePath } from "./pageLanguages";
import type { Route } from "./+types/domainPortfolio.route";

export const handle: RouteHandle = { hydrate: false };

/**
 * The portfolio a customer's own domain serves, at the domain's root (the web server or the TLS
 * proxy maps `https://ana.design/` here). The Host header names the domain; X-Forwarded-Host and
 * the like are never read, so nobody can make this page claim another domain. Rendered exactly as
 * on the platform; its canonical, Open Graph and JSON-LD URLs name the domain. Another domain of
 * the same portfolio forwards to its main one; any name that serves nothing answers 404. The
 * portfolio's other languages are at `/<tag>` (mapped to `_site/<tag>`); a path that names no
 * language answers 404 as any other path of the domain does.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await pageFor(request, context, params.lang);
  void countView(request, context, { userId: result.userId });
  recordView(context, { userId: result.userId });
  const documentLanguage = documentLanguageOf(result.language);
  if (result.status === "locked")
    return data({ locked: result, portfolio: null, documentLanguage }, { headers: { "Cache-Control": LOCKED_PAGE_CACHE_CONTROL } });
  const page = { ...result, slug: null };
  const liveProof = { ...(result.liveToken !== undefined && { unlock: result.liveToken }), ...(params.lang !== undefined && { lang: params.lang }) };
  const loaded = {
    locked: null,
    portfolio: page,
    documentLanguage,
    origin: customDomainOrigin(result.customDomain ?? ""),
    live: { query: "pageVersion:get", args: { userId: result.userId, ...liveProof } },
    convexUrl: browserConvexUrl(context),
    platformHome: `${publicOrigin(context)}${APP_BASENAME}/home`,
  };
  return result.liveToken === undefined ? loaded : data(loaded, { headers: { "Cache-Control": UNLOCKED_PAGE_CACHE_CONTROL } });
}

/** The contact form's POST, as on the platform (a locked page takes none), or the unlock form's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const unlocking = await isUnlockPost(request);
  const result = await pageFor(request, context, params.lang);
  // The browser sees the page at the domain's root (or /<tag>), whatever path the server mapped it to.
  const location = customDomainUrl(result.customDomain ?? "") + languagePath("/", result.language, result.languages[0]).slice(1);
  if (unlocking) return await unlockAction(request, context, { userId: result.userId }, { cookiePath: "/", location });
  if (result.status === "locked") throw data({ reason: "locked" }, { status: 403, headers: VARY_BY_HOST });
  return await pageContactAction(request, context, { userId: result.userId });
}

async function pageFor(request: Request, context: Route.LoaderArgs["context"], param: string | undefined) {
  const lang = languageParam(param);
  if (lang === null) throw await unavailable(request, "domain");
  const unlock = unlockTokenOf(request);
  const host = request.headers.get("Host") ?? "";
  const args = { host, ...(unlock !== undefined && { unlock }), ...(lang !== undefined && { lang }) };
  const result = await serverConvex(context).query(api.portfolios.getPublicByDomain, args);
  if (result.status === "moved") throw redirect(customDomainUrl(result.hostname) + (lang === undefined ? "" : lang), { status: 301, headers: VARY_BY_HOST });
  if (result.status !== "published" && result.status !== "locked") throw await unavailable(request, "domain");
  // The main language has one address: the domain's root.
  if (lang !== undefined && lang === result.languages[0]) throw redirect(customDomainUrl(result.customDomain ?? ""), { status: 301, headers: VARY_BY_HOST });
  return result;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => ({
  // A protected page's answers are never shared (pageUnlock.server.ts).
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PUBLISHED_PAGE_CACHE_CONTROL,
  "X-Content-Type-Options": "nosniff",
  // The unavailable page is in the visitor's language too (./unavailable.ts).
  Vary: errorHeaders?.get("Vary") ?? VARY_BY_HOST.Vary,
});

export const meta: Route.MetaFunction = ({ data: loaded, error }) => {
  if (!loaded) return unavailableMeta(error);
  if (loaded.portfolio === null) return lockedPageMeta(loaded.locked.name);
  return portfolioMeta(loaded.portfolio, { origin: loaded.origin, basePath: "", path: "/" });
};

export default function DomainPortfolioPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (loaded.portfolio === null) return <UnlockForm page={loaded.locked} message={posted && "unlock" in posted ? posted.unlock.message : undefined} />;
  const { portfolio, live, convexUrl, platformHome } = loaded;
  const sent = posted && "contact" in posted ? posted : undefined;
  return (
    <PublishedPage
      portfolio={portfolio}
      live={live}
      convexUrl={convexUrl}
      contactForm={portfolio.contactForm}
      sent={sent?.contact}
      platformHome={platformHome}
      mainHref="/"
    />
  );
}

export function ErrorBoundary() {
  return <PortfolioUnavailable />;
}
