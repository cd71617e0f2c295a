import { v } from "convex/values";
import { action, internalMutation, internalQuery } from "./_generated/server";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { portfolioAccess, portfolioIdArg } from "./lib/access";
import { authedMutation } from "./lib/functions";
import { appError } from "./model/errors";
import { IMAGE_TYPES, LIMITS } from "./model/limits";
import { sniffImageType, type ImageSource } from "./model/images";
import { processAndRecord } from "./lib/images";
import { takeAccountAllowance } from "./lib/rateLimits";

/**
 * Deletes a refused file (callers have checked whose it is). A mutation rather than the action's
 * own ctx.storage.delete, so the delete is a transaction of its own (on the local backend too).
 */
export const deleteRefused = internalMutation({
  args: { storageId: v.id("_storage") },
  handler: async (ctx, { storageId }) => {
    if ((await ctx.db.system.get(storageId)) !== null) await ctx.storage.delete(storageId);
  },
});

/** An upload URL, for signed-in users only. */
export const generateUploadUrl = authedMutation({
  args: {},
  handler: async (ctx) => await ctx.storage.generateUploadUrl(),
});

/** Whose upload a caller's image becomes: the portfolio's owner, once lib/access.ts lets the caller edit it. */
export const uploadOwner = internalQuery({
  args: { callerId: v.id("users"), ...portfolioIdArg },
  handler: async (ctx, { callerId, portfolioId }): Promise<Id<"users">> => {
    const caller = await ctx.db.get("users", callerId);
    if (caller === null) throw appError("storage/unauthorized", "Please log in to upload images.");
    return (await portfolioAccess(ctx, caller, portfolioId, "edit")).owner._id;
  },
});

export const storedFile = internalQuery({
  args: { storageId: v.id("_storage") },
  handler: async (ctx, { storageId }) => await ctx.db.system.get(storageId),
});

/**
 * Called after the browser POSTs a file to its upload URL. Checks the size from the stored file's
 * metadata before reading any of it, then the type from the file itself (declared type and the
 * file's leading bytes must both be an allowed image, so an SVG or a renamed file is refused),
 * then has the server make the image's WebP variants (auto-oriented, metadata stripped) and
 * deletes the original; anything refused is deleted.
 * The storage id stays the image's key (FormData keeps it); returns it with its ImageSource.
 * Confirming the same upload again answers the same; another person's file, or a variant the
 * server made, is refused without touching it.
 */
export const confirmUpload = action({
  args: { storageId: v.id("_storage"), ...portfolioIdArg },
  handler: async (ctx, { storageId, portfolioId }): Promise<{ storageId: Id<"_storage">; image: ImageSource }> => {
    const callerId = await ctx.runQuery(internal.credentials.activeCaller, {});
    if (callerId === null) throw appError("storage/unauthorized", "Please log in to upload images.");
    // An image uploaded for a shared portfolio belongs to the portfolio (its owner), not to the member.
    const userId = await ctx.runQuery(internal.files.uploadOwner, { callerId, portfolioId });
    const processed = async () => {
      const image = await ctx.runQuery(internal.images.source, { imageId: storageId });
      if (image === null) throw appError("storage/object-not-found", "The uploaded file was not found. Please try again.");
      return { storageId, image };
    };
    const claim = await ctx.runQuery(internal.images.claimOf, { storageId, userId });
    if (claim === "done") return await processed();
    if (claim !== "open") throw appError("storage/unauthorized", "That file belongs to someone else.");
    // Each new upload is decoded and resized: the uploader's allowance, before any of that work.
    await takeAccountAllowance(ctx, "imageUploadsPerAccount", callerId, "uploads");

    const notFound = () => appError("storage/object-not-found", "The uploaded file was not found. Please try again.");
    const meta = await ctx.runQuery(internal.files.storedFile, { storageId });
    if (meta === null) throw notFound();
    const refuse = async (code: "storage/invalid-format" | "storage/invalid-argument", message: string) => {
      await ctx.runMutation(internal.files.deleteRefused, { storageId });
      return appError(code, message);
    };
    // The size from the file's metadata, before its bytes are fetched: a deployment takes any size of upload.
    if (meta.size > LIMITS.imageBytes) {
      throw await refuse("storage/invalid-argument", "Images must be 5 MB or smaller.");
    }
    const blob = await ctx.storage.get(storageId);
    if (blob === null) throw notFound();
    const declared = (meta.contentType ?? blob.type ?? "").toLowerCase();
    const sniffed = sniffImageType(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));
    const allowed = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);
    if (sniffed === null || !allowed(sniffed) || (declared !== "" && declared !== sniffed)) {
      throw await refuse("storage/invalid-format", "Only PNG, JPEG, WebP or GIF images can be uploaded.");
    }
    const outcome = await processAndRecord(ctx, { userId, storageId, contentType: sniffed, size: meta.size });
    if (outcome === "taken") throw appError("storage/unauthorized", "That file belongs to someone else.");
    if (outcome === "missing") throw appError("storage/object-not-found", "The uploaded file was not found. Please try again.");
    if (typeof outcome === "object") throw appError("storage/invalid-format", outcome.refused);
    return await processed();
  },
});
