import type { PortfolioContent } from "../../../convex/model/formData";
import { hasText } from "./content";
import { sectionIdsOf } from "./sections";

const MAX_SKILLS = 6;
const MAX_PROJECTS = 3;

/**
 * The Home tab of one-section-at-a-time templates at a glance: the current role, the first
 * skills and projects (only of sections the page shows), so Home is a summary rather than a
 * photo beside empty space. Nothing when there is nothing to list.
 */
export function HomeHighlights({ content, className = "" }: { content: PortfolioContent; className?: string }) {
  const shown = new Set(sectionIdsOf(content));
  const job = shown.has("experience") ? content.experience.find((entry) => hasText(entry.title)) : undefined;
  const skills = shown.has("skills") ? content.skills.map((skill) => skill.name.trim()).filter(Boolean).slice(0, MAX_SKILLS) : [];
  const projects = shown.has("projects") ? content.projects.map((project) => project.title.trim()).filter(Boolean).slice(0, MAX_PROJECTS) : [];
  if (!job && skills.length === 0 && projects.length === 0) return null;
  return (
    <dl className={`pt-highlights ${className}`}>
      {job && (
        <div className="pt-highlights__item">
          <dt>Currently</dt>
          <dd>{hasText(job.company) ? `${job.title.trim()} at ${job.company.trim()}` : job.title.trim()}</dd>
        </div>
      )}
      {skills.length > 0 && (
        <div className="pt-highlights__item">
          <dt>Skills</dt>
          <dd>{skills.join(" · ")}</dd>
        </div>
      )}
      {projects.length > 0 && (
        <div className="pt-highlights__item">
          <dt>Projects</dt>
          <dd>{projects.join(" · ")}</dd>
        </div>
      )}
    </dl>
  );
}
