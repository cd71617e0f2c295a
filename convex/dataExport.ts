import { query } from "./_generated/server";
import { currentUser } from "./lib/functions";
import { variantsOf } from "./lib/images";
import { draftOf, portfolioOf } from "./lib/portfolioRows";
import { currentSlugOf } from "./lib/slugs";
import { accountFieldsOf } from "./model/account";
import { MAX_VERSIONS } from "./model/versions";

/** Most uploads listed in one export (each with up to three variants). */
const MAX_EXPORT_IMAGES = 500;
/** History between prune runs may briefly exceed MAX_VERSIONS; an export still takes all of it. */
const MAX_EXPORT_VERSIONS = MAX_VERSIONS * 4;

/**
 * "Download my data": everything the caller's account holds, for the browser to pack into a zip
 * (account fields, draft, published page, publish history, and each image's WebP variants with a
 * URL to fetch). The caller's own rows only, read through indexes and bounded; null when signed out.
 */
export const get = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const [draft, portfolio, slug, versions, uploads] = await Promise.all([
      draftOf(ctx, user._id),
      portfolioOf(ctx, user._id),
      currentSlugOf(ctx, user._id),
      ctx.db
        .query("portfolioVersions")
        .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", user._id))
        .order("desc")
        .take(MAX_EXPORT_VERSIONS),
      ctx.db
        .query("uploads")
        .withIndex("by_userId", (q) => q.eq("userId", user._id))
        .take(MAX_EXPORT_IMAGES + 1),
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
      history: versions.map((version) => ({ publishedAt: version.publishedAt, templateId: version.templateId, formData: version.formData })),
      images,
      imagesTruncated: uploads.length > MAX_EXPORT_IMAGES,
    };
  },
});
