import { defineTable } from "convex/server";
import { v } from "convex/values";

/** What a check found in the DNS (model/customDomains.ts DnsAnswers). */
export const dnsAnswersValidator = v.object({
  txt: v.array(v.string()),
  cname: v.array(v.string()),
  a: v.array(v.string()),
  aaaa: v.array(v.string()),
  lookupError: v.optional(v.string()),
});

const verdict = v.union(v.literal("ok"), v.literal("missing"), v.literal("wrong"));

/** The custom domains table, spread into schema.ts (rules and states in model/customDomains.ts). */
export const customDomainTables = {
  /**
   * A name a portfolio owner connected. `hostname` is normalised (lower-case ASCII, punycode).
   * Several accounts may claim a name while it is unproven, but only the one that publishes its
   * own `token` serves it, and at most one row per name serves (`serving`).
   */
  customDomains: defineTable({
    userId: v.id("users"),
    hostname: v.string(),
    /** The ownership token the TXT record must hold; random, per domain. */
    token: v.string(),
    status: v.union(v.literal("pending"), v.literal("verified"), v.literal("misconfigured"), v.literal("removed")),
    serving: v.boolean(),
    createdAt: v.number(),
    /** The last conclusive check: what it found and how it judged it. */
    checkedAt: v.optional(v.number()),
    found: v.optional(dnsAnswersValidator),
    verdict: v.optional(v.object({ ownership: verdict, routing: verdict, conflict: v.optional(v.boolean()) })),
    verifiedAt: v.optional(v.number()),
    /** A serving domain whose records stopped matching: since when (the grace period runs from here). */
    failingSince: v.optional(v.number()),
    stoppedAt: v.optional(v.number()),
    /** The scheduled re-check (a per-minute cron runs those due); "Check now" sets it to now. */
    nextCheckAt: v.number(),
    /** The owner's last "Check now", for its rate limit. */
    checkRequestedAt: v.optional(v.number()),
  })
    .index("by_hostname_and_serving", ["hostname", "serving"])
    .index("by_userId", ["userId"])
    .index("by_nextCheckAt", ["nextCheckAt"]),
};
