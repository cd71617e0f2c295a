import { isCustomLayoutId } from "../../../convex/model/customSections";
import { sectionIcon, useSectionLabel, type PageSectionId } from "./sections";
import type { SectionTabs } from "./useSectionTabs";
import { usePageWords } from "./pageWords";

/**
 * The tab buttons for one-section-at-a-time templates. Labels stay in the accessible name even
 * where a template hides them visually (icon-only on narrow boxes, except the owner's own sections).
 */
export function SectionTabList({
  tabs,
  ids,
  label,
  className = "",
  icons = true,
}: {
  tabs: SectionTabs<PageSectionId>;
  ids: readonly PageSectionId[];
  label?: string;
  className?: string;
  icons?: boolean;
}) {
  const name = useSectionLabel();
  const words = usePageWords();
  return (
    <div {...tabs.tabListProps} aria-label={label ?? words.portfolioSections} className={`pt-tablist ${className}`}>
      {ids.map((id) => {
        const own = isCustomLayoutId(id);
        const Icon = sectionIcon(id, name(id));
        const Tag = tabs.published ? "a" : "button";
        return (
          // The owner's own sections keep their label beside the icon even where the others are icons only: no icon says "Talks".
          <Tag key={id} {...tabs.getTabProps(id)} className={own ? "pt-tab pt-tab--own" : "pt-tab"}>
            {icons && <Icon className="pt-tab__icon" size={20} stroke={1.75} aria-hidden="true" />}
            <span className="pt-tab__label">{name(id)}</span>
          </Tag>
        );
      })}
    </div>
  );
}
