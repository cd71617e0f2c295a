/** The app's base path as the router sees it (Vite's base without the trailing slash). */
export const APP_BASENAME = "/portfolio-builder";

/** The full, shareable address of a path inside the app, e.g. a published portfolio. */
export function shareableUrl(path: string, origin: string = window.location.origin): string {
  return absoluteUrl(origin, APP_BASENAME, path);
}

/** `origin` + `basePath` + `path`, whatever trailing slashes the first two carry. */
export function absoluteUrl(origin: string, basePath: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${basePath.replace(/\/+$/, "")}${path}`;
}

/**
 * The href of a published page (`path` as the server gives it, e.g. `/p/ada`). Public pages are
 * rendered by the server outside the app's router, so links to them are plain `<a href>` (a full
 * page load), never router links.
 */
export function publicPageHref(path: string): string {
  return `${APP_BASENAME}${path}`;
}
