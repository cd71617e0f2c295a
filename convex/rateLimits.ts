import { components } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { RATE_LIMIT_ROW_MAX_AGE_MS } from "./lib/rateLimits";

/**
 * Drops rate-limit buckets created longer ago than RATE_LIMIT_ROW_MAX_AGE_MS (daily cron), so
 * keys that are never seen again (daily visitor hashes, tab tokens) do not pile up. A dropped
 * bucket starts full: at most one extra burst a day for a key still in use.
 */
export const forgetOld = internalMutation({
  args: {},
  handler: async (ctx) => {
    await ctx.runMutation(components.rateLimiter.lib.clearAll, { before: Date.now() - RATE_LIMIT_ROW_MAX_AGE_MS });
    return null;
  },
});
