import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation, internalQuery, type QueryCtx } from "./_generated/server";
import { imageSource, processAndRecord, storedVariantValidator, variantsOf, type ProcessResult, type StoredVariant, type UploadToProcess } from "./lib/images";
import { missingVariantWidths } from "./model/images";

function uploadOf(ctx: QueryCtx, storageId: Id<"_storage">) {
  return ctx.db
    .query("uploads")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .unique();
}

/**
 * Who may confirm `storageId`: "open" (nobody has it yet, or it is the caller's and still needs
 * processing), "done" (the caller's, processed), "taken" (someone else's) or "variant" (a file the
 * server made; confirming it would let anyone delete another person's picture).
 */
export const claimOf = internalQuery({
  args: { storageId: v.id("_storage"), userId: v.id("users") },
  handler: async (ctx, { storageId, userId }): Promise<"open" | "done" | "taken" | "variant"> => {
    const asVariant = await ctx.db
      .query("imageVariants")
      .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
      .first();
    if (asVariant !== null) return "variant";
    // A share image is public (og:image) and server-made: claiming it would delete it.
    const asShareImage = await ctx.db
      .query("portfolios")
      .withIndex("by_shareImageId", (q) => q.eq("shareImageId", storageId))
      .first();
    if (asShareImage !== null) return "variant";
    const upload = await uploadOf(ctx, storageId);
    if (upload === null) return "open";
    if (upload.userId !== userId) return "taken";
    return (await variantsOf(ctx, storageId)).length > 0 ? "done" : "open";
  },
});

/**
 * Records freshly made variants for `storageId` as `userId`'s upload and deletes the original, in
 * one transaction. If the file became someone else's meanwhile, or another call already recorded
 * variants for it (the same upload confirmed twice at once), the new variant files are deleted.
 */
export const record = internalMutation({
  args: {
    userId: v.id("users"),
    storageId: v.id("_storage"),
    contentType: v.string(),
    size: v.number(),
    variants: v.array(storedVariantValidator),
  },
  handler: async (ctx, { variants, ...upload }): Promise<"recorded" | "duplicate" | "taken"> => {
    const discardNew = async () => {
      for (const variant of variants) await ctx.storage.delete(variant.storageId);
    };
    const existing = await uploadOf(ctx, upload.storageId);
    if (existing !== null && existing.userId !== upload.userId) {
      await discardNew();
      return "taken";
    }
    if ((await variantsOf(ctx, upload.storageId)).length > 0) {
      await discardNew();
      return "duplicate";
    }
    if (existing === null) await ctx.db.insert("uploads", { ...upload, createdAt: Date.now() });
    for (const variant of variants) await ctx.db.insert("imageVariants", { imageId: upload.storageId, ...variant });
    if ((await ctx.db.system.get(upload.storageId)) !== null) await ctx.storage.delete(upload.storageId);
    return "recorded";
  },
});

/** An image's ImageSource, for actions. */
export const source = internalQuery({
  args: { imageId: v.id("_storage") },
  handler: async (ctx, { imageId }) => await imageSource(ctx, imageId),
});

/**
 * Records variants made later for an image processed earlier (a width added to VARIANT_WIDTHS).
 * A width the image has by now (two migrations at once), or an image deleted meanwhile, keeps
 * nothing of the new files. Returns how many were recorded.
 */
export const recordExtraVariants = internalMutation({
  args: { imageId: v.id("_storage"), variants: v.array(storedVariantValidator) },
  handler: async (ctx, { imageId, variants }): Promise<number> => {
    const have = await variantsOf(ctx, imageId);
    let recorded = 0;
    for (const variant of variants) {
      if (have.length === 0 || have.some((row) => row.width === variant.width)) {
        await ctx.storage.delete(variant.storageId);
        continue;
      }
      await ctx.db.insert("imageVariants", { imageId, ...variant });
      recorded++;
    }
    return recorded;
  },
});

/** A processed image that lacks some of today's widths: its largest variant and the widths to make. */
type ImageToExtend = { imageId: Id<"_storage">; source: StoredVariant; widths: number[] };

/**
 * One page of `uploads` (in storage id order): those with no variants yet, and those processed
 * before a width was added to VARIANT_WIDTHS.
 */
export const uploadsToMigrate = internalQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db.query("uploads").withIndex("by_storageId").paginate(paginationOpts);
    const pending: UploadToProcess[] = [];
    const incomplete: ImageToExtend[] = [];
    for (const { userId, storageId, contentType, size } of page.page) {
      const variants = await variantsOf(ctx, storageId);
      if (variants.length === 0) {
        pending.push({ userId, storageId, contentType, size });
        continue;
      }
      const widths = missingVariantWidths(variants.map((variant) => variant.width));
      const largest = variants.at(-1)!;
      if (widths.length > 0)
        incomplete.push({ imageId: storageId, source: { width: largest.width, height: largest.height, storageId: largest.storageId }, widths });
    }
    return { scanned: page.page.length, pending, incomplete, continueCursor: page.continueCursor, isDone: page.isDone };
  },
});

/** An action stops taking new pages after this long and schedules itself for the rest (actions may run 10 minutes). */
const MIGRATION_TIME_BUDGET_MS = 5 * 60 * 1000;

type MigrationReport = { scanned: number; converted: number; extended: number; refused: number; missing: number; done: boolean };

/**
 * Migration for images stored before processing existed, and for images processed before a
 * width was added to VARIANT_WIDTHS: pages through `uploads`; makes the variants of every image
 * that has none (and deletes its original), and the missing widths of every image that lacks
 * some (from its largest variant). Safe to run again (complete images are skipped) and to
 * interrupt. Images that cannot be processed are deleted, as a new upload of them would be;
 * files already gone are counted as missing. Run it with
 * `npm run convex:run -- images:migrate '{}'` (locally) or `npx convex run images:migrate '{}'`.
 */
export const migrate = internalAction({
  args: { cursor: v.optional(v.union(v.string(), v.null())), batchSize: v.optional(v.number()) },
  handler: async (ctx, args): Promise<MigrationReport> => {
    const started = Date.now();
    const numItems = Math.max(1, Math.min(args.batchSize ?? 50, 200));
    const report: MigrationReport = { scanned: 0, converted: 0, extended: 0, refused: 0, missing: 0, done: false };
    let cursor = args.cursor ?? null;
    for (;;) {
      const page = await ctx.runQuery(internal.images.uploadsToMigrate, { paginationOpts: { cursor, numItems } });
      report.scanned += page.scanned;
      for (const upload of page.pending) {
        const outcome = await processAndRecord(ctx, upload);
        if (outcome === "recorded") report.converted++;
        else if (outcome === "missing") report.missing++;
        else if (typeof outcome === "object") report.refused++;
      }
      for (const image of page.incomplete) {
        const made: ProcessResult = await ctx.runAction(internal.imageProcessing.addVariants, { source: image.source, widths: image.widths });
        if (!made.ok) {
          // The variants it has keep serving; counted, never deleted for this.
          if (made.reason === "missing") report.missing++;
          else report.refused++;
          continue;
        }
        if ((await ctx.runMutation(internal.images.recordExtraVariants, { imageId: image.imageId, variants: made.variants })) > 0) report.extended++;
      }
      if (page.isDone) return { ...report, done: true };
      cursor = page.continueCursor;
      if (Date.now() - started > MIGRATION_TIME_BUDGET_MS) {
        await ctx.scheduler.runAfter(0, internal.images.migrate, { cursor, batchSize: numItems });
        return report;
      }
    }
  },
});
