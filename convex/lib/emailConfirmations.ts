import { appLanguageOf } from "../model/appLanguages";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { CONFIRMATION_MS, CONFIRMATION_TOKEN_RE, confirmationMail, confirmationPath, UNCONFIRMED_MESSAGE } from "../model/emailConfirmation";
import { appError, errorData } from "../model/errors";
import { normalizeEmail } from "../model/validation";
import { newLinkToken } from "./linkTokens";
import { rateLimiter, tooManyAttemptsMessage, type RateLimitName } from "./rateLimits";
import { sha256Hex } from "./sha256";

/**
 * Proving an address (table `emailConfirmations`): a mailed link with a random single-use token
 * (only its SHA-256 is stored) that expires. An account has at most one link on its way, for its
 * own address (sign-up) or a new one (a change, which takes effect only when the link is used).
 * Accounts marked confirmed have `emailVerificationTime` (Convex Auth's field) set.
 */

/** Whether the account's current address has been proven. */
export const isEmailConfirmed = (user: Doc<"users">) => user.emailVerificationTime !== undefined;

/** Refuses (`email/unconfirmed`) what sends mail for an account or accepts an invitation until its address is proven. */
export function requireConfirmedEmail(user: Doc<"users">): void {
  if (!isEmailConfirmed(user)) throw appError("email/unconfirmed", UNCONFIRMED_MESSAGE);
}

/** The account's link on its way, if any (expired or not). */
export function pendingConfirmation(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("emailConfirmations")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .first();
}

/** The new address the account asked to change to, while its link still works; null otherwise. */
export async function pendingChange(ctx: QueryCtx, user: Doc<"users">): Promise<string | null> {
  const row = await pendingConfirmation(ctx, user._id);
  return row !== null && row.email !== user.email && row.expiresAt > Date.now() ? row.email : null;
}

/** Drops the account's link on its way (a new one replaces it, deletion and use end it). */
export async function dropConfirmations(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  for (const row of await ctx.db
    .query("emailConfirmations")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(10)) {
    await ctx.db.delete("emailConfirmations", row._id);
  }
}

/**
 * Mails a confirmation link for `email` to that address, replacing the account's previous link.
 * Each mail counts against the account's allowance and the address's (from all accounts
 * together, keyed by the address's hash), so nobody can make the product mail an inbox over and
 * over; past either, `email/rate-limited` says how long to wait.
 */
export async function sendConfirmation(ctx: MutationCtx, userId: Id<"users">, rawEmail: string, kind: "signup" | "change"): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const buckets: { name: RateLimitName; key: string }[] = [
    { name: "confirmationMailsPerAccount", key: userId },
    { name: "confirmationMailsPerAddress", key: await sha256Hex(email) },
  ];
  // Both are checked before either is spent, as for invitations (lib/inviteLimits.ts).
  for (const step of ["check", "limit"] as const) {
    for (const { name, key } of buckets) {
      const { ok, retryAfter } = await rateLimiter[step](ctx, name, { key });
      if (!ok) throw appError("email/rate-limited", tooManyAttemptsMessage(retryAfter, "confirmation mails"));
    }
  }
  await dropConfirmations(ctx, userId);
  const token = newLinkToken();
  const now = Date.now();
  await ctx.db.insert("emailConfirmations", { userId, email, tokenHash: await sha256Hex(token), createdAt: now, expiresAt: now + CONFIRMATION_MS });
  // eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, for the link in the mail
  const link = `${(process.env.SITE_URL ?? "").replace(/\/+$/, "")}${confirmationPath(token)}`;
  const language = appLanguageOf((await ctx.db.get("users", userId))?.language);
  await ctx.scheduler.runAfter(0, internal.mail.send, confirmationMail(email, link, kind, language));
}

/**
 * Sign-up's link: a refusal by the limits must not fail the sign-up itself (the address may have
 * been mailed by others' requests); the dashboard's banner can send it later.
 */
export async function sendSignUpConfirmation(ctx: MutationCtx, userId: Id<"users">, email: string): Promise<void> {
  try {
    await sendConfirmation(ctx, userId, email, "signup");
  } catch (error) {
    if (errorData(error)?.code !== "email/rate-limited") throw error;
  }
}

/** The usable link a token names (through its hash), or null: malformed, unknown or expired. */
export async function confirmationByToken(ctx: QueryCtx, token: string) {
  if (!CONFIRMATION_TOKEN_RE.test(token)) return null;
  const tokenHash = await sha256Hex(token);
  const row = await ctx.db
    .query("emailConfirmations")
    .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
  return row !== null && row.expiresAt > Date.now() ? row : null;
}

/** The password account that signs in with `email`, if any. */
export function passwordAccountFor(ctx: QueryCtx, email: string) {
  return ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) => q.eq("provider", "password").eq("providerAccountId", email))
    .unique();
}
