/**
 * Where the app lives on any host: the router's basename, Vite's base, the web servers' prefix and
 * every absolute link the app writes come from here.
 */
export const APP_BASENAME = "/portfolio-builder";

/** The same with its trailing slash, as Vite's `base` and the servers' prefix checks take it. */
export const APP_BASE = `${APP_BASENAME}/`;
