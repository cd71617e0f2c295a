import { CUSTOM_ENTRY_LIMITS } from "../customSections";
import { LIMITS } from "../limits";
import { ABOUT_LIMIT } from "./about";
import { CONTACT_LIMITS } from "./contact";
import { EDUCATION_LIMITS } from "./education";
import { EXPERIENCE_LIMITS } from "./experience";
import { PERSONAL_LIMITS } from "./personal";
import { PROJECT_LIMITS } from "./projects";
import { SKILL_LIMITS } from "./skills";
import { SOCIAL_LINK_LIMIT, SOCIAL_PLATFORMS } from "./socialLinks";

const prefixed = (prefix: string, limits: Record<string, number>) =>
  Object.fromEntries(Object.entries(limits).map(([field, max]) => [`${prefix}.${field}`, max]));

/**
 * Each text field the builder binds, by its path without list indexes (`experience.title`), with
 * the limit its section's rules check: the builder's counters and `maxLength` come from here.
 */
export const FIELD_LIMITS: Readonly<Record<string, number>> = {
  ...PERSONAL_LIMITS,
  about: ABOUT_LIMIT,
  ...prefixed("socialLinks", Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, SOCIAL_LINK_LIMIT]))),
  ...prefixed("skills", SKILL_LIMITS),
  ...prefixed("experience", EXPERIENCE_LIMITS),
  ...prefixed("projects", PROJECT_LIMITS),
  ...prefixed("education", EDUCATION_LIMITS),
  ...prefixed("contact", CONTACT_LIMITS),
  "customSections.title": LIMITS.customSectionTitle,
  ...prefixed("customSections.entries", CUSTOM_ENTRY_LIMITS),
};

/** The limit of a form path such as `experience.2.title` or `socialLinks.github`, if it has one. */
export function limitOf(path: string): number | undefined {
  return FIELD_LIMITS[path.replace(/\.\d+(\.|$)/g, "$1")];
}
