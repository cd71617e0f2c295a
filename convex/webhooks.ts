import { vOnCompleteArgs } from "@convex-dev/workpool";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery, query } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { enqueueDelivery, loopbackAllowed } from "./lib/webhookEvents";
import { newLinkToken } from "./lib/linkTokens";
import { appLanguageOf } from "./model/appLanguages";
import { appError } from "./model/errors";
import { lowestPlanWith, planAllows, planInEffect, planName } from "./model/plans";
import {
  DELIVERY_LOG_SIZE,
  DISABLE_AFTER_FAILURES,
  endpointDisabledMail,
  MAX_ENDPOINTS,
  TEST_EVENT,
  webhookEventValidator,
  webhookUrlError,
} from "./model/webhooks";

/*
 * Webhook endpoints (account page): the owner registers URLs for events; deliveries are signed
 * (Standard Webhooks), retried with backoff by the workpool (lib/webhookEvents.ts,
 * lib/webhookAttempt.ts), logged per endpoint, and an endpoint that keeps failing is turned off
 * with a mail to its owner. Part of the API (Pro and Business).
 */

/** The caller's endpoints with their delivery logs (newest first), or null. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const endpoints = await ctx.db
      .query("webhookEndpoints")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .take(MAX_ENDPOINTS * 2);
    return {
      allowed: planAllows(planInEffect(user), "api"),
      endpoints: await Promise.all(
        endpoints.map(async (endpoint) => ({
          id: endpoint._id,
          url: endpoint.url,
          events: endpoint.events,
          secret: endpoint.secret,
          enabled: endpoint.enabled,
          failures: endpoint.failures,
          deliveries: (
            await ctx.db
              .query("webhookDeliveries")
              .withIndex("by_endpointId", (q) => q.eq("endpointId", endpoint._id))
              .order("desc")
              .take(DELIVERY_LOG_SIZE)
          ).map((d) => ({
            id: d._id,
            event: d.event,
            status: d.status,
            attempts: d.attempts,
            lastStatus: d.lastStatus,
            lastError: d.lastError ?? null,
            responseMs: d.responseMs ?? null,
            createdAt: d.createdAt,
          })),
        })),
      ),
    };
  },
});

export const create = authedMutation({
  args: { url: v.string(), events: v.array(webhookEventValidator) },
  handler: async (ctx, { url, events }) => {
    if (!planAllows(planInEffect(ctx.user), "api"))
      throw appError("plan/required", `Webhooks are part of the ${planName(lowestPlanWith("api"))} and Business plans.`);
    const fields: Record<string, string> = {};
    const urlError = webhookUrlError(url.trim(), loopbackAllowed());
    if (urlError !== null) fields.url = urlError;
    if (events.length === 0) fields.events = "Choose at least one event.";
    if (Object.keys(fields).length > 0) throw appError("validation/invalid", "Please correct the highlighted fields.", { fields });
    const count = (
      await ctx.db
        .query("webhookEndpoints")
        .withIndex("by_userId", (q) => q.eq("userId", ctx.user._id))
        .take(MAX_ENDPOINTS)
    ).length;
    if (count >= MAX_ENDPOINTS) throw appError("api/token-limit", `You can have at most ${MAX_ENDPOINTS} endpoints.`);
    // Standard Webhooks secrets: "whsec_" + base64 of random bytes.
    const secret = `whsec_${newLinkToken().replace(/-/g, "+").replace(/_/g, "/")}=`;
    const id = await ctx.db.insert("webhookEndpoints", {
      userId: ctx.user._id,
      url: url.trim(),
      events: [...new Set(events)],
      secret,
      enabled: true,
      failures: 0,
      createdAt: Date.now(),
    });
    return { id };
  },
});

async function ownEndpoint(ctx: Parameters<typeof currentUser>[0], userId: string, id: string) {
  const endpointId = ctx.db.normalizeId("webhookEndpoints", id);
  const endpoint = endpointId === null ? null : await ctx.db.get("webhookEndpoints", endpointId);
  if (endpoint === null || endpoint.userId !== userId) throw appError("api/token-not-found", "This endpoint no longer exists.");
  return endpoint;
}

export const remove = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const endpoint = await ownEndpoint(ctx, ctx.user._id, id);
    for (const row of await ctx.db
      .query("webhookDeliveries")
      .withIndex("by_endpointId", (q) => q.eq("endpointId", endpoint._id))
      .collect()) {
      await ctx.db.delete("webhookDeliveries", row._id);
    }
    await ctx.db.delete("webhookEndpoints", endpoint._id);
    return null;
  },
});

/** Turns a disabled endpoint back on (or off), starting its failure count afresh. */
export const setEnabled = authedMutation({
  args: { id: v.string(), enabled: v.boolean() },
  handler: async (ctx, { id, enabled }) => {
    const endpoint = await ownEndpoint(ctx, ctx.user._id, id);
    await ctx.db.patch("webhookEndpoints", endpoint._id, { enabled, failures: 0 });
    return null;
  },
});

/** "Send test event": one `webhook.test` delivery to this endpoint. */
export const sendTest = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const endpoint = await ownEndpoint(ctx, ctx.user._id, id);
    if (!planAllows(planInEffect(ctx.user), "api"))
      throw appError("plan/required", `Webhooks are part of the ${planName(lowestPlanWith("api"))} and Business plans.`);
    await enqueueDelivery(ctx, endpoint, TEST_EVENT, { message: "A test event from Portfolio Builder." });
    return null;
  },
});

/** What an attempt sends, or null when the delivery, its endpoint or its owner's plan has gone. */
export const deliveryTarget = internalQuery({
  args: { deliveryId: v.id("webhookDeliveries") },
  handler: async (ctx, { deliveryId }) => {
    const delivery = await ctx.db.get("webhookDeliveries", deliveryId);
    const endpoint = delivery === null ? null : await ctx.db.get("webhookEndpoints", delivery.endpointId);
    const owner = endpoint === null ? null : await ctx.db.get("users", endpoint.userId);
    if (delivery === null || endpoint === null || owner === null || !endpoint.enabled || !planAllows(planInEffect(owner), "api")) return null;
    return { url: endpoint.url, secret: endpoint.secret, payload: delivery.payload };
  },
});

export const recordAttempt = internalMutation({
  args: { deliveryId: v.id("webhookDeliveries"), status: v.union(v.number(), v.null()), responseMs: v.number(), error: v.optional(v.string()) },
  handler: async (ctx, { deliveryId, status, responseMs, error }) => {
    const delivery = await ctx.db.get("webhookDeliveries", deliveryId);
    if (delivery === null) return null;
    await ctx.db.patch("webhookDeliveries", deliveryId, { attempts: delivery.attempts + 1, lastStatus: status, responseMs, lastError: error });
    return null;
  },
});

/** The workpool's word on a delivery after its last attempt: logs it, and counts the endpoint's failures in a row. */
export const delivered = internalMutation({
  args: vOnCompleteArgs(v.object({ deliveryId: v.id("webhookDeliveries") })),
  handler: async (ctx, { context: { deliveryId }, result }) => {
    const delivery = await ctx.db.get("webhookDeliveries", deliveryId);
    if (delivery === null) return null;
    const ok = result.kind === "success";
    await ctx.db.patch("webhookDeliveries", deliveryId, { status: ok ? "succeeded" : "failed" });
    const endpoint = await ctx.db.get("webhookEndpoints", delivery.endpointId);
    if (endpoint === null || result.kind === "canceled") return null;
    const failures = ok ? 0 : endpoint.failures + 1;
    const disable = endpoint.enabled && failures >= DISABLE_AFTER_FAILURES;
    await ctx.db.patch("webhookEndpoints", endpoint._id, { failures, ...(disable ? { enabled: false } : {}) });
    const owner = disable ? await ctx.db.get("users", endpoint.userId) : null;
    if (owner?.email) {
      // eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, for the account link
      const accountUrl = `${(process.env.SITE_URL ?? "").replace(/\/+$/, "")}/account`;
      await ctx.scheduler.runAfter(0, internal.mail.send, endpointDisabledMail(owner.email, endpoint.url, accountUrl, appLanguageOf(owner.language)));
    }
    return null;
  },
});
