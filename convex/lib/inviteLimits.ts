import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { inviteLimitMessage } from "../model/members";
import { rateLimiter, type RateLimitName } from "./rateLimits";
import { sha256Hex } from "./sha256";

/**
 * How many invitation mails may go: the rate limiter's `invitationMailsPerAccount` and
 * `invitationMailsPerAddress` (RATE_LIMITS in rateLimits.ts, INVITE_LIMITS in model/members.ts).
 */

type Bucket = { name: RateLimitName; key: string; kind: "account" | "address" };
type Outcome = { ok: boolean; retryAfter?: number };

function refuseUnless({ ok, retryAfter }: Outcome, kind: Bucket["kind"]) {
  if (ok) return;
  const message = inviteLimitMessage(kind, retryAfter ?? 0);
  throw appError("invite/rate-limited", message, kind === "address" ? { fields: { email: message } } : {});
}

/**
 * Refuses (`invite/rate-limited`, with a readable message saying when) an invitation mail from
 * `userId` to `email` (normalized) past either limit; otherwise counts it as sent. Withdrawing or
 * replacing an invitation gives nothing back: what is counted is mail that went out.
 */
export async function checkInviteAllowed(ctx: MutationCtx, userId: Id<"users">, email: string): Promise<void> {
  // The address is keyed by its hash: the limiter's rows outlive the invitation and must not list who was invited.
  const buckets: Bucket[] = [
    { name: "invitationMailsPerAccount", key: userId, kind: "account" },
    { name: "invitationMailsPerAddress", key: await sha256Hex(email), kind: "address" },
  ];
  // Both are checked before either is spent: a refusal by one never costs the other a mail, even
  // when a caller catches the refusal instead of letting the transaction roll back.
  for (const { name, key, kind } of buckets) refuseUnless(await rateLimiter.check(ctx, name, { key }), kind);
  for (const { name, key, kind } of buckets) refuseUnless(await rateLimiter.limit(ctx, name, { key }), kind);
}
