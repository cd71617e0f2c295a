import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { ENGLISH, loadCatalogues } from "./catalogues";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./languages";

/**
 * The app's one i18next instance, in English until a language is chosen (`switchAppLanguage`).
 * Components read texts with react-i18next's `useTranslation("<namespace>")`; keys are the
 * catalogues' (locales/<language>/<namespace>.json). Initialised synchronously with English, so
 * the first render (server or browser) never waits for a catalogue.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_APP_LANGUAGE,
  fallbackLng: DEFAULT_APP_LANGUAGE,
  resources: { [DEFAULT_APP_LANGUAGE]: ENGLISH },
  defaultNS: "common",
  ns: Object.keys(ENGLISH),
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Loads `language`'s catalogues (once) and switches the instance to it. */
export async function switchAppLanguage(language: AppLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, "common")) {
    const catalogues = await loadCatalogues(language);
    for (const [namespace, messages] of Object.entries(catalogues)) i18n.addResourceBundle(language, namespace, messages, true, true);
  }
  await i18n.changeLanguage(language);
}
