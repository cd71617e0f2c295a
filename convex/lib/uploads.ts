import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "../model/errors";

/** Refuses a storage id that is not one of `userId`'s accepted uploads. */
export async function requireOwnUpload(ctx: QueryCtx, userId: Id<"users">, storageId: Id<"_storage">) {
  const upload = await ctx.db
    .query("uploads")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .unique();
  if (upload === null || upload.userId !== userId) {
    throw appError("storage/unauthorized", "That image is not one of your uploads. Please upload it again.");
  }
}

export async function requireOwnUploads(ctx: QueryCtx, userId: Id<"users">, storageIds: Id<"_storage">[]) {
  for (const id of new Set(storageIds)) await requireOwnUpload(ctx, userId, id);
}
