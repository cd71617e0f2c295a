import { readConfig } from "./config";
import { JWT_PREFIX, REFRESH_PREFIX, storageNamespace } from "../lib/convexAuthStorage";

/** A session as `auth:signIn` answers it: the access token (a JWT) and the refresh token. */
export type Tokens = { token: string; refreshToken: string };

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

/** Stores a new session where ConvexAuthProvider reads it when the app loads (src/lib/convexAuthStorage.ts). */
export function storeSession(tokens: Tokens): void {
  const namespace = storageNamespace(readConfig().convexUrl);
  localStorage.setItem(`${JWT_PREFIX}${namespace}`, tokens.token);
  localStorage.setItem(`${REFRESH_PREFIX}${namespace}`, tokens.refreshToken);
}
