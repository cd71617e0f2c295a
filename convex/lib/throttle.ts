import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * Growing delays instead of a lock: the first few failures are free, then each one doubles the
 * wait before the next attempt, up to a minute. A stranger hammering an address slows guessing
 * to about one try a minute but can never keep its owner out for longer than that, and the
 * owner's known browsers have buckets of their own.
 */
export const THROTTLE = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  /** Failures older than this are forgotten. */
  forgetAfterMs: 60 * 60 * 1000,
} as const;

export function delayAfter(failures: number): number {
  if (failures < THROTTLE.freeFailures) return 0;
  return Math.min(THROTTLE.baseDelayMs * 2 ** (failures - THROTTLE.freeFailures), THROTTLE.maxDelayMs);
}

function bucket(ctx: QueryCtx, key: string) {
  return ctx.db
    .query("signInThrottles")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** How long the bucket must still wait before its next attempt (0: go ahead). */
export async function waitFor(ctx: QueryCtx, key: string, now = Date.now()): Promise<number> {
  const row = await bucket(ctx, key);
  if (row === null || now - row.lastFailureAt > THROTTLE.forgetAfterMs) return 0;
  return Math.max(0, row.lastFailureAt + delayAfter(row.failures) - now);
}

export async function recordFailure(ctx: MutationCtx, key: string, now = Date.now()) {
  const row = await bucket(ctx, key);
  if (row === null) {
    await ctx.db.insert("signInThrottles", { key, failures: 1, lastFailureAt: now });
  } else {
    const failures = now - row.lastFailureAt > THROTTLE.forgetAfterMs ? 1 : row.failures + 1;
    await ctx.db.patch("signInThrottles", row._id, { failures, lastFailureAt: now });
  }
}

export async function clearFailures(ctx: MutationCtx, key: string) {
  const row = await bucket(ctx, key);
  if (row !== null) await ctx.db.delete("signInThrottles", row._id);
}

export function tooManyAttemptsMessage(waitMs: number, what = "failed attempts"): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Too many ${what}. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
}

/** Device tokens are stored as their SHA-256 only. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
