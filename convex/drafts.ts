import { v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { internal } from "./_generated/api";
import { internalMutation, query, type MutationCtx } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { draftOf } from "./lib/portfolioRows";
import { portfolioAccess, portfolioAccessOrNull, portfolioIdArg } from "./lib/access";
import { writeDraft } from "./lib/draftWrite";
import { writeDraftSummary } from "./lib/draftSummaries";
import { imageSources } from "./lib/images";
import { validate } from "convex-helpers/validators";
import { appError } from "./model/errors";
import { formDataValidator, imageIdsOf } from "./model/formData";
import { parseJsonResume, type ImportResult } from "./model/jsonResumeImport";
import { mergeImport } from "./model/jsonResumeMerge";
import { fromLinkedInExport, LINKEDIN_FILES } from "./model/linkedIn";
import { takeAccountAllowance } from "./lib/rateLimits";

/** The template a first draft gets when it starts from an import. */
const IMPORT_TEMPLATE = "minimalist";

/**
 * The draft with an ImageSource for each of its images and who saved it last, or null (signed
 * out, nothing saved yet, or no access to that portfolio).
 */
export const get = query({
  args: portfolioIdArg,
  handler: async (ctx, { portfolioId }) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const access = await portfolioAccessOrNull(ctx, user, portfolioId, "read");
    if (access === null) return null;
    const draft = await draftOf(ctx, access.owner._id);
    if (draft === null) return null;
    const editor = draft.editedBy === undefined ? null : await ctx.db.get("users", draft.editedBy);
    return {
      templateId: draft.templateId,
      formData: draft.formData,
      revision: draft.revision,
      updatedAt: draft.updatedAt,
      images: await imageSources(ctx, imageIdsOf(draft.formData)),
      // "Last edited by …": null when the draft predates sharing or the person's account is gone.
      editedBy: editor === null ? null : { id: editor._id, name: editor._id === user._id ? "you" : editor.name || editor.email || "Someone" },
    };
  },
});

/**
 * Saves the caller's draft. `baseRevision` is the revision the client started from (0 when it
 * had none); if another device saved since, the save is refused with `portfolio/conflict`
 * carrying the newer revision, so nobody's work is silently overwritten.
 */
export const save = authedMutation({
  args: { templateId: v.string(), formData: formDataValidator, baseRevision: v.number(), ...portfolioIdArg },
  handler: async (ctx, { portfolioId, ...args }) => {
    const { owner } = await portfolioAccess(ctx, ctx.user, portfolioId, "edit", Date.now());
    return await writeDraft(ctx, owner, args, ctx.user._id);
  },
});

/**
 * Imports a JSON Resume file (its text, at most 1 MB) into the caller's draft as a new revision,
 * revision-checked like `save` (the previous revision can be brought back from the builder's
 * conflict/undo or by restoring a published version). The file is read again here with the same
 * shared module the browser previewed it with: wrong types, oversize fields and lists refuse it
 * with `validation/invalid` and `problems`, nothing changed; unsafe links are dropped. The draft
 * keeps its template and photo.
 */
export const importJsonResume = authedMutation({
  args: { json: v.string(), baseRevision: v.number(), ...portfolioIdArg },
  handler: async (ctx, { json, baseRevision, portfolioId }) => {
    await takeAccountAllowance(ctx, "importsPerAccount", ctx.user._id, "imports");
    return await importInto(ctx, parseJsonResume(json), baseRevision, portfolioId);
  },
});

/**
 * Imports a LinkedIn data export into the caller's draft, like `importJsonResume`: the browser
 * unzips the export and sends the CSV files the import reads (at most 1 MB each and 2 MB in all,
 * see model/linkedIn.ts); they are read again here with the same shared module the browser
 * previewed them with, which counts those bytes and the entries as it reads and stops at the
 * first file past a bound.
 */
export const importLinkedIn = authedMutation({
  args: { files: v.array(v.object({ name: v.string(), text: v.string() })), baseRevision: v.number(), ...portfolioIdArg },
  handler: async (ctx, { files, baseRevision, portfolioId }) => {
    if (files.length > LINKEDIN_FILES.length || files.some((file) => file.name.length > 200)) {
      throw appError("validation/invalid", "This file cannot be imported.", { problems: ["The export holds too many files."] });
    }
    await takeAccountAllowance(ctx, "importsPerAccount", ctx.user._id, "imports");
    return await importInto(ctx, fromLinkedInExport(files), baseRevision, portfolioId);
  },
});

/** Writes an import's result over the draft (see mergeImport) as its next revision. */
async function importInto(ctx: MutationCtx & { user: Doc<"users"> }, result: ImportResult, baseRevision: number, portfolioId: string | undefined) {
  const { owner } = await portfolioAccess(ctx, ctx.user, portfolioId, "edit", Date.now());
  if (!result.ok) throw appError("validation/invalid", "This file cannot be imported.", { problems: result.problems });
  const draft = await draftOf(ctx, owner._id);
  const formData = mergeImport(draft?.formData ?? null, result.formData, result.language);
  // The mapping builds FormData field by field; the stored shape is checked all the same.
  if (!validate(formDataValidator, formData))
    throw appError("validation/invalid", "This file cannot be imported.", { problems: ["The résumé could not be read."] });
  const saved = await writeDraft(ctx, owner, { templateId: draft?.templateId ?? IMPORT_TEMPLATE, formData, baseRevision }, ctx.user._id);
  return { ...saved, notes: result.notes };
}

/**
 * One-off, idempotent: writes the summary (lib/draftSummaries.ts) of every draft saved before
 * summaries existed, a few drafts a page (each may be near 1 MiB), each page scheduling the next.
 * Run once after deploying: `npx convex run drafts:backfillSummaries '{}'`.
 */
export const backfillSummaries = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { cursor }) => {
    const { page, isDone, continueCursor } = await ctx.db.query("drafts").paginate({ numItems: 5, cursor: cursor ?? null });
    for (const draft of page) {
      await writeDraftSummary(ctx, draft.userId, {
        templateId: draft.templateId,
        name: draft.formData.name,
        revision: draft.revision,
        updatedAt: draft.updatedAt,
      });
    }
    if (!isDone) await ctx.scheduler.runAfter(0, internal.drafts.backfillSummaries, { cursor: continueCursor });
    return null;
  },
});
