import { data, isRouteErrorResponse, redirect, useLoaderData, useRouteError, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { FunctionReturnType } from "convex/server";
import { IconMoodEmpty } from "@tabler/icons-react";
import { api } from "../../convex/_generated/api";
import publicPageScript from "virtual:public-page-script";
import { SECTION_FROM_HASH_SCRIPT } from "../public-page/sectionTabs";
import { slugPath } from "../../convex/model/slug";
import { portfolioMeta } from "../lib/portfolioMeta";
import { APP_BASENAME } from "../lib/publicLink";
import { publicOrigin, serverConvex } from "../lib/serverConvex";
import type { RouteHandle } from "../lib/routeHandle";
import { publishedTemplate } from "../templates/publishedTemplates";
import { TemplateModeContext } from "../templates/shared/templateMode";
import { TemplateThemeContext } from "../templates/shared/templateTheme";
import classes from "../public-page/PublicPage.module.css";
import stateCss from "../public-page/PublicPage.module.css?inline";
import pageCss from "../public-page/publicPage.css?inline";

type PublicResult = FunctionReturnType<typeof api.portfolios.getPublic>;
type Published = Extract<PublicResult, { status: "published" }>;

/** Ids and slugs are short; anything longer is not one of ours (answered 404 without a query). */
const MAX_KEY_LENGTH = 64;

/** Complete as server HTML: no React in the browser, only the page's small script. */
export const handle: RouteHandle = { hydrate: false };

/**
 * A published portfolio, by slug (/p/<slug>) or by user id (the spec's /portfolio-view/<id>),
 * rendered on the server from the public query. Unknown, unpublished or malformed → 404.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const key = params.slug ?? params.userId ?? "";
  if (key === "" || key.length > MAX_KEY_LENGTH) throw notAvailable();
  const convex = serverConvex(context);
  const bySlug = params.slug !== undefined;
  const result = bySlug ? await convex.query(api.portfolios.getPublicBySlug, { slug: key }) : await convex.query(api.portfolios.getPublic, { userId: key });
  // An earlier address (or other letter case): the current one, for good.
  if (result.status === "moved") throw redirect(slugPath(result.slug), 301);
  if (result.status === "gone") throw data({ reason: "gone" }, { status: 410 });
  if (result.status !== "published") throw notAvailable();
  const live = bySlug ? { query: "portfolios:getPublicBySlug", args: { slug: key } } : { query: "portfolios:getPublic", args: { userId: key } };
  return { portfolio: result, live, origin: publicOrigin(request, context), path: new URL(request.url).pathname.slice(APP_BASENAME.length) };
}

function notAvailable() {
  return data({ reason: "not-available" }, { status: 404 });
}

export const headers: HeadersFunction = () => ({
  // Republishing must show at once: caches revalidate every time.
  "Cache-Control": "public, max-age=0, must-revalidate",
  "X-Content-Type-Options": "nosniff",
});

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD (src/lib/portfolioMeta.ts). */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: "Portfolio not available" }, { name: "robots", content: "noindex" }];
  return portfolioMeta(loaded.portfolio, { origin: loaded.origin, basePath: APP_BASENAME, path: loaded.path });
};

export default function PublicPortfolioPage() {
  const { portfolio, live } = useLoaderData<typeof loader>();
  return (
    <TemplateModeContext value="published">
      {/* Before the portfolio paints: which tab the address names (see sectionTabs.ts). */}
      <script dangerouslySetInnerHTML={{ __html: SECTION_FROM_HASH_SCRIPT }} />
      <main id="main" className="public-main" data-live-query={live.query} data-live-args={JSON.stringify(live.args)} data-published-at={portfolio.publishedAt ?? ""}>
        <PublishedTemplate portfolio={portfolio} />
      </main>
      {/* After the page has loaded: the script never competes with the first paint's picture. */}
      <script type="module" dangerouslySetInnerHTML={{ __html: loadAfterPageLoad(publicPageScript) }} />
    </TemplateModeContext>
  );
}

/** An inline module that imports `url` once the page's load event has fired (or at once, if it has). */
function loadAfterPageLoad(url: string): string {
  const load = `import(${JSON.stringify(url)})`;
  return `document.readyState==="complete"?${load}:addEventListener("load",()=>${load},{once:true})`;
}

function PublishedTemplate({ portfolio }: { portfolio: Published }) {
  const template = publishedTemplate(portfolio.templateId);
  if (!template) {
    return (
      <div className={classes.state}>
        <InlineStyle css={pageCss + stateCss} />
        <p role="alert">Template not found</p>
      </div>
    );
  }
  return (
    <>
      <InlineStyle css={pageCss + template.css} />
      <TemplateThemeContext value={portfolio.content.theme}>
        <template.Template content={portfolio.content} embedded />
      </TemplateThemeContext>
    </>
  );
}

/**
 * The page's CSS, inline (the document has no stylesheet links, see root.tsx): no request
 * blocks the first paint. Our own build's CSS, never user input.
 */
function InlineStyle({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

/** Unknown, unpublished or taken offline: a friendly page, with HTTP 404 (410 for a deleted account). */
export function ErrorBoundary() {
  const error = useRouteError();
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return (
    <main id="main" className="public-main">
      <InlineStyle css={pageCss + stateCss} />
      <div className={classes.state}>
        <IconMoodEmpty size={56} stroke={1.4} aria-hidden />
        <h1 className={classes.title}>This portfolio is not available</h1>
        <p className={classes.dimmed}>
          {gone ? "Its owner has deleted their account, so this page is gone for good." : "The link may be mistyped, or its owner has not published it yet or has taken it offline."}
        </p>
        <a className={classes.link} href={`${APP_BASENAME}/home`}>
          Go to the Portfolio Builder home page
        </a>
      </div>
    </main>
  );
}
