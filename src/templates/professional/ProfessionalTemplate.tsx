import { displayName, hasText, initials } from "../shared/content";
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
import css from "./Professional.module.css";
import { usePageWords } from "../shared/pageWords";

// Displayed image sizes: the photo is 12rem; three cards share the width right of the 15rem sidebar.
const PHOTO_SIZES = "12rem";
const PROJECT_IMAGE_SIZES = cardImageSizes("calc((100vw - 26rem) / 3)");

/** Professional: a sidebar with the person's name as its brand and vertical tabs; one section at a time. */
export default function ProfessionalTemplate({ content, embedded }: TemplateProps) {
  const words = usePageWords();
  const name = displayName(content);
  const brand = content.name.trim() || "MyPortfolio";
  const ids = usePageSectionIds(content);
  const tabs = useSectionTabs(ids, { orientation: "vertical" });
  const sections = renderSections(content, {
    projectImageSizes: PROJECT_IMAGE_SIZES,
    home: (
      <>
        <div className={css.home}>
          <ProfileImage image={content.image} name={name} sizes={PHOTO_SIZES} fallback="no-image" className={css.photo} />
          <div className={css.homeText}>
            {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
            <SocialLinks links={content.socialLinks} more={content.links} />
          </div>
        </div>
        <HomeHighlights content={content} ids={ids} open={(id) => tabs.select(id, true)} />
      </>
    ),
  });

  return (
    <TemplateFrame className={css.root}>
      <div className={css.layout}>
        <header className={css.sidebar}>
          {/* The person's own brand: their initials and name (the spec's "MyPortfolio" only while there is no name). */}
          <p className={css.brand}>
            <span className={css.logo} aria-hidden="true">
              {initials(brand)}
            </span>
            <span className={css.brandName}>{brand}</span>
          </p>
          <nav aria-label={words.sections} className={css.nav}>
            <SectionTabList tabs={tabs} ids={ids} className={css.tabs} />
          </nav>
        </header>
        <div className={css.content}>
          <TemplateMain embedded={embedded} className={css.main}>
            <div className={css.topbar}>
              <h1 className={css.name}>{name}</h1>
              {hasText(content.role) && <p className={css.role}>{content.role}</p>}
            </div>
            <SectionPanels tabs={tabs} ids={ids} sections={sections} headingClassName={css.heading} className={css.panel} />
          </TemplateMain>
          <TemplateFooter name={name} links={content.socialLinks} more={content.links} className={css.footer} />
        </div>
      </div>
    </TemplateFrame>
  );
}
