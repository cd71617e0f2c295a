import type { CSSProperties } from "react";
import { accentPair, FONT_PAIRINGS, resolveTheme, type Theme } from "../../convex/model/theme";
import type { TemplateId } from "../../convex/model/templates";
import { fontFaceCss } from "../templates/shared/themeFonts";

/**
 * How the résumé looks: the portfolio's theme (accent and font pairing) on paper. A part left as
 * "the template's own" takes the template's light-scheme accent and fonts, copied from each
 * template's CSS (`--pt-accent`, `--pt-font`, `--pt-font-heading`; tests/web/resume checks them)
 * so the résumé does not load a whole template's stylesheet. Paper is always light.
 */
const SYSTEM_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif';

export const TEMPLATE_LOOKS: Record<TemplateId, { accent: string; body: string; heading: string }> = {
  minimalist: { accent: "#0f766e", body: SYSTEM_SANS, heading: SYSTEM_SANS },
  creative: {
    accent: "#9d174d",
    body: '"Trebuchet MS", "Avenir Next", Avenir, "Segoe UI", "DejaVu Sans", system-ui, sans-serif',
    heading: '"Trebuchet MS", "Avenir Next", Avenir, "Segoe UI", "DejaVu Sans", system-ui, sans-serif',
  },
  professional: {
    accent: "#1d4ed8",
    body: '"Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", system-ui, sans-serif',
    heading: '"Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", system-ui, sans-serif',
  },
  modern: {
    accent: "#0e7490",
    body: 'Inter, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
    heading: 'Inter, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
  },
  artistic: {
    accent: "#a8321b",
    body: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "DejaVu Serif", serif',
    heading: 'Didot, "Bodoni 72", "Bodoni MT", "Playfair Display", Georgia, "Liberation Serif", serif',
  },
  bold: {
    accent: "#111111",
    body: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", system-ui, sans-serif',
    heading: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", system-ui, sans-serif',
  },
  studio: {
    accent: "#c2410c",
    body: '"Inter", "Helvetica Neue", "Segoe UI", "Liberation Sans", system-ui, sans-serif',
    heading: '"Inter", "Helvetica Neue", "Segoe UI", "Liberation Sans", system-ui, sans-serif',
  },
  codebase: {
    accent: "#1a7f37",
    body: '-apple-system, "Segoe UI", "Noto Sans", Helvetica, "Liberation Sans", Arial, sans-serif',
    heading: 'ui-monospace, "SFMono-Regular", "JetBrains Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace',
  },
  lens: {
    accent: "#92400e",
    body: '"Helvetica Neue", Helvetica, "Liberation Sans", Arial, system-ui, sans-serif',
    heading: '"Helvetica Neue", Helvetica, "Liberation Sans", Arial, system-ui, sans-serif',
  },
  quill: {
    accent: "#7c2d12",
    body: '"Iowan Old Style", Charter, "Bitstream Charter", "Palatino Linotype", Georgia, "DejaVu Serif", serif',
    heading: '"Iowan Old Style", Charter, "Bitstream Charter", "Palatino Linotype", Georgia, "DejaVu Serif", serif',
  },
  scholar: {
    accent: "#1e3a8a",
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif',
    heading: '"Source Serif 4", "Iowan Old Style", Charter, Georgia, "DejaVu Serif", serif',
  },
  executive: {
    accent: "#8a5a12",
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif',
    heading: '"Playfair Display", "Iowan Old Style", Georgia, "DejaVu Serif", serif',
  },
  graduate: {
    accent: "#1d4ed8",
    body: '"Nunito", "Segoe UI", "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
    heading: '"Nunito", "Segoe UI", "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
  },
  milestones: {
    accent: "#0e7490",
    body: '"Archivo", "Segoe UI", "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
    heading: '"Archivo", "Segoe UI", "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
  },
  sketchbook: {
    accent: "#b4235a",
    body: '"Avenir Next", "Nunito", "Segoe UI", "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
    heading: '"Iowan Old Style", "Palatino Linotype", Georgia, "DejaVu Serif", serif',
  },
  stage: {
    accent: "#be185d",
    body: '"Archivo", "Segoe UI", "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
    heading: '"Space Grotesk", "Archivo", "Arial Narrow", "Helvetica Neue", "Liberation Sans", system-ui, sans-serif',
  },
};

const FALLBACK_LOOK = TEMPLATE_LOOKS.minimalist;

const ownLook = (templateId: string) => (Object.hasOwn(TEMPLATE_LOOKS, templateId) ? TEMPLATE_LOOKS[templateId as TemplateId] : FALLBACK_LOOK);

/**
 * The portfolio's accent on white paper: the chosen accent as the light scheme draws it (dark
 * enough for text on white, WCAG AA), or the template's own. The résumé, its Word file and the
 * QR code of the page all use it.
 */
export function paperAccent(templateId: string, theme: Theme | undefined | null): string {
  const { accent } = resolveTheme(theme);
  return accent === null ? ownLook(templateId).accent : accentPair(accent).light;
}

/** The résumé root's custom properties and the chosen pairing's @font-face rules. */
export function resumeLook(templateId: string, theme: Theme | undefined): { style: CSSProperties; fontCss: string } {
  const own = ownLook(templateId);
  const { fonts } = resolveTheme(theme);
  const pairing = FONT_PAIRINGS[fonts];
  const style = {
    "--rs-accent": paperAccent(templateId, theme),
    "--rs-font": pairing.body ?? own.body,
    "--rs-font-heading": pairing.heading ?? own.heading,
  } as CSSProperties;
  return { style, fontCss: fontFaceCss(fonts) };
}
