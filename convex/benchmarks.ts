import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { syncPageFacts } from "./lib/pageFacts";
import { formDataValidator } from "./model/formData";
import { findTemplate } from "./model/templates";

/** Most portfolios one call stores: far from a mutation's write limits and its 1 s of user code on a busy machine. */
const MAX_PER_CALL = 100;

/**
 * For benchmarks (scripts/bench/public.ts): stores `count` users with a published portfolio of
 * `formData` (no images), as a data set that exists when a page is measured. Internal: only an
 * operator with the admin key can run it (`npm run convex:run`).
 */
export const seedPublishedPortfolios = internalMutation({
  args: { count: v.number(), templateId: v.string(), formData: formDataValidator },
  handler: async (ctx, { count, templateId, formData }) => {
    if (!Number.isInteger(count) || count < 1 || count > MAX_PER_CALL) throw new Error(`count must be 1 to ${MAX_PER_CALL}`);
    if (!findTemplate(templateId)) throw new Error(`unknown template ${templateId}`);
    const publishedAt = new Date().toISOString();
    const userIds = [];
    for (let i = 0; i < count; i++) {
      const userId = await ctx.db.insert("users", { email: `bench-${crypto.randomUUID()}@example.invalid`, plan: "pro" });
      const portfolio = { userId, isPublished: true, selectedTemplate: templateId, portfolioData: formData, publishedAt };
      await ctx.db.insert("portfolios", portfolio);
      await syncPageFacts(ctx, userId, portfolio);
      userIds.push(userId);
    }
    return userIds;
  },
});
