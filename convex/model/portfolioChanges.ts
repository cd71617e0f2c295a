import { canonicalJson } from "./canonicalJson";
import { LIST_SECTIONS, SOCIAL_PLATFORMS, type FormData, type ListSection } from "./formData";
import { LINK_PLATFORMS, LINK_PLATFORM_LABELS, linksOf } from "./links";
import { sectionLayoutOf } from "./sectionLayout";
import { findTemplate } from "./templates";
import { resolveTheme } from "./theme";

/** One portfolio as a page: its template and content. */
export type PortfolioState = { templateId: string; formData: FormData };

export type ChangeSection = "profile" | ListSection | "contact" | "socialLinks" | "links" | "sections" | "template" | "theme";

/** What differs in one section between the published page and the draft, in words. */
export type SectionChange = { section: ChangeSection; label: string; summary: string };

const SECTION_LABELS: Record<ChangeSection, string> = {
  profile: "Name, role, bio and about",
  skills: "Skills",
  experience: "Experience",
  projects: "Projects",
  education: "Education",
  contact: "Contact",
  socialLinks: "Social links",
  links: "More links",
  sections: "Section order and visibility",
  template: "Template",
  theme: "Theme",
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

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const sentence = (words: string[]) => words.join(", ").replace(/^./, (c) => c.toUpperCase());
const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

/**
 * A list's change in words: entries compared as whole values (key order ignored, as everywhere
 * else), so an edited entry counts as one removed and one added; the same entries in another
 * order read "reordered".
 */
function listSummary(published: unknown[], draft: unknown[]): string | null {
  if (same(published, draft)) return null;
  const remaining = published.map((entry) => canonicalJson(entry));
  let added = 0;
  for (const entry of draft) {
    const at = remaining.indexOf(canonicalJson(entry));
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
  add("contact", fields(CONTACT_FIELDS.filter((field) => a.contact[field] !== b.contact[field])));
  add("socialLinks", fields(SOCIAL_PLATFORMS.filter((p) => a.socialLinks[p] !== b.socialLinks[p]).map((p) => SOCIAL_NAMES[p])));
  const [linksA, linksB] = [linksOf(a.links), linksOf(b.links)];
  const linkNames = LINK_PLATFORMS.filter((p) => linksA[p] !== linksB[p]).map((p) => LINK_PLATFORM_LABELS[p]);
  add("links", fields(same(linksA.custom, linksB.custom) ? linkNames : [...linkNames, "custom links"]));
  add("sections", same(sectionLayoutOf(a.sections), sectionLayoutOf(b.sections)) ? null : "Order or visibility changed");
  // No theme and the template's own look are the same page.
  const [themeA, themeB] = [resolveTheme(a.theme), resolveTheme(b.theme)];
  add("theme", fields(THEME_PARTS.filter(([part]) => themeA[part] !== themeB[part]).map(([, word]) => word)));
  return changes;
}

function templateName(id: string) {
  return findTemplate(id)?.name ?? id;
}
