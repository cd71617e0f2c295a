import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import type { Doc, Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
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

/**
 * Writes one step of session clean-up may make: half a deployment's 8,192 documents, so a user
 * with thousands of sessions (each with its refresh tokens) is signed out over several steps.
 */
export const SESSION_WRITES_PER_STEP = 4_000;

/** Deletes a session and its refresh tokens; returns how many documents went. */
async function deleteSession(ctx: MutationCtx, sessionId: Id<"authSessions">) {
  const tokens = await ctx.db
    .query("authRefreshTokens")
    .withIndex("sessionId", (q) => q.eq("sessionId", sessionId))
    .collect();
  for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
  await ctx.db.delete("authSessions", sessionId);
  return tokens.length + 1;
}

/**
 * Ends sessions of `userId` (all, or all but `except`) with their refresh tokens, SESSION_WRITES_PER_STEP
 * documents at a time: what is left is ended by `sessions:end`, scheduled at once, so
 * "sign out everywhere" never fails however many sessions there are. `first` (the caller's own
 * session, say) is ended in this step.
 */
export async function endSessions(ctx: MutationCtx, userId: Id<"users">, { except, first }: { except?: Id<"authSessions">; first?: Id<"authSessions"> } = {}) {
  let writes = 0;
  if (first !== undefined && first !== except && (await ctx.db.get("authSessions", first)) !== null) writes += await deleteSession(ctx, first);
  for await (const session of ctx.db.query("authSessions").withIndex("userId", (q) => q.eq("userId", userId))) {
    if (session._id === except || session._id === first) continue;
    if (writes >= SESSION_WRITES_PER_STEP) {
      await ctx.scheduler.runAfter(0, internal.sessions.end, { userId, except });
      return;
    }
    writes += await deleteSession(ctx, session._id);
  }
}

/**
 * Deletes expired sessions and expired refresh tokens, oldest first, up to SESSION_WRITES_PER_STEP
 * of each per step; returns whether more may be left. Each table is swept on its own (a token of an
 * expired session is refused by Convex Auth and goes when it expires itself), so a step reads two
 * index ranges however many rows it deletes. Both are made with a fixed lifetime, so creation
 * order is expiry order: each scan stops at the first row still valid.
 */
export async function deleteExpiredSessions(ctx: MutationCtx, now: number): Promise<boolean> {
  let more = false;
  for (const table of ["authSessions", "authRefreshTokens"] as const) {
    let writes = 0;
    for await (const row of ctx.db.query(table)) {
      if (row.expirationTime > now) break;
      if (writes >= SESSION_WRITES_PER_STEP) {
        more = true;
        break;
      }
      await ctx.db.delete(table, row._id);
      writes++;
    }
  }
  return more;
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
