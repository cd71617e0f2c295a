import type { ReactNode } from "react";
import type { PortfolioFormData, ListSection } from "../../convex/model/formData";
import {
  AboutFields,
  ContactFields,
  EducationFields,
  ExperienceFields,
  MoreLinksFields,
  PersonalFields,
  ProjectFields,
  SkillFields,
  type ImageFieldBinding,
} from "./SectionFields";
import type { PageSectionId } from "../templates/shared/sections";
import type { Bind } from "./bind";
import { customLayoutId } from "../../convex/model/customSections";
import { skillPath } from "../../convex/model/sections/skills";
import { contactPath } from "../../convex/model/sections/contact";
import { PERSONAL_KEYS } from "../../convex/model/sections/personal";
import { CustomSectionsPanel, LanguagesPanel, ProjectGalleryFields, SectionLayoutPanel, ThemePanel } from "./lazyPanels";
import { PROFILE_SLOT, type BuilderSession, type FormState } from "./session/session";

/** What a section panel gets: the session, its state, input bindings and image slots. */
export type PanelContext = {
  session: BuilderSession;
  state: FormState;
  bind: Bind;
  headingId: string;
  /** The binding of an image slot (PROFILE_SLOT or a project's entry id) writing to `path`. */
  image: (slot: string) => ImageFieldBinding;
  /** A list section's editor: add, remove (with undo), move, drag and drop. */
  list: (section: ListSection, fields: (index: number, id: string) => ReactNode, summary: (index: number) => string) => ReactNode;
};

export type BuilderSection = {
  id: string;
  label: string;
  /** The PortfolioFormData fields it edits (errors in them mark the section). */
  fields: readonly (keyof PortfolioFormData)[];
  /** The template section the live preview shows while this one is edited (or a choice by the values). */
  preview: PageSectionId | ((values: PortfolioFormData) => PageSectionId);
  Panel: (context: PanelContext) => ReactNode;
};

/**
 * The builder's sections, in sidebar order. A new editor (section order, links, a gallery, the
 * theme picker) is one more entry here; nothing else in the builder needs to change.
 */
export const BUILDER_SECTIONS: BuilderSection[] = [
  {
    id: "personal",
    label: "Personal",
    fields: [...PERSONAL_KEYS, "socialLinks", "links"],
    preview: "home",
    Panel: ({ bind, headingId, image, session, state }) => (
      <>
        <PersonalFields bind={bind} headingId={headingId} image={image(PROFILE_SLOT)} />
        <MoreLinksFields session={session} state={state} />
      </>
    ),
  },
  { id: "about", label: "About", fields: ["about"], preview: "about", Panel: ({ bind, headingId }) => <AboutFields bind={bind} headingId={headingId} /> },
  {
    id: "skills",
    label: "Skills",
    fields: ["skills"],
    preview: "skills",
    Panel: ({ bind, list, state, session }) =>
      list(
        "skills",
        (i) => (
          <SkillFields
            bind={bind}
            index={i}
            level={{
              value: state.values.skills[i]?.percentage,
              error: state.errors[skillPath(i, "percentage")],
              set: (value) => session.setField(skillPath(i, "percentage"), value),
            }}
          />
        ),
        (i) => state.values.skills[i]?.name ?? "",
      ),
  },
  {
    id: "experience",
    label: "Experience",
    fields: ["experience"],
    preview: "experience",
    Panel: ({ bind, list, state }) =>
      list(
        "experience",
        (i) => <ExperienceFields bind={bind} index={i} />,
        (i) => [state.values.experience[i]?.title, state.values.experience[i]?.company].filter(Boolean).join(", "),
      ),
  },
  {
    id: "projects",
    label: "Projects",
    fields: ["projects"],
    preview: "projects",
    Panel: ({ bind, list, state, image, session }) =>
      list(
        "projects",
        (i, id) => (
          <>
            <ProjectFields bind={bind} index={i} image={image(id)} />
            <ProjectGalleryFields session={session} state={state} index={i} />
          </>
        ),
        (i) => state.values.projects[i]?.title ?? "",
      ),
  },
  {
    id: "education",
    label: "Education",
    fields: ["education"],
    preview: "education",
    Panel: ({ bind, list, state }) =>
      list(
        "education",
        (i) => <EducationFields bind={bind} index={i} />,
        (i) => state.values.education[i]?.degree || state.values.education[i]?.type || "",
      ),
  },
  {
    id: "custom",
    label: "Your sections",
    fields: ["customSections"],
    preview: (values) => {
      const last = values.customSections?.at(-1);
      return last ? customLayoutId(last.id) : "home";
    },
    Panel: ({ session, state, bind, headingId, image }) => (
      <CustomSectionsPanel session={session} state={state} bind={bind} headingId={headingId} image={image} />
    ),
  },
  {
    id: "contact",
    label: "Contact",
    fields: ["contact"],
    preview: "contact",
    Panel: ({ bind, headingId }) => <ContactFields bind={bind} headingId={headingId} />,
  },
  {
    id: "layout",
    label: "Page sections",
    fields: ["sections"],
    preview: "home",
    Panel: ({ session, state, headingId }) => <SectionLayoutPanel session={session} state={state} headingId={headingId} />,
  },
  {
    id: "theme",
    label: "Theme",
    fields: ["theme"],
    preview: "home",
    Panel: ({ session, state, headingId }) => <ThemePanel session={session} state={state} headingId={headingId} />,
  },
  {
    id: "languages",
    label: "Languages",
    fields: ["language", "translations"],
    preview: "home",
    Panel: ({ session, state, headingId }) => <LanguagesPanel session={session} state={state} headingId={headingId} />,
  },
];

/** A part of the builder's form (a BUILDER_SECTIONS id), which may hold fields of several page sections (PageSectionId). */
export type BuilderSectionId = string;

export const sectionById = (id: BuilderSectionId): BuilderSection => BUILDER_SECTIONS.find((s) => s.id === id) ?? BUILDER_SECTIONS[0];

/** The section holding a form path such as `projects.2.link` or `socialLinks.github`. */
export function sectionOfPath(path: string): BuilderSectionId {
  const field = path.split(".")[0];
  // A translated text (`translations.fr.projects.<id>.title`) is edited where its main text is.
  const translated = /^translations\.[^.]+\.(.+)$/.exec(path);
  if (translated) return sectionOfPath(translated[1]);
  return BUILDER_SECTIONS.find((s) => (s.fields as readonly string[]).includes(field))?.id ?? BUILDER_SECTIONS[0].id;
}

/** Sections that hold at least one error, for the sidebar markers. */
export function sectionsWithErrors(errors: Record<string, unknown>): Set<BuilderSectionId> {
  return new Set(
    Object.entries(errors)
      .filter(([, message]) => Boolean(message))
      .map(([path]) => sectionOfPath(path)),
  );
}

/** A readable name for a form field, for the save status and the conflict dialog. */
export const FIELD_LABELS: Partial<Record<keyof PortfolioFormData | string, string>> = {
  name: "Full name",
  role: "Role",
  bio: "Short bio",
  image: "Profile image",
  about: "About you",
  [contactPath("phone")]: "Phone",
  [contactPath("email")]: "Email",
  [contactPath("address")]: "Address",
};
