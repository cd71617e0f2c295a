import { v } from "convex/values";
import { authedMutation } from "./lib/functions";
import { requireUsableTemplate } from "./lib/templateAccess";

/**
 * Records the spec's "saved template entry" when a user picks a template. Premium templates
 * are refused with the spec's message unless the plan allows them.
 */
export const use = authedMutation({
  args: { templateId: v.string() },
  handler: async (ctx, { templateId }) => {
    const template = requireUsableTemplate(ctx.user, templateId);
    const entry = {
      userId: ctx.user._id,
      templateId: template.id,
      name: template.name,
      category: template.category,
      price: template.price,
      tags: template.tags,
      usedAt: Date.now(),
    };
    const existing = await ctx.db
      .query("userTemplates")
      .withIndex("by_userId_and_templateId", (q) => q.eq("userId", ctx.user._id).eq("templateId", template.id))
      .unique();
    if (existing) await ctx.db.patch("userTemplates", existing._id, entry);
    else await ctx.db.insert("userTemplates", entry);
    return { templateId: template.id };
  },
});
