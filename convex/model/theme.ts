import { v, type Infer } from "convex/values";
import { appError } from "./errors";

/**
 * A portfolio's theme: accent colour, font pairing and colour scheme. Stored in FormData
 * (`theme`, optional: drafts from before themes render in the template's own look) and so in the
 * draft, every published version and the exports. Each part may say "the template's own"
 * (`accent: null`, `fonts: "template"`, `scheme: "template"`). Templates never read this object:
 * `themeStyle` turns it into CSS custom properties on the template frame (TemplateFrame.tsx).
 */

/** Stored shape. Strings, not literals, so a bad value is refused with a readable ConvexError. */
export const themeValidator = v.object({
  /** "#rrggbb", or null for the template's own accent. */
  accent: v.union(v.string(), v.null()),
  fonts: v.string(),
  scheme: v.string(),
});
export type Theme = Infer<typeof themeValidator>;

export const THEME_SCHEMES = ["template", "light", "dark", "auto"] as const;
export type ThemeScheme = (typeof THEME_SCHEMES)[number];

/** Font pairings (ids and the CSS stacks; the files are wired in src/templates/shared/themeFonts.ts). */
export const FONT_PAIRINGS = {
  template: { label: "Template default", heading: null, body: null },
  grotesk: {
    label: "Space Grotesk & Archivo",
    heading: '"Space Grotesk", "Segoe UI", system-ui, sans-serif',
    body: 'Archivo, "Segoe UI", Roboto, system-ui, sans-serif',
  },
  archivo: {
    label: "Archivo",
    heading: 'Archivo, "Segoe UI", Roboto, system-ui, sans-serif',
    body: 'Archivo, "Segoe UI", Roboto, system-ui, sans-serif',
  },
  editorial: {
    label: "Playfair Display & system sans",
    heading: '"Playfair Display", Georgia, "Times New Roman", serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
  },
  bookish: {
    label: "Source Serif & Georgia",
    heading: '"Source Serif 4", Georgia, "Times New Roman", serif',
    body: 'Georgia, "Times New Roman", "Liberation Serif", serif',
  },
  inter: {
    label: "Inter & system sans",
    heading: 'Inter, "Segoe UI", Roboto, system-ui, sans-serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", Arial, sans-serif',
  },
} as const satisfies Record<string, { label: string; heading: string | null; body: string | null }>;
export type FontPairingId = keyof typeof FONT_PAIRINGS;
export const FONT_PAIRING_IDS = Object.keys(FONT_PAIRINGS) as FontPairingId[];

/** The curated palette offered as swatches (any other hex colour is allowed too). */
export const ACCENT_PALETTE = [
  { name: "Blue", hex: "#1d4ed8" },
  { name: "Teal", hex: "#0f766e" },
  { name: "Green", hex: "#15803d" },
  { name: "Amber", hex: "#f59e0b" },
  { name: "Orange", hex: "#c2410c" },
  { name: "Rose", hex: "#be123c" },
  { name: "Violet", hex: "#6d28d9" },
  { name: "Slate", hex: "#334155" },
] as const;

export const DEFAULT_THEME: Theme = { accent: null, fonts: "template", scheme: "template" };

const HEX = /^#[0-9a-f]{6}$/i;
const SHORT_HEX = /^#[0-9a-f]{3}$/i;

/** "#abc" / "#AABBCC" → "#aabbcc"; anything else → null. */
export function normalizeHex(value: string): string | null {
  const text = value.trim();
  if (HEX.test(text)) return text.toLowerCase();
  if (SHORT_HEX.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  return null;
}

/** The rule for an accent colour as people type it (the builder's field and the server's check). */
export const ACCENT_FORMAT_MESSAGE = "Use a colour written as # and six hex digits, e.g. #1d4ed8.";

/** Why typed text cannot be an accent colour, or null when it can (blank: none typed; #rgb or #rrggbb). */
export function accentInputError(text: string): string | null {
  if (text.trim() === "" || normalizeHex(text) !== null) return null;
  return `“${text.trim()}” is not a colour. ${ACCENT_FORMAT_MESSAGE}`;
}

export const themePath = <F extends keyof Theme>(field: F) => `theme.${field}` as const;

const isPairing = (id: string): id is FontPairingId => Object.hasOwn(FONT_PAIRINGS, id);
const isScheme = (id: string): id is ThemeScheme => (THEME_SCHEMES as readonly string[]).includes(id);

/** Field path (`theme.accent`, …) → message; empty when the theme is valid or absent. */
export function themeErrors(theme: Theme | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  if (theme === undefined) return errors;
  if (theme.accent !== null && !HEX.test(theme.accent)) errors[themePath("accent")] = ACCENT_FORMAT_MESSAGE;
  if (!isPairing(theme.fonts)) errors[themePath("fonts")] = "Choose one of the offered font pairings.";
  if (!isScheme(theme.scheme)) errors[themePath("scheme")] = "Choose light, dark or automatic.";
  return errors;
}

/** Refuses a bad theme with `validation/invalid` (the server's check before any write). */
export function requireValidTheme(theme: Theme | undefined): void {
  const fields = themeErrors(theme);
  if (Object.keys(fields).length > 0) throw appError("validation/invalid", "The theme has a value that cannot be used. Please choose it again.", { fields });
}

/** A theme with unknown parts replaced by the template's own (rendering never fails on old data). */
export function resolveTheme(theme: Theme | undefined | null): { accent: string | null; fonts: FontPairingId; scheme: ThemeScheme } {
  const t = theme ?? DEFAULT_THEME;
  return {
    accent: t.accent !== null && HEX.test(t.accent) ? t.accent.toLowerCase() : null,
    fonts: isPairing(t.fonts) ? t.fonts : "template",
    scheme: isScheme(t.scheme) ? t.scheme : "template",
  };
}

// ---------------------------------------------------------------------------------------------
// Contrast (WCAG 2.x relative luminance and contrast ratio).

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * The most extreme backgrounds accent text may sit on in each scheme. Template CSS keeps its
 * light backgrounds at least as light as LIGHT_FLOOR and its dark ones at least as dark as
 * DARK_CEILING (tests/node/templateCss.test.ts checks it), so an accent that passes against
 * these passes on every template surface.
 */
export const LIGHT_FLOOR = "#e2e8f0";
export const DARK_CEILING = "#334155";

/**
 * `hex` moved toward black (`toward: "dark"`) or white until it reaches `min` contrast against
 * every colour in `against`, keeping its hue; unchanged when it already does.
 */
export function readableOn(hex: string, against: readonly string[], toward: "dark" | "light", min = AA_CONTRAST): string {
  const start = toRgb(hex);
  const end: Rgb = toward === "dark" ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 100; step++) {
    const t = step / 100;
    const candidate = toHex([0, 1, 2].map((i) => start[i] + (end[i] - start[i]) * t) as Rgb);
    if (against.every((bg) => contrastRatio(candidate, bg) >= min)) return candidate;
  }
  return toward === "dark" ? "#000000" : "#ffffff";
}

/** `a` mixed with `b` (`amount` of b, 0…1), in sRGB. */
export function mix(a: string, b: string, amount: number): string {
  const [from, to] = [toRgb(a), toRgb(b)];
  return toHex([0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * amount) as Rgb);
}

/** Text on an accent background: black or white, whichever contrasts more (always ≥ 4.5:1). */
export function onAccent(accent: string): string {
  return contrastRatio(accent, "#ffffff") >= contrastRatio(accent, "#000000") ? "#ffffff" : "#000000";
}

/** The accent as used in each scheme: darkened for light pages, lightened for dark pages. */
export function accentPair(accent: string): { light: string; dark: string } {
  return {
    light: readableOn(accent, ["#ffffff", LIGHT_FLOOR], "dark"),
    dark: readableOn(accent, ["#000000", DARK_CEILING], "light"),
  };
}

const COLOR_SCHEME: Record<Exclude<ThemeScheme, "template">, string> = { light: "light", dark: "dark", auto: "light dark" };

/**
 * The theme as CSS declarations for the template frame's `style`: custom properties the
 * template CSS reads (`--pt-accent`, `--pt-on-accent`, `--pt-chip-bg`, `--pt-chip-text`,
 * `--pt-accent-alt`, `--pt-font`, `--pt-font-heading`) and the
 * frame's `color-scheme`, which picks each `light-dark()` token. Empty for the template's own look.
 */
export function themeStyle(theme: Theme | undefined | null): Record<string, string> {
  const { accent, fonts, scheme } = resolveTheme(theme);
  const style: Record<string, string> = {};
  if (accent !== null) {
    const { light, dark } = accentPair(accent);
    style["--pt-accent"] = `light-dark(${light}, ${dark})`;
    style["--pt-on-accent"] = `light-dark(${onAccent(light)}, ${onAccent(dark)})`;
    // Everything else a template tints with its own accent follows the chosen one: tags and
    // chips (a pale tint with readable text), and the second colour of gradients and eyebrows.
    const chipLight = mix(light, "#ffffff", 0.88);
    const chipDark = mix(dark, "#000000", 0.78);
    style["--pt-chip-bg"] = `light-dark(${chipLight}, ${chipDark})`;
    style["--pt-chip-text"] = `light-dark(${readableOn(light, [chipLight], "dark")}, ${readableOn(dark, [chipDark], "light")})`;
    style["--pt-accent-alt"] = `light-dark(${mix(light, "#000000", 0.3)}, ${mix(dark, "#ffffff", 0.3)})`;
  }
  const pairing = FONT_PAIRINGS[fonts];
  if (pairing.body !== null) style["--pt-font"] = pairing.body;
  if (pairing.heading !== null) style["--pt-font-heading"] = pairing.heading;
  if (scheme !== "template") style["color-scheme"] = COLOR_SCHEME[scheme];
  return style;
}
