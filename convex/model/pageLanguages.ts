import type { PortfolioFormData } from "./formData";
import { localizedFormData, publishableTranslations, publishedLanguages } from "./formTranslations";
import { DEFAULT_LANGUAGE, isLanguageTag } from "./translations";

/**
 * A published page in one of its languages (the public side of formTranslations.ts): which tags a
 * visitor may open, and the content as it reads in one of them with nothing of the others.
 */

/** The tags a published page serves, the main language first (each a known tag, once). */
export function pageLanguages(data: PortfolioFormData): string[] {
  const tags = publishedLanguages({ ...data, translations: publishableTranslations(data) });
  return [...new Set(tags)].filter((tag, i) => i === 0 || isLanguageTag(tag));
}

/**
 * The published data as it reads in `tag` (the main language when undefined), without any
 * translation (public results carry only the served language's texts); null when the page does
 * not serve that language (never added, or not marked to publish).
 */
export function pageInLanguage(data: PortfolioFormData, tag: string | undefined): { data: PortfolioFormData; language: string; languages: string[] } | null {
  const languages = pageLanguages(data);
  const main = languages[0] ?? DEFAULT_LANGUAGE;
  const language = tag ?? main;
  if (!languages.includes(language)) return null;
  const localized = language === main ? data : localizedFormData({ ...data, translations: publishableTranslations(data) }, language);
  const { translations: _others, ...served } = localized;
  return { data: { ...served, language }, language, languages };
}
