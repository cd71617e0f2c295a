import { LIMITS } from "../../../convex/model/limits";

/** Each text field's size limit (the same numbers validateFormData checks), by form path. */
const BY_FIELD: Record<string, number> = {
  name: LIMITS.name,
  role: LIMITS.role,
  bio: LIMITS.bio,
  about: LIMITS.about,
  "skills.name": LIMITS.skillName,
  "experience.title": LIMITS.title,
  "experience.company": LIMITS.shortText,
  "experience.duration": LIMITS.shortText,
  "experience.description": LIMITS.description,
  "projects.title": LIMITS.title,
  "projects.link": LIMITS.url,
  "projects.description": LIMITS.description,
  "projects.technology": LIMITS.shortText,
  "contact.phone": LIMITS.phone,
  "contact.email": LIMITS.email,
  "contact.address": LIMITS.contactAddress,
  "customSections.title": LIMITS.customSectionTitle,
  "customSections.entries.title": LIMITS.title,
  "customSections.entries.subtitle": LIMITS.shortText,
  "customSections.entries.date": LIMITS.shortText,
  "customSections.entries.description": LIMITS.customDescription,
  "customSections.entries.link": LIMITS.url,
};

/** The limit of a form path such as `experience.2.title` or `socialLinks.github`, if it has one. */
export function limitOf(path: string): number | undefined {
  const field = path.replace(/\.\d+(\.|$)/g, "$1");
  if (field.startsWith("socialLinks.")) return LIMITS.url;
  if (field.startsWith("education.")) return LIMITS.shortText;
  return BY_FIELD[field];
}

/** The counter shows from this share of the limit on, so it is there when it matters. */
export const COUNTER_FROM = 0.8;
