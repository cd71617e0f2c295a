import { displayName } from "../shared/content";
import { Hero } from "../shared/Hero";
import { renderSections } from "../shared/renderSections";
import { PageSections } from "../shared/PageSections";
import { usePageSectionIds, useSectionLabel } from "../shared/sections";
import { SkillBars } from "../shared/Skills";
import { cardImageSizes } from "../shared/ResponsiveImage";
import { TemplateFooter } from "../shared/Footer";
import { TemplateFrame, TemplateMain } from "../shared/TemplateFrame";
import type { TemplateProps } from "../types";
import css from "./Bold.module.css";
import { usePageWords } from "../shared/pageWords";

// Displayed image sizes: the hero photo is 16rem, 20rem beside the text; three cards share a 72rem column.
const PHOTO_SIZES = "(min-width: 46rem) 20rem, 16rem";
const PROJECT_IMAGE_SIZES = cardImageSizes("22rem");

/**
 * Bold: the spec's second single-page variant. Sections are plain anchors (#home … #contact) so
 * they can be linked to directly; skills are bars coloured by level with the percentage written out.
 */
export default function BoldTemplate({ content, embedded }: TemplateProps) {
  const words = usePageWords();
  const name = displayName(content);
  const ids = usePageSectionIds(content, { homeShowsBio: true });
  const label = useSectionLabel();
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
    skills: <SkillBars skills={content.skills} />,
  });

  return (
    <TemplateFrame className={css.root}>
      <header className={css.header}>
        <nav aria-label={words.sections}>
          <ul className={css.nav}>
            {ids.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className={css.navLink}>
                  {label(id)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <TemplateMain embedded={embedded}>
        <PageSections
          ids={ids}
          sections={sections}
          focusable={false}
          classNames={{ home: `${css.section} ${css.homeSection}`, section: css.section, heading: css.heading, inner: css.inner }}
        />
      </TemplateMain>
      <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
    </TemplateFrame>
  );
}
