/**
 * Where the Convex deployment is. A build must not hard-code the local backend's port, so the
 * server that serves index.html may inject `window.__CONVEX_URL__`; a Convex Cloud build sets
 * VITE_CONVEX_URL at build time; otherwise the page's own origin serves the Convex API.
 */
declare global {
  interface Window {
    __CONVEX_URL__?: string;
  }
}

export function convexUrl(): string {
  return window.__CONVEX_URL__ ?? import.meta.env.VITE_CONVEX_URL ?? window.location.origin;
}
