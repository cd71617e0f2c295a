/**
 * The UTF-8 size of `text` in bytes, counted until it passes `stopAbove` (then some number above
 * it): a size cap is checked without encoding the text, and without reading past the cap.
 */
export function utf8Length(text: string, stopAbove = Infinity): number {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= stopAbove; i++) {
    const code = text.charCodeAt(i);
    // Each half of a surrogate pair counts 2: the pair is one 4-byte character.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;
  }
  return bytes;
}
