import { v } from "convex/values";
import { action, internalMutation, internalQuery, type QueryCtx } from "./_generated/server";
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

/** How old a file nobody confirmed must be before the sweep deletes it: an upload is confirmed within seconds. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** Files one sweep step looks at (three small index lookups each). */
const SWEEP_FILES = 300;
/** Portfolios one step may read to recognise share images (each up to ~1 MB). */
const SWEEP_PORTFOLIO_READS = 3;

/** Whether a stored file is one the app keeps: an accepted upload, an image variant, or a share image (null: unknown yet, the step's reads are spent). */
async function isKept(ctx: QueryCtx, storageId: Id<"_storage">, portfolioReads: { left: number }): Promise<boolean | null> {
  const upload = await ctx.db
    .query("uploads")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (upload !== null) return true;
  const variant = await ctx.db
    .query("imageVariants")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .first();
  if (variant !== null) return true;
  // Only a match reads a portfolio; the budget is checked before, since the lookup may match.
  if (portfolioReads.left === 0) return null;
  const shared = await ctx.db
    .query("portfolios")
    .withIndex("by_shareImageId", (q) => q.eq("shareImageId", storageId))
    .first();
  if (shared !== null) portfolioReads.left--;
  return shared !== null;
}

/**
 * Cron: deletes files uploaded but never confirmed (`files:confirmUpload` was not called, so no
 * `uploads` row names them) once they are ORPHAN_AGE_MS old. Walks the files in creation order
 * from where the last step stopped, SWEEP_FILES a step, and schedules the next step while more
 * old files are left, so every file is looked at once and no step grows with the storage.
 */
export const sweepOrphans = internalMutation({
  args: {},
  handler: async (ctx) => {
    const sweep = await ctx.db.query("orphanSweeps").first();
    const after = sweep?.scannedThrough ?? 0;
    const files = await ctx.db.system
      .query("_storage")
      .withIndex("by_creation_time", (q) => q.gt("_creationTime", after).lt("_creationTime", Date.now() - ORPHAN_AGE_MS))
      .take(SWEEP_FILES);
    const portfolioReads = { left: SWEEP_PORTFOLIO_READS };
    let scannedThrough = after;
    let more = files.length === SWEEP_FILES;
    for (const file of files) {
      const kept = await isKept(ctx, file._id, portfolioReads);
      if (kept === null) {
        more = true;
        break;
      }
      if (!kept) await ctx.storage.delete(file._id);
      scannedThrough = file._creationTime;
    }
    if (sweep === null) await ctx.db.insert("orphanSweeps", { scannedThrough });
    else if (scannedThrough !== after) await ctx.db.patch("orphanSweeps", sweep._id, { scannedThrough });
    if (more) await ctx.scheduler.runAfter(0, internal.files.sweepOrphans, {});
    return null;
  },
});
