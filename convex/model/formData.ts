import { v, type Infer } from "convex/values";
import type { GenericId as Id } from "convex/values";
import { customSectionErrors, customSectionImageIds, customSectionsValidator, type CustomEntry, type CustomSection } from "./customSections";
import { galleryError, galleryValidator, projectImageIds } from "./gallery";
import type { ImageSource } from "./images";
import { LIMITS } from "./limits";
import { linkErrors, linksValidator } from "./links";
import { sectionLayoutErrors, sectionLayoutValidator } from "./sectionLayout";
import { themeErrors, themeValidator } from "./theme";
import { isSafeUrl } from "./urls";
import { isEmail, phoneError } from "./validation";

/** Platforms with an icon in every template, in display order. */
export const SOCIAL_PLATFORMS = ["github", "linkedin", "twitter", "facebook", "instagram"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Hints for education `type` (free text is allowed). */
export const EDUCATION_TYPES = ["UG", "PG", "SSLC", "HSC"] as const;

/** The list sections of the form; each is an array of entries. */
export const LIST_SECTIONS = ["skills", "experience", "projects", "education"] as const;
export type ListSection = (typeof LIST_SECTIONS)[number];

const imageId = v.union(v.id("_storage"), v.null());
/** A list entry's stable id (the builder's merge, undo and image slots follow it); older drafts have none. */
const itemId = v.optional(v.string());
/** What the JSON Resume item this entry came from held beyond its fields (resumeExtras.ts); never published. */
export const resumeExtra = v.optional(v.string());

export const skillValidator = v.object({
  id: itemId,
  name: v.string(),
  /** 0 to 100; the bold template draws it as a bar. */
  percentage: v.optional(v.number()),
  resume: resumeExtra,
});
export const experienceValidator = v.object({
  id: itemId,
  title: v.string(),
  company: v.string(),
  duration: v.string(),
  description: v.string(),
  resume: resumeExtra,
});
export const projectValidator = v.object({
  id: itemId,
  title: v.string(),
  link: v.string(),
  description: v.string(),
  project_image: imageId,
  technology: v.string(),
  /** Images after the cover (`project_image`); see gallery.ts. */
  gallery: v.optional(galleryValidator),
  resume: resumeExtra,
});
export const educationValidator = v.object({
  id: itemId,
  type: v.string(),
  degree: v.string(),
  institution: v.string(),
  school: v.string(),
  year: v.string(),
  cgpa: v.string(),
  resume: resumeExtra,
});
export const socialLinksValidator = v.object({
  github: v.string(),
  linkedin: v.string(),
  twitter: v.string(),
  facebook: v.string(),
  instagram: v.string(),
});
export const contactValidator = v.object({
  phone: v.string(),
  email: v.string(),
  address: v.string(),
});

/** The spec's FormData as stored: images are Convex storage ids. */
export const formDataValidator = v.object({
  name: v.string(),
  role: v.string(),
  bio: v.string(),
  image: imageId,
  about: v.string(),
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
  /** What an imported JSON Resume held beyond the draft's fields: its basics and its other top-level keys (resumeExtras.ts); never published. */
  resume: v.optional(v.object({ basics: resumeExtra, top: resumeExtra })),
});

export type FormData = Infer<typeof formDataValidator>;
export type Skill = FormData["skills"][number];
export type Experience = FormData["experience"][number];
export type Project = FormData["projects"][number];
export type Education = FormData["education"][number];
export type SocialLinks = FormData["socialLinks"];
export type ContactInfo = FormData["contact"];

/**
 * FormData as templates render it: images are ImageSources (or null). A project's gallery
 * (after the cover) arrives resolved as `galleryImages`; its storage ids are not carried.
 */
export type PortfolioContent = Omit<FormData, "image" | "projects" | "customSections"> & {
  image: ImageSource | null;
  projects: (Omit<Project, "project_image"> & { project_image: ImageSource | null; galleryImages?: ImageSource[] })[];
  customSections?: ContentSection[];
};
/** A custom section as templates render it: entry pictures resolved. */
export type ContentSection = Omit<CustomSection, "entries"> & { entries: (Omit<CustomEntry, "image"> & { image: ImageSource | null })[] };

export const emptySkill = (): Skill => ({ name: "" });
export const emptyExperience = (): Experience => ({ title: "", company: "", duration: "", description: "" });
export const emptyProject = (): Project => ({ title: "", link: "", description: "", project_image: null, technology: "" });
export const emptyEducation = (): Education => ({ type: "", degree: "", institution: "", school: "", year: "", cgpa: "" });

/** Appending a blank entry (spec: "adding ... appends a blank entry"). */
export const EMPTY_ENTRY: { [K in ListSection]: () => FormData[K][number] } = {
  skills: emptySkill,
  experience: emptyExperience,
  projects: emptyProject,
  education: emptyEducation,
};

export function emptyFormData(): FormData {
  return {
    name: "",
    role: "",
    bio: "",
    image: null,
    about: "",
    socialLinks: { github: "", linkedin: "", twitter: "", facebook: "", instagram: "" },
    skills: [],
    experience: [],
    projects: [],
    education: [],
    contact: { phone: "", email: "", address: "" },
  };
}

/** Every image storage id a FormData refers to (profile first, then projects). */
export function imageIdsOf(data: FormData): Id<"_storage">[] {
  return [...(data.image === null ? [] : [data.image]), ...data.projects.flatMap(projectImageIds), ...customSectionImageIds(data.customSections)];
}

/** Custom sections with their entries' pictures resolved through `sourceOf` (given the picture and its entry). */
export function contentSections(
  sections: CustomSection[] | undefined,
  sourceOf: (id: Id<"_storage"> | null, entry: CustomEntry) => ImageSource | null,
): ContentSection[] | undefined {
  return sections?.map((section) => ({ ...section, entries: section.entries.map((entry) => ({ ...entry, image: sourceOf(entry.image, entry) })) }));
}

/** Turns stored FormData into renderable content, resolving image ids through `sourceOf`. */
export async function toPortfolioContent(
  data: FormData,
  sourceOf: (id: Id<"_storage">) => Promise<ImageSource | null>,
): Promise<PortfolioContent> {
  const resolve = (id: Id<"_storage"> | null) => (id === null ? Promise.resolve(null) : sourceOf(id));
  const resolveAll = async (ids: Id<"_storage">[] = []) => (await Promise.all(ids.map(sourceOf))).filter((source): source is ImageSource => source !== null);
  const [image, projects, customSections] = await Promise.all([
    resolve(data.image),
    Promise.all(data.projects.map(async ({ gallery, ...p }) => ({ ...p, project_image: await resolve(p.project_image), galleryImages: await resolveAll(gallery) }))),
    data.customSections === undefined
      ? undefined
      : Promise.all(data.customSections.map(async (s) => ({ ...s, entries: await Promise.all(s.entries.map(async (e) => ({ ...e, image: await resolve(e.image) }))) }))),
  ]);
  const { customSections: _stored, ...rest } = data;
  // A page carries what it shows: an import's extra fields stay in the draft and its exports.
  return withoutResumeExtras(customSections === undefined ? { ...rest, image, projects } : { ...rest, image, projects, customSections });
}

/** How much room the JSON Resume extras take (entries, custom entries, basics and top level). */
export function resumeExtrasSize(data: FormData): number {
  const entries = [...LIST_SECTIONS.flatMap((section) => data[section] as { resume?: string }[]), ...(data.customSections ?? []).flatMap((s) => s.entries)];
  return entries.reduce((sum, entry) => sum + (entry.resume?.length ?? 0), 0) + (data.resume?.basics?.length ?? 0) + (data.resume?.top?.length ?? 0);
}

/** The data without its JSON Resume extras: what a page (or its preview) may carry. */
export function withoutResumeExtras<T extends Partial<Record<ListSection, { resume?: string }[]>> & { resume?: unknown; customSections?: { entries: { resume?: string }[] }[] }>(data: T): T {
  const strip = <E extends { resume?: string }>(list: E[]) => list.map(({ resume: _resume, ...entry }) => entry as E);
  const { resume: _resume, ...rest } = data;
  const next = { ...rest } as T;
  for (const section of LIST_SECTIONS) if (data[section]) (next as Record<string, unknown>)[section] = strip(data[section]);
  if (data.customSections) next.customSections = data.customSections.map((s) => ({ ...s, entries: strip(s.entries) }));
  return next;
}

export type ValidationMode = "draft" | "publish";
/** Field path (as the builder's form names it, e.g. `projects.2.link`) → message. */
export type FieldErrors = Record<string, string>;

/**
 * The one set of rules for FormData. Drafts only get size limits, so half-typed work is never
 * refused; publishing adds the content rules (required name, safe links, formats).
 */
export function validateFormData(data: FormData, mode: ValidationMode): FieldErrors {
  const errors: FieldErrors = {};
  const publish = mode === "publish";
  const check = (path: string, value: string, max: number, rule?: () => string | null) => {
    if (value.length > max) errors[path] = `Must be at most ${max} characters.`;
    else if (publish && value.trim() !== "" && rule) {
      const message = rule();
      if (message) errors[path] = message;
    }
  };
  const webUrl = (value: string) => () => (isSafeUrl(value, "web") ? null : "Enter a web address starting with http:// or https://.");

  check("name", data.name, LIMITS.name);
  if (publish && data.name.trim() === "") errors.name = "Your name is required to publish.";
  check("role", data.role, LIMITS.role);
  check("bio", data.bio, LIMITS.bio);
  check("about", data.about, LIMITS.about);
  for (const platform of SOCIAL_PLATFORMS) {
    const value = data.socialLinks[platform];
    check(`socialLinks.${platform}`, value, LIMITS.url, webUrl(value));
  }

  for (const section of LIST_SECTIONS) {
    if (data[section].length > LIMITS.entriesPerList) {
      errors[section] = `At most ${LIMITS.entriesPerList} entries.`;
    }
  }
  data.skills.forEach((skill, i) => {
    check(`skills.${i}.name`, skill.name, LIMITS.skillName);
    const p = skill.percentage;
    if (p !== undefined && (!Number.isInteger(p) || p < 0 || p > 100)) {
      errors[`skills.${i}.percentage`] = "Use a whole number from 0 to 100.";
    }
  });
  data.experience.forEach((entry, i) => {
    check(`experience.${i}.title`, entry.title, LIMITS.title);
    check(`experience.${i}.company`, entry.company, LIMITS.shortText);
    check(`experience.${i}.duration`, entry.duration, LIMITS.shortText);
    check(`experience.${i}.description`, entry.description, LIMITS.description);
  });
  data.projects.forEach((project, i) => {
    check(`projects.${i}.title`, project.title, LIMITS.title);
    check(`projects.${i}.link`, project.link, LIMITS.url, webUrl(project.link));
    check(`projects.${i}.description`, project.description, LIMITS.description);
    check(`projects.${i}.technology`, project.technology, LIMITS.shortText);
    const gallery = galleryError(project);
    if (gallery) errors[`projects.${i}.gallery`] = gallery;
  });
  data.education.forEach((entry, i) => {
    for (const field of ["type", "degree", "institution", "school", "year", "cgpa"] as const) {
      check(`education.${i}.${field}`, entry[field], LIMITS.shortText);
    }
  });
  check("contact.phone", data.contact.phone, LIMITS.phone, () => phoneError(data.contact.phone));
  check("contact.email", data.contact.email, LIMITS.email, () => (isEmail(data.contact.email) ? null : "Enter a valid email address."));
  check("contact.address", data.contact.address, LIMITS.contactAddress);
  if (resumeExtrasSize(data) > LIMITS.resumeExtras) errors.resume = `The imported résumé's extra fields may take at most ${LIMITS.resumeExtras} characters.`;
  return { ...errors, ...linkErrors(data.links, mode), ...sectionLayoutErrors(data.sections), ...themeErrors(data.theme), ...customSectionErrors(data.customSections, mode) };
}
