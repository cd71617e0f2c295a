import { IconBriefcase, IconHome, IconMail, IconSchool, IconTools, IconUser, type Icon } from "@tabler/icons-react";

/** The six portfolio sections every template shows, in order. */
export const SECTION_IDS = ["home", "about", "skills", "education", "projects", "contact"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_LABELS: Record<SectionId, string> = {
  home: "Home",
  about: "About",
  skills: "Skills",
  education: "Education",
  projects: "Projects",
  contact: "Contact",
};

export const SECTION_ICONS: Record<SectionId, Icon> = {
  home: IconHome,
  about: IconUser,
  skills: IconTools,
  education: IconSchool,
  projects: IconBriefcase,
  contact: IconMail,
};
