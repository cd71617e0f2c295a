/**
 * @convex-dev/auth keeps the session in localStorage as `__convexAuthJWT_<deployment>` and
 * `__convexAuthRefreshToken_<deployment>` (its useNamespacedStorage).
 */
export const JWT_PREFIX = "__convexAuthJWT_";
export const REFRESH_PREFIX = "__convexAuthRefreshToken_";

/** What useNamespacedStorage drops from the client's address to name a deployment's keys. */
export const NAMESPACE_DROPPED = /[^a-zA-Z0-9]/g;

/** The suffix of a deployment's keys: its address (the Convex client's URL) without non-alphanumerics. */
export function storageNamespace(convexUrl: string): string {
  return convexUrl.replace(NAMESPACE_DROPPED, "");
}

function storedKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? "");
  } catch {
    return [];
  }
}

/** Whether this browser holds a session (the app confirms it with the server when it loads). */
export function hasSession(): boolean {
  return storedKeys().some((key) => key.startsWith(REFRESH_PREFIX));
}

/** The stored access token, if any. */
export function accessToken(): string | null {
  const key = storedKeys().find((k) => k.startsWith(JWT_PREFIX));
  return key ? localStorage.getItem(key) : null;
}

/** Forgets the session's tokens, as @convex-dev/auth's signOut does after asking the server. */
export function forgetSession(): void {
  for (const key of storedKeys()) if (key.startsWith(JWT_PREFIX) || key.startsWith(REFRESH_PREFIX)) localStorage.removeItem(key);
}
