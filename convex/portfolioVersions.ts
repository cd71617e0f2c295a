import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, query } from "./_generated/server";
import { writeDraft } from "./lib/draftWrite";
import { authedMutation, currentUser } from "./lib/functions";
import { imageSource } from "./lib/images";
import { ownVersion } from "./lib/versions";
import { appError } from "./model/errors";
import { toPortfolioContent } from "./model/formData";
import { findTemplate } from "./model/templates";
import { MAX_VERSIONS } from "./model/versions";

/** Publish history: every publish's template and content, for its owner only. */

/** The caller's versions, newest first (at most MAX_VERSIONS), or null when signed out. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const versions = await ctx.db
      .query("portfolioVersions")
      .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", user._id))
      .order("desc")
      .take(MAX_VERSIONS);
    return versions.map((version) => ({
      id: version._id,
      publishedAt: version.publishedAt,
      templateId: version.templateId,
      templateName: findTemplate(version.templateId)?.name ?? version.templateId,
      name: version.formData.name,
    }));
  },
});

/**
 * One of the caller's versions ready to render (images as ImageSources): `{status: "found", ...}`,
 * or `{status: "not-found"}` for an unknown, malformed, pruned or someone else's id (never told apart);
 * null when signed out.
 */
export const get = query({
  args: { versionId: v.string() },
  handler: async (ctx, { versionId }) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const version = await ownVersion(ctx, user._id, versionId);
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
  args: { versionId: v.string(), baseRevision: v.number() },
  handler: async (ctx, { versionId, baseRevision }) => {
    const version = await ownVersion(ctx, ctx.user._id, versionId);
    if (version === null) throw appError("portfolio/not-found", "That version no longer exists.");
    return await writeDraft(ctx, ctx.user, { templateId: version.templateId, formData: version.formData, baseRevision });
  },
});

/** Users handled per cron step, and versions deleted per user per step: each step stays small. */
const PRUNE_USERS = 20;
const PRUNE_VERSIONS = 25;

/**
 * Cron: deletes versions beyond the newest MAX_VERSIONS of each user, oldest first, in bounded
 * steps (each schedules the next while work is left). Users over the limit are found through the
 * portfolio's `versionCount`, so nothing is scanned and kept versions are never read.
 */
export const prune = internalMutation({
  args: {},
  handler: async (ctx) => {
    const over = await ctx.db
      .query("portfolios")
      .withIndex("by_versionCount", (q) => q.gt("versionCount", MAX_VERSIONS))
      .take(PRUNE_USERS);
    let more = over.length === PRUNE_USERS;
    for (const portfolio of over) {
      const excess = (portfolio.versionCount ?? 0) - MAX_VERSIONS;
      const oldest = await ctx.db
        .query("portfolioVersions")
        .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", portfolio.userId))
        .order("asc")
        .take(Math.min(excess, PRUNE_VERSIONS));
      for (const version of oldest) await ctx.db.delete("portfolioVersions", version._id);
      await ctx.db.patch("portfolios", portfolio._id, { versionCount: (portfolio.versionCount ?? 0) - oldest.length });
      if (excess > PRUNE_VERSIONS) more = true;
    }
    if (more) await ctx.scheduler.runAfter(0, internal.portfolioVersions.prune, {});
    return null;
  },
});
