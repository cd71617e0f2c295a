import type { PortfolioFormData } from "../../../convex/model/formData";
import { languageOf } from "../../../convex/model/translations";
import { mainLanguageOf } from "../../../convex/model/translationEdits";

/** A language as the builder names it: its own name, and the English one beside it when they differ ("Français (French)"). */
export function languageLabel(tag: string): string {
  const language = languageOf(tag);
  if (!language) return tag;
  return language.name === language.english ? language.name : `${language.name} (${language.english})`;
}

/** Its own name only ("Français"), for the compact switches. */
export const languageName = (tag: string): string => languageOf(tag)?.name ?? tag;

/** The portfolio's languages, main first: what the "Editing in" and preview switches offer. */
export const languagesOf = (data: PortfolioFormData): string[] => [mainLanguageOf(data), ...(data.translations ?? []).map((t) => t.id)];
