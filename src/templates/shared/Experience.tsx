import type { Experience } from "../../../convex/model/formData";
import { filledEntries, hasText } from "./content";

/** Work history, shown under About; nothing at all when there is none. */
export function ExperienceList({ experience, headingLevel = 3 }: { experience: Experience[]; headingLevel?: 3 | 4 }) {
  const items = filledEntries(experience);
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as "h4" | "h5";
  return (
    <div className="pt-experience">
      <Heading className="pt-subheading">Experience</Heading>
      <ol className="pt-timeline">
        {items.map((job, i) => (
          <li key={i} className="pt-timeline__item">
            {hasText(job.duration) && <p className="pt-timeline__when">{job.duration}</p>}
            <ItemHeading className="pt-timeline__title">
              {job.title}
              {hasText(job.title) && hasText(job.company) && <span className="pt-timeline__sep"> · </span>}
              {hasText(job.company) && <span className="pt-timeline__company">{job.company}</span>}
            </ItemHeading>
            {hasText(job.description) && <p className="pt-timeline__text">{job.description}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
