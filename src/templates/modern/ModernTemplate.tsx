import { displayName, hasText } from "../shared/content";
import { HomeHighlights } from "../shared/HomeHighlights";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { SectionPanels } from "../shared/SectionPanels";
import { SectionTabList } from "../shared/SectionTabList";
import { usePageSectionIds } from "../shared/sections";
import { SocialLinks } from "../shared/SocialLinks";
import { cardImageSizes } from "../shared/ResponsiveImage";
import { TemplateFooter } from "../shared/Footer";
import { TemplateFrame, TemplateMain } from "../shared/TemplateFrame";
import { useSectionTabs } from "../shared/useSectionTabs";
import type { TemplateProps } from "../types";
import css from "./Modern.module.css";
import { usePageWords } from "../shared/pageWords";

// Displayed image sizes: the photo is 11rem, 15rem beside the text; three cards share the 64rem shell.
const PHOTO_SIZES = "(min-width: 44rem) 15rem, 11rem";
const PROJECT_IMAGE_SIZES = cardImageSizes("20rem");

/** Modern: a dark, app-like page with in-page tabs; skills animate in, 0.1 s apart. */
export default function ModernTemplate({ content, embedded }: TemplateProps) {
  const words = usePageWords();
  const name = displayName(content);
  const ids = usePageSectionIds(content);
  const tabs = useSectionTabs(ids);
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    home: (
      <>
        <div className={css.home}>
          <div className={css.homeText}>
            {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
            <SocialLinks links={content.socialLinks} more={content.links} />
          </div>
          <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} className={css.photo} />
        </div>
        <HomeHighlights content={content} ids={ids} open={(id) => tabs.select(id, true)} />
      </>
    ),
  });

  return (
    <TemplateFrame className={css.root}>
      <div className={css.glow} aria-hidden="true" />
      <div className={css.shell}>
        <header className={css.header}>
          {hasText(content.role) && <p className={css.role}>{content.role}</p>}
          <h1 className={css.name}>{name}</h1>
        </header>
        <nav aria-label={words.sections}>
          <SectionTabList tabs={tabs} ids={ids} icons={false} className={css.tabs} />
        </nav>
        <TemplateMain embedded={embedded}>
          <SectionPanels tabs={tabs} ids={ids} sections={sections} headingClassName={css.heading} />
        </TemplateMain>
        <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
      </div>
    </TemplateFrame>
  );
}
