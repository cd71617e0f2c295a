import { callConvex } from "../../page-script/convexApi";
import type { Tokens } from "../../page-script/session";

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
