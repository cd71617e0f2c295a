import { useSectionLabel, type PageSectionId } from "./sections";
import { useTemplateMode } from "./templateMode";
import { usePageWords } from "./pageWords";

/**
 * The single-page templates' nav: one button per section, each scrolling to it; published, a
 * link to each section's hash (works without JavaScript, and Back returns).
 */
export function ScrollNav({
  ids,
  onSelect,
  classNames,
}: {
  ids: readonly PageSectionId[];
  onSelect: (id: PageSectionId) => void;
  classNames: { nav: string; navButton: string };
}) {
  const published = useTemplateMode() === "published";
  const label = useSectionLabel();
  const words = usePageWords();
  if (published) {
    return (
      <nav aria-label={words.sections}>
        <ul className={classNames.nav}>
          {ids.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className={classNames.navButton}>
                {label(id)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label={words.sections}>
      <ul className={classNames.nav}>
        {ids.map((id) => (
          <li key={id}>
            <button type="button" className={classNames.navButton} onClick={() => onSelect(id)}>
              {label(id)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
