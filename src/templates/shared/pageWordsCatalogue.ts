import { ENGLISH_PAGE_WORDS, type PageWords } from "./pageWords";

/*
 * The page words (pageWords.ts) in each language a portfolio may be written in besides English
 * (convex/model/translations.ts LANGUAGES): one file per language, pageWordsLocales/<tag>.json,
 * gathered as the app's own catalogues are (src/i18n/catalogues.ts). Kept apart from pageWords.ts
 * so only what renders a page in another language (the server; the builder's preview, lazily)
 * carries them.
 */
const files = import.meta.glob<Partial<PageWords>>("./pageWordsLocales/*.json", { eager: true, import: "default" });

export const PAGE_WORDS: Record<string, Partial<PageWords>> = Object.fromEntries(
  Object.entries(files).map(([file, words]) => [file.replace(/^.*\/(.+)\.json$/, "$1"), words]),
);

/** The page words in `tag` (or its base language: `pt-BR` → `pt`); English for any word or language not here. */
export function pageWordsFor(tag: string | undefined): PageWords {
  if (tag === undefined) return ENGLISH_PAGE_WORDS;
  const words = PAGE_WORDS[tag] ?? PAGE_WORDS[tag.split("-")[0]];
  return words === undefined ? ENGLISH_PAGE_WORDS : { ...ENGLISH_PAGE_WORDS, ...words };
}
