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
import css from "./Creative.module.css";
import { usePageWords } from "../shared/pageWords";

// Displayed image sizes: the photo sits in a 13rem ring; three cards share the 62rem card.
const PHOTO_SIZES = "13rem";
const PROJECT_IMAGE_SIZES = cardImageSizes("18rem");

/** Creative: a colourful card with an icon navigation showing one section at a time, from Home. */
export default function CreativeTemplate({ content, embedded }: TemplateProps) {
  const words = usePageWords();
  const name = displayName(content);
  const ids = usePageSectionIds(content);
  const tabs = useSectionTabs(ids);
  const published = tabs.published;
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    home: (
      <>
        <div className={css.home}>
          <div className={css.photoFrame}>
            <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} className={css.photo} />
          </div>
          <div className={css.homeText}>
            {hasText(content.bio) ? (
              <p className={css.bio}>{content.bio}</p>
            ) : (
              // A hint for the owner in the builder; visitors see no placeholder.
              !published && <p className="pt-empty">Add a short bio to introduce yourself.</p>
            )}
            <SocialLinks links={content.socialLinks} more={content.links} />
          </div>
        </div>
        <HomeHighlights content={content} ids={ids} open={(id) => tabs.select(id, true)} />
      </>
    ),
  });

  return (
    <TemplateFrame className={css.root}>
      <div className={css.blobs} aria-hidden="true" />
      <div className={css.shell}>
        <header className={css.header}>
          <h1 className={css.name}>{name}</h1>
          {hasText(content.role) && <p className={css.role}>{content.role}</p>}
        </header>
        <nav aria-label={words.sections} className={css.navWrap}>
          <SectionTabList tabs={tabs} ids={ids} className={css.tabs} />
        </nav>
        <TemplateMain embedded={embedded} className={css.card}>
          <SectionPanels tabs={tabs} ids={ids} sections={sections} headingClassName={css.heading} />
        </TemplateMain>
        <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
      </div>
    </TemplateFrame>
  );
}
