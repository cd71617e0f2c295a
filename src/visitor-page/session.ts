import { convexUrl } from "../lib/convexUrl";

/**
 * Where @convex-dev/auth keeps the session in localStorage: `<key>_<deployment URL without
 * punctuation>` (its useNamespacedStorage, namespaced by the client's address).
 */
export function authStorageKey(key: "__convexAuthJWT" | "__convexAuthRefreshToken"): string {
  return `${key}_${convexUrl().replace(/[^a-zA-Z0-9]/g, "")}`;
}

/** Whether this browser holds a session (the app confirms it with the server when it loads). */
export function hasSession(): boolean {
  try {
    return localStorage.getItem(authStorageKey("__convexAuthRefreshToken")) !== null;
  } catch {
    return false;
  }
}
