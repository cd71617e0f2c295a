import { HeroScrollPage } from "../shared/HeroScrollPage";
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
  return <HeroScrollPage content={content} embedded={embedded} classes={css} photoSizes={PHOTO_SIZES} projectImageSizes={PROJECT_IMAGE_SIZES} withBrand />;
}
