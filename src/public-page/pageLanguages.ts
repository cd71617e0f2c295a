import { directionOf, isLanguageTag, languageOf } from "../../convex/model/translations";
import type { DocumentLanguage } from "../lib/routeHandle";
import type { LanguageLink } from "../templates/shared/languageLinks";
import { pageWordsFor } from "../templates/shared/pageWordsCatalogue";

/**
 * A published page's addresses per language: the main language at the page's own path
 * (`/p/<slug>`, a domain's `/`), each other one beside it (`/p/<slug>/<tag>`, `/<tag>`).
 */
export function languagePath(mainPath: string, tag: string, main: string): string {
  if (tag === main) return mainPath;
  return `${mainPath.replace(/\/+$/, "")}/${tag}`;
}

/**
 * The route's `lang` segment: undefined when there is none, null when it is not a language we
 * know (the address then answers as any unknown path does), else the tag.
 */
export function languageParam(param: string | undefined): string | undefined | null {
  if (param === undefined) return undefined;
  return isLanguageTag(param) ? param : null;
}

/** `<html lang dir>` of a page in `tag`. */
export function documentLanguageOf(tag: string): DocumentLanguage {
  return { lang: tag, dir: directionOf(tag) };
}

/**
 * The language switch's links (none for a page in one language): each language's own name at its
 * address, and for the others the words that offer it, in it (a visitor is offered the language they read).
 */
export function languageLinks(page: { language: string; languages: readonly string[] }, mainHref: string): LanguageLink[] {
  if (page.languages.length < 2) return [];
  const [main] = page.languages;
  return page.languages.map((tag) => {
    const current = tag === page.language;
    const { alsoIn, dismiss, otherLanguage } = pageWordsFor(tag);
    return {
      tag,
      name: languageOf(tag)?.name ?? tag,
      dir: directionOf(tag),
      href: languagePath(mainHref, tag, main),
      current,
      ...(!current && { offer: { alsoIn, dismiss, otherLanguage } }),
    };
  });
}
