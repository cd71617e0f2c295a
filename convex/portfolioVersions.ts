import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, query } from "./_generated/server";
import { portfolioAccess, portfolioAccessOrNull, portfolioIdArg } from "./lib/access";
import { writeDraft } from "./lib/draftWrite";
import { authedMutation, currentUser } from "./lib/functions";
import { imageSource } from "./lib/images";
import { ownVersion } from "./lib/versions";
import { appError } from "./model/errors";
import { toPortfolioContent } from "./model/formData";
import { findTemplate } from "./model/templates";
import { MAX_VERSIONS } from "./model/versions";

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
      .query("portfolioVersions")
      .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", access.owner._id))
      .order("desc")
      .take(MAX_VERSIONS);
    const names = new Map<string, string | null>();
    for (const id of new Set(versions.map((version) => version.publishedBy).filter((id) => id !== undefined))) {
      const person = await ctx.db.get("users", id);
      names.set(id, person === null ? null : person._id === user._id ? "you" : person.name || person.email || "Someone");
    }
    return versions.map((version) => ({
      id: version._id,
      publishedAt: version.publishedAt,
      templateId: version.templateId,
      templateName: findTemplate(version.templateId)?.name ?? version.templateId,
      name: version.formData.name,
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
    return await writeDraft(ctx, owner, { templateId: version.templateId, formData: version.formData, baseRevision }, ctx.user._id);
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
