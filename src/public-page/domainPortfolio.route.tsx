import { data, redirect, useActionData, useLoaderData } from "react-router";
import { api } from "../../convex/_generated/api";
import { customDomainOrigin, customDomainUrl, VARY_BY_HOST } from "./customDomainSite";
import { countView } from "./audience.server";
import { PUBLISHED_PAGE_CACHE_CONTROL, recordView } from "./pageCache.server";
import { portfolioMeta } from "./portfolioMeta";
import { browserConvexUrl, publicOrigin, serverConvex } from "./serverConvex.server";
import { APP_BASENAME } from "../lib/publicLink";
import type { RouteHandle } from "../lib/routeHandle";
import { contactAction } from "./contactAction.server";
import { PortfolioUnavailable } from "./PortfolioUnavailable";
import { PublishedPage } from "./PublishedPage";
import type { Route } from "./+types/domainPortfolio.route";

export const handle: RouteHandle = { hydrate: false };

/**
 * The portfolio a customer's own domain serves, at the domain's root (the web server or the TLS
 * proxy maps `https://ana.design/` here). The Host header names the domain; X-Forwarded-Host and
 * the like are never read, so nobody can make this page claim another domain. Rendered exactly as
 * on the platform; its canonical, Open Graph and JSON-LD URLs name the domain. Another domain of
 * the same portfolio forwards to its main one; any name that serves nothing answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await pageFor(request, context);
  const page = { ...result, slug: null };
  void countView(request, context, { userId: result.userId });
  recordView(context, { userId: result.userId });
  return {
    portfolio: page,
    origin: customDomainOrigin(result.customDomain ?? ""),
    live: { query: "portfolios:getPublic", args: { userId: result.userId } },
    convexUrl: browserConvexUrl(context),
    platformHome: `${publicOrigin(context)}${APP_BASENAME}/home`,
  };
}

/** The contact form's POST, as on the platform. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await pageFor(request, context);
  return await contactAction(request, context, { userId: result.userId });
}

async function pageFor(request: Request, context: Route.LoaderArgs["context"]) {
  const result = await serverConvex(context).query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "" });
  if (result.status === "moved") throw redirect(customDomainUrl(result.hostname), { status: 301, headers: VARY_BY_HOST });
  if (result.status !== "published") throw data({ reason: "not-available" }, { status: 404 });
  return result;
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": PUBLISHED_PAGE_CACHE_CONTROL,
  "X-Content-Type-Options": "nosniff",
  ...VARY_BY_HOST,
});

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  if (!loaded) return [{ title: "Portfolio not available" }, { name: "robots", content: "noindex" }];
  return portfolioMeta(loaded.portfolio, { origin: loaded.origin, basePath: "", path: "/" });
};

export default function DomainPortfolioPage() {
  const { portfolio, live, convexUrl, platformHome } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  return (
    <PublishedPage
      portfolio={portfolio}
      live={live}
      convexUrl={convexUrl}
      contactForm={portfolio.contactForm}
      sent={sent?.contact}
      platformHome={platformHome}
    />
  );
}

export function ErrorBoundary() {
  return <PortfolioUnavailable />;
}
