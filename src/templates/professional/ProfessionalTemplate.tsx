import { displayName, hasText } from "../shared/content";
import { ProfileImage } from "../shared/ProfileImage";
import { renderSections } from "../shared/renderSections";
import { SectionPanels } from "../shared/SectionPanels";
import { SectionTabList } from "../shared/SectionTabList";
import { SECTION_IDS } from "../shared/sections";
import { SocialLinks } from "../shared/SocialLinks";
import { TemplateFrame, TemplateMain } from "../shared/TemplateFrame";
import { useSectionTabs } from "../shared/useSectionTabs";
import type { TemplateProps } from "../types";
import css from "./Professional.module.css";

/** Professional: a sidebar with the MyPortfolio brand and vertical tabs; one section at a time. */
export default function ProfessionalTemplate({ content, embedded }: TemplateProps) {
  const name = displayName(content);
  const tabs = useSectionTabs(SECTION_IDS, { orientation: "vertical" });
  const sections = renderSections(content, {
    home: (
      <div className={css.home}>
        <ProfileImage src={content.image} name={name} fallback="no-image" className={css.photo} />
        <div className={css.homeText}>
          {hasText(content.bio) && <p className={css.bio}>{content.bio}</p>}
          <SocialLinks links={content.socialLinks} />
        </div>
      </div>
    ),
  });

  return (
    <TemplateFrame className={css.root}>
      <div className={css.layout}>
        <header className={css.sidebar}>
          <p className={css.brand}>
            <span className={css.logo} aria-hidden="true">
              M
            </span>
            MyPortfolio
          </p>
          <nav aria-label="Sections" className={css.nav}>
            <SectionTabList tabs={tabs} ids={SECTION_IDS} className={css.tabs} />
          </nav>
        </header>
        <div className={css.content}>
          <TemplateMain embedded={embedded} className={css.main}>
            <div className={css.topbar}>
              <h1 className={css.name}>{name}</h1>
              {hasText(content.role) && <p className={css.role}>{content.role}</p>}
            </div>
            <SectionPanels tabs={tabs} ids={SECTION_IDS} sections={sections} headingClassName={css.heading} className={css.panel} />
          </TemplateMain>
          <footer className={css.footer}>
            <p>
              © {new Date().getFullYear()} {name} · Built with MyPortfolio
            </p>
          </footer>
        </div>
      </div>
    </TemplateFrame>
  );
}
