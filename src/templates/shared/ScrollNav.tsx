import { SECTION_IDS, SECTION_LABELS, type SectionId } from "./sections";

/** The single-page templates' nav: one button per section, each scrolling to it. */
export function ScrollNav({ onSelect, classNames }: { onSelect: (id: SectionId) => void; classNames: { nav: string; navButton: string } }) {
  return (
    <nav aria-label="Sections">
      <ul className={classNames.nav}>
        {SECTION_IDS.map((id) => (
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
