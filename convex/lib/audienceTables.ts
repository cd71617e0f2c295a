import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * The audience tables (views, referrers, visitors now, messages), spread into schema.ts. Nothing here is ever returned by a
 * public query except to the page's owner; no IP address is stored anywhere.
 */
export const audienceTables = {
  /**
   * View counters, sharded: `group` is "<userId>/<UTC day>" or "<userId>/all" for the running
   * total; a view adds one to a random shard of each (model/audience.ts VIEW_SHARDS). Every read
   * and write names its group, so each touches at most VIEW_SHARDS small documents. Days older
   * than the chart are pruned (the total keeps them).
   */
  viewCounts: defineTable({
    userId: v.id("users"),
    group: v.string(),
    day: v.string(),
    shard: v.number(),
    count: v.number(),
  })
    .index("by_group_and_shard", ["group", "shard"])
    .index("by_userId", ["userId"])
    .index("by_day", ["day"]),

  /** Views per referring site (domain only), sharded the same way; `group` is "<userId>/<domain>". */
  viewReferrers: defineTable({
    userId: v.id("users"),
    group: v.string(),
    domain: v.string(),
    shard: v.number(),
    count: v.number(),
  })
    .index("by_group_and_shard", ["group", "shard"])
    .index("by_userId", ["userId"]),

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

  /** Open tabs of a published page: a random per-tab token and when it stops counting. */
  presence: defineTable({
    userId: v.id("users"),
    token: v.string(),
    expiresAt: v.number(),
  })
    .index("by_token", ["token"])
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
