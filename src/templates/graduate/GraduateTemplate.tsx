import { HeroScrollPage } from "../shared/HeroScrollPage";
import { SkillBars } from "../shared/Skills";
import type { TemplateProps } from "../types";
import css from "./Graduate.module.css";

// Displayed sizes: the photo is 13rem (11rem stacked); projects share a 60rem card in two.
const PHOTO_SIZES = "(min-width: 44rem) 13rem, 11rem";
const PROJECT_IMAGE_SIZES = "(min-width: 38rem) 28rem, 100vw";

/**
 * Graduate: a bright first page. A friendly opening card with a ringed photo, then each section as
 * a rounded card on a soft sky background; studies, projects and skills (as bars) lead.
 */
export default function GraduateTemplate({ content, embedded }: TemplateProps) {
  return (
    <HeroScrollPage
      content={content}
      embedded={embedded}
      classes={css}
      photoSizes={PHOTO_SIZES}
      projectImageSizes={PROJECT_IMAGE_SIZES}
      skills={<SkillBars skills={content.skills} />}
    />
  );
}
