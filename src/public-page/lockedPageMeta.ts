import type { MetaDescriptor } from "react-router";

/**
 * The head of a password-protected page before the right password: the name its owner chose as
 * the title and link preview, `noindex`, and nothing else (no description, picture, canonical
 * address or JSON-LD).
 */
export function lockedPageMeta(name: string): MetaDescriptor[] {
  return [
    { title: name },
    { name: "robots", content: "noindex, nofollow" },
    { property: "og:title", content: name },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: name },
  ];
}
