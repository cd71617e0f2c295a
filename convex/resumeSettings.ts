import { query } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { DEFAULT_RESUME_OPTIONS, requireValidResumeOptions, resumeOptionsValidator } from "./model/resumeOptions";

/** The caller's résumé settings (model/resumeOptions.ts): the defaults until they choose, null when signed out. */
export const get = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const row = await ctx.db
      .query("resumeSettings")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .unique();
    return row?.options ?? DEFAULT_RESUME_OPTIONS;
  },
});

/** Saves the caller's résumé settings; their own draft and page are untouched. */
export const save = authedMutation({
  args: { options: resumeOptionsValidator },
  handler: async (ctx, { options }) => {
    requireValidResumeOptions(options);
    const row = await ctx.db
      .query("resumeSettings")
      .withIndex("by_userId", (q) => q.eq("userId", ctx.user._id))
      .unique();
    if (row === null) await ctx.db.insert("resumeSettings", { userId: ctx.user._id, options });
    else await ctx.db.patch("resumeSettings", row._id, { options });
    return null;
  },
});
