import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { SocialLinks } from "../shared/SocialLinks";
import { ScrollPage } from "../shared/ScrollPage";
import type { TemplateProps } from "../types";
import css from "./Lens.module.css";

// Displayed sizes: the portrait is 9rem; every photograph runs the full width of the page.
const PHOTO_SIZES = "9rem";
const PROJECT_IMAGE_SIZES = "100vw";

/**
 * Lens: a photographer's page. A dark frame, the name set wide and quiet, then each series as a
 * full-bleed photograph from edge to edge with a small caption beneath.
 */
export default function LensTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    homeShowsBio: true,
    home: (
      <div className={css.hero}>
        <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} className={css.photo} />
        <h1 className={css.name}>{name}</h1>
        {hasText(content.role) && <p className={css.role}>{content.role}</p>}
        {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
        <SocialLinks links={content.socialLinks} more={content.links} />
      </div>
    ),
  });

  return (
    <ScrollPage
      content={content}
      embedded={embedded}
      sections={sections}
      classes={css}
      brand={
        <span className={css.brand} aria-hidden="true">
          {name}
        </span>
      }
    />
  );
}
