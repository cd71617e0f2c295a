import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { SocialLinks } from "../shared/SocialLinks";
import { ScrollPage } from "../shared/ScrollPage";
import type { TemplateProps } from "../types";
import css from "./Scholar.module.css";

// Displayed sizes: the photo is 10rem in the profile column; projects share the 46rem text column in two.
const PHOTO_SIZES = "10rem";
const PROJECT_IMAGE_SIZES = "(min-width: 40rem) 23rem, 100vw";

/**
 * Scholar: an academic's page. A profile column (photo, name, position, links) that stays in view
 * beside the text; own sections such as Publications and Talks read as numbered references.
 */
export default function ScholarTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    homeShowsBio: true,
    home: (
      <div className={css.profile}>
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
