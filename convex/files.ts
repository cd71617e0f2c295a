import { v } from "convex/values";
import { action, internalMutation, internalQuery } from "./_generated/server";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { authedMutation } from "./lib/functions";
import { appError } from "./model/errors";
import { IMAGE_TYPES, LIMITS } from "./model/limits";
import { sniffImageType } from "./model/images";

/** An upload URL, for signed-in users only. */
export const generateUploadUrl = authedMutation({
  args: {},
  handler: async (ctx) => await ctx.storage.generateUploadUrl(),
});

export const storedFile = internalQuery({
  args: { storageId: v.id("_storage") },
  handler: async (ctx, { storageId }) => await ctx.db.system.get(storageId),
});

export const recordUpload = internalMutation({
  args: { userId: v.id("users"), storageId: v.id("_storage"), contentType: v.string(), size: v.number() },
  handler: async (ctx, args) => {
    const existing = await ctx.db
      .query("uploads")
      .withIndex("by_storageId", (q) => q.eq("storageId", args.storageId))
      .unique();
    if (existing !== null) {
      if (existing.userId !== args.userId) throw appError("storage/unauthorized", "That file belongs to someone else.");
      return;
    }
    await ctx.db.insert("uploads", { ...args, createdAt: Date.now() });
  },
});

/**
 * Called after the browser POSTs a file to its upload URL. Checks size and type from the stored
 * file itself (declared type and the file's leading bytes must both be an allowed image, so an
 * SVG or a renamed file is refused), deletes anything refused, and records the upload as the
 * caller's. Returns the file's URL.
 */
export const confirmUpload = action({
  args: { storageId: v.id("_storage") },
  handler: async (ctx, { storageId }): Promise<{ storageId: Id<"_storage">; url: string }> => {
    const userId = await ctx.runQuery(internal.credentials.activeCaller, {});
    if (userId === null) throw appError("storage/unauthorized", "Please log in to upload images.");
    const meta = await ctx.runQuery(internal.files.storedFile, { storageId });
    const blob = meta === null ? null : await ctx.storage.get(storageId);
    if (meta === null || blob === null) throw appError("storage/object-not-found", "The uploaded file was not found. Please try again.");

    const refuse = async (code: "storage/invalid-format" | "storage/invalid-argument", message: string) => {
      await ctx.storage.delete(storageId);
      return appError(code, message);
    };
    if (meta.size > LIMITS.imageBytes) {
      throw await refuse("storage/invalid-argument", "Images must be 5 MB or smaller.");
    }
    const declared = (meta.contentType ?? blob.type ?? "").toLowerCase();
    const sniffed = sniffImageType(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));
    const allowed = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);
    if (sniffed === null || !allowed(sniffed) || (declared !== "" && declared !== sniffed)) {
      throw await refuse("storage/invalid-format", "Only PNG, JPEG, WebP or GIF images can be uploaded.");
    }
    await ctx.runMutation(internal.files.recordUpload, { userId, storageId, contentType: sniffed, size: meta.size });
    const url = await ctx.storage.getUrl(storageId);
    if (url === null) throw appError("storage/object-not-found", "The uploaded file was not found. Please try again.");
    return { storageId, url };
  },
});
