import { dequal } from "dequal";
import { canonicalJson } from "./canonicalJson";
import { customSectionTitle, customSectionsOf } from "./customSections";
import { LIST_SECTIONS, SOCIAL_PLATFORMS, type PortfolioFormData, type ListSection } from "./formData";
import { LINK_PLATFORMS, LINK_PLATFORM_LABELS, linksOf } from "./links";
import { sectionLayoutOf } from "./sectionLayout";
import { findTemplate } from "./templates";
import { resolveTheme } from "./theme";
import { DEFAULT_LANGUAGE, languageOf, publishableTranslations, type Translation } from "./translations";

/** One portfolio as a page: its template and content. */
export type PortfolioState = { templateId: string; formData: PortfolioFormData };

export type ChangeSection = "profile" | ListSection | "customSections" | "contact" | "socialLinks" | "links" | "sections" | "template" | "theme" | "languages";

/** What differs in one section between the published page and the draft, in words. */
export type SectionChange = { section: ChangeSection; label: string; summary: string };

const SECTION_LABELS: Record<ChangeSection, string> = {
  profile: "Name, role, bio and about",
  skills: "Skills",
  experience: "Experience",
  projects: "Projects",
  education: "Education",
  customSections: "Your own sections",
  contact: "Contact",
  socialLinks: "Social links",
  links: "More links",
  sections: "Section order and visibility",
  template: "Template",
  theme: "Theme",
  languages: "Languages",
};
const THEME_PARTS = [
  ["accent", "accent colour"],
  ["fonts", "fonts"],
  ["scheme", "colour scheme"],
] as const;

const PROFILE_FIELDS = [
  ["name", "name"],
  ["role", "role"],
  ["bio", "bio"],
  ["about", "about"],
  ["image", "photo"],
] as const;
const CONTACT_FIELDS = ["phone", "email", "address"] as const;
const SOCIAL_NAMES: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "Twitter",
  facebook: "Facebook",
  instagram: "Instagram",
};

// Stored values (no undefined fields): deep equality is what is meant, and key order never matters to it.
const same = dequal;
/** An entry's content as text, to match entries as a multiset: its id is the builder's bookkeeping, not something a visitor sees. */
const contentOf = (entry: unknown) => {
  if (typeof entry !== "object" || entry === null) return canonicalJson(entry);
  const { id: _id, ...rest } = entry as Record<string, unknown>;
  return canonicalJson(rest);
};
const sentence = (words: string[]) => words.join(", ").replace(/^./, (c) => c.toUpperCase());
const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

/**
 * A list's change in words: entries compared as whole values (key order ignored, as everywhere
 * else), so an edited entry counts as one removed and one added; the same entries in another
 * order read "reordered".
 */
function listSummary(published: unknown[], draft: unknown[]): string | null {
  if (same(published.map(contentOf), draft.map(contentOf))) return null;
  const remaining = published.map(contentOf);
  let added = 0;
  for (const entry of draft) {
    const at = remaining.indexOf(contentOf(entry));
    if (at === -1) added++;
    else remaining.splice(at, 1);
  }
  const removed = remaining.length;
  if (added === 0 && removed === 0) return "Reordered";
  const parts = [];
  if (added > 0) parts.push(`${entries(added)} added or edited`);
  if (removed > 0) parts.push(`${entries(removed)} removed or edited`);
  return sentence(parts);
}

/**
 * What the draft would change on the published page, section by section, in the order the
 * builder shows them; empty when publishing the draft would change nothing. Pure and shared: the
 * dashboard query computes it on the server, tests call it directly.
 */
export function changedSections(published: PortfolioState, draft: PortfolioState): SectionChange[] {
  const changes: SectionChange[] = [];
  const add = (section: ChangeSection, summary: string | null) => {
    if (summary !== null) changes.push({ section, label: SECTION_LABELS[section], summary });
  };
  const fields = (names: string[]) => (names.length === 0 ? null : `${sentence(names)} changed`);
  const a = published.formData;
  const b = draft.formData;

  add("template", published.templateId === draft.templateId ? null : `${templateName(published.templateId)} → ${templateName(draft.templateId)}`);
  add("profile", fields(PROFILE_FIELDS.filter(([field]) => !same(a[field], b[field])).map(([, word]) => word)));
  for (const section of LIST_SECTIONS) add(section, listSummary(a[section], b[section]));
  add("customSections", customSummary(customSectionsOf(a.customSections), customSectionsOf(b.customSections)));
  add("contact", fields(CONTACT_FIELDS.filter((field) => a.contact[field] !== b.contact[field])));
  add("socialLinks", fields(SOCIAL_PLATFORMS.filter((p) => a.socialLinks[p] !== b.socialLinks[p]).map((p) => SOCIAL_NAMES[p])));
  const [linksA, linksB] = [linksOf(a.links), linksOf(b.links)];
  const linkNames = LINK_PLATFORMS.filter((p) => linksA[p] !== linksB[p]).map((p) => LINK_PLATFORM_LABELS[p]);
  add("links", fields(same(linksA.custom, linksB.custom) ? linkNames : [...linkNames, "custom links"]));
  const layout = (data: typeof a) => sectionLayoutOf(data.sections, data.customSections);
  add("sections", same(layout(a), layout(b)) ? null : "Order or visibility changed");
  // No theme and the template's own look are the same page.
  const [themeA, themeB] = [resolveTheme(a.theme), resolveTheme(b.theme)];
  add("theme", fields(THEME_PARTS.filter(([part]) => themeA[part] !== themeB[part]).map(([, word]) => word)));
  add("languages", languagesSummary(a, b));
  return changes;
}

const languageName = (tag: string) => languageOf(tag)?.english ?? tag;

/**
 * The languages' change in words, as visitors would see it: the main language, and each language
 * published (a language still being translated changes nothing online). A translation's texts are
 * compared as published (blank texts and texts of removed entries left out).
 */
function languagesSummary(published: PortfolioFormData, draft: PortfolioFormData): string | null {
  const words: string[] = [];
  const [mainA, mainB] = [published.language ?? DEFAULT_LANGUAGE, draft.language ?? DEFAULT_LANGUAGE];
  if (mainA !== mainB) words.push(`main language ${languageName(mainA)} → ${languageName(mainB)}`);
  const [before, after] = [publishableTranslations(published) ?? [], publishableTranslations(draft) ?? []];
  for (const translation of after) {
    const old = before.find((t) => t.id === translation.id);
    if (!old) words.push(`${languageName(translation.id)} added`);
    else if (!same(textsOf(old), textsOf(translation))) words.push(`${languageName(translation.id)} changed`);
  }
  for (const translation of before) if (!after.some((t) => t.id === translation.id)) words.push(`${languageName(translation.id)} removed`);
  return words.length === 0 ? null : sentence(words);
}

const textsOf = (translation: Translation) => Object.fromEntries(translation.texts.map((t) => [t.id, t.text]));

/** The owner's own sections in words: each by its title, added, removed or changed (entries compared by content). */
function customSummary(published: NonNullable<PortfolioFormData["customSections"]>, draft: NonNullable<PortfolioFormData["customSections"]>): string | null {
  const words: string[] = [];
  for (const section of draft) {
    const before = published.find((s) => s.id === section.id);
    const title = `“${customSectionTitle(section)}”`;
    if (!before) words.push(`${title} added`);
    else if (before.title !== section.title || before.kind !== section.kind || listSummary(before.entries, section.entries) !== null)
      words.push(`${title} changed`);
  }
  for (const section of published) if (!draft.some((s) => s.id === section.id)) words.push(`“${customSectionTitle(section)}” removed`);
  return words.length === 0 ? null : sentence(words);
}

function templateName(id: string) {
  return findTemplate(id)?.name ?? id;
}
