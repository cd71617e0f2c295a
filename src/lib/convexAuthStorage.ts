/**
 * Where @convex-dev/auth's ConvexAuthProvider keeps the session, so that pages without React and
 * the server's sign-in answer (src/account/auth/sessionHandoff.ts) read and write the one the app
 * loads with. Its client exports none of these names (dist/react/client.js keeps them private), so
 * this is the one copy: tests/node/convexAuthStorage.test.ts reads that file and fails when it
 * stops using them.
 *
 * localStorage holds `__convexAuthJWT_<deployment>` and `__convexAuthRefreshToken_<deployment>`
 * (its useNamespacedStorage: the client's URL without non-alphanumerics), and a refresh runs under
 * the Web Lock named like the refresh token's key (its browserMutex), so two tabs never refresh at once.
 */
export const JWT_PREFIX = "__convexAuthJWT_";
export const REFRESH_PREFIX = "__convexAuthRefreshToken_";
export const REFRESH_LOCK = "__convexAuthRefreshToken";

/** What useNamespacedStorage drops from the client's address to name a deployment's keys. */
export const NAMESPACE_DROPPED = /[^a-zA-Z0-9]/g;

/** The suffix of a deployment's keys: its address (the Convex client's URL) without non-alphanumerics. */
export function storageNamespace(convexUrl: string): string {
  return convexUrl.replace(NAMESPACE_DROPPED, "");
}
