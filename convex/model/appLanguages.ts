/**
 * The languages the app itself speaks (its screens, mails and messages); portfolios may be in many
 * more (translations.ts). Shared by the browser (src/i18n) and the server (the account's setting, mails).
 */
export const APP_LANGUAGES = ["en", "fr", "es"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_APP_LANGUAGE: AppLanguage = "en";

/** Each language's name in itself, for the language chooser. */
export const APP_LANGUAGE_NAMES: Record<AppLanguage, string> = { en: "English", fr: "Français", es: "Español" };

export const isAppLanguage = (value: unknown): value is AppLanguage => typeof value === "string" && (APP_LANGUAGES as readonly string[]).includes(value);

/** An account's language for what the server writes to it (mails): its setting, English otherwise. */
export const appLanguageOf = (value: unknown): AppLanguage => (isAppLanguage(value) ? value : DEFAULT_APP_LANGUAGE);
