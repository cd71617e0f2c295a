import { SECTION_LABELS, type SectionId } from "./sections";
import { useTemplateMode } from "./templateMode";

/**
 * The single-page templates' nav: one button per section, each scrolling to it; published, a
 * link to each section's hash (works without JavaScript, and Back returns).
 */
export function ScrollNav({ ids, onSelect, classNames }: { ids: readonly SectionId[]; onSelect: (id: SectionId) => void; classNames: { nav: string; navButton: string } }) {
  const published = useTemplateMode() === "published";
  if (published) {
    return (
      <nav aria-label="Sections">
        <ul className={classNames.nav}>
          {ids.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className={classNames.navButton}>
                {SECTION_LABELS[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label="Sections">
      <ul className={classNames.nav}>
        {ids.map((id) => (
          <li key={id}>
            <button type="button" className={classNames.navButton} onClick={() => onSelect(id)}>
              {SECTION_LABELS[id]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
