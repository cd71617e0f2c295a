import { Webhook } from "standardwebhooks";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { DELIVERY_TIMEOUT_MS, isPrivateAddress, webhookUrlError } from "../model/webhooks";

/** A host's addresses (A and AAAA), as DNS answers them now. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/**
 * Sends one signed POST and answers the receiver's status. `address` is the checked address the
 * connection must go to (null: loopback in tests): a sender that resolves the name again would
 * let a second DNS answer point inward after the check (DNS rebinding). The Node action pins it
 * (pinnedPost.ts); fetch, which cannot pin, is the stand-in where no resolver exists.
 */
export type PostSigned = (url: string, address: string | null, init: { headers: Record<string, string>; body: string; timeoutMs: number }) => Promise<number>;

/** The unpinned sender: the V8 runtime's fetch (tests' stand-in; the deployment uses pinnedPost). */
export const fetchPost: PostSigned = async (url, _address, { headers, body, timeoutMs }) => {
  const response = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  await response.body?.cancel();
  return response.status;
};

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
export async function attemptDelivery(
  ctx: ActionCtx,
  deliveryId: Id<"webhookDeliveries">,
  resolveHost: ResolveHost,
  allowLoopback: boolean,
  post: PostSigned = fetchPost,
) {
  const target = await ctx.runQuery(internal.webhooks.deliveryTarget, { deliveryId });
  if (target === null) return null; // the endpoint or the delivery was removed meanwhile
  const started = Date.now();
  let status: number | null = null;
  let error: string | undefined;
  try {
    const refusal = webhookUrlError(target.url, allowLoopback);
    if (refusal !== null) throw new Error(refusal);
    const host = new URL(target.url).hostname.replace(/^\[|\]$/g, "");
    let address: string | null = null;
    if (!(allowLoopback && ["localhost", "127.0.0.1", "::1"].includes(host))) {
      // An address literal is its own answer; a name is resolved now.
      const addresses = /^[\d.]+$/.test(host) || host.includes(":") ? [host] : await resolveHost(host);
      if (addresses.length === 0) throw new Error("The address's name does not resolve.");
      if (addresses.some(isPrivateAddress)) throw new Error("The address resolves to a private network.");
      address = addresses[0];
    }
    status = await post(target.url, address, {
      headers: signedHeaders(target.secret, deliveryId, target.payload),
      body: target.payload,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    if (status < 200 || status >= 300) error = `The endpoint answered ${status}.`;
  } catch (thrown) {
    error = (thrown as Error).message.slice(0, 200);
  }
  await ctx.runMutation(internal.webhooks.recordAttempt, { deliveryId, status, responseMs: Date.now() - started, ...(error ? { error } : {}) });
  if (error !== undefined) throw new Error(error);
  return null;
}
