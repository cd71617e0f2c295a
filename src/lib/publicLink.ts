/** The app's base path as the router sees it (Vite's base without the trailing slash). */
export const APP_BASENAME = "/portfolio-builder";

/** The full, shareable address of a path inside the app, e.g. a published portfolio. */
export function shareableUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${APP_BASENAME}${path}`;
}
