import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * The small summary of each draft (schema `draftSummaries`): what lists of portfolios show
 * (name, template, revision, last save), so they never read whole drafts, which may be near a
 * document's 1 MiB. Written with every draft by lib/draftWrite.ts; deleted with the account.
 */
export type DraftSummary = { templateId: string; name: string; revision: number; updatedAt: number };

export function draftSummaryOf(ctx: QueryCtx, ownerId: Id<"users">) {
  return ctx.db
    .query("draftSummaries")
    .withIndex("by_ownerId", (q) => q.eq("ownerId", ownerId))
    .unique();
}

export async function writeDraftSummary(ctx: MutationCtx, ownerId: Id<"users">, summary: DraftSummary) {
  const existing = await draftSummaryOf(ctx, ownerId);
  if (existing === null) await ctx.db.insert("draftSummaries", { ownerId, ...summary });
  else await ctx.db.patch("draftSummaries", existing._id, summary);
}

export async function deleteDraftSummary(ctx: MutationCtx, ownerId: Id<"users">) {
  const existing = await draftSummaryOf(ctx, ownerId);
  if (existing !== null) await ctx.db.delete("draftSummaries", existing._id);
}
