import { displayName } from "../shared/content";
import { Hero } from "../shared/Hero";
import { renderSections } from "../shared/renderSections";
import { ScrollPage } from "../shared/ScrollPage";
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

  return <ScrollPage content={content} embedded={embedded} sections={sections} classes={css} />;
}
