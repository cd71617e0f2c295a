/**
 * A `<style>` that React puts in the document's `<head>` (once per distinct text), wherever it is
 * rendered: a style element in `<body>` is invalid HTML, and its `html`/`body`/`:root` rules
 * would reach elements before it. Our own build's CSS only, never user input.
 */
export function HeadStyle({ css }: { css: string }) {
  // href + precedence make it a hoisted resource; the href is only its key (React writes data-href).
  return (
    <style href={`pb-${textHash(css)}`} precedence="default">
      {css}
    </style>
  );
}

/** FNV-1a, 32 bits, in base 36: a short key that differs for different CSS. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
