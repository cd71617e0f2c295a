import { SECTION_ICONS, SECTION_LABELS, type SectionId } from "./sections";
import type { SectionTabs } from "./useSectionTabs";

/**
 * The tab buttons for one-section-at-a-time templates. Labels stay in the accessible name even
 * where a template hides them visually (icon-only on narrow boxes).
 */
export function SectionTabList({
  tabs,
  ids,
  label = "Portfolio sections",
  className = "",
  icons = true,
}: {
  tabs: SectionTabs<SectionId>;
  ids: readonly SectionId[];
  label?: string;
  className?: string;
  icons?: boolean;
}) {
  return (
    <div {...tabs.tabListProps} aria-label={label} className={`pt-tablist ${className}`}>
      {ids.map((id) => {
        const Icon = SECTION_ICONS[id];
        const Tag = tabs.published ? "a" : "button";
        return (
          <Tag key={id} {...tabs.getTabProps(id)} className="pt-tab">
            {icons && <Icon className="pt-tab__icon" size={20} stroke={1.75} aria-hidden="true" />}
            <span className="pt-tab__label">{SECTION_LABELS[id]}</span>
          </Tag>
        );
      })}
    </div>
  );
}
