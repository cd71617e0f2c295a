"use node";
import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { internal } from "./_generated/api";
import { photoDataUrl, renderShareImage } from "./lib/shareImage/render";
import { findTemplate, TEMPLATES } from "./model/templates";

/**
 * Draws the share image (the Open Graph picture link previews show) for one publish and stores
 * it; scheduled by each publish (`portfolios.ts`). Node runtime: satori lays the card out as SVG, sharp
 * turns it and the photo into pixels. A render whose publish was overtaken by a newer one does
 * nothing, or throws its file away (see shareImageRecords.ts).
 */
export const render = internalAction({
  args: { userId: v.id("users"), publishedAt: v.string() },
  handler: async (ctx, args): Promise<boolean> => {
    const source = await ctx.runQuery(internal.shareImageRecords.source, args);
    if (source === null) return false;
    const photoBlob = source.photoId === null ? null : await ctx.storage.get(source.photoId);
    const png = await renderShareImage({
      name: source.name,
      role: source.role,
      photo: photoBlob === null ? null : await photoDataUrl(new Uint8Array(await photoBlob.arrayBuffer())),
      colors: (findTemplate(source.templateId) ?? TEMPLATES[0]).colors,
    });
    const storageId = await ctx.storage.store(new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/png" }));
    return await ctx.runMutation(internal.shareImageRecords.record, { ...args, storageId });
  },
});
