import { v } from "convex/values";
import { internalAction } from "../../convex/_generated/server";
import { attemptDelivery, fetchPost, type PostSigned } from "../../convex/lib/webhookAttempt";
import { loopbackAllowed } from "../../convex/lib/webhookEvents";

/** Names as the tests set them (nothing set: a public address), for the address check at delivery. */
export const fakeHosts = new Map<string, string[]>();

/** The address each POST was told to connect to (the Node action pins the connection there). */
export const connectedTo: (string | null)[] = [];
const recordingPost: PostSigned = (url, address, init) => {
  connectedTo.push(address);
  return fetchPost(url, address, init);
};

/**
 * Stands in for convex/webhookDelivery.ts in the convex project (edge-runtime has no DNS
 * resolver): the same attempt (lib/webhookAttempt.ts), with names answered from `fakeHosts`.
 */
export const deliver = internalAction({
  args: { deliveryId: v.id("webhookDeliveries") },
  handler: async (ctx, { deliveryId }) =>
    await attemptDelivery(ctx, deliveryId, async (host) => fakeHosts.get(host) ?? ["93.184.216.34"], loopbackAllowed(), recordingPost),
});
