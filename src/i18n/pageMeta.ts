import type { MetaDescriptor } from "react-router";
import { i18n } from "./i18n";
import { DEFAULT_APP_LANGUAGE, isAppLanguage, type AppLanguage } from "./languages";
import englishTitles from "./locales/en/titles.json";
import { documentLanguage, type LoaderDataMatch } from "../lib/routeHandle";

export const SITE_TITLE = englishTitles.site;
export const SITE_DESCRIPTION = englishTitles.description;

/** A screen's name in the titles catalogue (src/i18n/locales/<language>/titles.json). */
export type PageTitle = Exclude<keyof typeof englishTitles, "site" | "description">;

/**
 * The language of a screen's head. `meta` cannot use hooks: on the server it is the language the
 * app shell's loader chose for this request (the document's, whose catalogues that loader loaded);
 * in the browser the app's one instance, which follows the chooser without asking the server.
 */
function metaLanguage(matches: readonly LoaderDataMatch[]): AppLanguage {
  const language = typeof document === "undefined" ? documentLanguage(matches).lang : i18n.language;
  return isAppLanguage(language) ? language : DEFAULT_APP_LANGUAGE;
}

/**
 * A screen's head, in the server's HTML and on every client navigation, in the app's language: its
 * title (named so tabs, history and screen readers tell screens apart; none for the home page), the
 * site's description, and `noindex` for pages search engines should not list (sign-in forms).
 * Takes the route's meta arguments: `export const meta: Route.MetaFunction = (args) => pageMeta(args, "pricing")`.
 */
export function pageMeta(
  { matches }: { matches: readonly LoaderDataMatch[] },
  title: PageTitle | null,
  { noindex = false }: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const t = i18n.getFixedT(metaLanguage(matches), "titles");
  const site = t("site");
  return [
    { title: title ? `${t(title)} · ${site}` : site },
    { name: "description", content: t("description") },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The head of a page search engines should not list. */
export const noindexPageMeta = (args: { matches: readonly LoaderDataMatch[] }, title: PageTitle): MetaDescriptor[] => pageMeta(args, title, { noindex: true });
