import type { PortfolioContent } from "../../../convex/model/formData";
import { hasText } from "./content";
import { RichText } from "./Markdown";

/**
 * About: the short bio, then the longer about text (Markdown). `withBio={false}` where the page's
 * opening already shows the bio on the same screen (single-page templates).
 */
export function AboutContent({ content, withBio = true }: { content: PortfolioContent; withBio?: boolean }) {
  const bio = withBio && hasText(content.bio);
  const about = hasText(content.about);
  return (
    <div className="pt-about">
      {bio && <p className="pt-about__lead">{content.bio}</p>}
      {about && <RichText className="pt-about__text" text={content.about} />}
      {!bio && !about && <p className="pt-empty">Nothing here yet.</p>}
    </div>
  );
}
