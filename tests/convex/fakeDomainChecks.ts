import { v } from "convex/values";
import { internalAction } from "../../convex/_generated/server";
import { internal } from "../../convex/_generated/api";
import type { DnsAnswers } from "../../convex/model/customDomains";

/** The DNS as the tests set it: name → answers (nothing set: no records at all). */
export const fakeDns = new Map<string, DnsAnswers>();

/**
 * Stands in for convex/customDomainChecks.ts in the convex project (edge-runtime has no DNS
 * resolver): the same contract, answers from `fakeDns`. tests/node/dnsLookup.test.ts covers the
 * real lookups against a DNS server on loopback, and the browser suite the whole path.
 */
export const run = internalAction({
  args: { id: v.id("customDomains") },
  handler: async (ctx, { id }) => {
    const target = await ctx.runQuery(internal.customDomains.checkTarget, { id });
    if (target === null) return null;
    const answers = fakeDns.get(target.hostname) ?? { txt: [], cname: [], a: [], aaaa: [] };
    await ctx.runMutation(internal.customDomains.recordCheck, { id, answers });
    return null;
  },
});
