import type { FunctionReturnType } from "convex/server";
import type { Value } from "convex/values";
import { internal } from "../_generated/api";
import type { ActionCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { PASSWORD_MAX_LENGTH } from "../model/limits";
import { newPasswordError } from "../model/password";
import { tooManyAttemptsMessage } from "./rateLimits";
import { passwordHasher } from "./passwordHash";

/** Refuses a new password that breaks a rule (length, spaces, the email, common passwords). */
export async function requireNewPassword(password: Value | undefined, email: string) {
  const error = await newPasswordError(typeof password === "string" ? password : "", email);
  if (error !== null) throw appError("auth/weak-password", error);
}

/**
 * For changing the password and deleting the account: the signed-in caller (active session)
 * must type their current password. Throttled in the caller's own bucket, so a stolen session
 * cannot try passwords quickly either.
 */
export async function requireCurrentPassword(ctx: ActionCtx, password: string) {
  const caller = await ctx.runQuery(internal.credentials.callerAccount, {});
  if (caller === null) throw appError("auth/unauthenticated", "Please log in to continue.");
  if (caller.secret === null) throw appError("auth/no-password", NO_PASSWORD_MESSAGE);
  return await checkPassword(ctx, caller, password);
}

const NO_PASSWORD_MESSAGE = "Your account has no password: you sign in with a passkey or with GitHub or Google.";

/** How recent a sign-in must be to stand for a password (accounts without one deleting themselves). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * For deleting the account: the current password, or for an account without one, its email typed
 * to confirm within RECENT_SIGN_IN_MS of signing in (the sign-in, by passkey or provider, is the
 * proof; an older session must sign in again, as GitHub's "sudo mode" asks).
 */
export async function requireAccountProof(ctx: ActionCtx, typed: string) {
  const caller = await ctx.runQuery(internal.credentials.callerAccount, {});
  if (caller === null) throw appError("auth/unauthenticated", "Please log in to continue.");
  if (caller.secret !== null) return await checkPassword(ctx, caller, typed);
  if (Date.now() - caller.sessionStartedAt > RECENT_SIGN_IN_MS)
    throw appError("auth/sign-in-again", "For your safety, log out and sign in again, then delete your account within 10 minutes.");
  if (typed.trim().toLowerCase() !== caller.email.toLowerCase()) throw appError("auth/wrong-password", "Type your account's email address to confirm.");
  return caller;
}

type Caller = NonNullable<FunctionReturnType<typeof internal.credentials.callerAccount>>;

async function checkPassword(ctx: ActionCtx, caller: Caller, password: string) {
  if (caller.waitMs > 0) throw appError("auth/too-many-requests", tooManyAttemptsMessage(caller.waitMs));
  const ok = caller.secret !== null && password.length <= PASSWORD_MAX_LENGTH && (await passwordHasher.verify(password, caller.secret));
  await ctx.runMutation(internal.credentials.recordAttempt, { key: caller.key, ok });
  if (!ok) throw appError("auth/wrong-password", "The password is not correct.");
  return caller;
}
