import type { ReactNode } from "react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { AboutContent } from "./About";
import { ContactDetails } from "./Contact";
import { customLayoutId } from "../../../convex/model/customSections";
import { CustomEntries } from "./CustomSection";
import { ContactSlot } from "./contactSlot";
import { EducationCards } from "./Education";
import { ExperienceList } from "./Experience";
import { ProjectCards } from "./Projects";
import type { PageSectionId } from "./sections";
import { SkillList } from "./Skills";

/**
 * The body of each section from the shared components. Templates supply their own Home and
 * may swap the skills rendering (bars, animated tiles); `projectImageSizes` fits their layout.
 * `homeShowsBio`: Home and About are on one screen and Home already prints the bio.
 */
export function renderSections(
  content: PortfolioContent,
  { home, skills, projectImageSizes, homeShowsBio = false }: { home: ReactNode; skills?: ReactNode; projectImageSizes: string; homeShowsBio?: boolean },
): Record<PageSectionId, ReactNode> {
  return {
    home,
    about: <AboutContent content={content} withBio={!homeShowsBio} />,
    experience: <ExperienceList experience={content.experience} />,
    skills: skills ?? <SkillList skills={content.skills} />,
    education: <EducationCards education={content.education} />,
    projects: <ProjectCards projects={content.projects} imageSizes={projectImageSizes} />,
    contact: (
      <>
        <ContactDetails contact={content.contact} />
        <ContactSlot />
      </>
    ),
    ...Object.fromEntries((content.customSections ?? []).map((section) => [customLayoutId(section.id), <CustomEntries key={section.id} section={section} />])),
  };
}
