import { HeroScrollPage } from "../shared/HeroScrollPage";
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
  return <HeroScrollPage content={content} embedded={embedded} classes={css} photoSizes={PHOTO_SIZES} projectImageSizes={PROJECT_IMAGE_SIZES} />;
}
