import { dequal } from "dequal";
import { canonicalJson } from "./canonicalJson";
import { customSectionsOf } from "./customSections";
import { LIST_SECTIONS, SOCIAL_PLATFORMS, type PortfolioFormData, type ListSection } from "./formData";
import { LINK_PLATFORMS, linksOf } from "./links";
import { sectionLayoutOf } from "./sectionLayout";
import { resolveTheme } from "./theme";
import { publishableTranslations } from "./formTranslations";
import { DEFAULT_LANGUAGE, type Translation } from "./translations";

/** One portfolio as a page: its template and content. */
export type PortfolioState = { templateId: string; formData: PortfolioFormData };

export type ChangeSection = "profile" | ListSection | "customSections" | "contact" | "socialLinks" | "links" | "sections" | "template" | "theme" | "languages";

/** Profile fields, contact fields, theme parts: keys of the fields compared one by one. */
export const PROFILE_FIELDS = ["name", "role", "bio", "about", "image"] as const;
export const CONTACT_FIELDS = ["phone", "email", "address"] as const;
export const THEME_PARTS = ["accent", "fonts", "scheme"] as const;
/** Links are compared per platform, and the owner's custom links as one. */
export const LINK_FIELDS = [...LINK_PLATFORMS, "custom"] as const;

export type FieldsSection = "profile" | "contact" | "socialLinks" | "links" | "theme";
export type ItemChange = "added" | "changed" | "removed";

/**
 * What differs in one section between the published page and the draft, as facts (kinds, counts,
 * field keys, titles, language tags) rather than words: the UI says them in the reader's language
 * (src/publishing/changeSummary.ts), so the model holds no English sentence.
 */
export type ChangeFacts =
  | { kind: "template"; from: string; to: string }
  /** Keys from PROFILE_FIELDS, CONTACT_FIELDS, SOCIAL_PLATFORMS, LINK_FIELDS or THEME_PARTS (by section), in that order. */
  | { kind: "fields"; fields: string[] }
  /** Entries compared as whole values, so an edited entry counts in both; 0 and 0 is the same entries reordered. */
  | { kind: "entries"; added: number; removed: number }
  | { kind: "layout" }
  /** The owner's own sections by title ("" when untitled). */
  | { kind: "customSections"; items: { title: string; change: ItemChange }[] }
  /** Language tags (BCP 47, as in translations.ts). */
  | { kind: "languages"; main: { from: string; to: string } | null; items: { tag: string; change: ItemChange }[] };

export type SectionChange = { section: ChangeSection; facts: ChangeFacts };

// Stored values (no undefined fields): deep equality is what is meant, and key order never matters to it.
const same = dequal;
/** An entry's content as text, to match entries as a multiset: its id is the builder's bookkeeping, not something a visitor sees. */
const contentOf = (entry: unknown) => {
  if (typeof entry !== "object" || entry === null) return canonicalJson(entry);
  const { id: _id, ...rest } = entry as Record<string, unknown>;
  return canonicalJson(rest);
};

/** A list's change, entries matched as a multiset of contents (key order ignored, as everywhere else). */
function listChange(published: unknown[], draft: unknown[]): ChangeFacts | null {
  if (same(published.map(contentOf), draft.map(contentOf))) return null;
  const remaining = published.map(contentOf);
  let added = 0;
  for (const entry of draft) {
    const at = remaining.indexOf(contentOf(entry));
    if (at === -1) added++;
    else remaining.splice(at, 1);
  }
  return { kind: "entries", added, removed: remaining.length };
}

/**
 * What the draft would change on the published page, section by section, in the order the
 * builder shows them; empty when publishing the draft would change nothing. Pure and shared: the
 * dashboard query computes it on the server, the import preview in the browser, tests directly.
 */
export function changedSections(published: PortfolioState, draft: PortfolioState): SectionChange[] {
  const changes: SectionChange[] = [];
  const add = (section: ChangeSection, facts: ChangeFacts | null) => {
    if (facts !== null) changes.push({ section, facts });
  };
  const fields = (keys: string[]): ChangeFacts | null => (keys.length === 0 ? null : { kind: "fields", fields: keys });
  const a = published.formData;
  const b = draft.formData;

  add("template", published.templateId === draft.templateId ? null : { kind: "template", from: published.templateId, to: draft.templateId });
  add("profile", fields(PROFILE_FIELDS.filter((field) => !same(a[field], b[field]))));
  for (const section of LIST_SECTIONS) add(section, listChange(a[section], b[section]));
  add("customSections", customChange(customSectionsOf(a.customSections), customSectionsOf(b.customSections)));
  add("contact", fields(CONTACT_FIELDS.filter((field) => a.contact[field] !== b.contact[field])));
  add("socialLinks", fields(SOCIAL_PLATFORMS.filter((p) => a.socialLinks[p] !== b.socialLinks[p])));
  const [linksA, linksB] = [linksOf(a.links), linksOf(b.links)];
  add("links", fields(LINK_FIELDS.filter((field) => !same(linksA[field], linksB[field]))));
  const layout = (data: typeof a) => sectionLayoutOf(data.sections, data.customSections);
  add("sections", same(layout(a), layout(b)) ? null : { kind: "layout" });
  // No theme and the template's own look are the same page.
  const [themeA, themeB] = [resolveTheme(a.theme), resolveTheme(b.theme)];
  add("theme", fields(THEME_PARTS.filter((part) => themeA[part] !== themeB[part])));
  add("languages", languagesChange(a, b));
  return changes;
}

/**
 * The languages' change as visitors would see it: the main language, and each language published
 * (a language still being translated changes nothing online). A translation's texts are compared
 * as published (blank texts and texts of removed entries left out).
 */
function languagesChange(published: PortfolioFormData, draft: PortfolioFormData): ChangeFacts | null {
  const [mainA, mainB] = [published.language ?? DEFAULT_LANGUAGE, draft.language ?? DEFAULT_LANGUAGE];
  const items: { tag: string; change: ItemChange }[] = [];
  const [before, after] = [publishableTranslations(published) ?? [], publishableTranslations(draft) ?? []];
  for (const translation of after) {
    const old = before.find((t) => t.id === translation.id);
    if (!old) items.push({ tag: translation.id, change: "added" });
    else if (!same(textsOf(old), textsOf(translation))) items.push({ tag: translation.id, change: "changed" });
  }
  for (const translation of before) if (!after.some((t) => t.id === translation.id)) items.push({ tag: translation.id, change: "removed" });
  const main = mainA === mainB ? null : { from: mainA, to: mainB };
  return main === null && items.length === 0 ? null : { kind: "languages", main, items };
}

const textsOf = (translation: Translation) => Object.fromEntries(translation.texts.map((t) => [t.id, t.text]));

/** The owner's own sections, each by its title: added, removed or changed (entries compared by content). */
function customChange(
  published: NonNullable<PortfolioFormData["customSections"]>,
  draft: NonNullable<PortfolioFormData["customSections"]>,
): ChangeFacts | null {
  const items: { title: string; change: ItemChange }[] = [];
  for (const section of draft) {
    const before = published.find((s) => s.id === section.id);
    if (!before) items.push({ title: section.title.trim(), change: "added" });
    else if (before.title !== section.title || before.kind !== section.kind || listChange(before.entries, section.entries) !== null)
      items.push({ title: section.title.trim(), change: "changed" });
  }
  for (const section of published) if (!draft.some((s) => s.id === section.id)) items.push({ title: section.title.trim(), change: "removed" });
  return items.length === 0 ? null : { kind: "customSections", items };
}
