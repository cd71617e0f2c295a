import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { portfolioOf } from "./portfolioRows";
import { currentSlugOf } from "./slugs";
import { primaryDomainOf } from "./customDomainRows";
import { protectionOf } from "./pageUnlock";
import { pageLanguages } from "../model/pageLanguages";

/**
 * Brings the user's sitemap row in line with their portfolio: present exactly when it is
 * published, not hidden from search engines, not password-protected, has a slug and is not served by the owner's own
 * domain (whose sitemap lists it). Every mutation that changes one of those calls this last.
 */
export async function refreshSitemapEntry(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const [portfolio, slug, entry, domain, protection] = await Promise.all([
    portfolioOf(ctx, userId),
    currentSlugOf(ctx, userId),
    ctx.db
      .query("sitemapEntries")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .unique(),
    primaryDomainOf(ctx, userId),
    protectionOf(ctx, userId),
  ]);
  const publishedAt = portfolio?.isPublished && portfolio.portfolioData !== null && !portfolio.hideFromSearch ? portfolio.publishedAt : null;
  if (publishedAt === null || slug === null || domain !== null || protection !== null) {
    if (entry) await ctx.db.delete("sitemapEntries", entry._id);
    return;
  }
  const languages = portfolio?.portfolioData ? pageLanguages(portfolio.portfolioData) : [];
  const wanted = { userId, slug: slug.slug, publishedAt, languages: languages.length > 1 ? languages : undefined };
  if (!entry) await ctx.db.insert("sitemapEntries", wanted);
  else if (entry.slug !== wanted.slug || entry.publishedAt !== wanted.publishedAt || String(entry.languages) !== String(wanted.languages))
    await ctx.db.patch("sitemapEntries", entry._id, wanted);
}
