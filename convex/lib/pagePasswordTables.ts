import { defineTable } from "convex/server";
import { v } from "convex/values";

/** Password-protected published pages (pagePasswords.ts), spread into schema.ts. */
export const pagePasswordTables = {
  /**
   * A page's password: its hash (null once removed), the name the locked page shows, and a
   * version that every change or removal bumps, so unlock cookies and tokens carrying an older
   * one stop working (everyone unlocked is logged out). Kept after removal for the version.
   */
  pagePasswords: defineTable({
    userId: v.id("users"),
    hash: v.union(v.string(), v.null()),
    name: v.string(),
    version: v.number(),
    updatedAt: v.number(),
  }).index("by_userId", ["userId"]),

  /**
   * The HMAC key of unlock cookies and tokens when the deployment sets no PAGE_PASSWORD_SECRET:
   * made once, by the first unlock, and never returned by any function.
   */
  pageUnlockKeys: defineTable({ secret: v.string() }),
};
