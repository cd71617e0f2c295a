"use node";
import { v } from "convex/values";
import { internalAction, type ActionCtx } from "./_generated/server";
import { extraVariants, processImage, type EncodedVariant } from "./lib/imagePipeline";
import { storedVariantValidator, type ProcessResult, type StoredVariant } from "./lib/images";
import { errorData } from "./model/errors";

/**
 * Reads a stored upload, makes its WebP variants (lib/imagePipeline) and stores them. Does not
 * record or delete anything: the caller (files:confirmUpload, images:migrate) decides, in one
 * mutation, whether the variants are kept. Runs in Node because sharp is native code.
 */
export const processStored = internalAction({
  args: { storageId: v.id("_storage") },
  handler: async (ctx, { storageId }): Promise<ProcessResult> => {
    const blob = await ctx.storage.get(storageId);
    if (blob === null) return { ok: false, reason: "missing", message: "The uploaded file was not found. Please try again." };
    let encoded;
    try {
      encoded = await processImage(new Uint8Array(await blob.arrayBuffer()));
    } catch (error) {
      const data = errorData(error);
      if (data === null) throw error;
      return { ok: false, reason: "refused", message: data.message };
    }
    return { ok: true, variants: await storeAll(ctx, encoded) };
  },
});

/**
 * The widths `widths` of an already processed image, made from its largest variant `source`
 * (images:migrate, after a width was added to VARIANT_WIDTHS). Stores them and returns them
 * without recording anything: `images:recordExtraVariants` decides.
 */
export const addVariants = internalAction({
  args: { source: storedVariantValidator, widths: v.array(v.number()) },
  handler: async (ctx, { source, widths }): Promise<ProcessResult> => {
    const blob = await ctx.storage.get(source.storageId);
    if (blob === null) return { ok: false, reason: "missing", message: "The image was not found." };
    let encoded;
    try {
      encoded = await extraVariants(
        new Uint8Array(await blob.arrayBuffer()),
        widths.filter((width) => width < source.width),
      );
    } catch (error) {
      const data = errorData(error);
      if (data === null) throw error;
      return { ok: false, reason: "refused", message: data.message };
    }
    return { ok: true, variants: await storeAll(ctx, encoded) };
  },
});

async function storeAll(ctx: ActionCtx, encoded: EncodedVariant[]): Promise<StoredVariant[]> {
  const variants: StoredVariant[] = [];
  for (const variant of encoded) {
    const id = await ctx.storage.store(new Blob([variant.bytes], { type: "image/webp" }));
    variants.push({ width: variant.width, height: variant.height, storageId: id });
  }
  return variants;
}
