import { Webhook } from "standardwebhooks";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { DELIVERY_TIMEOUT_MS, isPrivateAddress, webhookUrlError } from "../model/webhooks";

/** A host's addresses (A and AAAA), as DNS answers them now. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** The Standard Webhooks headers of one attempt: `webhook-id` stays the same across retries, so receivers can drop repeats. */
export function signedHeaders(secret: string, msgId: string, payload: string, at = new Date()): Record<string, string> {
  return {
    "content-type": "application/json",
    "webhook-id": msgId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(msgId, at, payload),
  };
}

/**
 * One attempt of a delivery (webhookDelivery.ts): the address is checked again, and its name
 * resolved, now (a name that pointed to a public address when saved may point inward later);
 * then the signed POST, with no redirects followed. Records the attempt and throws unless the
 * receiver answered 2xx, so the workpool retries with backoff.
 */
export async function attemptDelivery(ctx: ActionCtx, deliveryId: Id<"webhookDeliveries">, resolveHost: ResolveHost, allowLoopback: boolean) {
  const target = await ctx.runQuery(internal.webhooks.deliveryTarget, { deliveryId });
  if (target === null) return null; // the endpoint or the delivery was removed meanwhile
  const started = Date.now();
  let status: number | null = null;
  let error: string | undefined;
  try {
    const refusal = webhookUrlError(target.url, allowLoopback);
    if (refusal !== null) throw new Error(refusal);
    const host = new URL(target.url).hostname.replace(/^\[|\]$/g, "");
    if (!(allowLoopback && ["localhost", "127.0.0.1", "::1"].includes(host))) {
      // An address literal is its own answer; a name is resolved now.
      const addresses = /^[\d.]+$/.test(host) || host.includes(":") ? [host] : await resolveHost(host);
      if (addresses.length === 0) throw new Error("The address's name does not resolve.");
      if (addresses.some(isPrivateAddress)) throw new Error("The address resolves to a private network.");
    }
    const response = await fetch(target.url, {
      method: "POST",
      headers: signedHeaders(target.secret, deliveryId, target.payload),
      body: target.payload,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
    if (status < 200 || status >= 300) error = `The endpoint answered ${status}.`;
  } catch (thrown) {
    error = (thrown as Error).message.slice(0, 200);
  }
  await ctx.runMutation(internal.webhooks.recordAttempt, { deliveryId, status, responseMs: Date.now() - started, ...(error ? { error } : {}) });
  if (error !== undefined) throw new Error(error);
  return null;
}
