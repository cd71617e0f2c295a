import type { PortfolioContent } from "../../../convex/model/formData";
import { hasText } from "./content";
import { ExperienceList } from "./Experience";

/** About: the short bio, the longer about text, then work experience. */
export function AboutContent({ content }: { content: PortfolioContent }) {
  const bio = hasText(content.bio);
  const about = hasText(content.about);
  return (
    <div className="pt-about">
      {bio && <p className="pt-about__lead">{content.bio}</p>}
      {about && <p className="pt-about__text">{content.about}</p>}
      {!bio && !about && <p className="pt-empty">Nothing here yet.</p>}
      <ExperienceList experience={content.experience} />
    </div>
  );
}
