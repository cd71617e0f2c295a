import { decodeJwt } from "jose";
import { readConfig } from "./config";
import { callConvex } from "./convexApi";
import { JWT_PREFIX, REFRESH_LOCK, REFRESH_PREFIX, storageNamespace } from "./convexAuthStorage";

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

/** Stores a new session where ConvexAuthProvider reads it when the app loads (./convexAuthStorage.ts). */
export function storeSession(tokens: Tokens): void {
  const namespace = storageNamespace(readConfig().convexUrl);
  localStorage.setItem(`${JWT_PREFIX}${namespace}`, tokens.token);
  localStorage.setItem(`${REFRESH_PREFIX}${namespace}`, tokens.refreshToken);
}

/** A token this close to its expiry is refreshed first, as the Convex client does before it runs out. */
const EXPIRY_MARGIN_MS = 10_000;

function isFresh(token: string | null): token is string {
  try {
    const { exp } = decodeJwt(token!);
    return exp !== undefined && exp * 1000 > Date.now() + EXPIRY_MARGIN_MS;
  } catch {
    return false;
  }
}

/**
 * The stored session's access token for calls over the HTTP API, refreshed first when it has
 * expired, as ConvexAuthProvider would: under its lock (so a tab running the app does not refresh
 * at the same moment), stored where it reads it. null: the session has ended (its tokens are
 * forgotten); undefined: the server could not be asked.
 */
export async function sessionToken(): Promise<string | null | undefined> {
  const stored = accessToken();
  if (isFresh(stored)) return stored;
  const refresh = async () => {
    const token = accessToken();
    // Another tab refreshed while this one waited for the lock.
    if (isFresh(token)) return token;
    const namespace = storageNamespace(readConfig().convexUrl);
    const refreshToken = localStorage.getItem(`${REFRESH_PREFIX}${namespace}`);
    if (refreshToken === null) return null;
    const result = await callConvex<{ tokens?: Tokens | null }>("action", "auth:signIn", { refreshToken });
    if (!result.ok) return undefined;
    if (!result.value.tokens) {
      forgetSession();
      return null;
    }
    storeSession(result.value.tokens);
    return result.value.tokens.token;
  };
  return navigator.locks ? navigator.locks.request(REFRESH_LOCK, refresh) : refresh();
}
