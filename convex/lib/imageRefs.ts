import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { imageIdsOf } from "../model/formData";
import { MAX_TRASH_ITEMS } from "../model/trash";
import { MAX_VERSIONS } from "../model/versions";
import { variantsOf } from "./images";
import { draftOf, portfolioOf } from "./portfolioRows";

/**
 * A user's pictures are kept while anything names them: the profile photo, the draft, the
 * published page, a kept version (its summary's `imageIds`) or an item in the trash. Reads one
 * draft and one page (each under 1 MiB) and small rows only. `"all"` when a version's summary
 * predates `imageIds`: nothing can be proven unused, so nothing is deleted.
 */
export async function referencedImages(ctx: QueryCtx, userId: Id<"users">): Promise<Set<string> | "all"> {
  const refs = new Set<string>();
  const user = await ctx.db.get("users", userId);
  if (user?.photoId) refs.add(user.photoId);
  const draft = await draftOf(ctx, userId);
  if (draft) for (const id of imageIdsOf(draft.formData)) refs.add(id);
  const page = await portfolioOf(ctx, userId);
  if (page?.portfolioData) for (const id of imageIdsOf(page.portfolioData)) refs.add(id);
  const summaries = await ctx.db
    .query("portfolioVersionSummaries")
    .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", userId))
    .take(MAX_VERSIONS * 2);
  for (const summary of summaries) {
    if (summary.imageIds === undefined) return "all";
    for (const id of summary.imageIds) refs.add(id);
  }
  const items = await ctx.db
    .query("trashItems")
    .withIndex("by_userId_and_deletedAt", (q) => q.eq("userId", userId))
    .take(MAX_TRASH_ITEMS * 2);
  for (const item of items) for (const id of item.imageIds) refs.add(id);
  return refs;
}

/**
 * Deletes those of `candidates` that are `userId`'s uploads and named nowhere any more: the WebP
 * variants, the original if it is still there, and the upload row. Called after deleting what
 * named them (a transaction reads its own writes). Returns how many pictures went.
 */
export async function releaseImages(ctx: MutationCtx, userId: Id<"users">, candidates: readonly Id<"_storage">[]): Promise<number> {
  if (candidates.length === 0) return 0;
  const refs = await referencedImages(ctx, userId);
  if (refs === "all") return 0;
  let released = 0;
  for (const imageId of new Set(candidates)) {
    if (refs.has(imageId)) continue;
    const upload = await ctx.db
      .query("uploads")
      .withIndex("by_storageId", (q) => q.eq("storageId", imageId))
      .unique();
    if (upload === null || upload.userId !== userId) continue;
    for (const variant of await variantsOf(ctx, imageId)) {
      if ((await ctx.db.system.get(variant.storageId)) !== null) await ctx.storage.delete(variant.storageId);
      await ctx.db.delete("imageVariants", variant._id);
    }
    if ((await ctx.db.system.get(imageId)) !== null) await ctx.storage.delete(imageId);
    await ctx.db.delete("uploads", upload._id);
    released++;
  }
  return released;
}
