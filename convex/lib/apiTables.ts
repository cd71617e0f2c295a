import { defineTable } from "convex/server";
import { v } from "convex/values";
import { apiScopeValidator } from "../model/apiTokens";

/** The API's tables, spread into schema.ts. */
export const apiTables = {
  /**
   * A personal access token (apiTokens.ts). Only the secret's SHA-256 is stored, so a database
   * reader (or a backup) cannot use it; `hint` (its first characters) lets the owner tell tokens apart.
   * Revoking deletes the row, so the next request with it is refused.
   */
  apiTokens: defineTable({
    userId: v.id("users"),
    name: v.string(),
    scopes: v.array(apiScopeValidator),
    tokenHash: v.string(),
    hint: v.string(),
    createdAt: v.number(),
    expiresAt: v.number(),
    /** Written at most once a minute (LAST_USE_GRANULARITY_MS), so busy scripts do not rewrite the row each call. */
    lastUsedAt: v.optional(v.number()),
  })
    .index("by_tokenHash", ["tokenHash"])
    .index("by_userId", ["userId"]),
};
