import type { PortfolioFormData } from "./formData";
import { DEFAULT_LANGUAGE, MAX_TRANSLATIONS, TRANSLATABLE_FIELDS, type TextKey, type Translation } from "./translations";

/*
 * A whole portfolio through its translations (translations.ts is the part of the form they are):
 * the texts a translation may replace, the portfolio as it reads in one language, and what a
 * publish or a restore keeps of its languages.
 */

/** A text of the main language that a translation may replace, with its limit. */
export type TranslatableText = { key: TextKey; text: string; max: number };

const entryTexts = <E extends { id?: string }>(prefix: string, entries: E[], fields: Record<string, number>): TranslatableText[] =>
  entries.flatMap((entry) =>
    entry.id === undefined
      ? []
      : Object.entries(fields).map(([field, max]) => ({
          key: `${prefix}.${entry.id}.${field}`,
          text: String((entry as Record<string, unknown>)[field] ?? ""),
          max,
        })),
  );

/** Every text of the main language a translation may replace, in the form's order. Entries without an id (older drafts, before the builder names them) are left out. */
export function translatableTexts(data: PortfolioFormData): TranslatableText[] {
  const f = TRANSLATABLE_FIELDS;
  return [
    ...Object.entries(f.personal).map(([field, max]) => ({ key: field, text: data[field as keyof typeof f.personal], max })),
    { key: "about", text: data.about, max: f.about },
    ...entryTexts("skills", data.skills, f.skills),
    ...entryTexts("experience", data.experience, f.experience),
    ...entryTexts("projects", data.projects, f.projects),
    ...entryTexts("education", data.education, f.education),
    { key: "contact.address", text: data.contact.address, max: f.contact.address },
    ...(data.customSections ?? []).flatMap((section) => [
      { key: `customSections.${section.id}.title`, text: section.title, max: f.customSection },
      ...entryTexts(`customSections.${section.id}.entries`, section.entries, f.customEntry),
    ]),
  ];
}

export const translationOf = (data: PortfolioFormData, tag: string): Translation | undefined => data.translations?.find((t) => t.id === tag);

/** The tags a visitor may open: the main language, then each translation marked to publish. */
export function publishedLanguages(data: PortfolioFormData): string[] {
  return [data.language ?? DEFAULT_LANGUAGE, ...(data.translations ?? []).filter((t) => t.publish).map((t) => t.id)];
}

/**
 * The portfolio as it reads in `tag`: each text the translation holds (non-blank) replaces the
 * main language's; the rest falls back. Structure is shared, so the result has the same entries,
 * images and links. The main language (or an unknown tag) returns `data` itself.
 */
export function localizedFormData(data: PortfolioFormData, tag: string): PortfolioFormData {
  const translation = translationOf(data, tag);
  if (translation === undefined) return data;
  const texts = new Map(translation.texts.filter((t) => t.text.trim() !== "").map((t) => [t.id, t.text]));
  if (texts.size === 0) return { ...data, language: tag };
  const pick = (key: string, fallback: string) => texts.get(key) ?? fallback;
  const entries = <E extends { id?: string }>(prefix: string, list: E[], fields: Record<string, number>): E[] =>
    list.map((entry) => {
      if (entry.id === undefined) return entry;
      const next: Record<string, unknown> = { ...entry };
      for (const field of Object.keys(fields)) next[field] = pick(`${prefix}.${entry.id}.${field}`, String(next[field] ?? ""));
      return next as E;
    });
  const f = TRANSLATABLE_FIELDS;
  return {
    ...data,
    language: tag,
    name: pick("name", data.name),
    role: pick("role", data.role),
    bio: pick("bio", data.bio),
    about: pick("about", data.about),
    skills: entries("skills", data.skills, f.skills),
    experience: entries("experience", data.experience, f.experience),
    projects: entries("projects", data.projects, f.projects),
    education: entries("education", data.education, f.education),
    contact: { ...data.contact, address: pick("contact.address", data.contact.address) },
    customSections: data.customSections?.map((section) => ({
      ...section,
      title: pick(`customSections.${section.id}.title`, section.title),
      entries: entries(`customSections.${section.id}.entries`, section.entries, f.customEntry),
    })),
  };
}

/**
 * What a publish puts online: only the languages marked to publish, each without texts whose
 * entry is gone or that are blank (public data carries nothing the owner has not published).
 */
export function publishableTranslations(data: PortfolioFormData): Translation[] | undefined {
  if (data.translations === undefined) return undefined;
  const keys = new Set(translatableTexts(data).map((t) => t.key));
  return data.translations.filter((t) => t.publish).map((t) => ({ ...t, texts: t.texts.filter((text) => keys.has(text.id) && text.text.trim() !== "") }));
}

/**
 * The data a publish stores (the page, its history version, the API's portfolio): the draft with
 * only `publishableTranslations`. Unpublished languages stay in the draft alone.
 */
export function publishableFormData(data: PortfolioFormData): PortfolioFormData {
  const { translations: _all, ...rest } = data;
  const translations = publishableTranslations(data);
  return translations === undefined || translations.length === 0 ? rest : { ...rest, translations };
}

/**
 * One language of a published portfolio, as its page shows it: the main language for `tag`
 * undefined or the main tag, else a translation marked to publish, localized with fallback. The
 * result carries `language` (the page's own) and no `translations`: a page holds one language.
 * Null for a tag the portfolio does not publish.
 */
export function contentIn(data: PortfolioFormData, tag?: string): PortfolioFormData | null {
  const main = data.language ?? DEFAULT_LANGUAGE;
  const chosen = tag ?? main;
  if (chosen !== main && translationOf(data, chosen)?.publish !== true) return null;
  const { translations: _all, ...page } = localizedFormData(data, chosen);
  return { ...page, language: chosen };
}

/**
 * The draft a restored version becomes: the version's content, plus the draft's languages the
 * version does not hold (unpublished ones never reach the history, so restoring must not drop them),
 * as many as MAX_TRANSLATIONS leaves room for.
 */
export function withDraftOnlyTranslations(restored: PortfolioFormData, draft: PortfolioFormData | null): PortfolioFormData {
  const held = new Set([restored.language ?? DEFAULT_LANGUAGE, ...(restored.translations ?? []).map((t) => t.id)]);
  const room = MAX_TRANSLATIONS - (restored.translations ?? []).length;
  const kept = (draft?.translations ?? []).filter((t) => !held.has(t.id)).slice(0, Math.max(0, room));
  return kept.length === 0 ? restored : { ...restored, translations: [...(restored.translations ?? []), ...kept] };
}
