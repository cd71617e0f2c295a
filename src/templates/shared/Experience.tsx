import { memo } from "react";
import type { Experience } from "../../../convex/model/formData";
import { filledEntries, hasText } from "./content";
import { RichText } from "./Markdown";

export const NO_EXPERIENCE = "No experience added yet.";

/** Work history, the Experience section's body: a timeline, newest as the person ordered it. */
export const ExperienceList = memo(function ExperienceList({ experience }: { experience: Experience[] }) {
  const items = filledEntries(experience);
  if (items.length === 0) return <p className="pt-empty">{NO_EXPERIENCE}</p>;
  return (
    <div className="pt-experience">
      <ol className="pt-timeline">
        {items.map((job, i) => (
          <li key={i} className="pt-timeline__item">
            {/* Dates are shared by every language and written in the main one: isolated, so "2021 – present" reads in its own direction on a right-to-left page. */}
            {hasText(job.duration) && (
              <p className="pt-timeline__when">
                <bdi>{job.duration}</bdi>
              </p>
            )}
            <h3 className="pt-timeline__title">
              {job.title}
              {hasText(job.title) && hasText(job.company) && <span className="pt-timeline__sep"> · </span>}
              {hasText(job.company) && <span className="pt-timeline__company">{job.company}</span>}
            </h3>
            {hasText(job.description) && <RichText className="pt-timeline__text" text={job.description} />}
          </li>
        ))}
      </ol>
    </div>
  );
});
