import { v } from "convex/values";
import { query } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { draftOf } from "./lib/portfolioRows";
import { requireUsableTemplate } from "./lib/templateAccess";
import { imageSources } from "./lib/images";
import { requireOwnUploads } from "./lib/uploads";
import { appError } from "./model/errors";
import { formDataValidator, imageIdsOf, validateFormData } from "./model/formData";

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
  handler: async (ctx, { templateId, formData, baseRevision }) => {
    requireUsableTemplate(ctx.user, templateId);
    const errors = validateFormData(formData, "draft");
    if (Object.keys(errors).length > 0) {
      throw appError("validation/invalid", "Some fields are too long. Please shorten them.", { fields: errors });
    }
    await requireOwnUploads(ctx, ctx.user._id, imageIdsOf(formData));
    const draft = await draftOf(ctx, ctx.user._id);
    const current = draft?.revision ?? 0;
    if (baseRevision !== current) {
      throw appError("portfolio/conflict", "This draft was changed on another device or tab.", {
        revision: current,
        updatedAt: draft?.updatedAt,
      });
    }
    const updatedAt = Date.now();
    const revision = current + 1;
    if (draft === null) {
      await ctx.db.insert("drafts", { userId: ctx.user._id, templateId, formData, revision, updatedAt });
    } else {
      await ctx.db.patch("drafts", draft._id, { templateId, formData, revision, updatedAt });
    }
    return { revision, updatedAt };
  },
});
