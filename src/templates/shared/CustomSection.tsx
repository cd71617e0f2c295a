import { memo } from "react";
import { IconArrowUpRight } from "@tabler/icons-react";
import type { ContentSection } from "../../../convex/model/formData";
import { sanitizeUrl } from "../../../convex/model/urls";
import { filledEntries, hasText } from "./content";
import { ExternalLink } from "./ExternalLink";
import { RichText } from "./Markdown";
import { ResponsiveImage } from "./ResponsiveImage";

export const NO_CUSTOM_ENTRIES = "Nothing here yet.";

/**
 * A section of the owner's own (Awards, Talks…): its entries on the experience timeline's
 * markup, so every template draws them in its own timeline style; a picture, when given, sits
 * beside the entry's text.
 */
export const CustomEntries = memo(function CustomEntries({ section }: { section: ContentSection }) {
  const items = filledEntries(section.entries.map(({ id: _id, ...entry }) => entry));
  if (items.length === 0) return <p className="pt-empty">{NO_CUSTOM_ENTRIES}</p>;
  return (
    <div className="pt-experience pt-custom">
      <ol className="pt-timeline">
        {items.map((entry, i) => {
          const href = sanitizeUrl(entry.link);
          const title = entry.title.trim() || entry.subtitle.trim() || "Link";
          return (
            <li key={i} className={`pt-timeline__item${entry.image ? " pt-custom__item--image" : ""}`}>
              {entry.image && <ResponsiveImage className="pt-custom__image" image={entry.image} alt="" sizes="5rem" fallbackWidth={160} fallbackHeight={160} />}
              <div className="pt-custom__body">
                {hasText(entry.date) && (
                  <p className="pt-timeline__when">
                    <bdi>{entry.date}</bdi>
                  </p>
                )}
                <h3 className="pt-timeline__title">
                  {entry.title}
                  {hasText(entry.title) && hasText(entry.subtitle) && <span className="pt-timeline__sep"> · </span>}
                  {hasText(entry.subtitle) && <span className="pt-timeline__company">{entry.subtitle}</span>}
                </h3>
                {hasText(entry.description) && <RichText className="pt-timeline__text" text={entry.description} />}
                {href && (
                  <ExternalLink href={href} className="pt-card__link pt-custom__link">
                    Open link<span className="pt-sr-only">: {title}</span>
                    <IconArrowUpRight size={16} aria-hidden="true" className="pt-flip" />
                  </ExternalLink>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
});
