import { v } from "convex/values";
import { mutation } from "./_generated/server";
import { authedMutation } from "./lib/functions";
import { confirmationByToken, dropConfirmations, isEmailConfirmed, passwordAccountFor, pendingChange, sendConfirmation } from "./lib/emailConfirmations";
import { rememberTrial } from "./lib/trials";
import { CONFIRMATION_FAILED_MESSAGE } from "./model/emailConfirmation";
import { appError } from "./model/errors";

/**
 * Proving an email address (lib/emailConfirmations.ts): the mailed link's page confirms it, the
 * account page and the dashboard's banner send the link again or drop a change on its way.
 */

/**
 * Uses a mailed link: the account's address is marked confirmed, or, for a change, becomes the
 * new address (also the sign-in email). Open to signed-out callers: the link's 256-bit token is
 * the proof, whichever browser opens it. The link never works again.
 */
export const confirm = mutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    const row = await confirmationByToken(ctx, token);
    const user = row === null ? null : await ctx.db.get("users", row.userId);
    if (row === null || user === null) throw appError("auth/invalid-code", CONFIRMATION_FAILED_MESSAGE);
    await ctx.db.delete("emailConfirmations", row._id);
    const changed = row.email !== user.email;
    if (changed) {
      const owner = await passwordAccountFor(ctx, row.email);
      if (owner !== null && owner.userId !== user._id) {
        throw appError("auth/email-already-in-use", "Another account already uses this email, so it cannot become yours.");
      }
      const account = await ctx.db
        .query("authAccounts")
        .withIndex("userIdAndProvider", (q) => q.eq("userId", user._id).eq("provider", "password"))
        .unique();
      if (account !== null) await ctx.db.patch("authAccounts", account._id, { providerAccountId: row.email });
    }
    await ctx.db.patch("users", user._id, { email: row.email, emailVerificationTime: Date.now() });
    // A trial is remembered under every address the account proved, so no address gets a second one.
    if (changed && user.trial) await rememberTrial(ctx, { ...user, email: row.email }, user.trial.startedAt);
    return { email: row.email, changed };
  },
});

/** Mails the link again: for the change on its way, or else for the account's own unconfirmed address. */
export const resend = authedMutation({
  args: {},
  handler: async (ctx) => {
    const pending = await pendingChange(ctx, ctx.user);
    if (pending !== null) {
      await sendConfirmation(ctx, ctx.user._id, pending, "change");
      return { email: pending };
    }
    if (isEmailConfirmed(ctx.user) || !ctx.user.email) throw appError("validation/invalid", "Your email address is already confirmed.");
    await sendConfirmation(ctx, ctx.user._id, ctx.user.email, "signup");
    return { email: ctx.user.email };
  },
});

/** Drops the change of address on its way (its link stops working); the current address stays. */
export const cancelChange = authedMutation({
  args: {},
  handler: async (ctx) => {
    if ((await pendingChange(ctx, ctx.user)) !== null) await dropConfirmations(ctx, ctx.user._id);
    return null;
  },
});
