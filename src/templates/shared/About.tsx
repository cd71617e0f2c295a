import type { PortfolioContent } from "../../../convex/model/formData";
import { filledEntries, hasText } from "./content";
import { ExperienceList } from "./Experience";

/**
 * About: the short bio, the longer about text, then work experience. `withBio={false}` where the
 * page's opening already shows the bio on the same screen (single-page templates).
 */
export function AboutContent({ content, withBio = true }: { content: PortfolioContent; withBio?: boolean }) {
  const bio = withBio && hasText(content.bio);
  const about = hasText(content.about);
  const empty = !bio && !about && (withBio || filledEntries(content.experience).length === 0);
  return (
    <div className="pt-about">
      {bio && <p className="pt-about__lead">{content.bio}</p>}
      {about && <p className="pt-about__text">{content.about}</p>}
      {empty && <p className="pt-empty">Nothing here yet.</p>}
      <ExperienceList experience={content.experience} />
    </div>
  );
}
