import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery, type MutationCtx, type QueryCtx } from "./_generated/server";
import { activeSession, forgetDevices as forgetKnownDevices } from "./lib/sessions";
import { rateLimiter } from "./lib/rateLimits";
import { sha256Hex } from "./lib/sha256";

/**
 * Internal steps of every password check (sign-in, password change, account deletion), run by
 * the actions that hash: look up the account and the throttle, then record the outcome.
 */

const PROVIDER = "password";

/** How long `key`'s bucket must wait before its next password check (0: go ahead). */
async function waitFor(ctx: QueryCtx, key: string): Promise<number> {
  const { ok, retryAfter } = await rateLimiter.check(ctx, "passwordFailures", { key });
  return ok ? 0 : Math.max(1, Math.ceil(retryAfter));
}

function passwordAccount(ctx: QueryCtx, email: string) {
  return ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) => q.eq("provider", PROVIDER).eq("providerAccountId", email))
    .unique();
}

/**
 * Sign-in's first step. Does the same reads whether or not the email has an account. The
 * throttle bucket is the browser's own when it is a known device of this account, otherwise
 * the email's (shared by everyone who tries it, account or not).
 */
export const beginSignIn = internalQuery({
  args: { email: v.string(), deviceToken: v.optional(v.string()) },
  handler: async (ctx, { email, deviceToken }) => {
    const account = await passwordAccount(ctx, email);
    let key = `email:${email}`;
    if (deviceToken !== undefined) {
      const tokenHash = await sha256Hex(deviceToken);
      const device = await ctx.db
        .query("knownDevices")
        .withIndex("by_tokenHash_and_userId", (q) =>
          account === null ? q.eq("tokenHash", tokenHash) : q.eq("tokenHash", tokenHash).eq("userId", account.userId),
        )
        .first();
      if (device !== null && account !== null && device.userId === account.userId) key = `device:${device._id}`;
    }
    // A deleted account (in its undo days) signs in like an unknown email: refused, same words.
    const closed = account !== null && (await ctx.db.get("users", account.userId))?.deletedAt !== undefined;
    return {
      key,
      waitMs: await waitFor(ctx, key),
      account: account === null || closed ? null : { userId: account.userId, secret: account.secret ?? null },
    };
  },
});

/** The caller's user id while their session is active (actions cannot read the database). */
export const activeCaller = internalQuery({
  args: {},
  handler: async (ctx) => (await activeSession(ctx))?.userId ?? null,
});

/** The signed-in caller's password account, for actions that ask for the current password. */
export const callerAccount = internalQuery({
  args: {},
  handler: async (ctx) => {
    const active = await activeSession(ctx);
    if (active === null) return null;
    const account = await ctx.db
      .query("authAccounts")
      .withIndex("userIdAndProvider", (q) => q.eq("userId", active.userId).eq("provider", PROVIDER))
      .unique();
    // Accounts that sign in with a passkey or GitHub/Google only have no password (secret: null).
    const user = account === null ? await ctx.db.get("users", active.userId) : null;
    const key = `user:${active.userId}`;
    return {
      userId: active.userId,
      sessionId: active.session._id,
      sessionStartedAt: active.session._creationTime,
      email: account?.providerAccountId ?? user?.email ?? "",
      secret: account?.secret ?? null,
      key,
      waitMs: await waitFor(ctx, key),
    };
  },
});

/** The outcome of a password check in `key`'s bucket: a failure spends one free try, success refills it. */
export const recordAttempt = internalMutation({
  args: { key: v.string(), ok: v.boolean() },
  handler: async (ctx, { key, ok }) => {
    if (ok) await rateLimiter.reset(ctx, "passwordFailures", { key });
    else await rateLimiter.limit(ctx, "passwordFailures", { key });
  },
});

/**
 * Reset mails are limited per address (the same for addresses without an account): each request
 * counts, and after a few the next must wait, so nobody can flood an inbox. Returns the wait
 * (0: go ahead; the request is then counted).
 */
export const takeResetSlot = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const { ok, retryAfter } = await rateLimiter.limit(ctx, "resetCodes", { key: email });
    return ok ? 0 : Math.max(1, Math.ceil(retryAfter));
  },
});

/**
 * Sign-up attempts are limited per address and from everyone together (a flood of sign-ups would
 * otherwise keep the hashing busy for all). Returns what refused and the wait, or null (counted).
 */
export const takeSignUpSlot = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => await signUpRefusal(ctx, email),
});

/** takeSignUpSlot's rule, for the other ways a new account is made (OAuth, lib/oauthAccounts.ts). */
export async function signUpRefusal(ctx: MutationCtx, email: string) {
  const buckets = [
    // By the address's hash: the limiter's rows outlive a failed sign-up and must not list addresses.
    { name: "signUpsPerAddress", key: await sha256Hex(email), what: "sign-up attempts for this email" },
    { name: "signUpsAll", key: undefined, what: "sign-ups right now" },
  ] as const;
  for (const step of ["check", "limit"] as const) {
    for (const { name, key, what } of buckets) {
      const { ok, retryAfter } = await rateLimiter[step](ctx, name, { key });
      if (!ok) return { waitMs: retryAfter, what };
    }
  }
  return null;
}

/** Whether an account uses this email (the reset flow asks, and answers the same either way). */
export const hasAccount = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => (await passwordAccount(ctx, email)) !== null,
});

/** See lib/sessions.ts: after a password change or reset. */
export const forgetDevices = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await forgetKnownDevices(ctx, userId),
});

/**
 * Empties `signInThrottles`, the table of the hand-written throttle the rate limiter replaced
 * (hourly cron): a deployment accepts the schema without it only once no rows are left.
 */
export const purgeThrottles = internalMutation({
  args: {},
  handler: async (ctx) => {
    const old = await ctx.db.query("signInThrottles").take(500);
    for (const row of old) await ctx.db.delete("signInThrottles", row._id);
    if (old.length === 500) await ctx.scheduler.runAfter(0, internal.credentials.purgeThrottles, {});
    return old.length;
  },
});
