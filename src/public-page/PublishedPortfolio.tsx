import type { ReactNode } from "react";
import publicPageScript from "virtual:public-page-script";
import type { PortfolioContent } from "../../convex/model/formData";
import { publishedTemplate } from "../templates/publishedTemplates";
import { TemplateModeContext } from "../templates/shared/templateMode";
import { PlatformBrandingContext } from "../templates/shared/platformBranding";
import { TemplateThemeContext } from "../templates/shared/templateTheme";
import classes from "./PublicPage.module.css";
import stateCss from "./PublicPage.module.css?inline";
import pageCss from "./publicPage.css?inline";
import { customSectionTitles, publishedSectionIds, sectionIdsOf, SectionTitlesContext } from "../templates/shared/sections";
import { sectionFromHashScript } from "./sectionTabs";
import { HeadStyle } from "../templates/shared/HeadStyle";
import { ContactSlotContext } from "../templates/shared/contactSlot";
import { loadAfterFirstPaint } from "../lib/loadAfterFirstPaint";
import { LanguageLinksContext, type LanguageLink } from "../templates/shared/languageLinks";
import { PageWordsContext } from "../templates/shared/pageWords";
import { pageWordsFor } from "../templates/shared/pageWordsCatalogue";

/** Which public query keeps the page live (the owner republishes); none for a fixed page (a demo). */
export type LiveQuery = { query: string; args: Record<string, string | undefined> };

/**
 * A portfolio as a web page that ships no React: the template in "published" mode with its CSS
 * inline, the inline hash script for tabs, then the page's one small script after the load
 * event (tabs, and live updates when `live` is given). Used by published portfolios and by the
 * templates' demos. `before` goes above the <main> (e.g. the demo bar).
 */
export function PublishedPortfolio({
  templateId,
  content,
  live,
  convexUrl,
  publishedAt,
  before,
  contact,
  brandingHref = null,
  languages = [],
}: {
  templateId: string;
  content: PortfolioContent;
  live?: LiveQuery;
  /** Where the page's script finds the deployment, when the page is served on another origin (a custom domain). */
  convexUrl?: string;
  publishedAt?: string | null;
  before?: ReactNode;
  /** The owner's contact form: inside the template's Contact section (after the portfolio when the layout hides that section). */
  contact?: ReactNode;
  /** The Free plan's "Made with Portfolio Builder" link target; null for none. */
  brandingHref?: string | null;
  /** The page's languages for the language switch (none: one language). */
  languages?: readonly LanguageLink[];
}) {
  const contactShown = sectionIdsOf(content).includes("contact");
  return (
    <TemplateModeContext value="published">
      {/* Before the portfolio paints: which tab the address names (see sectionTabs.ts). */}
      {/* Only sections the page has: empty ones are left out (an old link to #projects then opens Home). */}
      <script dangerouslySetInnerHTML={{ __html: sectionFromHashScript(publishedSectionIds(content, { contactForm: contact != null })) }} />
      {before}
      {/* An empty data-live-query still marks the page for the script's tabs, without live updates. */}
      {/* data-contact-form: whether the form is on, so the page's script refreshes when the owner turns it on or off. */}
      <main
        id="main"
        className="public-main"
        data-live-query={live?.query ?? ""}
        data-live-args={live ? JSON.stringify(live.args) : ""}
        data-published-at={publishedAt ?? ""}
        data-contact-form={contact ? "on" : "off"}
        data-convex-url={convexUrl}
      >
        {/* The words the page writes itself (section names, the contact form) in the page's language. */}
        <PageWordsContext value={pageWordsFor(content.language)}>
          <ContactSlotContext value={contactShown ? contact : null}>
            <PlatformBrandingContext value={brandingHref}>
              <LanguageLinksContext value={languages}>
                <PublishedTemplate templateId={templateId} content={content} />
              </LanguageLinksContext>
            </PlatformBrandingContext>
          </ContactSlotContext>
          {!contactShown && contact}
        </PageWordsContext>
      </main>
      {/* After the page has loaded and painted: the script never competes with the first paint. */}
      <script type="module" dangerouslySetInnerHTML={{ __html: loadAfterFirstPaint(publicPageScript) }} />
    </TemplateModeContext>
  );
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
        <SectionTitlesContext value={customSectionTitles(content)}>
          <template.Template content={content} embedded />
        </SectionTitlesContext>
      </TemplateThemeContext>
    </>
  );
}

/**
 * The page's CSS, inline (the document has no stylesheet links, see root.tsx): no request
 * blocks the first paint. Our own build's CSS, never user input.
 */
export function InlineStyle({ css }: { css: string }) {
  return <HeadStyle css={css} />;
}
