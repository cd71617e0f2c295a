import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc } from "./_generated/dataModel";
import { internalMutation, query, type MutationCtx } from "./_generated/server";
import { connectDomain } from "./customDomains";
import { deleteDraftSummary } from "./lib/draftSummaries";
import { writeDraft } from "./lib/draftWrite";
import { authedMutation, currentUser } from "./lib/functions";
import { draftOf, ensurePortfolio, portfolioOf } from "./lib/portfolioRows";
import { syncPageFacts } from "./lib/pageFacts";
import { refreshSitemapEntry } from "./lib/sitemapEntries";
import { currentSlugOf, ensureSlug, slugRow } from "./lib/slugs";
import { EMPTY_BYTES, EMPTY_ITEMS, emptyItems, payloadOf, putInTrash, storePayload } from "./lib/trash";
import { insertSummary, ownVersion } from "./lib/versions";
import { customSectionsOf, customSectionTitle, newCustomSectionId } from "./model/customSections";
import { appError } from "./model/errors";
import { imageIdsOf, type PortfolioFormData } from "./model/formData";
import { LIMITS } from "./model/limits";
import { planInEffect } from "./model/plans";
import { slugPath } from "./model/slug";
import { findTemplate } from "./model/templates";
import { MAX_TRASH_ITEMS } from "./model/trash";
import { dropShareImage } from "./shareImageRecords";

/**
 * The trash: deleted sections of one's own, entries with pictures, published versions, custom
 * domains and whole portfolios, kept 30 days (model/trash.ts) for their owner alone: listed on
 * the dashboard, restored with any conflict said in words, or deleted for good; a daily cron
 * empties what is older. Entries and sections reach it through every draft write (lib/trash.ts).
 */

/** The caller's trash, newest first; null when signed out. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const items = await ctx.db
      .query("trashItems")
      .withIndex("by_userId_and_deletedAt", (q) => q.eq("userId", user._id))
      .order("desc")
      .take(MAX_TRASH_ITEMS);
    return items.map((item) => ({ id: item._id, kind: item.kind, label: item.label, deletedAt: item.deletedAt, expiresAt: item.expiresAt }));
  },
});

async function ownItem(ctx: MutationCtx, user: Doc<"users">, rawId: string) {
  const id = ctx.db.normalizeId("trashItems", rawId);
  const item = id === null ? null : await ctx.db.get("trashItems", id);
  if (item === null || item.userId !== user._id) throw appError("trash/not-found", "This item is no longer in your trash.");
  return item;
}

const conflict = (message: string) => appError("trash/conflict", message);

/** Empties one of the caller's items now (its pictures go unless something else names them). */
export const deleteForever = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const item = await ownItem(ctx, ctx.user, id);
    await emptyItems(ctx, ctx.user._id, [item]);
    return null;
  },
});

/**
 * Brings an item back. Returns `{message}`: what happened, in words, including where it went
 * when things changed since (the draft moved on, the address is someone else's now). Refused
 * with `trash/conflict` when it cannot come back as things are (the section limit, a domain
 * that serves someone else, a portfolio started since); the item stays in the trash then.
 */
export const restore = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, { id }): Promise<{ message: string }> => {
    const item = await ownItem(ctx, ctx.user, id);
    const message = await restoreItem(ctx, ctx.user, item);
    // A draft write may have dropped the item already (it saw the content come back).
    if ((await ctx.db.get("trashItems", item._id)) !== null) await ctx.db.delete("trashItems", item._id);
    const restore = item.restore;
    if (restore.kind === "section" || restore.kind === "entry") await deletePayload(ctx, restore.payloadId);
    if (restore.kind === "portfolio") for (const payloadId of [restore.draftPayloadId, restore.pagePayloadId]) await deletePayload(ctx, payloadId);
    return { message };
  },
});

async function deletePayload(ctx: MutationCtx, id: Doc<"trashPayloads">["_id"] | null) {
  if (id !== null && (await ctx.db.get("trashPayloads", id)) !== null) await ctx.db.delete("trashPayloads", id);
}

async function restoreItem(ctx: MutationCtx, user: Doc<"users">, item: Doc<"trashItems">): Promise<string> {
  const restore = item.restore;
  switch (restore.kind) {
    case "section":
    case "entry":
      return await restoreIntoDraft(ctx, user, item, restore);
    case "version": {
      if ((await ctx.db.get("portfolioVersions", restore.versionId)) === null) throw appError("trash/not-found", "This version no longer exists.");
      const version = await ownVersion(ctx, user._id, restore.versionId);
      if (version === null) throw appError("trash/not-found", "This version no longer exists.");
      const portfolioId = await ensurePortfolio(ctx, user._id);
      await insertSummary(ctx, version._id, version);
      const portfolio = await ctx.db.get("portfolios", portfolioId);
      await ctx.db.patch("portfolios", portfolioId, { versionCount: (portfolio?.versionCount ?? 0) + 1 });
      return `The version “${item.label}” is back in your publish history.`;
    }
    case "domain": {
      await connectDomain(ctx, user, restore.hostname, planInEffect(user, Date.now()), restore.token);
      return `${item.label} is connected again. It serves your page once its DNS check passes.`;
    }
    case "portfolio":
      return await restorePortfolio(ctx, user, restore);
  }
}

type DraftRestore = Extract<Doc<"trashItems">["restore"], { kind: "section" | "entry" }>;

/** A section or an entry goes back into the draft: where it was if the draft has not changed since, else at the end. */
async function restoreIntoDraft(ctx: MutationCtx, user: Doc<"users">, item: Doc<"trashItems">, restore: DraftRestore): Promise<string> {
  const payload = await payloadOf(ctx, restore.payloadId);
  const draft = await draftOf(ctx, user._id);
  if (payload === null) throw appError("trash/not-found", "This item is no longer in your trash.");
  if (draft === null) throw conflict(`Your portfolio has no draft now. Start one from a template, then restore “${item.label}”.`);
  const unchanged = draft.revision === restore.draftRevision;
  const place = <T>(list: T[], value: T) => (unchanged ? [...list.slice(0, restore.position), value, ...list.slice(restore.position)] : [...list, value]);
  const sections = customSectionsOf(draft.formData.customSections);
  const totalEntries = sections.reduce((sum, section) => sum + section.entries.length, 0);
  let formData: PortfolioFormData;
  // Whole sentences, each a template the app translates (src/i18n/locales/en/messages.json "restored").
  let restored: string;
  if (payload.kind === "section") {
    if (sections.length >= LIMITS.customSections)
      throw conflict(
        `You already have ${LIMITS.customSections} sections of your own, the most a portfolio can have. Delete one, then restore “${item.label}”.`,
      );
    if (totalEntries + payload.section.entries.length > LIMITS.customEntriesTotal)
      throw conflict(`Your sections would hold more than ${LIMITS.customEntriesTotal} entries in all. Remove some entries, then restore “${item.label}”.`);
    // Its id may have been given to a new section since.
    const section = sections.some((s) => s.id === payload.section.id) ? { ...payload.section, id: newCustomSectionId(sections) } : payload.section;
    formData = { ...draft.formData, customSections: place(sections, section) };
    restored = unchanged
      ? `“${item.label}” is back where it was.`
      : `“${item.label}” is back at the end of your sections, since your draft changed after it was deleted.`;
  } else if (payload.kind === "project") {
    if (draft.formData.projects.length >= LIMITS.entriesPerList)
      throw conflict(`Projects already has ${LIMITS.entriesPerList} entries, the most allowed. Remove one, then restore “${item.label}”.`);
    formData = { ...draft.formData, projects: place(draft.formData.projects, payload.project) };
    restored = unchanged
      ? `“${item.label}” is back in Projects where it was.`
      : `“${item.label}” is back at the end of Projects, since your draft changed after it was deleted.`;
  } else if (payload.kind === "customEntry") {
    const index = sections.findIndex((s) => s.id === restore.sectionId);
    if (index === -1) throw conflict(`The section “${item.label}” was in is no longer in your draft. Restore that section first.`);
    const target = sections[index];
    if (target.entries.length >= LIMITS.customEntries || totalEntries >= LIMITS.customEntriesTotal)
      throw conflict(`“${customSectionTitle(target)}” is full. Remove an entry from it, then restore “${item.label}”.`);
    const next = sections.map((s, i) => (i === index ? { ...s, entries: place(s.entries, payload.entry) } : s));
    formData = { ...draft.formData, customSections: next };
    restored = unchanged
      ? `“${item.label}” is back in “${customSectionTitle(target)}” where it was.`
      : `“${item.label}” is back at the end of “${customSectionTitle(target)}”, since your draft changed after it was deleted.`;
  } else {
    throw appError("trash/not-found", "This item is no longer in your trash.");
  }
  await writeDraft(ctx, user, { templateId: draft.templateId, formData, baseRevision: draft.revision }, user._id);
  return restored;
}

type PortfolioRestore = Extract<Doc<"trashItems">["restore"], { kind: "portfolio" }>;

/** The draft and the page come back together, online again if they were; refused while another portfolio was started since. */
async function restorePortfolio(ctx: MutationCtx, user: Doc<"users">, restore: PortfolioRestore): Promise<string> {
  const [draft, portfolio] = await Promise.all([draftOf(ctx, user._id), portfolioOf(ctx, user._id)]);
  if (draft !== null || (portfolio?.portfolioData ?? null) !== null)
    throw conflict("You have started a new portfolio since. Delete it first (it goes to the trash too), then restore this one.");
  const [savedDraft, page] = await Promise.all([payloadOf(ctx, restore.draftPayloadId), payloadOf(ctx, restore.pagePayloadId)]);
  if (savedDraft?.kind === "draft") {
    await writeDraft(ctx, user, { templateId: savedDraft.templateId, formData: savedDraft.formData, baseRevision: 0 }, user._id);
  }
  if (page?.kind !== "page") return "Your draft is back.";
  const id = await ensurePortfolio(ctx, user._id);
  const row = { isPublished: restore.wasPublished, selectedTemplate: page.templateId, portfolioData: page.formData, publishedAt: page.publishedAt };
  await ctx.db.patch("portfolios", id, row);
  await syncPageFacts(ctx, user._id, row);
  let moved: { from: string; to: string } | null = null;
  if (restore.slug !== null && (await currentSlugOf(ctx, user._id)) === null) {
    const taken = await slugRow(ctx, restore.slug);
    if (taken === null) await ctx.db.insert("slugs", { slug: restore.slug, userId: user._id, isCurrent: true, createdAt: Date.now() });
    else if (taken.userId !== user._id) {
      const slug = await ensureSlug(ctx, user._id, page.formData.name);
      moved = { from: slugPath(restore.slug), to: slugPath(slug) };
    }
  }
  if (restore.wasPublished && page.publishedAt !== null)
    await ctx.scheduler.runAfter(0, internal.shareImage.render, { userId: user._id, publishedAt: page.publishedAt });
  await refreshSitemapEntry(ctx, user._id);
  const back = restore.wasPublished ? "Your portfolio is back online, with its draft." : "Your portfolio is back, with its draft.";
  return moved === null ? back : `${back} Its address ${moved.from} belongs to someone else now, so your page is at ${moved.to}.`;
}

/**
 * "Delete portfolio": unpublishes the page and deletes it and the draft, into the trash (each in
 * a payload of its own: both together could pass 1 MiB). The readable address is freed; the
 * publish history stays.
 */
export const deletePortfolio = authedMutation({
  args: {},
  handler: async (ctx) => {
    const userId = ctx.user._id;
    const [draft, portfolio, slug] = await Promise.all([draftOf(ctx, userId), portfolioOf(ctx, userId), currentSlugOf(ctx, userId)]);
    const pageData = portfolio?.portfolioData ?? null;
    if (draft === null && pageData === null) throw appError("portfolio/not-found", "There is no portfolio to delete.");
    const savedDraft = draft === null ? null : await storePayload(ctx, userId, { kind: "draft", templateId: draft.templateId, formData: draft.formData });
    const page =
      portfolio === null || pageData === null
        ? null
        : await storePayload(ctx, userId, { kind: "page", templateId: portfolio.selectedTemplate, formData: pageData, publishedAt: portfolio.publishedAt });
    const name = (draft?.formData.name || pageData?.name || "").trim();
    const templateName = findTemplate(draft?.templateId ?? portfolio?.selectedTemplate ?? "")?.name;
    await putInTrash(ctx, userId, {
      kind: "portfolio",
      label: [name || "Your portfolio", templateName && `(${templateName})`].filter(Boolean).join(" "),
      imageIds: [...(draft ? imageIdsOf(draft.formData) : []), ...(pageData ? imageIdsOf(pageData) : [])],
      bytes: (savedDraft?.bytes ?? 0) + (page?.bytes ?? 0),
      restore: {
        kind: "portfolio",
        draftPayloadId: savedDraft?.id ?? null,
        pagePayloadId: page?.id ?? null,
        slug: slug?.slug ?? null,
        wasPublished: portfolio?.isPublished === true && pageData !== null,
      },
    });
    if (draft !== null) {
      await ctx.db.delete("drafts", draft._id);
      await deleteDraftSummary(ctx, userId);
    }
    if (portfolio !== null) {
      await dropShareImage(ctx, portfolio);
      const empty = { isPublished: false, selectedTemplate: "", portfolioData: null, publishedAt: null };
      await ctx.db.patch("portfolios", portfolio._id, empty);
      await syncPageFacts(ctx, userId, empty);
    }
    // The address is free for others; restoring takes it back if nobody did.
    for (const row of await ctx.db
      .query("slugs")
      .withIndex("by_userId_and_isCurrent", (q) => q.eq("userId", userId))
      .take(20)) {
      await ctx.db.delete("slugs", row._id);
    }
    await refreshSitemapEntry(ctx, userId);
    return null;
  },
});

/**
 * Deletes one published version from the history into the trash: its summary leaves the history
 * (and the count the prune reads); the version document stays until the trash is emptied.
 */
export const deleteVersion = authedMutation({
  args: { versionId: v.string() },
  handler: async (ctx, { versionId }) => {
    const userId = ctx.user._id;
    const version = await ownVersion(ctx, userId, versionId);
    const summary =
      version === null
        ? null
        : await ctx.db
            .query("portfolioVersionSummaries")
            .withIndex("by_versionId", (q) => q.eq("versionId", version._id))
            .unique();
    if (version === null || summary === null) throw appError("portfolio/not-found", "That version no longer exists.");
    await ctx.db.delete("portfolioVersionSummaries", summary._id);
    const portfolio = await portfolioOf(ctx, userId);
    if (portfolio !== null) await ctx.db.patch("portfolios", portfolio._id, { versionCount: Math.max(0, (portfolio.versionCount ?? 1) - 1) });
    const date = new Date(version.publishedAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    await putInTrash(ctx, userId, {
      kind: "version",
      label: `${summary.name.trim() || "Untitled"}, published ${date}`,
      imageIds: imageIdsOf(version.formData),
      bytes: summary.bytes,
      restore: { kind: "version", versionId: version._id },
    });
    return null;
  },
});

/**
 * Cron (daily) and after an overflow: empties items past their 30 days, oldest first, one owner
 * a step and within EMPTY_BYTES / EMPTY_ITEMS (the picture check reads that owner's draft, page
 * and small rows), then schedules the next step while more are due.
 */
export const emptyExpired = internalMutation({
  args: {},
  handler: async (ctx) => {
    const now = Date.now();
    const first = await ctx.db
      .query("trashItems")
      .withIndex("by_expiresAt", (q) => q.lte("expiresAt", now))
      .first();
    if (first === null) return null;
    const due = ctx.db
      .query("trashItems")
      .withIndex("by_expiresAt", (q) => q.lte("expiresAt", now))
      .take(EMPTY_ITEMS * 4);
    const batch: Doc<"trashItems">[] = [];
    let bytes = 0;
    for (const item of await due) {
      if (item.userId !== first.userId) continue;
      if (batch.length >= EMPTY_ITEMS || (batch.length > 0 && bytes + item.bytes > EMPTY_BYTES)) break;
      batch.push(item);
      bytes += item.bytes;
    }
    await emptyItems(ctx, first.userId, batch);
    await ctx.scheduler.runAfter(0, internal.trash.emptyExpired, {});
    return null;
  },
});
