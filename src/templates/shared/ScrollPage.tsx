import type { ReactNode } from "react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { displayName } from "./content";
import { TemplateFooter } from "./Footer";
import { PageSections } from "./PageSections";
import { ScrollNav } from "./ScrollNav";
import { usePageSectionIds, type PageSectionId } from "./sections";
import { TemplateFrame, TemplateMain } from "./TemplateFrame";
import { useScrollSections } from "./useScrollSections";

/** A template's CSS module classes for the shared one-page layout (only `root` … `footer` are read). */
export type ScrollPageClasses = Readonly<Record<string, string>>;

/**
 * The one-page layout the single-page templates share: a header with an optional brand and the
 * section nav (its buttons scroll), the sections in the portfolio's order, the footer. Each
 * template keeps its own Home and styles: `classes` is its CSS module.
 */
export function ScrollPage({
  content,
  embedded,
  sections,
  classes: css,
  brand,
}: {
  content: PortfolioContent;
  embedded?: boolean;
  sections: Record<PageSectionId, ReactNode>;
  classes: ScrollPageClasses;
  /** Before the nav in the header (decorative: the page's h1 names the person). */
  brand?: ReactNode;
}) {
  // Every ScrollPage template opens with the bio (renderSections' homeShowsBio).
  const ids = usePageSectionIds(content, { homeShowsBio: true });
  const { sectionId, scrollTo } = useScrollSections();
  return (
    <TemplateFrame className={css.root}>
      <header className={css.header}>
        {brand}
        <ScrollNav ids={ids} onSelect={scrollTo} classNames={{ nav: css.nav!, navButton: css.navButton! }} />
      </header>
      <TemplateMain embedded={embedded} className={css.main}>
        <PageSections
          ids={ids}
          sections={sections}
          sectionId={sectionId}
          classNames={{ home: css.home!, section: css.section!, heading: css.heading!, number: css.number }}
        />
      </TemplateMain>
      <TemplateFooter name={displayName(content)} links={content.socialLinks} more={content.links} className={css.footer} />
    </TemplateFrame>
  );
}
