import { MINUTE, HOUR, RateLimiter } from "@convex-dev/rate-limiter";
import { components } from "../_generated/api";
import type { ActionCtx, MutationCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { INVITE_LIMITS } from "../model/members";

/**
 * Every rate limit of the backend, in one place, run by Convex's rate-limiter component (its
 * tables live in the component, see convex.config.ts). Token buckets throughout: `capacity` is
 * the burst, refilled at `rate` per `period`, so a limit never opens all at once at a window's
 * edge. Keys say whose allowance it is (an email, a visitor hash, a page's owner, an account).
 */
export const RATE_LIMITS = {
  /**
   * Failed password checks per bucket (`email:<address>`, `device:<id>`, `user:<id>`, see
   * credentials.ts): the first 5 are free, then one try a minute, so guessing is slow but the
   * owner is never kept out for longer than a minute.
   */
  passwordFailures: { kind: "token bucket", rate: 1, period: MINUTE, capacity: 5 },
  /** Reset-code mails per address (whether or not it has an account): 5, then one every 10 minutes. */
  resetCodes: { kind: "token bucket", rate: 6, period: HOUR, capacity: 5 },
  /**
   * Sign-up attempts (each hashes a password and may mail a confirmation link): per address, 5,
   * then one every 12 minutes…
   */
  signUpsPerAddress: { kind: "token bucket", rate: 5, period: HOUR, capacity: 5 },
  /**
   * …and from everyone together, bursts of 10, then one every 2 seconds: each hashes a password,
   * and bench:flood saw 35 sign-ups in 4 s (a burst of 20 at 2 a second) hold others' calls for seconds.
   */
  signUpsAll: { kind: "token bucket", rate: 30, period: MINUTE, capacity: 10 },
  /** Confirmation links mailed (lib/emailConfirmations.ts) per account: 3, then one every 10 minutes… */
  confirmationMailsPerAccount: { kind: "token bucket", rate: 6, period: HOUR, capacity: 3 },
  /** …and per address from all accounts together (key: the address's SHA-256). */
  confirmationMailsPerAddress: { kind: "token bucket", rate: 6, period: HOUR, capacity: 3 },
  /**
   * Invitation mails (lib/inviteLimits.ts), a day's worth at most at once, refilled over a day:
   * per sending account (key: the user id)…
   */
  invitationMailsPerAccount: { kind: "token bucket", rate: INVITE_LIMITS.perAccount, period: INVITE_LIMITS.windowMs, capacity: INVITE_LIMITS.perAccount },
  /** …and per invited address from all accounts together (key: the address's SHA-256, never the address). */
  invitationMailsPerAddress: { kind: "token bucket", rate: INVITE_LIMITS.perAddress, period: INVITE_LIMITS.windowMs, capacity: INVITE_LIMITS.perAddress },

  /** The product's contact form (contact:send): 3 messages per sender email per 10 minutes… */
  contactPerEmail: { kind: "token bucket", rate: 3, period: 10 * MINUTE, capacity: 3 },
  /** …and, since a new email costs nothing, 30 an hour from everyone together (bursts of 20). */
  contactAll: { kind: "token bucket", rate: 30, period: HOUR, capacity: 20 },
  /** A signed-in sender's own allowance on top of the email's. */
  contactPerAccount: { kind: "token bucket", rate: 5, period: HOUR, capacity: 5 },

  /** Visitors' messages to a published page: 3 per visitor (salted daily address hash) an hour… */
  visitorMessagesPerVisitor: { kind: "token bucket", rate: 3, period: HOUR, capacity: 3 },
  /** …and 50 per page a day, counted only after the visitor's own limit let a message through. */
  visitorMessagesPerPage: { kind: "token bucket", rate: 50, period: 24 * HOUR, capacity: 50 },

  /**
   * Unlock attempts on a password-protected page (pagePasswords.ts) per visitor and page (the
   * web server's salted daily address hash): 5 at once, then one every 3 minutes; a right
   * password empties the visitor's count…
   */
  pageUnlockPerVisitor: { kind: "token bucket", rate: 20, period: HOUR, capacity: 5 },
  /** …and 60 an hour per page from everyone together (bursts of 30), so many addresses guess no faster. */
  pageUnlockPerPage: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },

  /** A visitor tab's heartbeats (every 15 s, and on return from the back/forward cache). */
  presencePerTab: { kind: "token bucket", rate: 8, period: MINUTE, capacity: 8 },
  /** New tabs counted on one page: bounds "viewing now" (see PRESENCE_MAX) whoever sends them. */
  presenceNewTabsPerPage: { kind: "token bucket", rate: 60, period: MINUTE, capacity: 60 },
  /** A builder's heartbeats (every 10 s and on each move between fields). */
  builderPresencePerAccount: { kind: "token bucket", rate: 30, period: MINUTE, capacity: 30 },

  /** Uploads an account confirms (each is decoded and resized into variants). */
  imageUploadsPerAccount: { kind: "token bucket", rate: 60, period: HOUR, capacity: 30 },
  /** Résumé imports an account runs (each parses up to megabytes of text). */
  importsPerAccount: { kind: "token bucket", rate: 20, period: HOUR, capacity: 10 },

  /** API and MCP requests per personal access token (apiTokens.ts; sent back as RateLimit headers). */
  apiRequestsPerToken: { kind: "token bucket", rate: 60, period: MINUTE, capacity: 60 },
  /** Requests with unknown or expired tokens, from everyone together: bounds what guessing costs the deployment. */
  apiUnknownTokens: { kind: "token bucket", rate: 120, period: MINUTE, capacity: 60 },
} as const;

export const rateLimiter = new RateLimiter(components.rateLimiter, RATE_LIMITS);

/** Buckets older than this are dropped by the daily cron (rateLimits.ts): longer than every period above. */
export const RATE_LIMIT_ROW_MAX_AGE_MS = 2 * 24 * HOUR;

export type RateLimitName = keyof typeof RATE_LIMITS;

export function tooManyAttemptsMessage(waitMs: number, what = "failed attempts"): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Too many ${what}. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
}

/** Spends one of an account's allowance, or refuses (`account/rate-limited`) saying how long to wait. */
export async function takeAccountAllowance(ctx: MutationCtx | ActionCtx, name: RateLimitName, userId: string, what: string) {
  const { ok, retryAfter } = await rateLimiter.limit(ctx, name, { key: userId });
  if (!ok) throw appError("account/rate-limited", tooManyAttemptsMessage(retryAfter, what));
}
