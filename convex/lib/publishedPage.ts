import { getConvexSize } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { PageKey } from "../model/audience";
import { isOnline, pageFactsOf } from "./pageFacts";
import { portfolioOf } from "./portfolioRows";
import { slugRow } from "./slugs";

/**
 * Bytes of whole portfolios one call may read for pages without facts yet (before
 * `portfolios:backfillPageFacts` has run): a portfolio is under 1 MiB, so a call stays below 5 MiB.
 */
export const FALLBACK_BYTES = 4 * 1024 * 1024;

/** What one call has spent on fallback reads; pass the same budget for every page of a batch. */
export type FallbackBudget = { bytes: number };

/**
 * The owner of the published page a visitor's address names ({slug} current, or {userId}), or
 * null when it names nothing, or a page that is not online: unpublished pages count no views,
 * take no messages and show nobody viewing. Reads the page's small `pageFacts` row; a page
 * without one (written before they existed) falls back to its portfolio while `budget` lasts,
 * and counts as offline after that.
 */
export async function publishedOwner(ctx: QueryCtx, key: PageKey, budget: FallbackBudget = { bytes: 0 }): Promise<Id<"users"> | null> {
  let userId: Id<"users"> | null;
  if ("slug" in key) {
    if (key.slug.length > 64) return null;
    const row = await slugRow(ctx, key.slug.toLowerCase());
    userId = row?.isCurrent ? row.userId : null;
  } else {
    userId = ctx.db.normalizeId("users", key.userId);
  }
  if (userId === null) return null;
  const facts = await pageFactsOf(ctx, userId);
  if (facts !== null) return facts.published ? userId : null;
  if (budget.bytes >= FALLBACK_BYTES) return null;
  const portfolio = await portfolioOf(ctx, userId);
  if (portfolio !== null) budget.bytes += getConvexSize(portfolio);
  return isOnline(portfolio) ? userId : null;
}
