import type { MetaDescriptor } from "react-router";

export const SITE_TITLE = "Portfolio Builder";
export const SITE_DESCRIPTION = "Portfolio Builder helps creatives and professionals show their skills in minutes, with responsive support.";

/**
 * A screen's head, in the server's HTML and on every client navigation: its title (named so tabs,
 * history and screen readers tell screens apart; none for the home page), the site's description,
 * and `noindex` for pages search engines should not list (sign-in forms).
 */
export function pageMeta(title: string, { noindex = false }: { noindex?: boolean } = {}): MetaDescriptor[] {
  return [
    { title: title ? `${title} · ${SITE_TITLE}` : SITE_TITLE },
    { name: "description", content: SITE_DESCRIPTION },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The head of a page search engines should not list. */
export const noindexPageMeta = (title: string): MetaDescriptor[] => pageMeta(title, { noindex: true });
