import { v } from "convex/values";
import { query } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { draftOf } from "./lib/portfolioRows";
import { writeDraft } from "./lib/draftWrite";
import { imageSources } from "./lib/images";
import { formDataValidator, imageIdsOf } from "./model/formData";

/** The caller's draft with an ImageSource for each of its images, or null (signed out, or nothing saved yet). */
export const get = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const draft = await draftOf(ctx, user._id);
    if (draft === null) return null;
    return {
      templateId: draft.templateId,
      formData: draft.formData,
      revision: draft.revision,
      updatedAt: draft.updatedAt,
      images: await imageSources(ctx, imageIdsOf(draft.formData)),
    };
  },
});

/**
 * Saves the caller's draft. `baseRevision` is the revision the client started from (0 when it
 * had none); if another device saved since, the save is refused with `portfolio/conflict`
 * carrying the newer revision, so nobody's work is silently overwritten.
 */
export const save = authedMutation({
  args: { templateId: v.string(), formData: formDataValidator, baseRevision: v.number() },
  handler: async (ctx, args) => await writeDraft(ctx, ctx.user, args),
});
