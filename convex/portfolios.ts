import { v } from "convex/values";
import { query } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { draftOf, ensurePortfolio, portfolioOf } from "./lib/portfolioRows";
import { requireUsableTemplate } from "./lib/templateAccess";
import { requireOwnUploads } from "./lib/uploads";
import { appError } from "./model/errors";
import { formDataValidator, imageIdsOf, toPortfolioContent, validateFormData } from "./model/formData";
import { findTemplate } from "./model/templates";

export const portfolioPath = (userId: string) => `/portfolio-view/${userId}`;

/**
 * Publishes the caller's portfolio: validates the content, checks the template against the plan
 * and that every image is the caller's own upload, then sets isPublished, selectedTemplate,
 * portfolioData and publishedAt.
 */
export const publish = authedMutation({
  args: { templateId: v.string(), formData: formDataValidator },
  handler: async (ctx, { templateId, formData }) => {
    requireUsableTemplate(ctx.user, templateId);
    const errors = validateFormData(formData, "publish");
    if (Object.keys(errors).length > 0) {
      throw appError("validation/invalid", "Please correct the highlighted fields before publishing.", { fields: errors });
    }
    await requireOwnUploads(ctx, ctx.user._id, imageIdsOf(formData));
    const id = await ensurePortfolio(ctx, ctx.user._id);
    const publishedAt = new Date().toISOString();
    await ctx.db.patch("portfolios", id, { isPublished: true, selectedTemplate: templateId, portfolioData: formData, publishedAt });
    return { path: portfolioPath(ctx.user._id), publishedAt };
  },
});

/** Takes the caller's portfolio offline; the content stays for republishing. */
export const unpublish = authedMutation({
  args: {},
  handler: async (ctx) => {
    const portfolio = await portfolioOf(ctx, ctx.user._id);
    if (portfolio === null || !portfolio.isPublished) throw appError("portfolio/not-found", "Nothing is published.");
    await ctx.db.patch("portfolios", portfolio._id, { isPublished: false });
    return null;
  },
});

/**
 * The public page's data, for anyone. Only what was published: content with image URLs, the
 * template and the publish date; never account fields or the draft. One document read.
 */
export const getPublic = query({
  args: { userId: v.string() },
  handler: async (ctx, args) => {
    const userId = ctx.db.normalizeId("users", args.userId);
    if (userId === null) return { status: "not-found" as const };
    const portfolio = await portfolioOf(ctx, userId);
    if (portfolio === null) {
      // A deleted account's link answers "gone" (HTTP 410), not "not found".
      const deleted = await ctx.db
        .query("deletedUsers")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .first();
      return { status: deleted === null ? ("not-found" as const) : ("gone" as const) };
    }
    if (!portfolio.isPublished || portfolio.portfolioData === null) return { status: "not-published" as const };
    return {
      status: "published" as const,
      templateId: portfolio.selectedTemplate,
      publishedAt: portfolio.publishedAt,
      content: await toPortfolioContent(portfolio.portfolioData, (id) => ctx.storage.getUrl(id)),
    };
  },
});

/** Everything the dashboard shows, for the caller; null when signed out. */
export const dashboard = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const [portfolio, draft] = await Promise.all([portfolioOf(ctx, user._id), draftOf(ctx, user._id)]);
    const data = portfolio?.isPublished ? portfolio.portfolioData : null;
    return {
      uid: user._id,
      displayName: user.name || user.email || "",
      email: user.email ?? "",
      plan: user.plan ?? "free",
      published:
        portfolio && data
          ? {
              templateId: portfolio.selectedTemplate,
              templateName: findTemplate(portfolio.selectedTemplate)?.name ?? portfolio.selectedTemplate,
              publishedAt: portfolio.publishedAt,
              name: data.name,
              email: data.contact.email || user.email || "",
              imageUrl: data.image ? await ctx.storage.getUrl(data.image) : null,
              path: portfolioPath(user._id),
            }
          : null,
      draft: draft
        ? {
            templateId: draft.templateId,
            templateName: findTemplate(draft.templateId)?.name ?? draft.templateId,
            updatedAt: draft.updatedAt,
            name: draft.formData.name,
          }
        : null,
    };
  },
});
