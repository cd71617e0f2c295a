import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/*
 * The `pageFacts` table: one small row per user saying whether their page is online, derived from
 * their portfolio row. Writers of a portfolio keep it in step; readers of a visitor's page
 * (publishedPage.ts) read it instead of the whole portfolio.
 */

/** Whether a portfolio row is online: published, with content. */
export const isOnline = (portfolio: Pick<Doc<"portfolios">, "isPublished" | "portfolioData"> | null) =>
  portfolio !== null && portfolio.isPublished && portfolio.portfolioData !== null;

export function pageFactsOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("pageFacts")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/**
 * Brings the user's `pageFacts` row in line with their portfolio row (`null`: it was deleted).
 * Every write of `isPublished` or `portfolioData` calls this with the row as written, so views,
 * heartbeats and visitors' messages never read a whole portfolio.
 */
export async function syncPageFacts(ctx: MutationCtx, userId: Id<"users">, portfolio: Pick<Doc<"portfolios">, "isPublished" | "portfolioData"> | null) {
  const facts = await pageFactsOf(ctx, userId);
  if (portfolio === null) {
    if (facts) await ctx.db.delete("pageFacts", facts._id);
    return;
  }
  const published = isOnline(portfolio);
  if (!facts) await ctx.db.insert("pageFacts", { userId, published });
  else if (facts.published !== published) await ctx.db.patch("pageFacts", facts._id, { published });
}
