import type { MutationCtx, QueryCtx } from "../_generated/server";
import { rateLimiter } from "./rateLimits";

/**
 * The invitation mail allowance per owner and address (members.ts), through the rate limiter
 * (`invitationMailsPerAddress` in rateLimits.ts): what used to be growing delays of its own.
 */

/** How long the bucket must still wait before its next attempt (0: go ahead). */
export async function waitFor(ctx: QueryCtx, key: string, _now?: number): Promise<number> {
  const { ok, retryAfter } = await rateLimiter.check(ctx, "invitationMailsPerAddress", { key });
  return ok ? 0 : Math.max(1, Math.ceil(retryAfter));
}

/** Spends one of the bucket's attempts. */
export async function recordFailure(ctx: MutationCtx, key: string, _now?: number) {
  await rateLimiter.limit(ctx, "invitationMailsPerAddress", { key });
}

export { tooManyAttemptsMessage } from "./rateLimits";

/** Device and invitation tokens are stored as their SHA-256 only. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
