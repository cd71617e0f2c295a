import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { SocialLinks } from "../shared/SocialLinks";
import { ScrollPage } from "../shared/ScrollPage";
import type { TemplateProps } from "../types";
import css from "./Quill.module.css";

// Displayed sizes: the portrait is 6rem; works sit as 9rem thumbnails beside their text (full column when narrow).
const PHOTO_SIZES = "6rem";
const PROJECT_IMAGE_SIZES = "(min-width: 36rem) 9rem, 100vw";

/**
 * Quill: a writer's page set like a literary journal. One reading column in serif type, the name
 * as a title page with a byline, the nav as a table of contents, the bio as a pull quote.
 */
export default function QuillTemplate({ content, embedded }: TemplateProps) {
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

  return <ScrollPage content={content} embedded={embedded} sections={sections} classes={css} />;
}
