import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** The brand violet; shades 6+ keep white text above WCAG AA contrast. */
const brand: MantineColorsTuple = [
  "#f3f0ff",
  "#e5dbff",
  "#d0bfff",
  "#b197fc",
  "#9775fa",
  "#845ef7",
  "#7048e8",
  "#6741d9",
  "#5f3dc4",
  "#5235ab",
];

/** The app's one Mantine theme; every screen and the tests use it. */
export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
});

/** Where the remembered colour scheme lives (Mantine's own localStorage manager reads it). */
export const COLOR_SCHEME_STORAGE_KEY = "mantine-color-scheme-value";
