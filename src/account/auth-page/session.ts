import { readConfig } from "../../visitor/script/config";
import { accessToken, forgetSession, JWT_PREFIX, REFRESH_PREFIX, storageNamespace } from "../../visitor/script/session";
import type { Tokens } from "../auth/credentials";
import { callConvex } from "./convexApi";

/**
 * Stores a new session where @convex-dev/auth's ConvexAuthProvider reads it when the app loads:
 * localStorage, `<key>_<deployment URL without non-alphanumerics>` (its useNamespacedStorage,
 * namespaced by the client's address, the same URL as readConfig's).
 */
export function storeSession(tokens: Tokens): void {
  const namespace = storageNamespace(readConfig().convexUrl);
  localStorage.setItem(`${JWT_PREFIX}${namespace}`, tokens.token);
  localStorage.setItem(`${REFRESH_PREFIX}${namespace}`, tokens.refreshToken);
}

/** Signs in (or up) with the Password provider: the tokens, or the error's message. */
export async function signInWithPassword(params: Record<string, string>) {
  const result = await callConvex<{ tokens?: Tokens | null }>("action", "auth:signIn", { provider: "password", params });
  if (!result.ok) return result;
  const tokens = result.value.tokens;
  return tokens ? { ok: true as const, value: tokens } : { ok: false as const, message: null };
}

/**
 * What follows a confirmed sign-in, as the app's useFinishSignIn does: create the profile if
 * missing (spec) and remember this browser. Never fails (a missing profile is created at the next login).
 */
export async function finishSignIn(token: string, device: string | undefined): Promise<void> {
  await Promise.all([
    callConvex("mutation", "users:ensureProfile", {}, token),
    device ? callConvex("mutation", "account:rememberDevice", { token: device }, token) : null,
  ]);
}

/** Ends a session on the server (sign-up without `next` goes on to /login signed out, as the spec says). */
export async function endSession(token: string): Promise<void> {
  await callConvex("action", "auth:signOut", {}, token);
}

/** A token this close to its expiry is refreshed first, as the Convex client does before it runs out. */
const EXPIRY_MARGIN_MS = 10_000;

function isFresh(token: string | null): token is string {
  try {
    const payload = JSON.parse(atob(token!.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof payload.exp === "number" && payload.exp * 1000 > Date.now() + EXPIRY_MARGIN_MS;
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
  // The lock's name is @convex-dev/auth's (its browserMutex around refreshing).
  return navigator.locks ? navigator.locks.request("__convexAuthRefreshToken", refresh) : refresh();
}
