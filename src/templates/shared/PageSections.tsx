import type { ReactNode } from "react";
import { useSectionLabel, type PageSectionId } from "./sections";

type PageSectionClasses = {
  home: string;
  section: string;
  heading: string;
  /** Wraps heading and body (a centred column). */
  inner?: string;
  /** Wraps the body only. */
  body?: string;
  /** Set to number the headings ("01 About"); the class styles the number. */
  number?: string;
};

/**
 * The single-page templates' sections, one after another in the portfolio's order: Home labelled
 * by the page's h1, every other section by its h2. `sectionId` gives each its element id (unique
 * in the app, the plain name when published); `focusable` lets the nav move focus to a section.
 */
export function PageSections({
  ids,
  sections,
  sectionId = (id) => id,
  focusable = true,
  classNames: css,
}: {
  ids: readonly PageSectionId[];
  sections: Record<PageSectionId, ReactNode>;
  sectionId?: (id: PageSectionId) => string;
  focusable?: boolean;
  classNames: PageSectionClasses;
}) {
  const tabIndex = focusable ? -1 : undefined;
  const label = useSectionLabel();
  return ids.map((id, index) => {
    const domId = sectionId(id);
    if (id === "home") {
      return (
        <section key={id} id={domId} tabIndex={tabIndex} aria-label={label("home")} className={css.home}>
          {sections.home}
        </section>
      );
    }
    const content = (
      <>
        <h2 id={`${domId}-title`} className={css.heading}>
          {css.number && (
            <span className={css.number} aria-hidden="true">
              {String(index).padStart(2, "0")}
            </span>
          )}
          {label(id)}
        </h2>
        {css.body ? <div className={css.body}>{sections[id]}</div> : sections[id]}
      </>
    );
    return (
      <section key={id} id={domId} tabIndex={tabIndex} aria-labelledby={`${domId}-title`} className={css.section} data-section={id}>
        {css.inner ? <div className={css.inner}>{content}</div> : content}
      </section>
    );
  });
}
