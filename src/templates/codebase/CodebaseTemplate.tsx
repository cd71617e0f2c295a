import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { SocialLinks } from "../shared/SocialLinks";
import { ScrollPage } from "../shared/ScrollPage";
import type { TemplateProps } from "../types";
import css from "./Codebase.module.css";

// Displayed sizes: the avatar is 7.5rem; repositories share a 64rem column in two, their banners short.
const PHOTO_SIZES = "7.5rem";
const PROJECT_IMAGE_SIZES = "(min-width: 40rem) 32rem, 100vw";

/**
 * Codebase: a developer's page set like an editor. A prompt-style opening (`$ whoami`), headings
 * in a monospaced scale (`## projects`), projects as repository cards and skills as a manifest.
 */
export default function CodebaseTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    homeShowsBio: true,
    home: (
      <div className={css.hero}>
        <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} className={css.photo} />
        <div className={css.heroText}>
          <p className={css.prompt} aria-hidden="true">
            $ whoami
          </p>
          <h1 className={css.name}>{name}</h1>
          {hasText(content.role) && <p className={css.role}>{content.role}</p>}
          {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
          <SocialLinks links={content.socialLinks} more={content.links} />
        </div>
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
        <span className={css.path} aria-hidden="true">
          ~/{name.toLowerCase().split(/\s+/)[0]}
        </span>
      }
    />
  );
}
