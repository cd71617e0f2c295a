import { getConvexSize, type Value } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { imageIdsOf } from "../model/formData";

/**
 * Bytes one step of deletion may read: the summaries it goes through (each up to ~30 KB with its
 * imageIds) and the versions it deletes (deleting reads the document). With the portfolio a prune
 * step reads beside them (up to 1 MiB, read twice: found, then its count written), a step stays
 * under half a deployment's 8 MiB.
 */
export const VERSION_DELETE_BYTES = 1.75 * 1024 * 1024;

/**
 * Keeps one publish in the history with its summary row, and counts it on the portfolio row (the
 * prune cron reads the count).
 */
export async function recordVersion(ctx: MutationCtx, portfolioId: Id<"portfolios">, version: VersionFields) {
  await insertSummary(ctx, await ctx.db.insert("portfolioVersions", version), version);
  const portfolio = await ctx.db.get("portfolios", portfolioId);
  await ctx.db.patch("portfolios", portfolioId, { versionCount: (portfolio?.versionCount ?? 0) + 1 });
}

type VersionFields = Omit<Doc<"portfolioVersions">, "_id" | "_creationTime">;

/** The small row that stands for a version in lists and deletions. */
export async function insertSummary(ctx: MutationCtx, versionId: Id<"portfolioVersions">, version: VersionFields) {
  await ctx.db.insert("portfolioVersionSummaries", {
    userId: version.userId,
    versionId,
    publishedAt: version.publishedAt,
    templateId: version.templateId,
    name: version.formData.name,
    publishedBy: version.publishedBy,
    bytes: getConvexSize({ ...version } as unknown as Value),
    imageIds: [...new Set(imageIdsOf(version.formData))],
  });
}

/**
 * Deletes up to `limit` of `userId`'s oldest versions (with their summaries), reading the
 * summaries one at a time and stopping before the summaries and versions read pass
 * VERSION_DELETE_BYTES (the first is always deleted, so every step moves on). Returns how many
 * went and whether the byte budget stopped it early.
 */
export async function deleteOldestVersions(ctx: MutationCtx, userId: Id<"users">, limit: number): Promise<{ deleted: number; stoppedEarly: boolean }> {
  if (limit <= 0) return { deleted: 0, stoppedEarly: false };
  const summaries = ctx.db
    .query("portfolioVersionSummaries")
    .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", userId))
    .order("asc");
  let deleted = 0;
  let bytes = 0;
  for await (const summary of summaries) {
    // Deleting reads a document again: the summary counts twice, its version once.
    const cost = 2 * getConvexSize(summary as unknown as Value) + summary.bytes;
    if (deleted > 0 && bytes + cost > VERSION_DELETE_BYTES) return { deleted, stoppedEarly: true };
    bytes += cost;
    // Written and deleted together, a summary's version exists: delete without reading it first.
    await ctx.db.delete("portfolioVersions", summary.versionId);
    await ctx.db.delete("portfolioVersionSummaries", summary._id);
    deleted++;
    // Not one summary more than it deletes: each carries its pictures' ids.
    if (deleted >= limit) break;
  }
  return { deleted, stoppedEarly: false };
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
