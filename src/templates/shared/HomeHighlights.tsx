import type { PortfolioContent } from "../../../convex/model/formData";
import { filledEntries, hasText, namedSkills } from "./content";
import { useSectionLabel, type PageSectionId } from "./sections";
import { useTemplateMode } from "./templateMode";
import { usePageWords } from "./pageWords";

type Highlight = { id: PageSectionId; label: string; title: string; detail?: string };

/**
 * For templates that show one section at a time: the Home panel also previews the current role,
 * the strongest skills and the latest work, each with a way into its section, so the first screen
 * is a full introduction rather than a bio above empty space. Only sections the page shows.
 * Published, the ways in are links to the sections' hashes; in the app, buttons that `open` them.
 */
export function HomeHighlights({ content, ids, open }: { content: PortfolioContent; ids: readonly PageSectionId[]; open: (id: PageSectionId) => void }) {
  const published = useTemplateMode() === "published";
  const label = useSectionLabel();
  const words = usePageWords();
  const job = filledEntries(content.experience)[0];
  const skills = namedSkills(content.skills).slice(0, 4);
  const project = filledEntries(content.projects).find((p) => hasText(p.title));
  const items: Highlight[] = [
    ...(job && (hasText(job.title) || hasText(job.company))
      ? [{ id: "experience" as const, label: words.currently, title: [job.title, job.company].filter(hasText).join(" · "), detail: job.duration }]
      : []),
    ...(skills.length > 0 ? [{ id: "skills" as const, label: words.strengths, title: skills.map((s) => s.name).join(", ") }] : []),
    ...(project ? [{ id: "projects" as const, label: words.latestWork, title: project.title, detail: project.technology }] : []),
  ].filter((item) => ids.includes(item.id));
  if (items.length === 0) return null;
  return (
    <ul className="pt-highlights" aria-label={words.highlights}>
      {items.map((item) => (
        <li key={item.id} className="pt-highlight">
          <p className="pt-highlight__label">{item.label}</p>
          <p className="pt-highlight__title">{item.title}</p>
          {hasText(item.detail) && <p className="pt-highlight__detail">{item.detail}</p>}
          {published ? (
            <a className="pt-highlight__more" href={`#${item.id}`}>
              {label(item.id)} <span className="pt-flip">→</span>
            </a>
          ) : (
            <button type="button" className="pt-highlight__more" onClick={() => open(item.id)}>
              {label(item.id)} <span className="pt-flip">→</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
