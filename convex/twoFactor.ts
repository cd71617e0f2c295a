import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { action, internalMutation, internalQuery, query, type MutationCtx } from "./_generated/server";
import { currentUser } from "./lib/functions";
import { requireCurrentPassword } from "./lib/passwordCheck";
import { activeSession } from "./lib/sessions";
import { sha256Hex } from "./lib/sha256";
import {
  checkCode,
  deleteRecoveryCodes,
  isTwoFactorOn,
  newTotpSecret,
  recoveryCodesLeft,
  refuse,
  replaceRecoveryCodes,
  secretRow,
  unwrap,
  type Outcome,
} from "./lib/signInFactors";
import { authedMutation } from "./lib/functions";
import { appError } from "./model/errors";
import { TWO_FACTOR_TEXTS, TWO_FACTOR_TICKET_MINUTES } from "./model/twoFactor";

/**
 * Two-factor codes from an authenticator app (TOTP, RFC 6238, by the `otpauth` library) with
 * single-use recovery codes. Once on, a password sign-in asks for a code (auth.ts opens a
 * ticket here, its second step closes it); a passkey sign-in does not (it is two factors itself).
 */

/** The caller's two-factor state for the account page. */
export const status = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const enabled = await isTwoFactorOn(ctx, user._id);
    return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx, user._id) : 0 };
  },
});

/**
 * Starts turning two-factor on: a new secret (replacing any unconfirmed one), shown as a QR code
 * and as text. Nothing changes for sign-in until `enable` confirms it with a first code.
 */
export const begin = authedMutation({
  args: {},
  handler: async (ctx) => {
    const existing = await secretRow(ctx, ctx.user._id);
    if (existing?.enabledAt !== undefined) throw appError("validation/invalid", "Two-factor authentication is already on.");
    const { secret, uri } = newTotpSecret(ctx.user.email ?? "account");
    if (existing === null) await ctx.db.insert("twoFactorSecrets", { userId: ctx.user._id, secret });
    else await ctx.db.replace("twoFactorSecrets", existing._id, { userId: ctx.user._id, secret });
    return { secret, uri };
  },
});

/** Confirms the pending secret with a first code: two-factor is on; the recovery codes, shown once. */
export const enable = action({
  args: { code: v.string() },
  handler: async (ctx, { code }): Promise<string[]> => unwrap(await ctx.runMutation(internal.twoFactor.confirmSecret, { code })),
});

export const confirmSecret = internalMutation({
  args: { code: v.string() },
  handler: async (ctx, { code }): Promise<Outcome<string[]>> => {
    const active = await activeSession(ctx);
    if (active === null) return refuse("auth/unauthenticated", "Please log in to continue.");
    const row = await secretRow(ctx, active.userId);
    if (row === null) return refuse("validation/invalid", "Start again: choose “Turn on two-factor authentication”.");
    if (row.enabledAt !== undefined) return refuse("validation/invalid", "Two-factor authentication is already on.");
    const checked = await checkCode(ctx, row, code, {
      allowRecovery: false,
      wrong: "That code is not right. Scan the QR code again (or type the key) and enter the code your app shows now.",
    });
    if (!checked.ok) return checked;
    await ctx.db.patch("twoFactorSecrets", row._id, { enabledAt: Date.now() });
    return { ok: true, value: await replaceRecoveryCodes(ctx, active.userId) };
  },
});

/** Turns two-factor off with a current code (or a recovery code). */
export const disableWithCode = action({
  args: { code: v.string() },
  handler: async (ctx, { code }) => {
    unwrap(await ctx.runMutation(internal.twoFactor.removeWithCode, { code }));
    return null;
  },
});

export const removeWithCode = internalMutation({
  args: { code: v.string() },
  handler: async (ctx, { code }): Promise<Outcome<null>> => {
    const active = await activeSession(ctx);
    if (active === null) return refuse("auth/unauthenticated", "Please log in to continue.");
    const row = await secretRow(ctx, active.userId);
    if (row?.enabledAt === undefined) return { ok: true, value: null };
    const checked = await checkCode(ctx, row, code, { allowRecovery: true, wrong: TWO_FACTOR_TEXTS.wrongCode });
    if (!checked.ok) return checked;
    await turnOff(ctx, active.userId);
    return { ok: true, value: null };
  },
});

/** Turns two-factor off with the account's password (a lost phone, no recovery code at hand). */
export const disableWithPassword = action({
  args: { password: v.string() },
  handler: async (ctx, { password }) => {
    const caller = await requireCurrentPassword(ctx, password);
    await ctx.runMutation(internal.twoFactor.remove, { userId: caller.userId });
    return null;
  },
});

export const remove = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await turnOff(ctx, userId),
});

async function turnOff(ctx: MutationCtx, userId: Id<"users">) {
  const row = await secretRow(ctx, userId);
  if (row !== null) await ctx.db.delete("twoFactorSecrets", row._id);
  await deleteRecoveryCodes(ctx, userId);
  return null;
}

/** A random ticket, base64url, 256 bits. */
function randomTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * After the right password (auth.ts): null when the account has no second factor, else a ticket
 * for the second step. Expired tickets are swept here, a few at a time.
 */
export const openTicket = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    for (const old of await ctx.db
      .query("twoFactorTickets")
      .withIndex("by_expiresAt", (q) => q.lt("expiresAt", Date.now()))
      .take(20)) {
      await ctx.db.delete("twoFactorTickets", old._id);
    }
    if (!(await isTwoFactorOn(ctx, userId))) return null;
    const ticket = randomTicket();
    await ctx.db.insert("twoFactorTickets", {
      userId,
      ticketHash: await sha256Hex(ticket),
      expiresAt: Date.now() + TWO_FACTOR_TICKET_MINUTES * 60_000,
    });
    return ticket;
  },
});

/** The second step of a password sign-in: the ticket and a code; the user id once both are right. */
export const closeTicket = internalMutation({
  args: { ticket: v.string(), code: v.string() },
  handler: async (ctx, { ticket, code }): Promise<Outcome<{ userId: Id<"users"> }>> => {
    const ticketHash = await sha256Hex(ticket);
    const row = await ctx.db
      .query("twoFactorTickets")
      .withIndex("by_ticketHash", (q) => q.eq("ticketHash", ticketHash))
      .unique();
    if (row === null || row.expiresAt <= Date.now()) return refuse("auth/invalid-code", TWO_FACTOR_TEXTS.expired);
    const secret = await secretRow(ctx, row.userId);
    // Turned off meanwhile: the password was right, nothing more is owed.
    if (secret?.enabledAt !== undefined) {
      const checked = await checkCode(ctx, secret, code, { allowRecovery: true, wrong: TWO_FACTOR_TEXTS.wrongCode });
      if (!checked.ok) return checked;
    }
    await ctx.db.delete("twoFactorTickets", row._id);
    return { ok: true, value: { userId: row.userId } };
  },
});

/** Whether an account has two-factor on (auth.ts, after a password reset). */
export const isOn = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await isTwoFactorOn(ctx, userId),
});
