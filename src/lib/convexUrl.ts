/**
 * Where the Convex deployment is, in the browser: VITE_CONVEX_URL when the build names one (a
 * Convex deployment), otherwise the page's own origin, where the local backend serves the API.
 */
export function convexUrl(): string {
  return import.meta.env.VITE_CONVEX_URL || window.location.origin;
}
