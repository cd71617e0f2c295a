import { v, type Infer } from "convex/values";
import { LIMITS } from "./limits";
import { tooLongMessage, type FieldErrors } from "./sections/rules";

/*
 * One portfolio in several languages. The draft (PortfolioFormData) holds the main language's text and
 * everything shared: entries, their order, images, links, dates, theme. Each added language is a
 * `Translation`: the texts it translates, keyed by where they sit (`textKey`), entries named by
 * their stable id, so a new project appears in every language and a moved one keeps its words.
 * What a language does not translate falls back to the main language's text.
 *
 * Translations live inside PortfolioFormData, so undo, the merge across devices (lists merge by `id`: a
 * language by its tag, a text by its key), autosave, size limits and publish history need nothing
 * of their own. This module is that part of the form (the languages, the stored shape, its rules);
 * formTranslations.ts reads a whole form through it.
 */

/** A language people can add: BCP 47 tag, its own name for itself, and its writing direction. */
export type Language = { tag: string; name: string; english: string; dir: "ltr" | "rtl" };

/** The languages the builder offers (common ones; the main language may be any of them). */
export const LANGUAGES: readonly Language[] = [
  { tag: "en", name: "English", english: "English", dir: "ltr" },
  { tag: "fr", name: "Français", english: "French", dir: "ltr" },
  { tag: "es", name: "Español", english: "Spanish", dir: "ltr" },
  { tag: "de", name: "Deutsch", english: "German", dir: "ltr" },
  { tag: "it", name: "Italiano", english: "Italian", dir: "ltr" },
  { tag: "pt", name: "Português", english: "Portuguese", dir: "ltr" },
  { tag: "nl", name: "Nederlands", english: "Dutch", dir: "ltr" },
  { tag: "pl", name: "Polski", english: "Polish", dir: "ltr" },
  { tag: "sv", name: "Svenska", english: "Swedish", dir: "ltr" },
  { tag: "da", name: "Dansk", english: "Danish", dir: "ltr" },
  { tag: "fi", name: "Suomi", english: "Finnish", dir: "ltr" },
  { tag: "nb", name: "Norsk bokmål", english: "Norwegian", dir: "ltr" },
  { tag: "cs", name: "Čeština", english: "Czech", dir: "ltr" },
  { tag: "ro", name: "Română", english: "Romanian", dir: "ltr" },
  { tag: "hu", name: "Magyar", english: "Hungarian", dir: "ltr" },
  { tag: "el", name: "Ελληνικά", english: "Greek", dir: "ltr" },
  { tag: "tr", name: "Türkçe", english: "Turkish", dir: "ltr" },
  { tag: "uk", name: "Українська", english: "Ukrainian", dir: "ltr" },
  { tag: "ru", name: "Русский", english: "Russian", dir: "ltr" },
  { tag: "ar", name: "العربية", english: "Arabic", dir: "rtl" },
  { tag: "he", name: "עברית", english: "Hebrew", dir: "rtl" },
  { tag: "fa", name: "فارسی", english: "Persian", dir: "rtl" },
  { tag: "ur", name: "اردو", english: "Urdu", dir: "rtl" },
  { tag: "hi", name: "हिन्दी", english: "Hindi", dir: "ltr" },
  { tag: "bn", name: "বাংলা", english: "Bengali", dir: "ltr" },
  { tag: "id", name: "Bahasa Indonesia", english: "Indonesian", dir: "ltr" },
  { tag: "vi", name: "Tiếng Việt", english: "Vietnamese", dir: "ltr" },
  { tag: "th", name: "ไทย", english: "Thai", dir: "ltr" },
  { tag: "ja", name: "日本語", english: "Japanese", dir: "ltr" },
  { tag: "ko", name: "한국어", english: "Korean", dir: "ltr" },
  { tag: "zh-Hans", name: "简体中文", english: "Chinese (Simplified)", dir: "ltr" },
  { tag: "zh-Hant", name: "繁體中文", english: "Chinese (Traditional)", dir: "ltr" },
];

/** The main language of drafts from before languages existed. */
export const DEFAULT_LANGUAGE = "en";

export const languageOf = (tag: string): Language | undefined => LANGUAGES.find((language) => language.tag === tag);
export const isLanguageTag = (tag: string): boolean => languageOf(tag) !== undefined;
/**
 * The builder's language for a tag written elsewhere (a JSON Resume's meta.language, a header):
 * the same tag in any letter case, else its primary language ("fr-CA" → "fr"); undefined for none.
 */
export function matchLanguage(tag: string): string | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((language) => language.tag.toLowerCase() === lower);
  if (exact !== undefined) return exact.tag;
  const primary = lower.split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.tag === primary)?.tag;
}
/** Writing direction of a tag (left to right for anything unknown). */
export const directionOf = (tag: string): "ltr" | "rtl" => languageOf(tag)?.dir ?? "ltr";

/** One translated text: `id` is its text key (see `textKey`), so the merge follows each text. */
export const translatedTextValidator = v.object({ id: v.string(), text: v.string() });

/** One added language: its tag (as `id`, so the merge follows each language), whether it goes online, its texts. */
export const translationValidator = v.object({
  /** BCP 47 tag, one of LANGUAGES. */
  id: v.string(),
  /** Published with the portfolio (at /p/<slug>/<tag>); off while the owner is still translating. */
  publish: v.boolean(),
  texts: v.array(translatedTextValidator),
});
export type Translation = Infer<typeof translationValidator>;

/**
 * Where a translatable text sits: `role`, `about`, `projects.<entryId>.description`,
 * `customSections.<sectionId>.entries.<entryId>.title`, `customSections.<sectionId>.title`.
 * Entries are named by id, never by position.
 */
export type TextKey = string;

/** Which fields of each part are words (names of things, dates, numbers, links and emails are shared). */
export const TRANSLATABLE_FIELDS = {
  personal: { name: LIMITS.name, role: LIMITS.role, bio: LIMITS.bio },
  about: LIMITS.about,
  skills: { name: LIMITS.skillName },
  experience: { title: LIMITS.title, company: LIMITS.shortText, duration: LIMITS.shortText, description: LIMITS.description },
  projects: { title: LIMITS.title, description: LIMITS.description, technology: LIMITS.shortText },
  education: { degree: LIMITS.shortText, institution: LIMITS.shortText, school: LIMITS.shortText },
  contact: { address: LIMITS.contactAddress },
  customSection: LIMITS.customSectionTitle,
  customEntry: { title: LIMITS.title, subtitle: LIMITS.shortText, date: LIMITS.shortText, description: LIMITS.customDescription },
} as const;

/** Languages per portfolio besides the main one. */
export const MAX_TRANSLATIONS = 5;

/** Field path of a translated text in the builder's errors: `translations.<tag>.<key>`. */
export const translationPath = (tag: string, key: TextKey) => `translations.${tag}.${key}`;

/** The limit of the field a text key names (the same as the main language's), or null for a key that names no translatable field. */
export function limitOfKey(key: TextKey): number | null {
  const f = TRANSLATABLE_FIELDS;
  const parts = key.split(".");
  const field = parts[parts.length - 1];
  const pick = (fields: Record<string, number>) => (Object.hasOwn(fields, field) ? fields[field] : null);
  if (parts.length === 1) return key === "about" ? f.about : pick(f.personal);
  if (key === "contact.address") return f.contact.address;
  const [section] = parts;
  if (parts.length === 3 && (section === "skills" || section === "experience" || section === "projects" || section === "education")) return pick(f[section]);
  if (section === "customSections" && parts.length === 3 && field === "title") return f.customSection;
  if (section === "customSections" && parts.length === 5 && parts[2] === "entries") return pick(f.customEntry);
  return null;
}

/**
 * The rules for languages, in every mode: a known main language; at most MAX_TRANSLATIONS added,
 * each a known tag, none twice nor the main one; each text names a translatable field and stays
 * within that field's limit (the main language's). A text whose entry is gone is not an error: it
 * is dropped when published (`publishableTranslations`).
 */
export function translationErrors(data: { language?: string; translations?: Translation[] }): FieldErrors {
  const errors: FieldErrors = {};
  const main = data.language ?? DEFAULT_LANGUAGE;
  if (!isLanguageTag(main)) errors.language = "Choose a language from the list.";
  const translations = data.translations ?? [];
  if (translations.length > MAX_TRANSLATIONS) errors.translations = `At most ${MAX_TRANSLATIONS} languages besides the main one.`;
  const seen = new Set<string>([main]);
  for (const translation of translations) {
    if (!isLanguageTag(translation.id)) errors[`translations.${translation.id}`] = "Choose a language from the list.";
    else if (seen.has(translation.id)) errors[`translations.${translation.id}`] = "This language is already in your portfolio.";
    seen.add(translation.id);
    for (const { id, text } of translation.texts) {
      const max = limitOfKey(id);
      if (max === null) errors[translationPath(translation.id, id)] = "This text is not part of your portfolio.";
      else if (text.length > max) errors[translationPath(translation.id, id)] = tooLongMessage(max);
    }
  }
  return errors;
}
