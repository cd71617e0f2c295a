"use node";
import { INTER_WOFF } from "./fonts.generated";

// The code points the embedded fonts draw, from their unicode-range: [first, last] pairs.
const COVERED: [number, number][] = INTER_WOFF.flatMap(({ unicodeRange }) =>
  unicodeRange.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(first, 16), parseInt(last, 16)] as [number, number];
  }),
);
const covered = (codePoint: number) => COVERED.some(([first, last]) => codePoint >= first && codePoint <= last);

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment);

/**
 * The text with what the fonts cannot draw left out (CJK, emoji, ...; a missing glyph would show
 * as a "no glyph" box) and white space collapsed. A grapheme is kept only if every code point in
 * it is drawable, so an emoji with a variation selector goes as a whole.
 */
export function drawableText(text: string): string {
  return graphemes(text.normalize("NFC"))
    .map((g) => (/^\s+$/u.test(g) ? " " : [...g].every((c) => covered(c.codePointAt(0)!)) ? g : ""))
    .join("")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * At most `max` user-perceived characters (grapheme clusters), so a cut never splits an accented
 * letter. Satori clamps what still overflows its lines; this bounds its work.
 */
export function truncate(text: string, max: number): string {
  const all = graphemes(text);
  return all.length <= max
    ? text
    : `${all
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** Up to two initials from the first and last word (letters only, upper-cased); "" when there are none. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => graphemes(word).find((g) => /^\p{L}/u.test(g)))
    .filter((g): g is string => g !== undefined);
  const picked = letters.length <= 1 ? letters : [letters[0], letters[letters.length - 1]];
  return picked.join("").toLocaleUpperCase();
}
