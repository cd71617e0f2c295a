import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, query } from "./_generated/server";
import { portfolioAccess, portfolioAccessOrNull, portfolioIdArg } from "./lib/access";
import { writeDraft } from "./lib/draftWrite";
import { authedMutation, currentUser } from "./lib/functions";
import { imageSource } from "./lib/images";
import { deleteOldestVersions, insertSummary, ownVersion } from "./lib/versions";
import { appError } from "./model/errors";
import { toPortfolioContent } from "./model/portfolioContent";
import { findTemplate } from "./model/templates";
import { MAX_VERSIONS } from "./model/versions";
import { withDraftOnlyTranslations } from "./model/formTranslations";
import { draftOf } from "./lib/portfolioRows";

/** Publish history: every publish's template and content, for its owner only. */

/**
 * The portfolio's versions, newest first (at most MAX_VERSIONS), each with who published it; null
 * when signed out or without access.
 */
export const list = query({
  args: portfolioIdArg,
  handler: async (ctx, { portfolioId }) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const access = await portfolioAccessOrNull(ctx, user, portfolioId, "read");
    if (access === null) return null;
    const versions = await ctx.db
      .query("portfolioVersionSummaries")
      .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", access.owner._id))
      .order("desc")
      .take(MAX_VERSIONS);
    const names = new Map<string, string | null>();
    for (const id of new Set(versions.map((version) => version.publishedBy).filter((id) => id !== undefined))) {
      const person = await ctx.db.get("users", id);
      names.set(id, person === null ? null : person._id === user._id ? "you" : person.name || person.email || "Someone");
    }
    return versions.map((version) => ({
      id: version.versionId,
      publishedAt: version.publishedAt,
      templateId: version.templateId,
      templateName: findTemplate(version.templateId)?.name ?? version.templateId,
      name: version.name,
      publishedBy: version.publishedBy === undefined ? null : (names.get(version.publishedBy) ?? null),
    }));
  },
});

/**
 * One of the caller's versions ready to render (images as ImageSources): `{status: "found", ...}`,
 * or `{status: "not-found"}` for an unknown, malformed, pruned or someone else's id (never told apart);
 * null when signed out.
 */
export const get = query({
  args: { versionId: v.string(), ...portfolioIdArg },
  handler: async (ctx, { versionId, portfolioId }) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const access = await portfolioAccessOrNull(ctx, user, portfolioId, "read");
    if (access === null) return { status: "not-found" as const };
    const version = await ownVersion(ctx, access.owner._id, versionId);
    if (version === null) return { status: "not-found" as const };
    return {
      status: "found" as const,
      id: version._id,
      publishedAt: version.publishedAt,
      templateId: version.templateId,
      templateName: findTemplate(version.templateId)?.name ?? version.templateId,
      content: await toPortfolioContent(version.formData, (id) => imageSource(ctx, id)),
    };
  },
});

/**
 * "Restore to draft": writes the version's template and content into the caller's draft as a new
 * revision, checked like `drafts:save` (a stale `baseRevision` → `portfolio/conflict`), so the
 * draft it replaces stays one revision back and no edit made elsewhere is lost.
 */
export const restore = authedMutation({
  args: { versionId: v.string(), baseRevision: v.number(), ...portfolioIdArg },
  handler: async (ctx, { versionId, baseRevision, portfolioId }) => {
    const { owner } = await portfolioAccess(ctx, ctx.user, portfolioId, "publish", Date.now());
    const version = await ownVersion(ctx, owner._id, versionId);
    if (version === null) throw appError("portfolio/not-found", "That version no longer exists.");
    // Languages not yet published never reached the version: the draft keeps them.
    const formData = withDraftOnlyTranslations(version.formData, (await draftOf(ctx, owner._id))?.formData ?? null);
    return await writeDraft(ctx, owner, { templateId: version.templateId, formData, baseRevision }, ctx.user._id);
  },
});

/**
 * Cron: deletes versions beyond the newest MAX_VERSIONS of each user, oldest first. Each step
 * takes one portfolio over the limit (found by its `versionCount`, so nothing is scanned) and
 * deletes what VERSION_DELETE_BYTES allows, reading only the summaries of what it deletes (each
 * carries its pictures' ids: reading all of them cost more than the deletions), then schedules
 * the next step while any work was done: a failure can no longer repeat on the same rows every
 * hour. `versionCount` changes in the transaction that writes or deletes a summary, so it is
 * trusted for how many are over. Versions stored before summaries existed are the oldest: while
 * one is older than the oldest summary, a step gives it its summary (newest first), so the
 * oldest are still the ones deleted.
 */
export const prune = internalMutation({
  args: {},
  handler: async (ctx) => {
    const portfolio = await ctx.db
      .query("portfolios")
      .withIndex("by_versionCount", (q) => q.gt("versionCount", MAX_VERSIONS))
      .first();
    if (portfolio === null) return null;
    const userId = portfolio.userId;
    const count = portfolio.versionCount ?? 0;
    const oldest = await ctx.db
      .query("portfolioVersionSummaries")
      .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", userId))
      .first();
    const unsummarised = await ctx.db
      .query("portfolioVersions")
      .withIndex("by_userId_and_publishedAt", (q) => (oldest === null ? q.eq("userId", userId) : q.eq("userId", userId).lt("publishedAt", oldest.publishedAt)))
      .order("desc")
      .first();
    if (unsummarised !== null) await insertSummary(ctx, unsummarised._id, unsummarised);
    // Nothing stored at all: the count was off; it becomes what is stored.
    else if (oldest === null) await ctx.db.patch("portfolios", portfolio._id, { versionCount: 0 });
    else {
      const { deleted } = await deleteOldestVersions(ctx, userId, count - MAX_VERSIONS);
      await ctx.db.patch("portfolios", portfolio._id, { versionCount: count - deleted });
    }
    await ctx.scheduler.runAfter(0, internal.portfolioVersions.prune, {});
    return null;
  },
});

/**
 * Operator, once after deploying summaries: writes the summary of every version stored before
 * them (the list, the prune and deletion read only summaries). Two versions a step (each up to
 * ~0.9 MB); each step schedules the next. Safe to run again.
 *
 *   npx convex run portfolioVersions:backfillSummaries '{}'
 */
export const backfillSummaries = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { cursor }) => {
    const { page, isDone, continueCursor } = await ctx.db.query("portfolioVersions").paginate({ numItems: 2, cursor: cursor ?? null });
    for (const version of page) {
      const summary = await ctx.db
        .query("portfolioVersionSummaries")
        .withIndex("by_versionId", (q) => q.eq("versionId", version._id))
        .unique();
      if (summary === null) await insertSummary(ctx, version._id, version);
    }
    if (!isDone) await ctx.scheduler.runAfter(0, internal.portfolioVersions.backfillSummaries, { cursor: continueCursor });
    return null;
  },
});
