import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { PageKey } from "../model/audience";
import { portfolioOf } from "./portfolioRows";
import { slugRow } from "./slugs";

/**
 * The owner of the published page a visitor's address names ({slug} current, or {userId}), or
 * null when it names nothing, or a page that is not online: unpublished pages count no views,
 * take no messages and show nobody viewing.
 */
export async function publishedOwner(ctx: QueryCtx, key: PageKey): Promise<Id<"users"> | null> {
  let userId: Id<"users"> | null;
  if ("slug" in key) {
    if (key.slug.length > 64) return null;
    const row = await slugRow(ctx, key.slug.toLowerCase());
    userId = row?.isCurrent ? row.userId : null;
  } else {
    userId = ctx.db.normalizeId("users", key.userId);
  }
  if (userId === null) return null;
  const portfolio = await portfolioOf(ctx, userId);
  return portfolio?.isPublished && portfolio.portfolioData !== null ? userId : null;
}
