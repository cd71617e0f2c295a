import type { CSSProperties } from "react";
import { IconLock } from "@tabler/icons-react";
import { UNLOCK_FIELDS, UNLOCK_INTENT } from "../../convex/model/pagePassword";
import { findTemplate, type TemplateColors } from "../../convex/model/templates";
import { accentPair, contrastRatio, FONT_PAIRINGS, onAccent, resolveTheme, type Theme } from "../../convex/model/theme";
import { usePageWords } from "../templates/shared/pageWords";
import { InlineStyle } from "./PublishedPortfolio";
import css from "./unlockForm.css?inline";

/** What a locked page's query answer gives the form: the chosen name and the page's look, nothing more. */
export type LockedPage = { name: string; templateId: string; theme: Theme | null };

/**
 * A password-protected page before the right password: the name its owner chose and a password
 * form, in the template's colours and the owner's theme. Posts to the page's own address
 * (works without JavaScript); `message` is the last attempt's answer.
 */
export function UnlockForm({ page, message }: { page: LockedPage; message?: string }) {
  const words = usePageWords();
  return (
    <main id="main" className="pb-lock" style={lockStyle(page)}>
      <InlineStyle css={css} />
      <div className="pb-lock__card">
        <span className="pb-lock__icon" aria-hidden>
          <IconLock size={24} stroke={1.8} />
        </span>
        <h1>{page.name}</h1>
        <p>{words.passwordProtected}</p>
        <form method="post">
          <input type="hidden" name={UNLOCK_FIELDS.intent} value={UNLOCK_INTENT} />
          <label htmlFor="page-password">{words.password}</label>
          <input
            id="page-password"
            name={UNLOCK_FIELDS.password}
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "page-password-error" : undefined}
          />
          {message && (
            <p id="page-password-error" className="pb-lock__error" role="alert">
              {message}
            </p>
          )}
          <button type="submit">{words.unlock}</button>
        </form>
      </div>
    </main>
  );
}

const FALLBACK: TemplateColors = { background: "#ffffff", text: "#1f2937", muted: "#4b5563", accent: "#1d4ed8", accentEnd: "#1d4ed8", onAccent: "#ffffff" };
const DARK = { background: "#111418", text: "#e5e7eb", muted: "#a1a9b8" };
const LIGHT = { background: "#ffffff", text: "#1f2937", muted: "#4b5563" };

/** The template's palette, turned light or dark as the owner's scheme says, with their accent and fonts. */
function lockStyle(page: LockedPage): CSSProperties {
  const template = findTemplate(page.templateId)?.colors ?? FALLBACK;
  const { accent, fonts, scheme } = resolveTheme(page.theme);
  const templateIsDark = contrastRatio(template.background, "#000000") < contrastRatio(template.background, "#ffffff");
  const light = templateIsDark ? LIGHT : template;
  const dark = templateIsDark ? template : DARK;
  const accentOn = (background: string) => {
    if (accent !== null) {
      const pair = accentPair(accent);
      return background === dark.background ? pair.dark : pair.light;
    }
    // The template's accent where it reads on the background, else readable text colour.
    return background === template.background ? template.accent : contrastRatio(template.accent, background) >= 3 ? template.accent : dark.text;
  };
  const pick = (key: "background" | "text" | "muted") =>
    scheme === "auto" ? `light-dark(${light[key]}, ${dark[key]})` : scheme === "dark" ? dark[key] : scheme === "light" ? light[key] : template[key];
  const lightAccent = accentOn(light.background);
  const darkAccent = accentOn(dark.background);
  const single = scheme === "dark" ? darkAccent : scheme === "light" ? lightAccent : accentOn(template.background);
  const pairing = FONT_PAIRINGS[fonts];
  return {
    "--lock-bg": pick("background"),
    "--lock-text": pick("text"),
    "--lock-muted": pick("muted"),
    "--lock-accent": scheme === "auto" ? `light-dark(${lightAccent}, ${darkAccent})` : single,
    "--lock-on-accent": scheme === "auto" ? `light-dark(${onAccent(lightAccent)}, ${onAccent(darkAccent)})` : onAccent(single),
    "--lock-error": scheme === "auto" ? "light-dark(#b91c1c, #fca5a5)" : scheme === "dark" || (scheme === "template" && templateIsDark) ? "#fca5a5" : "#b91c1c",
    "--lock-scheme": scheme === "auto" ? "light dark" : "normal",
    "--lock-font": pairing.body ?? 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    "--lock-heading": pairing.heading ?? "var(--lock-font)",
  } as CSSProperties;
}
