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

/**
 * Loads `language`'s catalogues into the instance's store (once) without switching to it: the
 * server renders each request with its own clone in its own language (`requestI18n`), sharing the store.
 */
export async function loadAppLanguage(language: AppLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, "common")) return;
  const catalogues = await loadCatalogues(language);
  for (const [namespace, messages] of Object.entries(catalogues)) i18n.addResourceBundle(language, namespace, messages, true, true);
}

/** Loads `language`'s catalogues (once) and switches the instance to it (the browser has one person, one language). */
export async function switchAppLanguage(language: AppLanguage): Promise<void> {
  await loadAppLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * An instance for one server render in `language` (loaded first with loadAppLanguage): concurrent
 * requests in different languages never change each other's texts. The browser uses `i18n` itself.
 */
export function requestI18n(language: AppLanguage) {
  return i18n.cloneInstance({ lng: language, initAsync: false });
}
