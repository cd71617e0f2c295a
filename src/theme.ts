import { Anchor, Button, createTheme, Notification, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";
import wrap from "./ui/ButtonWrap.module.css";

/** The brand violet; shades 6+ keep white text above WCAG AA contrast. */
const brand: MantineColorsTuple = ["#f3f0ff", "#e5dbff", "#d0bfff", "#b197fc", "#9775fa", "#845ef7", "#7048e8", "#6741d9", "#5f3dc4", "#5235ab"];

/** The app's one Mantine theme; every screen and the tests use it. */
export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
    // Red text buttons (Delete, Remove, Unpublish) in the error colour: Mantine's subtle red is
    // near-white in dark mode (its red-0), so a danger would not read as one.
    Button: Button.extend({
      vars: (_theme, props) => ({ root: props.variant === "subtle" && props.color === "red" ? { "--button-color": "var(--mantine-color-error)" } : {} }),
      // Labels wrap rather than widen the page (ButtonWrap.module.css): classes, not inline styles,
      // so a screen of buttons (the builder's entries) merges no style objects per render.
      classNames: { root: wrap.root, inner: wrap.inner, label: wrap.label },
    }),
    // Toasts: a named close button, and a description colour with enough contrast.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
      styles: { description: { color: "var(--mantine-color-dimmed)" } },
    }),
  },
});

/**
 * Mantine's default dimmed, error and link colours fall below WCAG AA contrast (4.5:1) on the
 * page and card backgrounds; these shades pass in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-anchor": "var(--mantine-color-brand-7)",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
    "--mantine-color-anchor": "var(--mantine-color-brand-3)",
  },
});
