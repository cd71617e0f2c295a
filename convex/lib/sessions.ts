import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * The caller's user id and session, but only while that session exists and has not expired.
 * A signed JWT stays valid until it expires; checking its session here is what makes signing
 * out (here or "everywhere") take effect at once.
 */
export async function activeSession(ctx: QueryCtx): Promise<{ userId: Id<"users">; session: Doc<"authSessions"> } | null> {
  const [userPart, sessionPart] = await Promise.all([getAuthUserId(ctx), getAuthSessionId(ctx)]);
  // Convex Auth reads both from the token's subject without checking them: they must be ids of these tables.
  const userId = ctx.db.normalizeId("users", userPart ?? "");
  const sessionId = ctx.db.normalizeId("authSessions", sessionPart ?? "");
  if (userId === null || sessionId === null) return null;
  const session = await ctx.db.get("authSessions", sessionId);
  if (session === null || session.userId !== userId || session.expirationTime <= Date.now()) return null;
  return { userId, session };
}

/** Ends sessions of `userId` (all, or all but `except`) with their refresh tokens. */
export async function endSessions(ctx: MutationCtx, userId: Id<"users">, except?: Id<"authSessions">) {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .collect();
  for (const session of sessions) {
    if (session._id === except) continue;
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .collect();
    for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
    await ctx.db.delete("authSessions", session._id);
  }
}

/**
 * Forgets the user's known browsers (their own throttle buckets). Done when the user signals a
 * possible compromise: signing out everywhere, changing or resetting the password. A lost
 * phone then guesses in the same slow bucket as everyone else; the owner's browsers are
 * remembered again at their next sign-in.
 */
export async function forgetDevices(ctx: MutationCtx, userId: Id<"users">) {
  const devices = await ctx.db
    .query("knownDevices")
    .withIndex("by_userId_and_lastUsedAt", (q) => q.eq("userId", userId))
    .collect();
  for (const device of devices) await ctx.db.delete("knownDevices", device._id);
}
