import { LANGUAGE_COOKIE, languageCookie, languageInCookies } from "./chooseLanguage";
import { switchAppLanguage } from "./i18n";
import type { AppLanguage } from "./languages";

/**
 * Speaks `language` in this browser from now on without a reload: its catalogues, the document's
 * lang, and the cookie that makes the server render the next pages in it.
 */
export async function applyAppLanguage(language: AppLanguage): Promise<void> {
  document.cookie = languageCookie(language, location.protocol === "https:");
  await switchAppLanguage(language);
  document.documentElement.lang = language;
}

/** The language chosen on this device (the chooser's cookie), if any. */
export const deviceLanguage = (): AppLanguage | null => languageInCookies(typeof document === "undefined" ? null : document.cookie);

export { LANGUAGE_COOKIE };
