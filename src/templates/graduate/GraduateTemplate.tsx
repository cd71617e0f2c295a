import { displayName } from "../shared/content";
import { Hero } from "../shared/Hero";
import { renderSections } from "../shared/renderSections";
import { SkillBars } from "../shared/Skills";
import { ScrollPage } from "../shared/ScrollPage";
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
    skills: <SkillBars skills={content.skills} />,
  });

  return <ScrollPage content={content} embedded={embedded} sections={sections} classes={css} />;
}
