import { memo } from "react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { hasText } from "./content";
import { RichText } from "./Markdown";

/**
 * About: the short bio, then the longer about text (Markdown). `withBio={false}` where the page's
 * opening already shows the bio on the same screen (single-page templates).
 */
export const AboutContent = memo(
  function AboutContent({ content, withBio = true }: { content: PortfolioContent; withBio?: boolean }) {
    const bio = withBio && hasText(content.bio);
    const about = hasText(content.about);
    return (
      <div className="pt-about">
        {bio && <p className="pt-about__lead">{content.bio}</p>}
        {about && <RichText className="pt-about__text" text={content.about} />}
        {!bio && !about && <p className="pt-empty">Nothing here yet.</p>}
      </div>
    );
  },
  // It reads two texts of the content: other edits (the builder's preview) leave it as it is.
  (before, after) => before.withBio === after.withBio && before.content.bio === after.content.bio && before.content.about === after.content.about,
);
