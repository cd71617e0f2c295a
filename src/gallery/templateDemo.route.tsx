import { data } from "react-router";
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
import type { Route } from "./+types/templateDemo.route";

/** Complete as server HTML, like a published portfolio: no React in the browser. */
export const handle: RouteHandle = { hydrate: false };

/**
 * A template's live demo (/templates/<id>/demo): the sample portfolio rendered exactly as a
 * published page would be, under a bar leading back to the app. Unknown templates answer 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const template = findTemplate(params.templateId ?? "");
  if (!template) throw data({ reason: "unknown-template" }, { status: 404 });
  return { templateId: template.id, name: template.name, premium: isPremium(template) };
}

export const headers: Route.HeadersFunction = () => ({
  // The same for everyone and changes only with a deploy.
  "Cache-Control": "public, max-age=300",
  "X-Content-Type-Options": "nosniff",
});

/**
 * Indexable, and in the sitemap: a search for a kind of portfolio template should find its demo
 * (the title names the template and the product, not the sample persona; the bar says it is a demo).
 */
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `${loaded.name} template demo – Portfolio Builder` : "Template not found – Portfolio Builder" },
  { name: "description", content: loaded ? `A live demo of the ${loaded.name} portfolio template, with a sample portfolio.` : "There is no such template." },
  ...(loaded ? [] : [{ name: "robots", content: "noindex" }]),
];

export default function TemplateDemoPage({ loaderData: demo }: Route.ComponentProps) {
  const app = (path: string) => APP_BASENAME + path;
  return (
    <PublishedPortfolio
      templateId={demo.templateId}
      content={sampleFor(demo.templateId)}
      before={
        <>
          <InlineStyle css={barCss} />
          <div className={bar.bar} role="region" aria-label="Template demo">
            <p className={bar.text}>
              <strong>This is a demo</strong> of the {demo.name} template ({demo.premium ? "premium: Pro and Business plans" : "included in every plan"}), with
              a sample portfolio.
            </p>
            <div className={bar.actions}>
              <a className={bar.link} href={app("/templates")}>
                All templates
              </a>
              <a className={bar.use} href={app(signUpForTemplatePath(demo.templateId))}>
                Use this template
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
  return (
    <main id="main" className="public-main">
      <InlineStyle css={pageCss + stateCss} />
      <div className={classes.state}>
        <IconMoodEmpty size={56} stroke={1.4} aria-hidden />
        <h1 className={classes.title}>Template not found</h1>
        <p className={classes.dimmed}>There is no template at this address.</p>
        <a className={classes.link} href={`${APP_BASENAME}/templates`}>
          Browse all templates
        </a>
      </div>
    </main>
  );
}
