import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { imageIdsOf, validateFormData, type FormData } from "../model/formData";
import { requireValidTheme } from "../model/theme";
import { draftOf } from "./portfolioRows";
import { requireUsableTemplate } from "./templateAccess";
import { requireOwnUploads } from "./uploads";

/**
 * Writes `user`'s draft as a new revision: the one path for saving, restoring a published version
 * and importing. `baseRevision` is the revision the client started from (0 when it had none); if
 * another device saved since, the write is refused with `portfolio/conflict` carrying the newer
 * revision, so nobody's work is silently overwritten.
 */
export async function writeDraft(
  ctx: MutationCtx,
  user: Doc<"users">,
  { templateId, formData, baseRevision }: { templateId: string; formData: FormData; baseRevision: number },
) {
  requireUsableTemplate(user, templateId);
  requireValidTheme(formData.theme);
  const errors = validateFormData(formData, "draft");
  if (Object.keys(errors).length > 0) {
    throw appError("validation/invalid", "Some fields are too long. Please shorten them.", { fields: errors });
  }
  await requireOwnUploads(ctx, user._id, imageIdsOf(formData));
  const draft = await draftOf(ctx, user._id);
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
    await ctx.db.insert("drafts", { userId: user._id, templateId, formData, revision, updatedAt });
  } else {
    await ctx.db.patch("drafts", draft._id, { templateId, formData, revision, updatedAt });
  }
  return { revision, updatedAt };
}
