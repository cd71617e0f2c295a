import { displayName } from "../shared/content";
import { Hero } from "../shared/Hero";
import { renderSections } from "../shared/renderSections";
import { ScrollNav } from "../shared/ScrollNav";
import { PageSections } from "../shared/PageSections";
import { usePageSectionIds } from "../shared/sections";
import { cardImageSizes } from "../shared/ResponsiveImage";
import { TemplateFooter } from "../shared/Footer";
import { TemplateFrame, TemplateMain } from "../shared/TemplateFrame";
import { useScrollSections } from "../shared/useScrollSections";
import type { TemplateProps } from "../types";
import css from "./Minimalist.module.css";

// Displayed image sizes: the hero photo is 12rem, 14rem beside the text; three cards share a 60rem column.
const PHOTO_SIZES = "(min-width: 40rem) 14rem, 12rem";
const PROJECT_IMAGE_SIZES = cardImageSizes("18rem");

/** Minimalist: one calm page; the nav's buttons scroll smoothly to each section; a footer. */
export default function MinimalistTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const ids = usePageSectionIds(content, { homeShowsBio: true });
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
        <PageSections ids={ids} sections={sections} sectionId={sectionId} classNames={{ home: css.section, section: css.section, heading: css.heading }} />
      </TemplateMain>
      <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
    </TemplateFrame>
  );
}
