import { v, type Infer } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx, QueryCtx } from "../_generated/server";
import { srcSetOf, VARIANT_WIDTHS, type ImageSource } from "../model/images";

export const storedVariantValidator = v.object({ width: v.number(), height: v.number(), storageId: v.id("_storage") });
export type StoredVariant = Infer<typeof storedVariantValidator>;

/** What `imageProcessing:processStored` answers: the variants it stored, or why the file was refused. */
export type ProcessResult = { ok: true; variants: StoredVariant[] } | { ok: false; reason: "missing" | "refused"; message: string };

export type UploadToProcess = { userId: Id<"users">; storageId: Id<"_storage">; contentType: string; size: number };

/**
 * What became of an upload: its variants were recorded (and the original deleted), they existed
 * already, the file is someone else's, the file is gone, or it was refused (and deleted).
 */
export type ProcessOutcome = "recorded" | "duplicate" | "taken" | "missing" | { refused: string };

/**
 * Makes an upload's variants (in Node) and records them as `upload.userId`'s in one mutation.
 * A refused file is deleted: it is never served and never kept.
 */
export async function processAndRecord(ctx: ActionCtx, upload: UploadToProcess): Promise<ProcessOutcome> {
  const result: ProcessResult = await ctx.runAction(internal.imageProcessing.processStored, { storageId: upload.storageId });
  if (!result.ok) {
    if (result.reason === "missing") return "missing";
    await ctx.runMutation(internal.files.deleteRefused, { storageId: upload.storageId });
    return { refused: result.message };
  }
  return await ctx.runMutation(internal.images.record, { ...upload, variants: result.variants });
}

/** An image's variants, smallest first (at most one per width, so the read is bounded). */
export async function variantsOf(ctx: QueryCtx, imageId: Id<"_storage">) {
  return await ctx.db
    .query("imageVariants")
    .withIndex("by_imageId_and_width", (q) => q.eq("imageId", imageId))
    .take(VARIANT_WIDTHS.length);
}

/**
 * The one way an image id becomes something displayable: its WebP variants, the largest as `src`.
 * Null when the image has no variants (refused, deleted, or stored before processing and not yet
 * migrated): the uploaded original is never handed out.
 */
export async function imageSource(ctx: QueryCtx, imageId: Id<"_storage">): Promise<ImageSource | null> {
  const variants = await variantsOf(ctx, imageId);
  const withUrls = (await Promise.all(variants.map(async (variant) => ({ ...variant, url: await ctx.storage.getUrl(variant.storageId) })))).filter(
    (variant): variant is typeof variant & { url: string } => variant.url !== null,
  );
  const largest = withUrls.at(-1);
  if (largest === undefined) return null;
  return { src: largest.url, srcSet: srcSetOf(withUrls), width: largest.width, height: largest.height };
}

/** storage id → ImageSource (or null) for the given ids, each looked up once. */
export async function imageSources(ctx: QueryCtx, ids: Id<"_storage">[]): Promise<Record<string, ImageSource | null>> {
  const unique = [...new Set(ids)];
  const sources = await Promise.all(unique.map((id) => imageSource(ctx, id)));
  return Object.fromEntries(unique.map((id, i) => [id, sources[i]]));
}
