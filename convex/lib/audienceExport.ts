import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { referrerCounts } from "../audience";
import { CHART_DAYS } from "../model/audience";
import { countOf, viewCounter } from "./viewCounters";

/** Days one page can have a counter for: the chart's, with room for days the cleanup has not removed yet. */
const MAX_DAYS = 2 * CHART_DAYS + 1;

/**
 * The owner's view counts for "Download my data": the total, views per UTC day (the days still
 * kept, oldest first) and per referring site (domain only). Bounded reads of the owner's rows and counters.
 */
export async function viewsOf(ctx: QueryCtx, userId: Id<"users">) {
  const dayRows = await ctx.db
    .query("viewDays")
    .withIndex("by_userId_and_day", (q) => q.eq("userId", userId))
    .take(MAX_DAYS);
  return {
    total: await countOf(ctx, viewCounter.total(userId)),
    days: await Promise.all(dayRows.map(async ({ day }) => ({ day, views: await countOf(ctx, viewCounter.day(userId, day)) }))),
    referrers: await referrerCounts(ctx, userId),
  };
}
