import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/** Keeps one publish in the history and counts it on the portfolio row (the prune cron reads the count). */
export async function recordVersion(ctx: MutationCtx, portfolioId: Id<"portfolios">, version: Omit<Doc<"portfolioVersions">, "_id" | "_creationTime">) {
  await ctx.db.insert("portfolioVersions", version);
  const portfolio = await ctx.db.get("portfolios", portfolioId);
  await ctx.db.patch("portfolios", portfolioId, { versionCount: (portfolio?.versionCount ?? 0) + 1 });
}

/**
 * One of `userId`'s versions by an id from the client, or null for anything else: a malformed id,
 * another table's id, a deleted version and another user's version all look the same.
 */
export async function ownVersion(ctx: QueryCtx, userId: Id<"users">, rawId: string) {
  const id = ctx.db.normalizeId("portfolioVersions", rawId);
  if (id === null) return null;
  const version = await ctx.db.get("portfolioVersions", id);
  return version !== null && version.userId === userId ? version : null;
}
