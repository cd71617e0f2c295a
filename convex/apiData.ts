import { v } from "convex/values";
import { validate } from "convex-helpers/validators";
import type { Doc, Id } from "./_generated/dataModel";
import { internalMutation, internalQuery, type QueryCtx } from "./_generated/server";
import { draftOf, portfolioOf } from "./lib/portfolioRows";
import { writeDraft } from "./lib/draftWrite";
import { countOf, viewCounter } from "./lib/viewCounters";
import { inboxOf, messageView, ownMessage } from "./messages";
import { publishContent, portfolioPath, takeOffline } from "./portfolios";
import { API_SECTIONS, ENTRY_VALIDATORS, type ApiSection } from "./model/apiSpec";
import { CHART_DAYS, lastDays } from "./model/audience";
import { appError } from "./model/errors";
import { LIST_SECTIONS, withoutResumeExtras, type PortfolioFormData, type ListSection } from "./model/formData";
import { planAllows, planInEffect } from "./model/plans";
import { slugPath } from "./model/slug";
import { currentSlugOf } from "./lib/slugs";

/*
 * What the REST API (apiHttp.ts) and the MCP server (mcpHttp.ts) run, once apiTokens:authenticate
 * has named the token's owner: internal functions, so only those HTTP actions reach them. Writes
 * go through the builder's own paths (writeDraft, publishContent, takeOffline) with the same
 * validation, limits and revision check.
 */

async function owner(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"users">> {
  const user = await ctx.db.get("users", userId);
  if (user === null) throw appError("auth/unauthenticated", "This account no longer exists.");
  return user;
}

export const draft = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const row = await draftOf(ctx, userId);
    if (row === null) throw appError("portfolio/not-found", "There is no draft yet: start one in the builder.");
    return { templateId: row.templateId, revision: row.revision, updatedAt: row.updatedAt, formData: row.formData };
  },
});

export const portfolio = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const row = await portfolioOf(ctx, userId);
    if (row === null || !row.isPublished || row.portfolioData === null) {
      return { published: false, templateId: null, publishedAt: null, path: null, formData: null };
    }
    const slug = await currentSlugOf(ctx, userId);
    return {
      published: true,
      templateId: row.selectedTemplate,
      publishedAt: row.publishedAt,
      path: slug === null ? portfolioPath(userId) : slugPath(slug.slug),
      // An import's extra fields stay in the draft, as on the page itself.
      formData: withoutResumeExtras(row.portfolioData),
    };
  },
});

/** The value's problems by field path (`value.title`, `entry.skills[0]`), or null. */
function shapeErrors(validator: Parameters<typeof validate>[0], value: unknown, path: string): Record<string, string> | null {
  try {
    validate(validator, value, { throw: true, _pathPrefix: path });
    return null;
  } catch (error) {
    const { path: at, expected, got } = error as { path?: string; expected?: string; got?: string };
    return { [at ?? path]: `Expected ${expected ?? "a different value"}, got ${got ?? "something else"}.` };
  }
}

/** The draft with `section` replaced, merged (patch) or grown by one entry (add). */
function changedDraft(formData: PortfolioFormData, mode: "replace" | "patch" | "add", section: ApiSection, value: unknown): PortfolioFormData {
  // The wrong shape is the request's fault (400), as for a body the HTTP action refuses; the builder's rules are 422.
  const refuse = (fields: Record<string, string>) => appError("api/invalid-body", "The request body does not fit this section.", { fields });
  const current = section === "personal" ? { name: formData.name, role: formData.role, bio: formData.bio, image: formData.image } : formData[section];
  let next: unknown = value;
  if (mode === "patch") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw refuse({ value: "Expected an object of the fields to change." });
    next = { ...((current as object | undefined) ?? {}), ...value };
  } else if (mode === "add") {
    const errors = shapeErrors(ENTRY_VALIDATORS[section as ListSection], value, "entry");
    if (errors !== null) throw refuse(errors);
    next = [...((current as unknown[] | undefined) ?? []), value];
  }
  const errors = shapeErrors(API_SECTIONS[section], next, "value");
  if (errors !== null) throw refuse(errors);
  return section === "personal" ? { ...formData, ...(next as object) } : { ...formData, [section]: next };
}

export const writeSection = internalMutation({
  args: {
    userId: v.id("users"),
    mode: v.union(v.literal("replace"), v.literal("patch"), v.literal("add")),
    section: v.string(),
    value: v.any(),
    baseRevision: v.number(),
  },
  handler: async (ctx, { userId, mode, section, value, baseRevision }) => {
    if (!(section in API_SECTIONS) || (mode === "add" && !(LIST_SECTIONS as readonly string[]).includes(section))) {
      throw appError("validation/invalid", "There is no such section.", { fields: { section: "Unknown section." } });
    }
    const user = await owner(ctx, userId);
    const row = await draftOf(ctx, userId);
    if (row === null) throw appError("portfolio/not-found", "There is no draft yet: start one in the builder.");
    const formData = changedDraft(row.formData, mode, section as ApiSection, value);
    return await writeDraft(ctx, user, { templateId: row.templateId, formData, baseRevision }, userId);
  },
});

export const publish = internalMutation({
  args: { userId: v.id("users"), revision: v.optional(v.number()) },
  handler: async (ctx, { userId, revision }) => {
    const user = await owner(ctx, userId);
    const row = await draftOf(ctx, userId);
    if (row === null) throw appError("portfolio/not-found", "There is no saved draft to publish.");
    if (revision !== undefined && row.revision !== revision) {
      throw appError("portfolio/conflict", "The draft changed since that revision. Check it, then publish again.", { revision: row.revision });
    }
    return await publishContent(ctx, user, row.templateId, row.formData, userId);
  },
});

export const unpublish = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    await takeOffline(ctx, userId);
    return { published: false as const };
  },
});

export const messages = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => await inboxOf(ctx, userId),
});

export const message = internalQuery({
  args: { userId: v.id("users"), id: v.string() },
  handler: async (ctx, { userId, id }) => messageView(await ownMessage(ctx, userId, id)),
});

/** Total views; the 30-day chart on plans with analytics (null otherwise), as the dashboard shows them. */
export const views = internalQuery({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const user = await owner(ctx, userId);
    const totalViews = await countOf(ctx, viewCounter.total(userId));
    if (!planAllows(planInEffect(user), "analytics")) return { totalViews, chart: null };
    const chart = await Promise.all(lastDays(Date.now(), CHART_DAYS).map(async (day) => ({ day, views: await countOf(ctx, viewCounter.day(userId, day)) })));
    return { totalViews, chart };
  },
});
