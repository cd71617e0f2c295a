import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { api } from "../../convex/_generated/api";
import { customDomainOrigin, customDomainUrl } from "../lib/customDomainSite";
import { countView } from "../lib/audience.server";
import { portfolioMeta } from "../lib/portfolioMeta";
import { browserConvexUrl, publicOrigin, serverConvex } from "../lib/serverConvex";
import { APP_BASENAME } from "../lib/publicLink";
import type { RouteHandle } from "../lib/routeHandle";
import { contactAction } from "../public-page/contactAction.server";
import { PortfolioUnavailable } from "../public-page/PortfolioUnavailable";
import { PublishedPage } from "../public-page/PublishedPage";

export const handle: RouteHandle = { hydrate: false };

/**
 * The portfolio a customer's own domain serves, at the domain's root (the web server or the TLS
 * proxy maps `https://ana.design/` here). The Host header names the domain; X-Forwarded-Host and
 * the like are never read, so nobody can make this page claim another domain. Rendered exactly as
 * on the platform; its canonical, Open Graph and JSON-LD URLs name the domain. Another domain of
 * the same portfolio forwards to its main one; any name that serves nothing answers 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await pageFor(request, context);
  const page = { ...result, slug: null };
  void countView(request, context, { userId: result.userId });
  return {
    portfolio: page,
    origin: customDomainOrigin(result.customDomain ?? ""),
    live: { query: "portfolios:getPublic", args: { userId: result.userId } },
    convexUrl: browserConvexUrl(context),
    platformHome: `${publicOrigin(request, context)}${APP_BASENAME}/home`,
  };
}

/** The contact form's POST, as on the platform. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await pageFor(request, context);
  return await contactAction(request, context, { userId: result.userId });
}

async function pageFor(request: Request, context: LoaderFunctionArgs["context"]) {
  const result = await serverConvex(context).query(api.portfolios.getPublicByDomain, { host: request.headers.get("Host") ?? "" });
  if (result.status === "moved") throw redirect(customDomainUrl(result.hostname), 301);
  if (result.status !== "published") throw data({ reason: "not-available" }, { status: 404 });
  return result;
}

export const headers: HeadersFunction = () => ({
  "Cache-Control": "public, max-age=0, must-revalidate",
  "X-Content-Type-Options": "nosniff",
});

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: "Portfolio not available" }, { name: "robots", content: "noindex" }];
  return portfolioMeta(loaded.portfolio, { origin: loaded.origin, basePath: "", path: "/" });
};

export default function DomainPortfolioPage() {
  const { portfolio, live, convexUrl, platformHome } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  return <PublishedPage portfolio={portfolio} live={live} convexUrl={convexUrl} contactForm={portfolio.contactForm} sent={sent?.contact} platformHome={platformHome} />;
}

export function ErrorBoundary() {
  return <PortfolioUnavailable />;
}
