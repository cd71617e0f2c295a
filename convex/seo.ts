import { authedMutation, currentUser } from "./lib/functions";
import { ensurePortfolio, portfolioOf } from "./lib/portfolioRows";
import { appError } from "./model/errors";
import { planAllows, planInEffect } from "./model/plans";
import { cleanSeo, DEFAULT_SEO, SEO_PLAN_MESSAGE, seoSettingsValidator, validateSeo } from "./model/seo";
import { query } from "./_generated/server";

/**
 * SEO tools (model/seo.ts). The settings apply to the published page at once, like the search
 * visibility switch; they stay on the page when the plan lapses, and become read-only.
 */

/** The caller's SEO settings and whether their plan may change them; null when signed out. */
export const settings = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const portfolio = await portfolioOf(ctx, user._id);
    return {
      allowed: planAllows(planInEffect(user), "seoTools"),
      settings: portfolio?.seo ?? DEFAULT_SEO,
      hasPhoto: Boolean(portfolio?.isPublished && portfolio.portfolioData?.image),
    };
  },
});

/** Saves the caller's SEO settings: Business only (a running trial counts), within the limits. */
export const save = authedMutation({
  args: { settings: seoSettingsValidator },
  handler: async (ctx, args) => {
    if (!planAllows(planInEffect(ctx.user, Date.now()), "seoTools")) throw appError("plan/required", SEO_PLAN_MESSAGE);
    const errors = validateSeo(args.settings);
    if (Object.keys(errors).length > 0) throw appError("validation/invalid", "Please correct the highlighted fields.", { fields: errors });
    const id = await ensurePortfolio(ctx, ctx.user._id);
    await ctx.db.patch("portfolios", id, { seo: cleanSeo(args.settings) });
    return null;
  },
});
