import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { INVITE_LIMITS, inviteLimitMessage } from "../model/members";
import { sha256Hex } from "./throttle";

/**
 * How many invitation mails may go, kept behind checkInviteAllowed alone so that the
 * `@convex-dev/rate-limiter` component can take its place without touching the callers. Until
 * then: a sliding 24-hour log of sends in the small `inviteSends` table (one row per key and
 * mail, read through an index, at most a limit's worth per check), forgotten by forgetOldSends.
 */

type Limit = { key: string; max: number; kind: "account" | "address" };

/** Sends of `key` inside the window, oldest first: at most `max` rows are read. */
function recentSends(ctx: MutationCtx, key: string, max: number, now: number) {
  return ctx.db
    .query("inviteSends")
    .withIndex("by_key_and_sentAt", (q) => q.eq("key", key).gt("sentAt", now - INVITE_LIMITS.windowMs))
    .take(max);
}

/**
 * Refuses (`invite/rate-limited`, with a readable message saying when) an invitation mail from
 * `userId` to `email` past either daily limit; otherwise counts it as sent. Withdrawing or
 * replacing an invitation gives nothing back: what is counted is mail that went out.
 */
export async function checkInviteAllowed(ctx: MutationCtx, userId: Id<"users">, email: string, now = Date.now()): Promise<void> {
  // The address is kept hashed: this table outlives the invitation and must not list who was invited.
  const limits: Limit[] = [
    { key: `account:${userId}`, max: INVITE_LIMITS.perAccount, kind: "account" },
    { key: `address:${await sha256Hex(email)}`, max: INVITE_LIMITS.perAddress, kind: "address" },
  ];
  for (const { key, max, kind } of limits) {
    const sends = await recentSends(ctx, key, max, now);
    if (sends.length >= max) {
      const message = inviteLimitMessage(kind, sends[0].sentAt + INVITE_LIMITS.windowMs - now);
      throw appError("invite/rate-limited", message, kind === "address" ? { fields: { email: message } } : {});
    }
  }
  for (const { key } of limits) await ctx.db.insert("inviteSends", { key, sentAt: now });
}

/** Deletes up to `batch` sends older than the window; true when there may be more. */
export async function forgetOldSends(ctx: MutationCtx, now: number, batch: number): Promise<boolean> {
  const old = await ctx.db
    .query("inviteSends")
    .withIndex("by_sentAt", (q) => q.lte("sentAt", now - INVITE_LIMITS.windowMs))
    .take(batch);
  for (const row of old) await ctx.db.delete("inviteSends", row._id);
  return old.length === batch;
}
