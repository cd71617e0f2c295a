import { displayName } from "../shared/content";
import { Hero } from "../shared/Hero";
import { renderSections } from "../shared/renderSections";
import { ScrollNav } from "../shared/ScrollNav";
import { PageSections } from "../shared/PageSections";
import { sectionIdsOf } from "../shared/sections";
import { TemplateFooter } from "../shared/Footer";
import { TemplateFrame, TemplateMain } from "../shared/TemplateFrame";
import { useScrollSections } from "../shared/useScrollSections";
import type { TemplateProps } from "../types";
import css from "./Sketchbook.module.css";

// Displayed sizes: the photo is 14rem (11rem stacked); the wall's columns are about 18rem wide.
const PHOTO_SIZES = "(min-width: 44rem) 14rem, 11rem";
const PROJECT_IMAGE_SIZES = "(min-width: 40rem) 20rem, 100vw";

/**
 * Sketchbook: an illustrator's wall. Work pinned as a masonry of cards with tape and a slight
 * tilt, each picture in its own shape; headings underlined by hand; warm paper throughout.
 */
export default function SketchbookTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const ids = sectionIdsOf(content);
  const { sectionId, scrollTo } = useScrollSections();
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    homeShowsBio: true,
    home: (
      <Hero
        photoSizes={PHOTO_SIZES}
        content={content}
        name={name}
        classNames={{ hero: css.hero, heroText: css.heroText, role: css.role, name: css.name, bio: css.bio, photo: css.photo }}
      />
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
