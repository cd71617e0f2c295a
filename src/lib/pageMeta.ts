import type { MetaDescriptor } from "react-router";

export const SITE_TITLE = "Portfolio Builder";
export const SITE_DESCRIPTION = "Portfolio Builder helps creatives and professionals show their skills in minutes, with responsive support.";

/**
 * The head of a page search engines should not list (sign-in forms): the title the screen sets
 * anyway, and `noindex` in the server's HTML so crawlers see it without running the app.
 */
export function noindexPageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · ${SITE_TITLE}` }, { name: "description", content: SITE_DESCRIPTION }, { name: "robots", content: "noindex" }];
}
