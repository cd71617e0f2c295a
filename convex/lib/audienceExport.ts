import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { ALL_TIME } from "../audience";
import { CHART_DAYS, MAX_REFERRER_ROWS, VIEW_SHARDS } from "../model/audience";

/**
 * Counter rows one page can hold: the running total and CHART_DAYS days, VIEW_SHARDS shards each,
 * with room for days the daily cleanup has not removed yet.
 */
const MAX_VIEW_ROWS = (2 * CHART_DAYS + 1) * VIEW_SHARDS;

/**
 * The owner's view counts for "Download my data": the total, views per UTC day (the days still
 * kept, oldest first) and per referring site (domain only). Bounded reads of the owner's rows.
 */
export async function viewsOf(ctx: QueryCtx, userId: Id<"users">) {
  const [counts, referrers] = await Promise.all([
    ctx.db
      .query("viewCounts")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .take(MAX_VIEW_ROWS),
    ctx.db
      .query("viewReferrers")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .take(MAX_REFERRER_ROWS),
  ]);
  const sum = (rows: { key: string; count: number }[]) => {
    const totals = new Map<string, number>();
    for (const { key, count } of rows) totals.set(key, (totals.get(key) ?? 0) + count);
    return totals;
  };
  const perDay = sum(counts.map((row) => ({ key: row.day, count: row.count })));
  const total = perDay.get(ALL_TIME) ?? 0;
  perDay.delete(ALL_TIME);
  return {
    total,
    days: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, views]) => ({ day, views })),
    referrers: [...sum(referrers.map((row) => ({ key: row.domain, count: row.count })))]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([domain, views]) => ({ domain, views })),
  };
}
