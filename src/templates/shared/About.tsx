import type { PortfolioContent } from "../../../convex/model/formData";
import { hasText } from "./content";
import { RichText } from "./Markdown";

/** About: the short bio, then the longer about text (Markdown). */
export function AboutContent({ content }: { content: PortfolioContent }) {
  const bio = hasText(content.bio);
  const about = hasText(content.about);
  return (
    <div className="pt-about">
      {bio && <p className="pt-about__lead">{content.bio}</p>}
      {about && <RichText className="pt-about__text" text={content.about} />}
      {!bio && !about && <p className="pt-empty">Nothing here yet.</p>}
    </div>
  );
}
