import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { query, type QueryCtx } from "./_generated/server";
import { settingsOf } from "./audience";
import { slugRow } from "./lib/slugs";
import { isSlugShaped } from "./model/slug";
import { langArg, publicPageState, unlockArg } from "./portfolios";

/**
 * What an open published page's script watches (src/public-page/livePortfolio.ts): which version
 * is online and whether its contact form is on, for the same key, proof and language as the
 * page's own query (portfolios:getPublic by user id, getPublicBySlug by slug). Any status but
 * "published" means the page's address now answers something else. Nothing else of the page:
 * a republish sends these few bytes, not the whole portfolio, to every open tab.
 */
export const get = query({
  args: { userId: v.optional(v.string()), slug: v.optional(v.string()), ...unlockArg, ...langArg },
  handler: async (ctx, { userId, slug, unlock, lang }) => {
    const owner = await ownerOf(ctx, userId, slug);
    if (owner === null) return { status: "not-found" as const };
    const state = await publicPageState(ctx, owner, unlock, lang);
    if (state.status !== "online") return { status: state.status };
    if (state.lock.locked) return { status: "locked" as const };
    return {
      status: "published" as const,
      publishedAt: state.portfolio.publishedAt,
      contactForm: (await settingsOf(ctx, owner))?.contactForm === true,
    };
  },
});

/** The page's owner: by id, or by current slug as typed (an earlier slug or another case forwards, so it is not this page). */
async function ownerOf(ctx: QueryCtx, userId: string | undefined, slug: string | undefined): Promise<Id<"users"> | null> {
  if (userId !== undefined) return ctx.db.normalizeId("users", userId);
  if (slug === undefined || !isSlugShaped(slug)) return null;
  const row = await slugRow(ctx, slug);
  return row?.isCurrent ? row.userId : null;
}
