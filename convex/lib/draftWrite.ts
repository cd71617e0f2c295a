import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { draftSizeErrors } from "../model/draftSize";
import { appError } from "../model/errors";
import { imageIdsOf, validateFormData, type PortfolioFormData } from "../model/formData";
import { requireValidTheme } from "../model/theme";
import { writeDraftSummary } from "./draftSummaries";
import { emitWebhookEvent } from "./webhookEvents";
import { draftOf } from "./portfolioRows";
import { requireUsableTemplate } from "./templateAccess";
import { trashDraftRemovals } from "./trash";
import { requireOwnUploads } from "./uploads";

/**
 * Writes the draft of `owner`'s portfolio as a new revision, saved by `editorId` (the owner or a
 * member the caller checked with lib/access.ts): the one path for saving, restoring a published version
 * and importing. `baseRevision` is the revision the client started from (0 when it had none); if
 * another device saved since, the write is refused with `portfolio/conflict` carrying the newer
 * revision, so nobody's work is silently overwritten.
 */
export async function writeDraft(
  ctx: MutationCtx,
  owner: Doc<"users">,
  { templateId, formData, baseRevision }: { templateId: string; formData: PortfolioFormData; baseRevision: number },
  editorId: Id<"users">,
) {
  // The owner's plan decides the templates, and images must be the portfolio's own uploads.
  requireUsableTemplate(owner, templateId);
  requireValidTheme(formData.theme);
  const errors = validateFormData(formData, "draft");
  if (Object.keys(errors).length > 0) {
    throw appError("validation/invalid", "Some fields are too long. Please shorten them.", { fields: errors });
  }
  await requireOwnUploads(ctx, owner._id, imageIdsOf(formData));
  const draft = await draftOf(ctx, owner._id);
  const current = draft?.revision ?? 0;
  if (baseRevision !== current) {
    throw appError("portfolio/conflict", "This draft was changed on another device or tab.", {
      revision: current,
      updatedAt: draft?.updatedAt,
    });
  }
  // A deployment refuses documents over 1 MiB with a bare "Server Error": refuse first, in words.
  const tooLarge = draftSizeErrors(formData, draft?.formData ?? null);
  if (tooLarge !== null) throw appError("portfolio/too-large", tooLarge.message, { fields: tooLarge.fields });
  const updatedAt = Date.now();
  const revision = current + 1;
  if (draft === null) {
    await ctx.db.insert("drafts", { userId: owner._id, templateId, formData, revision, updatedAt, editedBy: editorId });
  } else {
    await ctx.db.patch("drafts", draft._id, { templateId, formData, revision, updatedAt, editedBy: editorId });
  }
  // Lists of shared portfolios read this instead of the draft.
  await writeDraftSummary(ctx, owner._id, { templateId, name: formData.name, revision, updatedAt });
  // Sections of one's own and entries with pictures that this write removes are kept in the trash.
  await trashDraftRemovals(ctx, owner._id, draft?.formData ?? null, formData, revision);
  await emitWebhookEvent(ctx, owner._id, "draft.changed", { revision, updatedAt, templateId });
  return { revision, updatedAt };
}
