import type { ReactNode } from "react";
import { useSectionLabel, type PageSectionId } from "./sections";
import type { SectionTabs } from "./useSectionTabs";

/**
 * The tab panels of a one-section-at-a-time template. Each panel has an h2 named like its tab;
 * Home's is visually hidden because the name heading above already introduces that panel.
 */
export function SectionPanels({
  tabs,
  ids,
  sections,
  headingClassName = "",
  className = "",
}: {
  tabs: SectionTabs<PageSectionId>;
  ids: readonly PageSectionId[];
  sections: Record<PageSectionId, ReactNode>;
  headingClassName?: string;
  className?: string;
}) {
  const label = useSectionLabel();
  return ids.map((id) => (
    <section key={id} {...tabs.getPanelProps(id)} className={`pt-panel ${className}`}>
      <h2 className={id === "home" ? "pt-sr-only" : headingClassName}>{label(id)}</h2>
      {sections[id]}
    </section>
  ));
}
