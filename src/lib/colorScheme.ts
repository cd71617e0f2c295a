/**
 * Where the remembered colour scheme lives: Mantine's localStorage manager writes it, and the
 * inline script in both pages' head (scripts/lib/htmlHead.ts) reads it before the first paint.
 */
export const COLOR_SCHEME_STORAGE_KEY = "mantine-color-scheme-value";
