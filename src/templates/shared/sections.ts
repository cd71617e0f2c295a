import { IconBriefcase, IconHome, IconMail, IconSchool, IconTimeline, IconTools, IconUser, type Icon } from "@tabler/icons-react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { PORTFOLIO_SECTIONS, PORTFOLIO_SECTION_LABELS, visibleSections, type PortfolioSection } from "../../../convex/model/sectionLayout";

/** Every section a template can show: Home first, then the portfolio's orderable sections. */
export const SECTION_IDS = ["home", ...PORTFOLIO_SECTIONS] as const;
export type SectionId = "home" | PortfolioSection;

export const SECTION_LABELS: Record<SectionId, string> = { home: "Home", ...PORTFOLIO_SECTION_LABELS };

export const SECTION_ICONS: Record<SectionId, Icon> = {
  home: IconHome,
  about: IconUser,
  experience: IconTimeline,
  skills: IconTools,
  education: IconSchool,
  projects: IconBriefcase,
  contact: IconMail,
};

/** The sections this portfolio shows, in its order: Home, then the visible ones (sectionLayout.ts). */
export const sectionIdsOf = (content: Pick<PortfolioContent, "sections">): SectionId[] => ["home", ...visibleSections(content.sections)];
