import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { IconMoodEmpty } from "@tabler/icons-react";
import { findTemplate, isPremium } from "../../convex/model/templates";
import { signUpForTemplatePath } from "../lib/authRedirect";
import { APP_BASENAME } from "../lib/basePath";
import type { RouteHandle } from "../lib/routeHandle";
import { InlineStyle, PublishedPortfolio } from "../public-page/PublishedPortfolio";
import bar from "../public-page/DemoBar.module.css";
import barCss from "../public-page/DemoBar.module.css?inline";
import classes from "../public-page/PublicPage.module.css";
import stateCss from "../public-page/PublicPage.module.css?inline";
import pageCss from "../public-page/publicPage.css?inline";
import { sampleFor } from "../sample/templateSamples";
import { i18n, loadAppLanguage } from "../i18n/i18n";
import { requestLanguage } from "../i18n/chooseLanguage";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "../i18n/languages";
import type { Route } from "./+types/templateDemo.route";

/** Complete as server HTML, like a published portfolio: no React in the browser. */
export const handle: RouteHandle = { hydrate: false };

/**
 * A template's live demo (/templates/<id>/demo): the sample portfolio rendered exactly as a
 * published page would be, under a bar leading back to the app. Unknown templates answer 404.
 * Outside the app shell, so the page chooses the visitor's language itself, as the shell does
 * (src/i18n/chooseLanguage.ts): the bar, title and 404 speak it; the sample portfolio stays as written.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request.headers);
  await loadAppLanguage(language);
  const template = findTemplate(params.templateId ?? "");
  if (!template) throw data({ reason: "unknown-template", language }, { status: 404 });
  return { templateId: template.id, name: template.name, premium: isPremium(template), language };
}

export const headers: Route.HeadersFunction = () => ({
  // The same for everyone who asks in the same language, and changes only with a deploy.
  "Cache-Control": "public, max-age=300",
  Vary: "Cookie, Accept-Language",
  "X-Content-Type-Options": "nosniff",
});

/** The demo's texts in the loader's language (the 404's comes with the thrown data). */
const galleryTexts = (language: AppLanguage | undefined) => i18n.getFixedT(language ?? DEFAULT_APP_LANGUAGE, "gallery");

function errorLanguage(error: unknown): AppLanguage | undefined {
  return isRouteErrorResponse(error) ? (error.data as { language?: AppLanguage } | undefined)?.language : undefined;
}

/**
 * Indexable, and in the sitemap: a search for a kind of portfolio template should find its demo
 * (the title names the template and the product, not the sample persona; the bar says it is a demo).
 */
export const meta: Route.MetaFunction = ({ data: loaded, error }) => {
  const t = galleryTexts(loaded?.language ?? errorLanguage(error));
  return [
    { title: loaded ? t("demo.title", { name: loaded.name }) : t("demo.notFoundTitle") },
    { name: "description", content: loaded ? t("demo.description", { name: loaded.name }) : t("demo.notFoundDescription") },
    ...(loaded ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

export default function TemplateDemoPage({ loaderData: demo }: Route.ComponentProps) {
  const app = (path: string) => APP_BASENAME + path;
  const t = galleryTexts(demo.language);
  return (
    <PublishedPortfolio
      templateId={demo.templateId}
      content={sampleFor(demo.templateId)}
      before={
        <>
          <InlineStyle css={barCss} />
          {/* The bar speaks the visitor's language; the document's is the sample portfolio's. */}
          <div className={bar.bar} role="region" aria-label={t("demo.bar")} lang={demo.language === DEFAULT_APP_LANGUAGE ? undefined : demo.language}>
            <p className={bar.text}>
              <strong>{t("demo.lead")}</strong> {t("demo.about", { name: demo.name, plan: demo.premium ? t("demo.premium") : t("demo.everyPlan") })}
            </p>
            <div className={bar.actions}>
              <a className={bar.link} href={app("/templates")}>
                {t("demo.allTemplates")}
              </a>
              <a className={bar.use} href={app(signUpForTemplatePath(demo.templateId))}>
                {t("use")}
              </a>
            </div>
          </div>
        </>
      }
    />
  );
}

/** An unknown template: a plain page with HTTP 404 and a way to the gallery. */
export function ErrorBoundary() {
  const language = errorLanguage(useRouteError());
  const t = galleryTexts(language);
  return (
    <main id="main" className="public-main" lang={language === DEFAULT_APP_LANGUAGE ? undefined : language}>
      <InlineStyle css={pageCss + stateCss} />
      <div className={classes.state}>
        <IconMoodEmpty size={56} stroke={1.4} aria-hidden />
        <h1 className={classes.title}>{t("demo.notFound")}</h1>
        <p className={classes.dimmed}>{t("demo.noTemplate")}</p>
        <a className={classes.link} href={`${APP_BASENAME}/templates`}>
          {t("demo.browseAll")}
        </a>
      </div>
    </main>
  );
}
