import { AA_CONTRAST, contrastRatio, mix } from "../../../convex/model/theme";

/** The two colours of a QR code: its modules (`dark`) and its background and quiet zone (`light`). */
export type QrColours = { dark: string; light: string };

/** Black on white: what every scanner reads, the fallback when the theme's pair is too faint. */
export const PLAIN_QR: QrColours = { dark: "#000000", light: "#ffffff" };

/**
 * Below this contrast between modules and background, phone cameras in dim light start to miss
 * codes; WCAG's AA ratio for text is a fair floor (black on white is 21).
 */
export const QR_MIN_CONTRAST = AA_CONTRAST;

/**
 * A QR code in `accent`: the accent's modules on a faint tint of it, else on white, else black on
 * white, whichever is the first pair with enough contrast. Always dark on light, whatever the
 * page's scheme: many scanners cannot read an inverted code.
 */
export function qrColoursFor(accent: string): QrColours {
  const candidates: QrColours[] = [
    { dark: accent, light: mix(accent, "#ffffff", 0.94) },
    { dark: accent, light: "#ffffff" },
  ];
  return candidates.find(({ dark, light }) => contrastRatio(dark, light) >= QR_MIN_CONTRAST) ?? PLAIN_QR;
}
