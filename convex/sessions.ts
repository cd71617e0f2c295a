import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { deleteExpiredSessions, endSessions } from "./lib/sessions";

/** Session clean-up in steps that fit a transaction (lib/sessions.ts). */

/** Ends `userId`'s sessions but `except`: the rest of an `endSessions` that had more than one step may delete, or a password change's. */
export const end = internalMutation({
  args: { userId: v.id("users"), except: v.optional(v.id("authSessions")) },
  handler: async (ctx, { userId, except }) => {
    await endSessions(ctx, userId, { except });
    return null;
  },
});

/**
 * Cron: deletes expired sessions and refresh tokens (Convex Auth leaves them), a bounded step at
 * a time; each step schedules the next while more may be left.
 */
export const sweepExpired = internalMutation({
  args: {},
  handler: async (ctx) => {
    if (await deleteExpiredSessions(ctx, Date.now())) await ctx.scheduler.runAfter(0, internal.sessions.sweepExpired, {});
    return null;
  },
});
