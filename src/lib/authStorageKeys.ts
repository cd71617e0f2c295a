/**
 * @convex-dev/auth keeps the session in localStorage as `__convexAuthJWT_<deployment>` and
 * `__convexAuthRefreshToken_<deployment>` (its useNamespacedStorage). Its own module, so the
 * server's sign-in answer (src/account/auth/sessionHandoff.ts) and the pages' scripts share the
 * names without the app's bundle splitting the visitor script into two files.
 */
export const JWT_PREFIX = "__convexAuthJWT_";
export const REFRESH_PREFIX = "__convexAuthRefreshToken_";

/** What useNamespacedStorage drops from the client's address to name a deployment's keys. */
export const NAMESPACE_DROPPED = /[^a-zA-Z0-9]/g;

/** The suffix of a deployment's keys: its address (the Convex client's URL) without non-alphanumerics. */
export function storageNamespace(convexUrl: string): string {
  return convexUrl.replace(NAMESPACE_DROPPED, "");
}
