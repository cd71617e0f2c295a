import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { SocialLinks } from "../shared/SocialLinks";
import { ScrollPage } from "../shared/ScrollPage";
import type { TemplateProps } from "../types";
import css from "./Stage.module.css";

// Displayed sizes: the photo is 18rem (13rem stacked); releases share a 64rem column in two.
const PHOTO_SIZES = "(min-width: 48rem) 18rem, 13rem";
const PROJECT_IMAGE_SIZES = "(min-width: 38rem) 32rem, 100vw";

/**
 * Stage: for musicians and creators. A poster headline over a glowing night-stage background,
 * every platform as a big named button (like a link page), dated sections as a gig list.
 */
export default function StageTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    homeShowsBio: true,
    home: (
      <div className={css.hero}>
        <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} className={css.photo} />
        <div className={css.heroText}>
          {hasText(content.role) && <p className={css.role}>{content.role}</p>}
          <h1 className={css.name}>{name}</h1>
          {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
          <SocialLinks links={content.socialLinks} more={content.links} className={css.links} />
        </div>
      </div>
    ),
  });

  return <ScrollPage content={content} embedded={embedded} sections={sections} classes={css} />;
}
