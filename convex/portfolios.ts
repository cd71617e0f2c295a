import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import { internal } from "./_generated/api";
import { internalMutation, query, type MutationCtx, type QueryCtx } from "./_generated/server";
import { portfolioAccess, portfolioIdArg } from "./lib/access";
import { authedMutation, currentUser } from "./lib/functions";
import { draftOf, ensurePortfolio, portfolioOf } from "./lib/portfolioRows";
import { syncPageFacts } from "./lib/pageFacts";
import { refreshSitemapEntry } from "./lib/sitemapEntries";
import { changeSlug, currentSlugOf, ensureSlug, slugRow } from "./lib/slugs";
import { requireUsableTemplate } from "./lib/templateAccess";
import { imageSource } from "./lib/images";
import { requireOwnUploads } from "./lib/uploads";
import { accountPlan } from "./lib/accountPlan";
import { draftSizeErrors } from "./model/draftSize";
import { appError } from "./model/errors";
import { formDataValidator, imageIdsOf, validateFormData, type PortfolioFormData } from "./model/formData";
import { toPortfolioContent } from "./model/portfolioContent";
import { changedSections } from "./model/portfolioChanges";
import { publishableFormData } from "./model/formTranslations";
import { isSlugShaped, slugPath } from "./model/slug";
import { findTemplate } from "./model/templates";
import { planAllows, planInEffect } from "./model/plans";
import { dropShareImage } from "./shareImageRecords";
import { recordVersion } from "./lib/versions";
import { settingsOf } from "./audience";
import { primaryDomainOf, servingRow } from "./lib/customDomainRows";
import { hostFromHeader } from "./model/customDomains";
import { pageLock } from "./lib/pageUnlock";
import { pageInLanguage } from "./model/pageLanguages";
import { emitWebhookEvent } from "./lib/webhookEvents";

export const portfolioPath = (userId: string) => `/portfolio-view/${userId}`;

/**
 * Publishes the given content as the caller's portfolio: validates the content, checks the
 * template against the plan and that every image is the caller's own upload, then sets
 * isPublished, selectedTemplate, portfolioData and publishedAt, and keeps the publish in the
 * history. The app's pages publish the saved draft instead (publishDraft); this one-call form
 * stays for seeding browser journeys (scripts/lib/seed.ts), the view bench and tests, with the
 * same rules as publishDraft.
 */
export const publish = authedMutation({
  args: { templateId: v.string(), formData: formDataValidator },
  handler: async (ctx, { templateId, formData }) => await publishContent(ctx, ctx.user, templateId, formData, ctx.user._id),
});

/**
 * Publishes the caller's saved draft as it is stored ("Publish changes", and the builder after
 * saving). With `revision` it publishes exactly that revision: if the draft moved on since (another
 * device saved), it refuses with `portfolio/conflict` rather than publish something unseen.
 */
export const publishDraft = authedMutation({
  args: { revision: v.optional(v.number()), ...portfolioIdArg },
  handler: async (ctx, { revision, portfolioId }) => {
    const { owner } = await portfolioAccess(ctx, ctx.user, portfolioId, "publish", Date.now());
    const draft = await draftOf(ctx, owner._id);
    if (draft === null) throw appError("portfolio/not-found", "There is no saved draft to publish.");
    if (revision !== undefined && draft.revision !== revision) {
      throw appError("portfolio/conflict", "Your draft was changed on another device or tab after this one saved it. Check it, then publish again.", {
        revision: draft.revision,
        updatedAt: draft.updatedAt,
      });
    }
    return await publishContent(ctx, owner, draft.templateId, draft.formData, ctx.user._id);
  },
});

/** Publishes `formData` as `user`'s portfolio (the owner's), by `publishedBy` (the owner or a publisher; also the API, apiData.ts). */
export async function publishContent(ctx: MutationCtx, user: Doc<"users">, templateId: string, formData: PortfolioFormData, publishedBy: Id<"users">) {
  requireUsableTemplate(user, templateId);
  // The theme is one of the sections validateFormData checks; a bad one is refused with its fields like any other.
  const errors = validateFormData(formData, "publish");
  if (Object.keys(errors).length > 0) {
    throw appError("validation/invalid", "Please correct the highlighted fields before publishing.", { fields: errors });
  }
  // Saved drafts were checked when written; content sent to `publish` directly is checked here.
  const tooLarge = draftSizeErrors(formData);
  if (tooLarge !== null) throw appError("portfolio/too-large", tooLarge.message, { fields: tooLarge.fields });
  await requireOwnUploads(ctx, user._id, imageIdsOf(formData));
  const id = await ensurePortfolio(ctx, user._id);
  const now = Date.now();
  const publishedAt = new Date(now).toISOString();
  // Languages still being translated stay in the draft: not on the page, its history or the API.
  const page = publishableFormData(formData);
  await ctx.db.patch("portfolios", id, { isPublished: true, selectedTemplate: templateId, portfolioData: page, publishedAt });
  await syncPageFacts(ctx, user._id, { isPublished: true, portfolioData: page });
  await recordVersion(ctx, id, { userId: user._id, templateId, formData: page, publishedAt: now, publishedBy });

  // The share image for link previews is drawn once per publish, in the background (Node runtime).
  await ctx.scheduler.runAfter(0, internal.shareImage.render, { userId: user._id, publishedAt });

  // Readable address: the first publish picks one from the name; the sitemap follows.
  const slug = await ensureSlug(ctx, user._id, formData.name);
  await refreshSitemapEntry(ctx, user._id);
  const published = { path: slugPath(slug), publishedAt, customDomain: (await primaryDomainOf(ctx, user._id))?.hostname ?? null };
  await emitWebhookEvent(ctx, user._id, "portfolio.published", { ...published, templateId });
  return published;
}

/** Takes the portfolio offline (its owner or a publisher); the content stays for republishing, the share image goes. */
export const unpublish = authedMutation({
  args: portfolioIdArg,
  handler: async (ctx, { portfolioId }) => {
    const { owner } = await portfolioAccess(ctx, ctx.user, portfolioId, "publish", Date.now());
    await takeOffline(ctx, owner._id);
    return null;
  },
});

/** Unpublishes `ownerId`'s page (unpublish, and the API's through apiData.ts). */
export async function takeOffline(ctx: MutationCtx, ownerId: Id<"users">) {
  const portfolio = await portfolioOf(ctx, ownerId);
  if (portfolio === null || !portfolio.isPublished) throw appError("portfolio/not-found", "Nothing is published.");
  await ctx.db.patch("portfolios", portfolio._id, { isPublished: false });
  await syncPageFacts(ctx, ownerId, { ...portfolio, isPublished: false });
  await dropShareImage(ctx, portfolio);
  await refreshSitemapEntry(ctx, ownerId);
}

/**
 * Proof of unlocking a password-protected page (lib/pageUnlock.ts): the web server's cookie
 * token, or the short token the unlocked page embeds for its script. Without it a protected
 * page answers `{status: "locked", name, ...}`: the name its owner chose, nothing of the content.
 */
export const unlockArg = { unlock: v.optional(v.string()) };

/**
 * Which of the page's languages to serve (a BCP 47 tag, model/translations.ts); absent: the main
 * one. A language the page does not publish answers exactly as a missing page does.
 */
export const langArg = { lang: v.optional(v.string()) };

/**
 * The public page's data, for anyone. Only what was published: content with its images (WebP
 * variants), the template, the publish date and the share image's URL (null until it is drawn);
 * never account fields or the draft.
 */
export const getPublic = query({
  args: { userId: v.string(), ...unlockArg, ...langArg },
  handler: async (ctx, args) => {
    const userId = ctx.db.normalizeId("users", args.userId);
    if (userId === null) return { status: "not-found" as const };
    return await publicPortfolio(ctx, userId, undefined, args.unlock, args.lang);
  },
});

/**
 * Whether a user's page is online in `lang` (the main language when absent) for this caller:
 * its status when it is not, else the rows and the lock the public queries read further.
 */
export async function publicPageState(ctx: QueryCtx, userId: Id<"users">, unlock?: string, lang?: string) {
  // A deleted account's page is gone at once, though it is kept for its undo days.
  const owner = await ctx.db.get("users", userId);
  if (owner?.deletedAt !== undefined) return { status: "gone" as const };
  const portfolio = await portfolioOf(ctx, userId);
  if (portfolio === null) {
    // A deleted account's link answers "gone" (HTTP 410), not "not found".
    const deleted = await ctx.db
      .query("deletedUsers")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .first();
    return { status: deleted === null ? ("not-found" as const) : ("gone" as const) };
  }
  if (!portfolio.isPublished || portfolio.portfolioData === null) return { status: "not-published" as const };
  // Only the served language's texts leave the server; a language not published is no page at all.
  const page = pageInLanguage(portfolio.portfolioData, lang);
  if (page === null) return { status: "not-found" as const };
  const lock = await pageLock(ctx, userId, unlock, async () => (await currentUser(ctx))?._id === userId);
  return { status: "online" as const, owner, portfolio: { ...portfolio, portfolioData: portfolio.portfolioData }, page, lock };
}

/** getPublic's answer for a user id in `lang` (the main language when absent); `slug` when the caller already read the current one. */
async function publicPortfolio(ctx: QueryCtx, userId: Id<"users">, slug?: string, unlock?: string, lang?: string) {
  const state = await publicPageState(ctx, userId, unlock, lang);
  if (state.status !== "online") return state;
  const { owner, portfolio, page, lock } = state;
  if (lock.locked) {
    // The template and theme draw the form in the page's look; nothing else of the portfolio.
    return {
      status: "locked" as const,
      name: lock.name,
      templateId: portfolio.selectedTemplate,
      theme: portfolio.portfolioData.theme ?? null,
      slug: slug ?? (await currentSlugOf(ctx, userId))?.slug ?? null,
      customDomain: (await primaryDomainOf(ctx, userId))?.hostname ?? null,
      language: page.language,
      languages: page.languages,
    };
  }
  return {
    status: "published" as const,
    // For the unlocked page's script, which sends it back with its live query (only on protected pages).
    ...(lock.liveToken !== null && { liveToken: lock.liveToken }),
    templateId: portfolio.selectedTemplate,
    publishedAt: portfolio.publishedAt,
    // The portfolio's first day, for the page's structured data (dateCreated).
    createdAt: new Date(portfolio._creationTime).toISOString(),
    content: await toPortfolioContent(page.data, (id) => imageSource(ctx, id)),
    // The served language and every language the page publishes, the main one first (addresses, alternates, the switch).
    language: page.language,
    languages: page.languages,
    // The link-preview picture, drawn after each publish (null for a second or two meanwhile). It
    // shows the main language's words: another language's card is drawn by the web server.
    shareImageUrl: portfolio.shareImageId === undefined || page.language !== page.languages[0] ? null : await ctx.storage.getUrl(portfolio.shareImageId),
    // The readable address (the canonical URL) and the owner's search-engine choice.
    slug: slug ?? (await currentSlugOf(ctx, userId))?.slug ?? null,
    noindex: portfolio.hideFromSearch === true,
    // The owner's page title, description and link-preview picture (SEO tools); null: the page's own.
    seo: portfolio.seo ?? null,
    // The owner's opt-in contact form: a yes/no the page shows anyway, read here so the page's
    // server render needs one query, not two.
    contactForm: (await settingsOf(ctx, userId))?.contactForm === true,
    // The Free plan's "Made with Portfolio Builder" link: only this yes/no, nothing about the account.
    branding: !planAllows(planInEffect(owner ?? {}), "noBranding"),
    // The owner's own domain, when one serves the page: the platform's addresses forward there.
    customDomain: (await primaryDomainOf(ctx, userId))?.hostname ?? null,
  };
}

/**
 * The public page a custom domain serves, for the web server, by the request's Host header (any
 * case, port or trailing dot): getPublic's answer plus the owner's id (the page's key for views
 * and messages) for the domain's main address; `{status: "moved", hostname}` for another of the
 * portfolio's domains; not-found for any name that serves nothing (malformed input included).
 */
export const getPublicByDomain = query({
  args: { host: v.string(), ...unlockArg, ...langArg },
  handler: async (ctx, { host, unlock, lang }) => {
    const notFound = { status: "not-found" as const };
    const hostname = hostFromHeader(host);
    const row = hostname === null ? null : await servingRow(ctx, hostname);
    if (row === null) return notFound;
    const primary = await primaryDomainOf(ctx, row.userId);
    if (primary === null) return notFound;
    if (primary._id !== row._id) return { status: "moved" as const, hostname: primary.hostname };
    const page = await publicPortfolio(ctx, row.userId, undefined, unlock, lang);
    if (page.status === "locked") return { ...page, userId: row.userId as string };
    if (page.status !== "published") return page.status === "not-published" ? page : notFound;
    return { ...page, userId: row.userId as string };
  },
});

/**
 * The public page by readable address, for anyone: getPublic's answer for a current slug;
 * `{status: "moved", slug}` for an earlier slug of a published portfolio, or for the current one
 * written in other letter case (the page redirects); not-found for anything else, malformed
 * input included.
 */
export const getPublicBySlug = query({
  args: { slug: v.string(), ...unlockArg, ...langArg },
  handler: async (ctx, args) => {
    const notFound = { status: "not-found" as const };
    const slug = args.slug.toLowerCase();
    if (!isSlugShaped(slug)) return notFound;
    const row = await slugRow(ctx, slug);
    if (row === null) return notFound;
    if (row.isCurrent && slug === args.slug) return await publicPortfolio(ctx, row.userId, slug, args.unlock, args.lang);
    // Only a page that is online forwards, so an offline page does not reveal its new address.
    const [current, portfolio] = await Promise.all([row.isCurrent ? row : currentSlugOf(ctx, row.userId), portfolioOf(ctx, row.userId)]);
    if (current === null) return notFound;
    if (portfolio === null || !portfolio.isPublished || portfolio.portfolioData === null) return { status: "not-published" as const };
    if (pageInLanguage(portfolio.portfolioData, args.lang) === null) return notFound;
    return { status: "moved" as const, slug: current.slug };
  },
});

/**
 * Sets the caller's readable address. Invalid, reserved or taken → `slug/invalid`,
 * `slug/reserved` or `slug/taken` with a message for the field, and nothing saved.
 */
export const setSlug = authedMutation({
  args: { slug: v.string() },
  handler: async (ctx, args) => {
    const slug = await changeSlug(ctx, ctx.user._id, args.slug);
    await refreshSitemapEntry(ctx, ctx.user._id);
    return { slug, path: slugPath(slug) };
  },
});

/** The caller's "Hide from search engines" switch: noindex on the page, out of the sitemap. */
export const setSearchVisibility = authedMutation({
  args: { hidden: v.boolean() },
  handler: async (ctx, { hidden }) => {
    const id = await ensurePortfolio(ctx, ctx.user._id);
    await ctx.db.patch("portfolios", id, { hideFromSearch: hidden });
    await refreshSitemapEntry(ctx, ctx.user._id);
    return null;
  },
});

/** Most rows one sitemap page reads (about 100 bytes each). */
const SITEMAP_PAGE_MAX = 5_000;

/**
 * Published portfolios that search engines may list, newest first, a page at a time: one query
 * may read at most 32,000 documents, so the sitemap route collects pages up to the protocol's
 * 50,000 URLs (src/public-page/sitemap.ts). Only slugs, publish dates and published languages
 * (main first; the alternates): nothing about accounts.
 */
export const sitemap = query({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const numItems = Math.max(1, Math.min(Math.floor(paginationOpts.numItems) || 1, SITEMAP_PAGE_MAX));
    const result = await ctx.db.query("sitemapEntries").withIndex("by_publishedAt").order("desc").paginate({ numItems, cursor: paginationOpts.cursor });
    return {
      page: result.page.map(({ slug, publishedAt, languages }) => ({ slug, publishedAt, languages: languages ?? [] })),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
    };
  },
});

/** Everything the dashboard shows, for the caller; null when signed out. */
export const dashboard = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const [portfolio, draft, slug] = await Promise.all([portfolioOf(ctx, user._id), draftOf(ctx, user._id), currentSlugOf(ctx, user._id)]);
    const data = portfolio?.isPublished ? portfolio.portfolioData : null;
    return {
      uid: user._id,
      displayName: user.name || user.email || "",
      email: user.email ?? "",
      ...(await accountPlan(ctx, user)),
      // Published at some time (unpublished since, its visitors' numbers and messages still count).
      everPublished: portfolio !== null && portfolio.publishedAt !== null,
      published:
        portfolio && data
          ? {
              templateId: portfolio.selectedTemplate,
              templateName: findTemplate(portfolio.selectedTemplate)?.name ?? portfolio.selectedTemplate,
              publishedAt: portfolio.publishedAt,
              name: data.name,
              email: data.contact.email || user.email || "",
              image: data.image ? await imageSource(ctx, data.image) : null,
              path: slug ? slugPath(slug.slug) : portfolioPath(user._id),
              slug: slug?.slug ?? null,
              hiddenFromSearch: portfolio.hideFromSearch === true,
              // The owner's own domain when one serves the page: the address to share.
              customDomain: (await primaryDomainOf(ctx, user._id))?.hostname ?? null,
              // The page's accent and scheme: its QR code is drawn in them.
              theme: data.theme ?? null,
            }
          : null,
      draft: draft
        ? {
            templateId: draft.templateId,
            templateName: findTemplate(draft.templateId)?.name ?? draft.templateId,
            updatedAt: draft.updatedAt,
            name: draft.formData.name,
            // Restoring a version names the revision it replaces (checked like drafts:save).
            revision: draft.revision,
          }
        : null,
      // What publishing the saved draft would change on the live page (null: nothing published or no draft).
      unpublishedChanges:
        portfolio && data && draft
          ? changedSections({ templateId: portfolio.selectedTemplate, formData: data }, { templateId: draft.templateId, formData: draft.formData })
          : null,
    };
  },
});

/**
 * One-off, idempotent: gives every portfolio published before readable addresses existed its
 * slug and sitemap row, a page at a time (each page schedules the next). Run once after
 * deploying: `npx convex run portfolios:backfillSlugs '{}'`.
 */
export const backfillSlugs = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { cursor }) => {
    const { page, isDone, continueCursor } = await ctx.db.query("portfolios").paginate({ numItems: 100, cursor: cursor ?? null });
    for (const portfolio of page) {
      if (!portfolio.isPublished || portfolio.portfolioData === null) continue;
      await ensureSlug(ctx, portfolio.userId, portfolio.portfolioData.name);
      await refreshSitemapEntry(ctx, portfolio.userId);
    }
    if (!isDone) await ctx.scheduler.runAfter(0, internal.portfolios.backfillSlugs, { cursor: continueCursor });
    return null;
  },
});

/**
 * One-off, idempotent: writes the `pageFacts` row of every portfolio saved before they existed
 * (until then views, heartbeats and messages for such a page read the whole portfolio, within a
 * budget). Five portfolios a step, as each may be ~0.9 MB; each step schedules the next. Run once
 * after deploying: `npx convex run portfolios:backfillPageFacts '{}'`.
 */
export const backfillPageFacts = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { cursor }) => {
    const { page, isDone, continueCursor } = await ctx.db.query("portfolios").paginate({ numItems: 5, cursor: cursor ?? null });
    for (const portfolio of page) await syncPageFacts(ctx, portfolio.userId, portfolio);
    if (!isDone) await ctx.scheduler.runAfter(0, internal.portfolios.backfillPageFacts, { cursor: continueCursor });
    return null;
  },
});
