"use node";
// Node runtime for node:dns and node:https: each attempt resolves the endpoint's name itself and
// connects to the address it checked.
import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { dnsServersFrom, lookupDomain } from "./lib/dnsLookup";
import { pinnedPost } from "./lib/pinnedPost";
import { attemptDelivery } from "./lib/webhookAttempt";
import { loopbackAllowed } from "./lib/webhookEvents";

/** One attempt of a webhook delivery, run (and retried) by the workpool (lib/webhookEvents.ts). */
export const deliver = internalAction({
  args: { deliveryId: v.id("webhookDeliveries") },
  handler: async (ctx, { deliveryId }) =>
    await attemptDelivery(
      ctx,
      deliveryId,
      async (host) => {
        // eslint-disable-next-line @convex-dev/no-process-env -- the deployment's resolver setting, as for domain checks
        const { a, aaaa, lookupError } = await lookupDomain(host, dnsServersFrom(process.env.DNS_SERVERS));
        if (lookupError !== undefined && a.length + aaaa.length === 0) throw new Error(`The address's name could not be resolved (${lookupError}).`);
        return [...a, ...aaaa];
      },
      loopbackAllowed(),
      pinnedPost,
    ),
});
