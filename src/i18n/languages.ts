/** The languages the app itself speaks (its screens, mails and messages); portfolios may be in many more (convex/model/translations.ts). */
export const APP_LANGUAGES = ["en", "fr", "es"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_APP_LANGUAGE: AppLanguage = "en";

/** Each language's name in itself, for the language chooser. */
export const APP_LANGUAGE_NAMES: Record<AppLanguage, string> = { en: "English", fr: "Français", es: "Español" };

export const isAppLanguage = (value: unknown): value is AppLanguage => typeof value === "string" && (APP_LANGUAGES as readonly string[]).includes(value);
