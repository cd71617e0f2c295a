"use node";
import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { processImage } from "./lib/imagePipeline";
import type { ProcessResult, StoredVariant } from "./lib/images";
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
    const variants: StoredVariant[] = [];
    for (const variant of encoded) {
      const id = await ctx.storage.store(new Blob([variant.bytes], { type: "image/webp" }));
      variants.push({ width: variant.width, height: variant.height, storageId: id });
    }
    return { ok: true, variants };
  },
});
