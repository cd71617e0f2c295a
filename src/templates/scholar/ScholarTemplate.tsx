import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { ScrollNav } from "../shared/ScrollNav";
import { PageSections } from "../shared/PageSections";
import { sectionIdsOf } from "../shared/sections";
import { SocialLinks } from "../shared/SocialLinks";
import { TemplateFooter } from "../shared/Footer";
import { TemplateFrame, TemplateMain } from "../shared/TemplateFrame";
import { useScrollSections } from "../shared/useScrollSections";
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
  const ids = sectionIdsOf(content);
  const { sectionId, scrollTo } = useScrollSections();
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

  return (
    <TemplateFrame className={css.root}>
      <header className={css.header}>
        <ScrollNav ids={ids} onSelect={scrollTo} classNames={{ nav: css.nav, navButton: css.navButton }} />
      </header>
      <TemplateMain embedded={embedded} className={css.main}>
        <PageSections ids={ids} sections={sections} sectionId={sectionId} classNames={{ home: css.home, section: css.section, heading: css.heading }} />
      </TemplateMain>
      <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
    </TemplateFrame>
  );
}
