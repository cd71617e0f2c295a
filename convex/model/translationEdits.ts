import type { PortfolioFormData } from "./formData";
import { translatableTexts, translationOf } from "./formTranslations";
import { DEFAULT_LANGUAGE, limitOfKey, MAX_TRANSLATIONS, type TextKey, type Translation } from "./translations";

/*
 * Edits of a portfolio's languages, as the builder makes them: pure functions from one PortfolioFormData
 * to the next (so undo, autosave and the merge across devices treat them as any other edit).
 * The model itself is translations.ts (what a translation is, its rules) and formTranslations.ts (fallbacks).
 */

/** The main language's tag (drafts from before languages: English). */
export const mainLanguageOf = (data: Pick<PortfolioFormData, "language">): string => data.language ?? DEFAULT_LANGUAGE;

/**
 * The text key of a form path (`projects.2.title` → `projects.<entry id>.title`), or null when the
 * path names no translatable text (links, dates of education, levels, pictures) or an entry
 * without an id.
 */
export function textKeyOf(data: PortfolioFormData, path: string): TextKey | null {
  const parts: string[] = [];
  let node: unknown = data;
  for (const part of path.split(".")) {
    if (Array.isArray(node)) {
      const entry = /^\d+$/.test(part) ? (node[Number(part)] as { id?: unknown } | undefined) : undefined;
      if (typeof entry?.id !== "string") return null;
      parts.push(entry.id);
      node = entry;
    } else {
      parts.push(part);
      node = (node as Record<string, unknown> | undefined)?.[part];
    }
  }
  const key = parts.join(".");
  return limitOfKey(key) === null ? null : key;
}

/** The translation's text for `key` ("" when it has none). */
export const translatedText = (data: PortfolioFormData, tag: string, key: TextKey): string =>
  translationOf(data, tag)?.texts.find((text) => text.id === key)?.text ?? "";

const withTranslation = (data: PortfolioFormData, tag: string, change: (translation: Translation) => Translation): PortfolioFormData => ({
  ...data,
  translations: (data.translations ?? []).map((translation) => (translation.id === tag ? change(translation) : translation)),
});

/** Sets one translated text; an emptied text is removed (it falls back to the main language). */
export function setTranslatedText(data: PortfolioFormData, tag: string, key: TextKey, text: string): PortfolioFormData {
  if (translationOf(data, tag) === undefined) return data;
  return withTranslation(data, tag, (translation) => {
    const texts = translation.texts.filter((t) => t.id !== key || text !== "");
    const index = texts.findIndex((t) => t.id === key);
    if (index !== -1) texts[index] = { id: key, text };
    else if (text !== "") texts.push({ id: key, text });
    return { ...translation, texts };
  });
}

/** The languages that may still be added: not the main one, not one already added; none once at the limit. */
export function addableLanguages<L extends { tag: string }>(data: PortfolioFormData, languages: readonly L[]): L[] {
  const present = new Set([mainLanguageOf(data), ...(data.translations ?? []).map((t) => t.id)]);
  return (data.translations?.length ?? 0) >= MAX_TRANSLATIONS ? [] : languages.filter((language) => !present.has(language.tag));
}

/** Adds a language, not yet published (the owner publishes it once translated). */
export function addLanguage(data: PortfolioFormData, tag: string): PortfolioFormData {
  if (tag === mainLanguageOf(data) || translationOf(data, tag) !== undefined) return data;
  return { ...data, translations: [...(data.translations ?? []), { id: tag, publish: false, texts: [] }] };
}

/** Removes a language and its texts. */
export function removeLanguage(data: PortfolioFormData, tag: string): PortfolioFormData {
  return { ...data, translations: (data.translations ?? []).filter((translation) => translation.id !== tag) };
}

export const setLanguagePublished = (data: PortfolioFormData, tag: string, publish: boolean): PortfolioFormData =>
  withTranslation(data, tag, (translation) => ({ ...translation, publish }));

/** Says which language the main texts are in (they stay as they are). */
export const setMainLanguage = (data: PortfolioFormData, tag: string): PortfolioFormData => ({ ...data, language: tag });

/**
 * How far a translation is: the main language's texts that hold something, and how many of those
 * it translates (texts of entries since removed do not count).
 */
export function translationProgress(data: PortfolioFormData, tag: string): { translated: number; total: number } {
  const texts = new Map(translationOf(data, tag)?.texts.map((t) => [t.id, t.text]));
  const wanted = translatableTexts(data).filter((t) => t.text.trim() !== "");
  return { translated: wanted.filter((t) => (texts.get(t.key) ?? "").trim() !== "").length, total: wanted.length };
}

/** One entry's translated texts as one string (keys starting with `prefix`, e.g. `projects.<id>.`): changes when any of them does. */
export const translatedEntryTexts = (data: PortfolioFormData, tag: string, prefix: string): string =>
  JSON.stringify(translationOf(data, tag)?.texts.filter((text) => text.id.startsWith(prefix)) ?? []);

/**
 * What changed between two versions of the translations, as form paths: each text changed
 * (`translations.fr.role`), or the language itself (`translations.fr`) when it was added,
 * removed or published.
 */
export function changedTranslationPaths(before: Translation[] = [], after: Translation[] = []): string[] {
  const paths: string[] = [];
  for (const tag of new Set([...before, ...after].map((t) => t.id))) {
    const [a, b] = [before.find((t) => t.id === tag), after.find((t) => t.id === tag)];
    if (!a || !b || a.publish !== b.publish) {
      paths.push(`translations.${tag}`);
      continue;
    }
    const texts = (t: Translation) => new Map(t.texts.map((text) => [text.id, text.text]));
    const [ta, tb] = [texts(a), texts(b)];
    for (const key of new Set([...ta.keys(), ...tb.keys()])) if (ta.get(key) !== tb.get(key)) paths.push(`translations.${tag}.${key}`);
  }
  return paths;
}
