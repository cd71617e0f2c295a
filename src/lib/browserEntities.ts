/**
 * The browser build's `entities` for commonmark (the templates' Markdown parser), which uses only
 * decodeHTMLStrict, on one entity at a time ("&amp;", "&#35;"): the browser's own table through a
 * detached textarea (RCDATA: no element is ever made), instead of a 120 kB copy of HTML's entity
 * list in the builder's first load. The server keeps the package (vite.config.ts, entitiesInTheBrowser).
 */
let decoder: HTMLTextAreaElement | undefined;

/** Strict: only references that end in ";" ("&amp" stays as it is). */
export function decodeHTMLStrict(text: string): string {
  return text.replace(/&[#a-z0-9]+;/gi, (reference) => {
    decoder ??= document.createElement("textarea");
    decoder.innerHTML = reference;
    return decoder.value;
  });
}
