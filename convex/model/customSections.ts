import { v, type Infer } from "convex/values";
import type { GenericId as Id } from "convex/values";
import { LIMITS } from "./limits";
import { errorCollector, webUrlRule, type FieldErrors, type ValidationMode } from "./sections/rules";

/**
 * Sections of the owner's own (Awards, Publications, Talks, Languages…): a title and a list of
 * entries, each with a title, subtitle, date or range, Markdown description, link and optional
 * picture. In the section layout they are `custom:<id>` (sectionLayout.ts), so they are ordered,
 * hidden and shown like the built-in sections. `kind` names the JSON Resume list a section
 * mirrors (jsonResume.ts); sections without one travel in the résumé's `x-portfolio` extension.
 */

/** The JSON Resume lists with no fixed section of their own; each maps to a custom section. */
export const RESUME_KINDS = ["awards", "certificates", "publications", "languages", "interests", "references", "volunteer"] as const;
export type ResumeKind = (typeof RESUME_KINDS)[number];

export const RESUME_KIND_TITLES: Record<ResumeKind, string> = {
  awards: "Awards",
  certificates: "Certifications",
  publications: "Publications",
  languages: "Languages",
  interests: "Interests",
  references: "References",
  volunteer: "Volunteering",
};

/** Titles the builder offers for a new section (any other title may be typed). */
export const SUGGESTED_SECTION_TITLES = ["Awards", "Publications", "Talks", "Certifications", "Languages", "Volunteering", "Interests", "References"] as const;

export const customEntryValidator = v.object({
  /** Stable id (the builder's merge, undo and picture slot follow it); imports may leave it out. */
  id: v.optional(v.string()),
  title: v.string(),
  subtitle: v.string(),
  /** A date or a range as the owner writes it ("2023", "2019 – 2021", "May 2024"). */
  date: v.string(),
  /** Markdown subset, like the other descriptions. */
  description: v.string(),
  link: v.string(),
  image: v.union(v.id("_storage"), v.null()),
  /** What the JSON Resume item it came from held beyond these fields (resumeExtras.ts); never published. */
  resume: v.optional(v.string()),
});

export const customSectionValidator = v.object({
  /** Short and stable: the layout's `custom:<id>` and the page's anchor name it. */
  id: v.string(),
  title: v.string(),
  kind: v.optional(v.union(...RESUME_KINDS.map((kind) => v.literal(kind)))),
  entries: v.array(customEntryValidator),
});

export const customSectionsValidator = v.array(customSectionValidator);

export type CustomEntry = Infer<typeof customEntryValidator>;
export type CustomSection = Infer<typeof customSectionValidator>;

/** What a section id may be: it becomes part of an element id and an address's #fragment. */
export const CUSTOM_SECTION_ID = /^[a-z0-9]{1,24}$/;
export const CUSTOM_PREFIX = "custom:";
export type CustomLayoutId = `custom:${string}`;

export const customLayoutId = (sectionId: string): CustomLayoutId => `${CUSTOM_PREFIX}${sectionId}`;
export const isCustomLayoutId = (id: string): id is CustomLayoutId => id.startsWith(CUSTOM_PREFIX) && CUSTOM_SECTION_ID.test(id.slice(CUSTOM_PREFIX.length));

/** The custom sections of stored data (older drafts have none). */
export const customSectionsOf = <T>(stored: T[] | undefined): T[] => stored ?? [];

export const emptyCustomEntry = (): CustomEntry => ({ title: "", subtitle: "", date: "", description: "", link: "", image: null });

/** A section id not yet used in `taken`: random, lower-case letters and digits. */
export function newCustomSectionId(taken: readonly { id: string }[], random: () => number = Math.random): string {
  for (;;) {
    const id = `s${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, "0")}`;
    if (!taken.some((section) => section.id === id)) return id;
  }
}

/** The section's heading: its title, or a placeholder while it has none. */
export const customSectionTitle = (section: Pick<CustomSection, "title">): string => section.title.trim() || "Untitled section";

/** Every picture the custom sections refer to. */
export function customSectionImageIds(sections: CustomSection[] | undefined): Id<"_storage">[] {
  return customSectionsOf(sections).flatMap((section) => section.entries.flatMap((entry) => (entry.image === null ? [] : [entry.image])));
}

export const CUSTOM_ENTRY_LIMITS = {
  title: LIMITS.title,
  subtitle: LIMITS.shortText,
  date: LIMITS.shortText,
  description: LIMITS.customDescription,
  link: LIMITS.url,
} as const;
export const customSectionPath = <F extends "id" | "title" | "entries">(index: number, field: F) => `customSections.${index}.${field}` as const;
export const customEntryPath = <F extends keyof typeof CUSTOM_ENTRY_LIMITS>(section: number, entry: number, field: F) =>
  `customSections.${section}.entries.${entry}.${field}` as const;

/**
 * The rules for `customSections`, at the builder's field paths (`customSections.1.entries.0.link`).
 * Drafts get size limits (how many sections and entries, field lengths, well-formed ids);
 * publishing adds safe links and a title for every section that has entries.
 */
export function customSectionErrors(stored: CustomSection[] | undefined, mode: ValidationMode): FieldErrors {
  if (stored === undefined) return {};
  const { errors, publish, check } = errorCollector(mode);
  if (stored.length > LIMITS.customSections) errors.customSections = `At most ${LIMITS.customSections} sections of your own.`;
  const total = stored.reduce((sum, section) => sum + section.entries.length, 0);
  if (total > LIMITS.customEntriesTotal) errors.customSections = `At most ${LIMITS.customEntriesTotal} entries across your own sections.`;
  const seen = new Set<string>();
  stored.forEach((section, i) => {
    const id = customSectionPath(i, "id");
    if (!CUSTOM_SECTION_ID.test(section.id) || seen.has(section.id)) errors[id] = "This section needs a unique id of letters and digits.";
    seen.add(section.id);
    const title = customSectionPath(i, "title");
    check(title, section.title, LIMITS.customSectionTitle);
    if (publish && section.title.trim() === "" && section.entries.length > 0 && !errors[title]) errors[title] = "Give this section a title.";
    if (section.entries.length > LIMITS.customEntries) errors[customSectionPath(i, "entries")] = `At most ${LIMITS.customEntries} entries.`;
    section.entries.forEach((entry, j) => {
      for (const field of Object.keys(CUSTOM_ENTRY_LIMITS) as (keyof typeof CUSTOM_ENTRY_LIMITS)[]) {
        check(customEntryPath(i, j, field), entry[field], CUSTOM_ENTRY_LIMITS[field], field === "link" ? webUrlRule : undefined);
      }
    });
  });
  return errors;
}
