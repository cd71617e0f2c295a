import type { ReactNode } from "react";
import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, type MetaFunction } from "react-router";
import { RouteStylesheets } from "./app/layout/RouteStylesheets";
import { COLOR_SCHEME_SCRIPT } from "./lib/colorScheme";
import { SITE_DESCRIPTION, SITE_TITLE } from "./i18n/pageMeta";
import { APP_BASENAME } from "./lib/basePath";
import { hydrates, linksStylesheets, startsBuilderEarly, useDocumentLanguage } from "./lib/routeHandle";
import builderFirstLoadScript from "virtual:builder-first-load-script";
import { i18n } from "./i18n/i18n";

export const meta: MetaFunction = () => [{ title: SITE_TITLE }, { name: "description", content: SITE_DESCRIPTION }];

/**
 * The document around every page. Published portfolios and the static visitor pages
 * (handle.hydrate === false) are complete as HTML and get no router scripts; every other page
 * loads the app. Once the app runs in the browser it keeps its scripts and stylesheets on every
 * route it navigates to.
 */
export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const inApp = typeof document !== "undefined";
  const withScripts = inApp || hydrates(matches);
  const withLinks = inApp || linksStylesheets(matches);
  const { lang, dir } = useDocumentLanguage();
  return (
    // The head script sets the colour scheme before React runs; Mantine reads it from here.
    <html lang={lang} dir={dir} data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" type="image/svg+xml" href={`${APP_BASENAME}/favicon.svg`} />
        <script dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
        <Meta />
        {/* Published portfolios inline their own CSS; static visitor pages link the app's. */}
        {withLinks && <RouteStylesheets />}
        {/* Before the app's modules: the builder signs in and asks for its draft meanwhile (server-rendered documents only). */}
        {!inApp && withScripts && startsBuilderEarly(matches) && <script type="module" async src={builderFirstLoadScript} />}
      </head>
      <body>
        {children}
        {withScripts && <ScrollRestoration />}
        {withScripts && <Scripts />}
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** Last resort, outside the app's providers: plain HTML that needs nothing else to load. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  // In the document's language when its catalogue is loaded (English otherwise).
  const t = i18n.getFixedT(useDocumentLanguage().lang, "common");
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
      <h1>{status === 404 ? t("notFound.title") : t("error.title")}</h1>
      <p>{status === 404 ? t("error.nothingHere") : t("error.tryAgain")}</p>
      <p>
        <a href={`${APP_BASENAME}/home`}>{t("error.homeLink")}</a>
      </p>
    </main>
  );
}
