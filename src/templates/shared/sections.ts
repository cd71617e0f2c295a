import { createContext, useContext } from "react";
import {
  IconAward,
  IconBook,
  IconBriefcase,
  IconCertificate,
  IconHeartHandshake,
  IconHome,
  IconLanguage,
  IconListDetails,
  IconMail,
  IconMicrophone,
  IconQuote,
  IconSchool,
  IconSparkles,
  IconTimeline,
  IconTools,
  IconUser,
  type Icon,
} from "@tabler/icons-react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { customLayoutId, customSectionTitle } from "../../../convex/model/customSections";
import { filledEntries, hasText, namedSkills } from "./content";
import { ContactSlotContext } from "./contactSlot";
import { useTemplateMode } from "./templateMode";
import { PORTFOLIO_SECTIONS, PORTFOLIO_SECTION_LABELS, visibleSections, type LayoutId, type PortfolioSection } from "../../../convex/model/sectionLayout";
import { usePageWords } from "./pageWords";

/** Every built-in section a template can show: Home first, then the portfolio's orderable sections. */
export const SECTION_IDS = ["home", ...PORTFOLIO_SECTIONS] as const;
/** A section of the page: Home, a built-in one, or one of the owner's own (`custom:<id>`). */
export type PageSectionId = "home" | LayoutId;
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

const isBuiltIn = (id: PageSectionId): id is BuiltInId => Object.hasOwn(SECTION_LABELS, id);

/** Icons for the owner's own sections, by a word of their title (the builder suggests these titles). */
const OWN_SECTION_ICONS: [RegExp, Icon][] = [
  [/award|honou?r|prize/i, IconAward],
  [/publication|paper|article|book|writing/i, IconBook],
  [/talk|speak|conference|podcast/i, IconMicrophone],
  [/certif|licen[cs]e|course/i, IconCertificate],
  [/language/i, IconLanguage],
  [/volunteer/i, IconHeartHandshake],
  [/interest|hobb/i, IconSparkles],
  [/reference|recommend|testimonial/i, IconQuote],
];

/** A section's tab icon: the owner's own sections get one that fits their title, or a plain list. */
export const sectionIcon = (id: PageSectionId, title = ""): Icon =>
  isBuiltIn(id) ? SECTION_ICONS[id] : (OWN_SECTION_ICONS.find(([words]) => words.test(title))?.[1] ?? IconListDetails);

/** The sections this portfolio shows, in its order: Home, then the visible ones (sectionLayout.ts). */
export const sectionIdsOf = (content: Pick<PortfolioContent, "sections" | "customSections">): PageSectionId[] => [
  "home",
  ...visibleSections(content.sections, content.customSections),
];

/**
 * Whether a section has anything to show: published pages leave empty ones out (heading and nav
 * link), while the builder's preview keeps them with their hint ("No project data provided.").
 * `contactForm`: the page carries the owner's contact form; `aboutShowsBio`: About repeats the bio
 * (templates whose opening shows the bio give About the longer text only).
 */
export function sectionHasContent(
  content: PortfolioContent,
  id: PageSectionId,
  { contactForm = false, aboutShowsBio = true }: { contactForm?: boolean; aboutShowsBio?: boolean } = {},
): boolean {
  switch (id) {
    case "home":
      return true;
    case "about":
      return (aboutShowsBio && hasText(content.bio)) || hasText(content.about);
    case "experience":
      return filledEntries(content.experience).length > 0;
    case "skills":
      return namedSkills(content.skills).length > 0;
    case "education":
      return filledEntries(content.education).length > 0;
    case "projects":
      return filledEntries(content.projects).length > 0;
    case "contact":
      return contactForm || [content.contact.phone, content.contact.email, content.contact.address].some(hasText);
    default: {
      const section = (content.customSections ?? []).find((s) => customLayoutId(s.id) === id);
      return section !== undefined && filledEntries(section.entries.map(({ id: _id, ...entry }) => entry)).length > 0;
    }
  }
}

/** The sections a published page shows: the visible ones with something in them. */
export const publishedSectionIds = (content: PortfolioContent, options?: Parameters<typeof sectionHasContent>[2]): PageSectionId[] =>
  sectionIdsOf(content).filter((id) => sectionHasContent(content, id, options));

/**
 * The sections a template lays out: published, those with content (the contact form counts for
 * Contact); in the app, every visible one. `homeShowsBio` as in renderSections.
 */
export function usePageSectionIds(content: PortfolioContent, { homeShowsBio = false } = {}): PageSectionId[] {
  const published = useTemplateMode() === "published";
  const contactForm = useContext(ContactSlotContext) != null;
  return published ? publishedSectionIds(content, { contactForm, aboutShowsBio: !homeShowsBio }) : sectionIdsOf(content);
}

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
export function useSectionLabel(): (id: PageSectionId) => string {
  const titles = useContext(SectionTitlesContext);
  const words = usePageWords();
  return (id) => (isBuiltIn(id) ? words[id] : (titles[id] ?? "Untitled section"));
}
