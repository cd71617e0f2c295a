import type { Resource, ResourceLanguage } from "i18next";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./languages";

/*
 * Message catalogues: one JSON file per language and namespace, `locales/<language>/<namespace>.json`
 * (a namespace per feature: common, builder, dashboard, messages, ...). English is the source and
 * the fallback, so it is bundled; the other languages load when chosen.
 */
const english = import.meta.glob<ResourceLanguage[string]>("./locales/en/*.json", { eager: true, import: "default" });
const others = import.meta.glob<ResourceLanguage[string]>(["./locales/*/*.json", "!./locales/en/*.json"], { import: "default" });

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, "$1");

/** English, by namespace. */
export const ENGLISH: ResourceLanguage = Object.fromEntries(Object.entries(english).map(([file, messages]) => [namespaceOf(file), messages]));

/** The namespaces English has (every language has the same files). */
export const NAMESPACES = Object.keys(ENGLISH);

/** One language's catalogues, by namespace. */
export async function loadCatalogues(language: AppLanguage): Promise<ResourceLanguage> {
  if (language === DEFAULT_APP_LANGUAGE) return ENGLISH;
  const files = Object.entries(others).filter(([file]) => file.startsWith(`./locales/${language}/`));
  const loaded = await Promise.all(files.map(async ([file, load]) => [namespaceOf(file), await load()] as const));
  return Object.fromEntries(loaded);
}

export type { Resource };
