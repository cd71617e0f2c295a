import { displayName } from "../shared/content";
import { Hero } from "../shared/Hero";
import { renderSections } from "../shared/renderSections";
import { ScrollPage } from "../shared/ScrollPage";
import type { TemplateProps } from "../types";
import css from "./Milestones.module.css";

// Displayed sizes: the photo is 10rem (8rem stacked); projects share a 68rem column in three.
const PHOTO_SIZES = "(min-width: 42rem) 10rem, 8rem";
const PROJECT_IMAGE_SIZES = "(min-width: 70rem) 22rem, (min-width: 38rem) 50vw, 100vw";

/**
 * Milestones: a career page led by its timeline. A compact opening, then experience (and the
 * owner's own dated sections) along one central line, the years set large, sides alternating.
 */
export default function MilestonesTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
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
    <ScrollPage
      content={content}
      embedded={embedded}
      sections={sections}
      classes={css}
      brand={
        <span className={css.brand} aria-hidden="true">
          {name}
        </span>
      }
    />
  );
}
