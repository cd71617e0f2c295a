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
import css from "./Studio.module.css";

// Displayed sizes: the photo is 22rem beside the text (16rem stacked); the first case study spans the
// 76rem column at 60%, the others share it in two.
const PHOTO_SIZES = "(min-width: 48rem) 22rem, 16rem";
const PROJECT_IMAGE_SIZES = "(min-width: 48rem) 45vw, 100vw";

/**
 * Studio: a product designer's page. A confident opening with a large portrait, then the work as
 * case studies on a big grid (the first one wide, cover beside its story), numbered headings.
 */
export default function StudioTemplate({ content, embedded }: TemplateProps) {
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
        <span className={css.brand} aria-hidden="true">
          {name}
        </span>
        <ScrollNav ids={ids} onSelect={scrollTo} classNames={{ nav: css.nav, navButton: css.navButton }} />
      </header>
      <TemplateMain embedded={embedded} className={css.main}>
        <PageSections
          ids={ids}
          sections={sections}
          sectionId={sectionId}
          classNames={{ home: css.home, section: css.section, heading: css.heading, number: css.number }}
        />
      </TemplateMain>
      <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
    </TemplateFrame>
  );
}
