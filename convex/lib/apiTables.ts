import { defineTable } from "convex/server";
import { v } from "convex/values";
import { apiScopeValidator } from "../model/apiTokens";
import { deliveryStatusValidator } from "../model/webhooks";

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

  /**
   * A webhook endpoint (webhooks.ts). `secret` signs deliveries (Standard Webhooks, `whsec_…`), so it
   * is kept as it is; the owner can read it on the account page.
   */
  webhookEndpoints: defineTable({
    userId: v.id("users"),
    url: v.string(),
    events: v.array(v.string()),
    secret: v.string(),
    enabled: v.boolean(),
    /** Deliveries failed in a row (every attempt); reset by a success. */
    failures: v.number(),
    createdAt: v.number(),
  }).index("by_userId", ["userId"]),

  /** One event sent to one endpoint, with its attempts: the endpoint's delivery log. */
  webhookDeliveries: defineTable({
    endpointId: v.id("webhookEndpoints"),
    userId: v.id("users"),
    event: v.string(),
    payload: v.string(),
    status: deliveryStatusValidator,
    attempts: v.number(),
    /** The last attempt's HTTP status (null: no answer), its error and how long it took. */
    lastStatus: v.union(v.number(), v.null()),
    lastError: v.optional(v.string()),
    responseMs: v.optional(v.number()),
    createdAt: v.number(),
  }).index("by_endpointId", ["endpointId"]),
};
