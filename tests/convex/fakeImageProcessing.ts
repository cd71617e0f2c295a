import { v } from "convex/values";
import { internalAction } from "../../convex/_generated/server";
import { storedVariantValidator, type ProcessResult } from "../../convex/lib/images";
import { IMAGE_UNREADABLE, imageDimensionsError, sniffImageType, variantWidths } from "../../convex/model/images";

/**
 * Stands in for convex/imageProcessing.ts in the convex project: convex-test runs in
 * edge-runtime, where sharp (native code) cannot load. Same contract: reads the stored file,
 * stores one "variant" per width (a small marked WebP-typed blob) or says why it refused. It reads
 * a PNG's size from its header and refuses anything else; tests/node/imagePipeline.test.ts covers
 * the real pipeline and tests/local-backend the real action.
 */
export const processStored = internalAction({
  args: { storageId: v.id("_storage") },
  handler: async (ctx, { storageId }): Promise<ProcessResult> => {
    const blob = await ctx.storage.get(storageId);
    if (blob === null) return { ok: false, reason: "missing", message: "The uploaded file was not found. Please try again." };
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (sniffImageType(bytes) !== "image/png" || bytes.length < 24) return { ok: false, reason: "refused", message: IMAGE_UNREADABLE };
    const header = new DataView(bytes.buffer, bytes.byteOffset);
    const width = header.getUint32(16);
    const height = header.getUint32(20);
    const tooLarge = imageDimensionsError(width, height);
    if (tooLarge !== null) return { ok: false, reason: "refused", message: tooLarge };
    const variants = [];
    for (const w of variantWidths(width)) {
      const h = Math.max(1, Math.round((height * w) / width));
      const stored = await ctx.storage.store(new Blob([`RIFF fake webp ${w}x${h} of ${storageId}`], { type: "image/webp" }));
      variants.push({ width: w, height: h, storageId: stored });
    }
    return { ok: true, variants };
  },
});

/** Same contract as convex/imageProcessing.ts's addVariants: one marked "variant" per smaller width, sized in proportion. */
export const addVariants = internalAction({
  args: { source: storedVariantValidator, widths: v.array(v.number()) },
  handler: async (ctx, { source, widths }): Promise<ProcessResult> => {
    if ((await ctx.storage.get(source.storageId)) === null) return { ok: false, reason: "missing", message: "The image was not found." };
    const variants = [];
    for (const w of widths.filter((width) => width < source.width)) {
      const h = Math.max(1, Math.round((source.height * w) / source.width));
      const stored = await ctx.storage.store(new Blob([`RIFF fake webp ${w}x${h} from ${source.storageId}`], { type: "image/webp" }));
      variants.push({ width: w, height: h, storageId: stored });
    }
    return { ok: true, variants };
  },
});
