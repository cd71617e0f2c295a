import type { FormData } from "../../../convex/model/formData";
import { canonicalJson } from "./canonicalJson";

/** The builder's sidebar sections, in order, and the FormData fields each one edits. */
export const SECTIONS = [
  { id: "personal", label: "Personal", fields: ["name", "role", "bio", "image", "socialLinks"] },
  { id: "about", label: "About", fields: ["about"] },
  { id: "skills", label: "Skills", fields: ["skills"] },
  { id: "experience", label: "Experience", fields: ["experience"] },
  { id: "projects", label: "Projects", fields: ["projects"] },
  { id: "education", label: "Education", fields: ["education"] },
  { id: "contact", label: "Contact", fields: ["contact"] },
] as const satisfies readonly { id: string; label: string; fields: readonly (keyof FormData)[] }[];

export type SectionId = (typeof SECTIONS)[number]["id"];
export const SECTION_IDS: SectionId[] = SECTIONS.map((s) => s.id);

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as string[]).includes(value);
}

/** The section holding a form path such as `projects.2.link` or `socialLinks.github`. */
export function sectionOfPath(path: string): SectionId {
  const field = path.split(".")[0];
  return SECTIONS.find((s) => (s.fields as readonly string[]).includes(field))?.id ?? "personal";
}

/** Sections that hold at least one error, for the sidebar markers. */
export function sectionsWithErrors(errors: Record<string, unknown>): Set<SectionId> {
  return new Set(
    Object.entries(errors)
      .filter(([, message]) => Boolean(message))
      .map(([path]) => sectionOfPath(path)),
  );
}

/** The first section (in sidebar order) that holds an error, or null. */
export function firstSectionWithError(errors: Record<string, unknown>): SectionId | null {
  const withErrors = sectionsWithErrors(errors);
  return SECTION_IDS.find((id) => withErrors.has(id)) ?? null;
}

/** Whether two versions differ anywhere in a section. */
export function sectionDiffers(section: SectionId, a: FormData, b: FormData): boolean {
  const fields = SECTIONS.find((s) => s.id === section)!.fields as readonly (keyof FormData)[];
  return fields.some((field) => canonicalJson(a[field]) !== canonicalJson(b[field]));
}

export type SectionChoice = "mine" | "theirs";

/** Builds one version from two, taking each section from the side chosen for it. */
export function mergeBySection(mine: FormData, theirs: FormData, choices: Partial<Record<SectionId, SectionChoice>>): FormData {
  const merged = structuredClone(mine);
  for (const section of SECTIONS) {
    if ((choices[section.id] ?? "mine") !== "theirs") continue;
    for (const field of section.fields) {
      (merged as Record<string, unknown>)[field] = structuredClone(theirs[field]);
    }
  }
  return merged;
}
