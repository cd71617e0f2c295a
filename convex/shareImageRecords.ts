import { v } from "convex/values";
import { internalMutation, internalQuery, type MutationCtx } from "./_generated/server";
import type { Doc } from "./_generated/dataModel";
import { variantsOf } from "./lib/images";
import { portfolioOf } from "./lib/portfolioRows";

/**
 * The database side of the share image (`shareImage:render` draws it in the Node runtime).
 * A render belongs to one publish, named by its `publishedAt`; anything it reads or writes is
 * checked against the portfolio's current publish, so a slow render for an older publish never
 * replaces the image of a newer one.
 */

const publishArgs = { userId: v.id("users"), publishedAt: v.string() };

const isCurrent = (portfolio: Doc<"portfolios"> | null, publishedAt: string): portfolio is Doc<"portfolios"> =>
  portfolio !== null && portfolio.isPublished && portfolio.portfolioData !== null && portfolio.publishedAt === publishedAt;

/** What the image shows, or null when that publish is no longer the live one. */
export const source = internalQuery({
  args: publishArgs,
  handler: async (ctx, { userId, publishedAt }) => {
    const portfolio = await portfolioOf(ctx, userId);
    if (!isCurrent(portfolio, publishedAt)) return null;
    const data = portfolio.portfolioData!;
    // The processed photo (the original upload is gone): the variant nearest 640 px is plenty for a 300 px circle.
    const variants = data.image === null ? [] : await variantsOf(ctx, data.image);
    const photo = variants.find((variant) => variant.width >= 640) ?? variants.at(-1) ?? null;
    return { templateId: portfolio.selectedTemplate, name: data.name, role: data.role, photoId: photo?.storageId ?? null };
  },
});

/**
 * Keeps a rendered image if its publish is still the live one (deleting the image it replaces);
 * otherwise deletes the new file. Returns whether it was kept.
 */
export const record = internalMutation({
  args: { ...publishArgs, storageId: v.id("_storage") },
  handler: async (ctx, { userId, publishedAt, storageId }) => {
    const portfolio = await portfolioOf(ctx, userId);
    if (!isCurrent(portfolio, publishedAt)) {
      await ctx.storage.delete(storageId);
      return false;
    }
    await dropShareImage(ctx, portfolio);
    await ctx.db.patch("portfolios", portfolio._id, { shareImageId: storageId });
    return true;
  },
});

/** Deletes the portfolio's share image, if it has one (unpublishing takes it offline too). */
export async function dropShareImage(ctx: MutationCtx, portfolio: Doc<"portfolios">) {
  if (portfolio.shareImageId === undefined) return;
  await ctx.storage.delete(portfolio.shareImageId);
  await ctx.db.patch("portfolios", portfolio._id, { shareImageId: undefined });
}
