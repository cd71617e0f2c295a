import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { syncPageFacts } from "./pageFacts";

/** The caller's one portfolio row, through the by_userId index. */
export function portfolioOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("portfolios")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

export function draftOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("drafts")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/** Creates the unpublished portfolio row if it is missing; returns its id. */
export async function ensurePortfolio(ctx: MutationCtx, userId: Id<"users">): Promise<Id<"portfolios">> {
  const existing = await portfolioOf(ctx, userId);
  if (existing) return existing._id;
  const row = { userId, isPublished: false, selectedTemplate: "", portfolioData: null, publishedAt: null };
  const id = await ctx.db.insert("portfolios", row);
  await syncPageFacts(ctx, userId, row);
  return id;
}
