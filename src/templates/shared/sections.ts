import { createContext, useContext } from "react";
import { IconBriefcase, IconHome, IconListDetails, IconMail, IconSchool, IconTimeline, IconTools, IconUser, type Icon } from "@tabler/icons-react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { customLayoutId, customSectionTitle } from "../../../convex/model/customSections";
import { PORTFOLIO_SECTIONS, PORTFOLIO_SECTION_LABELS, visibleSections, type LayoutId, type PortfolioSection } from "../../../convex/model/sectionLayout";

/** Every built-in section a template can show: Home first, then the portfolio's orderable sections. */
export const SECTION_IDS = ["home", ...PORTFOLIO_SECTIONS] as const;
/** A section of the page: Home, a built-in one, or one of the owner's own (`custom:<id>`). */
export type SectionId = "home" | LayoutId;
type BuiltInId = "home" | PortfolioSection;

export const SECTION_LABELS: Record<BuiltInId, string> = { home: "Home", ...PORTFOLIO_SECTION_LABELS };

export const SECTION_ICONS: Record<BuiltInId, Icon> = {
  home: IconHome,
  about: IconUser,
  experience: IconTimeline,
  skills: IconTools,
  education: IconSchool,
  projects: IconBriefcase,
  contact: IconMail,
};

const isBuiltIn = (id: SectionId): id is BuiltInId => Object.hasOwn(SECTION_LABELS, id);

/** A section's tab icon: the owner's own sections share one. */
export const sectionIcon = (id: SectionId): Icon => (isBuiltIn(id) ? SECTION_ICONS[id] : IconListDetails);

/** The sections this portfolio shows, in its order: Home, then the visible ones (sectionLayout.ts). */
export const sectionIdsOf = (content: Pick<PortfolioContent, "sections" | "customSections">): SectionId[] => [
  "home",
  ...visibleSections(content.sections, content.customSections),
];

/** `custom:<id>` → the section's title, for the portfolio being rendered. */
export type CustomSectionTitles = Record<string, string>;

export const customSectionTitles = (content: Pick<PortfolioContent, "customSections">): CustomSectionTitles =>
  Object.fromEntries((content.customSections ?? []).map((section) => [customLayoutId(section.id), customSectionTitle(section)]));

/**
 * The titles of the owner's own sections, handed down by whoever renders a portfolio (like the
 * theme), so navs, tabs and headings name them without every template passing them along.
 */
export const SectionTitlesContext = createContext<CustomSectionTitles>({});

/** A section's name as the page shows it. */
export function useSectionLabel(): (id: SectionId) => string {
  const titles = useContext(SectionTitlesContext);
  return (id) => (isBuiltIn(id) ? SECTION_LABELS[id] : (titles[id] ?? "Untitled section"));
}
