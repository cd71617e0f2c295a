import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { ScrollNav } from "../shared/ScrollNav";
import { PageSections } from "../shared/PageSections";
import { usePageSectionIds } from "../shared/sections";
import { SocialLinks } from "../shared/SocialLinks";
import { TemplateFooter } from "../shared/Footer";
import { TemplateFrame, TemplateMain } from "../shared/TemplateFrame";
import { useScrollSections } from "../shared/useScrollSections";
import type { TemplateProps } from "../types";
import css from "./Artistic.module.css";

// Displayed image sizes: the arched portrait is 20rem; from 56rem the first project hangs at 60% of the wall beside the 14rem chapter titles.
const PHOTO_SIZES = "20rem";
const PROJECT_IMAGE_SIZES = "(min-width: 56rem) calc((100vw - 24rem) * 0.6), (min-width: 38rem) 50vw, 100vw";

/**
 * Artistic: an editorial layout — a magazine masthead, an oversized serif name, an arched
 * portrait, numbered chapters and projects hung like a gallery wall with figure captions.
 */
export default function ArtisticTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const ids = usePageSectionIds(content, { homeShowsBio: true });
  const { sectionId, scrollTo } = useScrollSections();
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    homeShowsBio: true,
    home: (
      <div className={css.hero}>
        <h1 className={css.name}>{name}</h1>
        <div className={css.heroBody}>
          <div className={css.heroText}>
            {hasText(content.role) && <p className={css.role}>{content.role}</p>}
            {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
            <SocialLinks links={content.socialLinks} more={content.links} />
          </div>
          <figure className={css.portrait}>
            <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} className={css.photo} />
            <figcaption className={css.caption}>Portrait — {name}</figcaption>
          </figure>
        </div>
      </div>
    ),
  });

  return (
    <TemplateFrame className={css.root}>
      <header className={css.masthead}>
        <p className={css.edition}>
          Portfolio <span aria-hidden="true">·</span> {new Date().getFullYear()}
        </p>
        <ScrollNav ids={ids} onSelect={scrollTo} classNames={{ nav: css.nav, navButton: css.navButton }} />
      </header>
      <TemplateMain embedded={embedded} className={css.main}>
        <PageSections
          ids={ids}
          sections={sections}
          sectionId={sectionId}
          classNames={{ home: css.homeSection, section: css.chapter, heading: css.heading, number: css.number, body: css.chapterBody }}
        />
      </TemplateMain>
      <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
    </TemplateFrame>
  );
}
