/**
 * Where the remembered colour scheme lives: Mantine's localStorage manager writes it, and the
 * inline script in the document head (src/root.tsx) reads it before the first paint.
 */
export const COLOR_SCHEME_STORAGE_KEY = "mantine-color-scheme-value";

/**
 * Applies the remembered (or system) scheme before the first paint, as Mantine's
 * ColorSchemeScript does, so dark-mode users never see a white flash.
 */
export const COLOR_SCHEME_SCRIPT = `try {
  var saved = localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});
  var scheme = saved === "light" || saved === "dark" ? saved : matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
} catch (e) {}`;
