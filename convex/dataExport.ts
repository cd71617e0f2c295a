import { paginationOptsValidator } from "convex/server";
import { query } from "./_generated/server";
import { currentUser } from "./lib/functions";
import { variantsOf } from "./lib/images";
import { draftOf, portfolioOf } from "./lib/portfolioRows";
import { currentSlugOf } from "./lib/slugs";
import { domainsOf } from "./lib/customDomainRows";
import { accountFieldsOf } from "./model/account";
import { viewsOf } from "./lib/audienceExport";

/** Most uploads listed in one export (each with up to three variants). */
const MAX_EXPORT_IMAGES = 500;
/** Versions per page of `history`: each may be ~0.9 MB, and a page must stay far below 8 MiB read and returned. */
export const HISTORY_PAGE_MAX = 4;

/** Visitors' messages per page of `messages` (each at most ~2.5 KB). */
const MESSAGES_PAGE_MAX = 500;

/**
 * "Download my data": everything the caller's account holds, for the browser to pack into a zip
 * (account fields with the résumé settings, draft, published page, the page's view counts, and each image's WebP variants
 * with a URL to fetch; the publish history comes from `history` and visitors' messages from
 * `messages`, a page at a time, since 50 versions of a large page outgrow one query). The
 * caller's own rows only, read through indexes and bounded; null when signed out.
 */
export const get = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const [draft, portfolio, slug, uploads, views, domains, resumeSettings] = await Promise.all([
      draftOf(ctx, user._id),
      portfolioOf(ctx, user._id),
      currentSlugOf(ctx, user._id),
      ctx.db
        .query("uploads")
        .withIndex("by_userId", (q) => q.eq("userId", user._id))
        .take(MAX_EXPORT_IMAGES + 1),
      viewsOf(ctx, user._id),
      domainsOf(ctx, user._id),
      ctx.db
        .query("resumeSettings")
        .withIndex("by_userId", (q) => q.eq("userId", user._id))
        .unique(),
    ]);
    const images = await Promise.all(
      uploads.slice(0, MAX_EXPORT_IMAGES).map(async (upload) => ({
        imageId: upload.storageId,
        variants: (
          await Promise.all(
            (await variantsOf(ctx, upload.storageId)).map(async (variant) => ({
              width: variant.width,
              height: variant.height,
              url: await ctx.storage.getUrl(variant.storageId),
            })),
          )
        ).filter((variant): variant is typeof variant & { url: string } => variant.url !== null),
      })),
    );
    return {
      exportedAt: Date.now(),
      account: {
        id: user._id,
        ...accountFieldsOf(user),
        plan: user.plan ?? "free",
        photo: user.photoId ?? null,
        customDomains: domains.map((domain) => ({
          domain: domain.hostname,
          status: domain.status,
          connectedAt: domain.createdAt,
          verifiedAt: domain.verifiedAt ?? null,
        })),
        /** How the résumé is cut (length, sections left out); null until chosen. */
        resumeSettings: resumeSettings?.options ?? null,
      },
      draft: draft && { templateId: draft.templateId, formData: draft.formData, revision: draft.revision, updatedAt: draft.updatedAt },
      published:
        portfolio && portfolio.portfolioData
          ? {
              isPublished: portfolio.isPublished,
              templateId: portfolio.selectedTemplate,
              formData: portfolio.portfolioData,
              publishedAt: portfolio.publishedAt,
              slug: slug?.slug ?? null,
              hiddenFromSearch: portfolio.hideFromSearch === true,
            }
          : null,
      views,
      images,
      imagesTruncated: uploads.length > MAX_EXPORT_IMAGES,
    };
  },
});

/**
 * The caller's publish history, newest first, at most HISTORY_PAGE_MAX versions a page: `{publishedAt,
 * templateId, formData}`. Signed out: an empty, finished page. The zip reads every page.
 */
export const history = query({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const user = await currentUser(ctx);
    if (user === null) return { page: [], isDone: true, continueCursor: "" };
    const result = await ctx.db
      .query("portfolioVersions")
      .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", user._id))
      .order("desc")
      .paginate({ numItems: pageSize(paginationOpts.numItems, HISTORY_PAGE_MAX), cursor: paginationOpts.cursor });
    return {
      page: result.page.map((version) => ({ publishedAt: version.publishedAt, templateId: version.templateId, formData: version.formData })),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
    };
  },
});

/** A client's page size, kept between 1 and `max`. */
const pageSize = (asked: number, max: number) => Math.max(1, Math.min(Math.floor(asked) || 1, max));

/**
 * The messages visitors sent the caller through the page's contact form, oldest first, a page at
 * a time (up to 180 days' worth can outgrow one query); the browser reads every page for the zip.
 * Signed out: an empty, finished page.
 */
export const messages = query({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    const user = await currentUser(ctx);
    if (user === null) return { page: [], isDone: true, continueCursor: "" };
    const result = await ctx.db
      .query("visitorMessages")
      .withIndex("by_userId_and_createdAt", (q) => q.eq("userId", user._id))
      .paginate({ numItems: pageSize(paginationOpts.numItems, MESSAGES_PAGE_MAX), cursor: paginationOpts.cursor });
    return {
      page: result.page.map((m) => ({ name: m.name, email: m.email, message: m.message, receivedAt: new Date(m.createdAt).toISOString(), read: m.read })),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
    };
  },
});
