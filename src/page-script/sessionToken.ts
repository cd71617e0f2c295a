import { decodeJwt } from "jose";
import { readConfig } from "./config";
import { callConvex } from "./convexApi";
import { REFRESH_LOCK, REFRESH_PREFIX, storageNamespace } from "../lib/convexAuthStorage";
import { accessToken, forgetSession, storeSession, type Tokens } from "./session";

// Apart from ./session.ts: only a member's scripts call the server as them, and this brings the JWT decoder
// (jose: a small chunk their scripts share, loaded with them only).

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
