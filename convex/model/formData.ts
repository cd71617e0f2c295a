import { v, type Infer } from "convex/values";
import type { GenericId as Id } from "convex/values";
import { customSectionErrors, customSectionImageIds, customSectionsValidator, type CustomEntry, type CustomSection } from "./customSections";
import { projectImageIds } from "./gallery";
import type { ImageSource } from "./images";
import { LIMITS } from "./limits";
import { linkErrors, linksValidator } from "./links";
import { sectionLayoutErrors, sectionLayoutValidator } from "./sectionLayout";
import { themeErrors, themeValidator } from "./theme";
import { translationErrors, translationValidator } from "./translations";
import { aboutErrors, aboutValidator } from "./sections/about";
import { contactErrors, contactValidator, emptyContact } from "./sections/contact";
import { educationErrors, educationValidator, emptyEducation } from "./sections/education";
import { emptyExperience, experienceErrors, experienceValidator } from "./sections/experience";
import { emptyPersonal, PERSONAL_KEYS, personalErrors, personalValidators } from "./sections/personal";
import { emptyProject, projectErrors, projectValidator, type Project } from "./sections/projects";
import { resumeExtraValidator, type FieldErrors, type ValidationMode } from "./sections/rules";
import { emptySkill, skillErrors, skillValidator } from "./sections/skills";
import { emptySocialLinks, socialLinkErrors, socialLinksValidator } from "./sections/socialLinks";

/*
 * PortfolioFormData is composed from one module per section (`sections/*.ts`, and links.ts, sectionLayout.ts,
 * theme.ts, customSections.ts for the later additions): each holds its validator, defaults, limits,
 * field paths and rules. This module puts them together: the stored shape, the empty form and
 * `validateFormData`.
 */
export { SOCIAL_PLATFORMS, socialLinksValidator, type SocialPlatform, type SocialLinks } from "./sections/socialLinks";
export { EDUCATION_TYPES, educationValidator, emptyEducation, type Education } from "./sections/education";
export { experienceValidator, emptyExperience, type Experience } from "./sections/experience";
export { projectValidator, emptyProject, type Project } from "./sections/projects";
export { skillValidator, emptySkill, type Skill } from "./sections/skills";
export { contactValidator, type ContactInfo } from "./sections/contact";
export type { FieldErrors, ValidationMode } from "./sections/rules";

/** The list sections of the form; each is an array of entries. */
export const LIST_SECTIONS = ["skills", "experience", "projects", "education"] as const;
export type ListSection = (typeof LIST_SECTIONS)[number];

/** The spec's PortfolioFormData as stored: images are Convex storage ids. */
export const formDataValidator = v.object({
  ...personalValidators,
  about: aboutValidator,
  socialLinks: socialLinksValidator,
  skills: v.array(skillValidator),
  experience: v.array(experienceValidator),
  projects: v.array(projectValidator),
  education: v.array(educationValidator),
  contact: contactValidator,
  /** More links: website, four platforms, custom label + URL links (links.ts). Absent in older drafts. */
  links: v.optional(linksValidator),
  /** Section order and visibility (sectionLayout.ts). Absent in older drafts: the default layout. */
  sections: v.optional(sectionLayoutValidator),
  /** Accent, fonts and scheme (model/theme.ts); absent in drafts from before themes. */
  theme: v.optional(themeValidator),
  /** Sections of the owner's own (customSections.ts). Absent in older drafts: none. */
  customSections: v.optional(customSectionsValidator),
  /** The main language's BCP 47 tag (translations.ts); absent in older drafts: English. */
  language: v.optional(v.string()),
  /** The other languages: each one's texts over the shared structure (translations.ts). Absent: one language. */
  translations: v.optional(v.array(translationValidator)),
  /** What an imported JSON Resume held beyond the draft's fields: its basics and its other top-level keys (resumeExtras.ts); never published. */
  resume: v.optional(v.object({ basics: resumeExtraValidator, top: resumeExtraValidator })),
});

export type PortfolioFormData = Infer<typeof formDataValidator>;
/**
 * PortfolioFormData as templates render it: images are ImageSources (or null). A project's gallery
 * (after the cover) arrives resolved as `galleryImages`; its storage ids are not carried. One
 * language: `language` is the page's, and other languages' texts are not carried.
 */
export type PortfolioContent = Omit<PortfolioFormData, "image" | "projects" | "customSections" | "translations"> & {
  image: ImageSource | null;
  projects: (Omit<Project, "project_image"> & { project_image: ImageSource | null; galleryImages?: ImageSource[] })[];
  customSections?: ContentSection[];
};
/** A custom section as templates render it: entry pictures resolved. */
export type ContentSection = Omit<CustomSection, "entries"> & { entries: (Omit<CustomEntry, "image"> & { image: ImageSource | null })[] };

/** Appending a blank entry (spec: "adding ... appends a blank entry"). */
export const EMPTY_ENTRY: { [K in ListSection]: () => PortfolioFormData[K][number] } = {
  skills: emptySkill,
  experience: emptyExperience,
  projects: emptyProject,
  education: emptyEducation,
};

export function emptyFormData(): PortfolioFormData {
  return {
    ...emptyPersonal(),
    about: "",
    socialLinks: emptySocialLinks(),
    skills: [],
    experience: [],
    projects: [],
    education: [],
    contact: emptyContact(),
  };
}

/** Every image storage id a PortfolioFormData refers to (profile first, then projects). */
export function imageIdsOf(data: PortfolioFormData): Id<"_storage">[] {
  return [...(data.image === null ? [] : [data.image]), ...data.projects.flatMap(projectImageIds), ...customSectionImageIds(data.customSections)];
}

/** How much room the JSON Resume extras take (entries, custom entries, basics and top level). */
export function resumeExtrasSize(data: PortfolioFormData): number {
  const entries = [...LIST_SECTIONS.flatMap((section) => data[section] as { resume?: string }[]), ...(data.customSections ?? []).flatMap((s) => s.entries)];
  return entries.reduce((sum, entry) => sum + (entry.resume?.length ?? 0), 0) + (data.resume?.basics?.length ?? 0) + (data.resume?.top?.length ?? 0);
}

/** The data without its JSON Resume extras: what a page (or its preview) may carry. */
export function withoutResumeExtras<
  T extends Partial<Record<ListSection, { resume?: string }[]>> & { resume?: unknown; customSections?: { entries: { resume?: string }[] }[] },
>(data: T): T {
  const strip = <E extends { resume?: string }>(list: E[]) => list.map(({ resume: _resume, ...entry }) => entry as E);
  const { resume: _resume, ...rest } = data;
  const next = { ...rest } as T;
  for (const section of LIST_SECTIONS) if (data[section]) (next as Record<string, unknown>)[section] = strip(data[section]);
  if (data.customSections) next.customSections = data.customSections.map((s) => ({ ...s, entries: strip(s.entries) }));
  return next;
}

/** One part of the rules: the top-level fields it reads and the errors it finds, in the form's order. */
type RulePart = { reads: readonly (keyof PortfolioFormData)[]; errors: (data: PortfolioFormData, mode: ValidationMode) => FieldErrors };

function listSizeErrors(data: PortfolioFormData): FieldErrors {
  const lists: FieldErrors = {};
  for (const section of LIST_SECTIONS) {
    if (data[section].length > LIMITS.entriesPerList) lists[section] = `At most ${LIMITS.entriesPerList} entries.`;
  }
  return lists;
}

const RULE_PARTS: readonly RulePart[] = [
  { reads: PERSONAL_KEYS, errors: (data, mode) => personalErrors(data, mode) },
  { reads: ["about"], errors: (data, mode) => aboutErrors(data.about, mode) },
  { reads: ["socialLinks"], errors: (data, mode) => socialLinkErrors(data.socialLinks, mode) },
  { reads: LIST_SECTIONS, errors: listSizeErrors },
  { reads: ["skills"], errors: (data, mode) => skillErrors(data.skills, mode) },
  { reads: ["experience"], errors: (data, mode) => experienceErrors(data.experience, mode) },
  { reads: ["projects"], errors: (data, mode) => projectErrors(data.projects, mode) },
  { reads: ["education"], errors: (data, mode) => educationErrors(data.education, mode) },
  { reads: ["contact"], errors: (data, mode) => contactErrors(data.contact, mode) },
  {
    reads: [...LIST_SECTIONS, "customSections", "resume"],
    errors: (data): FieldErrors =>
      resumeExtrasSize(data) > LIMITS.resumeExtras ? { resume: `The imported résumé's extra fields may take at most ${LIMITS.resumeExtras} characters.` } : {},
  },
  { reads: ["links"], errors: (data, mode) => linkErrors(data.links, mode) },
  { reads: ["sections"], errors: (data) => sectionLayoutErrors(data.sections) },
  { reads: ["theme"], errors: (data) => themeErrors(data.theme) },
  { reads: ["customSections"], errors: (data, mode) => customSectionErrors(data.customSections, mode) },
  { reads: ["language", "translations"], errors: (data) => translationErrors(data) },
];

/** Each part's errors, in RULE_PARTS' order: what an edit's validation starts from (validateAfterEdit). */
export type PartErrors = { data: PortfolioFormData; mode: ValidationMode; parts: readonly FieldErrors[] };

const joinParts = (parts: readonly FieldErrors[]): FieldErrors => Object.assign({}, ...parts) as FieldErrors;

/**
 * The one set of rules for PortfolioFormData: every section's rules, in the form's order (the first error
 * is the field the builder takes the person to). Drafts only get size limits, so half-typed work
 * is never refused; publishing adds the content rules (required name, safe links, formats).
 */
export function validateFormData(data: PortfolioFormData, mode: ValidationMode): FieldErrors {
  return joinParts(RULE_PARTS.map((part) => part.errors(data, mode)));
}

/**
 * The same errors as validateFormData(data, mode), by part; given the parts of an earlier version
 * (`before`), only the parts reading a top-level field that changed are checked again. Edits make
 * new objects along the changed path only, so a keystroke in a project's description checks the
 * projects, not the whole portfolio.
 */
export function validateAfterEdit(data: PortfolioFormData, mode: ValidationMode, before?: PartErrors): PartErrors & { errors: FieldErrors } {
  const usable = before !== undefined && before.mode === mode;
  const changed = (key: keyof PortfolioFormData) => !usable || data[key] !== before.data[key];
  const parts = RULE_PARTS.map((part, i) => (usable && !part.reads.some(changed) ? before.parts[i] : part.errors(data, mode)));
  return { data, mode, parts, errors: joinParts(parts) };
}
