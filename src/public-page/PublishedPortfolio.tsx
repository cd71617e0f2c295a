import type { ReactNode } from "react";
import publicPageScript from "virtual:public-page-script";
import type { PortfolioContent } from "../../convex/model/formData";
import { publishedTemplate } from "../templates/publishedTemplates";
import { TemplateModeContext } from "../templates/shared/templateMode";
import { TemplateThemeContext } from "../templates/shared/templateTheme";
import classes from "./PublicPage.module.css";
import stateCss from "./PublicPage.module.css?inline";
import pageCss from "./publicPage.css?inline";
import { sectionIdsOf } from "../templates/shared/sections";
import { sectionFromHashScript } from "./sectionTabs";

/** Which public query keeps the page live (the owner republishes); none for a fixed page (a demo). */
export type LiveQuery = { query: string; args: Record<string, string | undefined> };

/**
 * A portfolio as a web page that ships no React: the template in "published" mode with its CSS
 * inline, the inline hash script for tabs, then the page's one small script after the load
 * event (tabs, and live updates when `live` is given). Used by published portfolios and by the
 * templates' demos. `before` goes above the <main> (e.g. the demo bar), `after` below it
 * (the contact form).
 */
export function PublishedPortfolio({
  templateId,
  content,
  live,
  publishedAt,
  before,
  after,
}: {
  templateId: string;
  content: PortfolioContent;
  live?: LiveQuery;
  publishedAt?: string | null;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <TemplateModeContext value="published">
      {/* Before the portfolio paints: which tab the address names (see sectionTabs.ts). */}
      <script dangerouslySetInnerHTML={{ __html: sectionFromHashScript(sectionIdsOf(content)) }} />
      {before}
      {/* An empty data-live-query still marks the page for the script's tabs, without live updates. */}
      <main id="main" className="public-main" data-live-query={live?.query ?? ""} data-live-args={live ? JSON.stringify(live.args) : ""} data-published-at={publishedAt ?? ""}>
        <PublishedTemplate templateId={templateId} content={content} />
      </main>
      {after}
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

function PublishedTemplate({ templateId, content }: { templateId: string; content: PortfolioContent }) {
  const template = publishedTemplate(templateId);
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
      <TemplateThemeContext value={content.theme}>
        <template.Template content={content} embedded />
      </TemplateThemeContext>
    </>
  );
}

/**
 * The page's CSS, inline (the document has no stylesheet links, see root.tsx): no request
 * blocks the first paint. Our own build's CSS, never user input.
 */
export function InlineStyle({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
