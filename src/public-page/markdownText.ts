/**
 * Text written with the portfolio's Markdown subset (bold, italic, links, bullet lists) as plain
 * text, for places that cannot format it (meta descriptions, share cards): link text stays, the
 * address and the markers go.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, "$2")
    .replace(/^#+\s+/gm, "");
}
