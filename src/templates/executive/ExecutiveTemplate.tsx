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
import css from "./Executive.module.css";
import { usePageWords } from "../shared/pageWords";

// Displayed sizes: the portrait is 20rem beside the headline (15rem stacked); projects share 70rem in three.
const PHOTO_SIZES = "(min-width: 50rem) 20rem, 15rem";
const PROJECT_IMAGE_SIZES = "(min-width: 70rem) 23rem, (min-width: 38rem) 50vw, 100vw";

/**
 * Executive: a consultant's one-page brief. A navy band with the headline, portrait and a
 * "Get in touch" call to action; expertise as big figures; everything on one scroll.
 */
export default function ExecutiveTemplate({ content, embedded }: TemplateProps) {
  const words = usePageWords();
  const name = displayName(content);
  const ids = usePageSectionIds(content, { homeShowsBio: true });
  const { sectionId, scrollTo, published } = useScrollSections();
  const contact = ids.includes("contact");
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    homeShowsBio: true,
    home: (
      <div className={css.hero}>
        <div className={css.heroText}>
          {hasText(content.role) && <p className={css.role}>{content.role}</p>}
          <h1 className={css.name}>{name}</h1>
          {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
          <div className={css.actions}>
            {contact &&
              (published ? (
                <a className={css.cta} href="#contact">
                  {words.getInTouch}
                </a>
              ) : (
                <button type="button" className={css.cta} onClick={() => scrollTo("contact")}>
                  {words.getInTouch}
                </button>
              ))}
            <SocialLinks links={content.socialLinks} more={content.links} />
          </div>
        </div>
        <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} className={css.photo} />
      </div>
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
      <TemplateMain embedded={embedded}>
        <PageSections
          ids={ids}
          sections={sections}
          sectionId={sectionId}
          classNames={{ home: css.home, section: css.section, heading: css.heading, inner: css.inner }}
        />
      </TemplateMain>
      <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
    </TemplateFrame>
  );
}
