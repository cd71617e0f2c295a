import archivo400 from "@fontsource/archivo/files/archivo-latin-400-normal.woff2?url";
import archivo700 from "@fontsource/archivo/files/archivo-latin-700-normal.woff2?url";
import inter700 from "@fontsource/inter/files/inter-latin-700-normal.woff2?url";
import playfair700 from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url";
import sourceSerif700 from "@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff2?url";
import spaceGrotesk700 from "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2?url";
import type { FontPairingId } from "../../../convex/model/theme";

/** One self-hosted face: latin subset, woff2 only (every browser with `light-dark()` reads it). */
export type FontFace = { family: string; weight: number; url: string };

/**
 * The files each font pairing needs (its stacks are in convex/model/theme.ts). Only the weights
 * the templates draw: headings at 700, body text at 400; each pairing stays within 30 KB
 * (tests/node/themeFonts.test.ts). A page references only its own pairing's files.
 */
export const PAIRING_FACES: Record<FontPairingId, FontFace[]> = {
  template: [],
  grotesk: [
    { family: "Space Grotesk", weight: 700, url: spaceGrotesk700 },
    { family: "Archivo", weight: 400, url: archivo400 },
  ],
  archivo: [
    { family: "Archivo", weight: 400, url: archivo400 },
    { family: "Archivo", weight: 700, url: archivo700 },
  ],
  editorial: [{ family: "Playfair Display", weight: 700, url: playfair700 }],
  bookish: [{ family: "Source Serif 4", weight: 700, url: sourceSerif700 }],
  inter: [{ family: "Inter", weight: 700, url: inter700 }],
};

const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The @font-face rules of one pairing ("" for the template's own fonts or an unknown id). */
export function fontFaceCss(pairing: string): string {
  const faces = Object.hasOwn(PAIRING_FACES, pairing) ? PAIRING_FACES[pairing as FontPairingId] : [];
  return faces
    .map(
      ({ family, weight, url }) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${JSON.stringify(url)}) format("woff2");unicode-range:${LATIN_RANGE}}`,
    )
    .join("");
}
