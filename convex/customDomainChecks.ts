"use node";
import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { internal } from "./_generated/api";
import { dnsServersFrom, lookupDomain } from "./lib/dnsLookup";

/**
 * One DNS check of a custom domain: looks up its records (Node's resolver, so it runs in the
 * Node runtime; the local backend runs it in process) and hands the answers to
 * customDomains:recordCheck, which judges them. Started by adding a domain, "Check now" and the
 * per-minute cron for checks that are due.
 */
export const run = internalAction({
  args: { id: v.id("customDomains") },
  handler: async (ctx, { id }) => {
    const target = await ctx.runQuery(internal.customDomains.checkTarget, { id });
    if (target === null) return null;
    // eslint-disable-next-line @convex-dev/no-process-env -- the deployment's resolver setting
    const answers = await lookupDomain(target.hostname, dnsServersFrom(process.env.DNS_SERVERS));
    await ctx.runMutation(internal.customDomains.recordCheck, { id, answers });
    return null;
  },
});
