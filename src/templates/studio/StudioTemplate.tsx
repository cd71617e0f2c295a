import { HeroScrollPage } from "../shared/HeroScrollPage";
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
  return <HeroScrollPage content={content} embedded={embedded} classes={css} photoSizes={PHOTO_SIZES} projectImageSizes={PROJECT_IMAGE_SIZES} withBrand />;
}
