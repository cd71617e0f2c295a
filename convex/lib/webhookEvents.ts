import { Workpool } from "@convex-dev/workpool";
import { components, internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { DELIVERY_LOG_SIZE, WEBHOOK_RETRY, type WebhookEvent } from "../model/webhooks";

/** Deliveries run in Convex's workpool component: a few at a time, each retried with backoff. */
export const webhookPool = new Workpool(components.webhookWorkpool, {
  maxParallelism: 5,
  retryActionsByDefault: true,
  defaultRetryBehavior: WEBHOOK_RETRY,
});

/** Whether WEBHOOKS_ALLOW_LOOPBACK lets endpoints on this machine receive (tests and local use only). */
export function loopbackAllowed(): boolean {
  // eslint-disable-next-line @convex-dev/no-process-env -- an operator's switch, listed in src/lib/envVariables.ts
  return process.env.WEBHOOKS_ALLOW_LOOPBACK === "1";
}

/** Queues one delivery of `event` to `endpoint`, keeping its log at DELIVERY_LOG_SIZE entries. */
export async function enqueueDelivery(ctx: MutationCtx, endpoint: Doc<"webhookEndpoints">, event: string, data: unknown) {
  const now = Date.now();
  const payload = JSON.stringify({ type: event, timestamp: new Date(now).toISOString(), data });
  const deliveryId = await ctx.db.insert("webhookDeliveries", {
    endpointId: endpoint._id,
    userId: endpoint.userId,
    event,
    payload,
    status: "pending",
    attempts: 0,
    lastStatus: null,
    createdAt: now,
  });
  const old = await ctx.db
    .query("webhookDeliveries")
    .withIndex("by_endpointId", (q) => q.eq("endpointId", endpoint._id))
    .order("desc")
    .take(DELIVERY_LOG_SIZE + 5);
  for (const row of old.slice(DELIVERY_LOG_SIZE)) await ctx.db.delete("webhookDeliveries", row._id);
  await webhookPool.enqueueAction(ctx, internal.webhookDelivery.deliver, { deliveryId }, { onComplete: internal.webhooks.delivered, context: { deliveryId } });
  return deliveryId;
}

/**
 * Sends `event` to every enabled endpoint of `userId` subscribed to it (publishing, a visitor's
 * message, a saved draft). Costs one small index read when the owner has no endpoints.
 */
export async function emitWebhookEvent(ctx: MutationCtx, userId: Id<"users">, event: WebhookEvent, data: unknown) {
  const endpoints = await ctx.db
    .query("webhookEndpoints")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(20);
  for (const endpoint of endpoints) {
    if (endpoint.enabled && endpoint.events.includes(event)) await enqueueDelivery(ctx, endpoint, event, data);
  }
}
