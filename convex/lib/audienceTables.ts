import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * The audience tables (views, referrers, messages; who is viewing now lives in the presence component), spread into schema.ts. Nothing here is ever returned by a
 * public query except to the page's owner; no IP address is stored anywhere.
 */
export const audienceTables = {
  /**
   * The days a page has a view counter for (the counts themselves are in the sharded-counter
   * component, lib/viewCounters.ts): the daily cleanup finds days older than the chart here.
   */
  viewDays: defineTable({
    userId: v.id("users"),
    day: v.string(),
  })
    .index("by_userId_and_day", ["userId", "day"])
    .index("by_day", ["day"]),

  /** The sites (domain only) that referred visitors to a page, at most MAX_REFERRER_SITES; their counts are counters too. */
  referrerSites: defineTable({
    userId: v.id("users"),
    domain: v.string(),
  }).index("by_userId_and_domain", ["userId", "domain"]),

  /**
   * Who was counted in the last 30 minutes: the web server's salted, daily-rotating hash of the
   * visitor (never the address), deleted by a cron once the window is over.
   */
  viewVisits: defineTable({
    userId: v.id("users"),
    visitor: v.string(),
    expiresAt: v.number(),
  })
    .index("by_visitor_and_userId", ["visitor", "userId"])
    .index("by_userId", ["userId"])
    .index("by_expiresAt", ["expiresAt"]),

  /** The owner's audience settings: the contact form on the published page is opt-in. */
  audienceSettings: defineTable({
    userId: v.id("users"),
    contactForm: v.boolean(),
  }).index("by_userId", ["userId"]),

  /**
   * Messages visitors sent through a published page's contact form. `visitor` is the sender's
   * daily-rotating hash, for the per-visitor limit only; kept 180 days.
   */
  visitorMessages: defineTable({
    userId: v.id("users"),
    name: v.string(),
    email: v.string(),
    message: v.string(),
    visitor: v.string(),
    read: v.boolean(),
    createdAt: v.number(),
  })
    .index("by_userId_and_createdAt", ["userId", "createdAt"])
    .index("by_userId_and_read", ["userId", "read"])
    .index("by_visitor_and_userId_and_createdAt", ["visitor", "userId", "createdAt"])
    .index("by_createdAt", ["createdAt"]),
};
