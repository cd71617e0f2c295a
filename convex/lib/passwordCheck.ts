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
  if (caller.waitMs > 0) throw appError("auth/too-many-requests", tooManyAttemptsMessage(caller.waitMs));
  const ok = caller.secret !== null && password.length <= PASSWORD_MAX_LENGTH && (await passwordHasher.verify(password, caller.secret));
  await ctx.runMutation(internal.credentials.recordAttempt, { key: caller.key, ok });
  if (!ok) throw appError("auth/wrong-password", "The password is not correct.");
  return caller;
}
