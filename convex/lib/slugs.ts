import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { MAX_OLD_SLUGS, normalizeSlug, numberedSlug, RESERVED_SLUGS, SLUG_TAKEN, slugRejection, suggestSlug } from "../model/slug";

/** The row holding `slug` (normalised), whoever owns it. */
export function slugRow(ctx: QueryCtx, slug: string) {
  return ctx.db
    .query("slugs")
    .withIndex("by_slug", (q) => q.eq("slug", slug))
    .unique();
}

/** The user's current slug row, or null before the first publish. */
export function currentSlugOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("slugs")
    .withIndex("by_userId_and_isCurrent", (q) => q.eq("userId", userId).eq("isCurrent", true))
    .unique();
}

/** Plain numbered tries before falling back to random suffixes; each try is one index read. */
const NUMBERED_TRIES = 20;
const RANDOM_TRIES = 20;

/**
 * The user's current slug; when they have none, the first free one of their name's suggestion,
 * `-2`, `-3`, … (reserved words count as taken).
 */
export async function ensureSlug(ctx: MutationCtx, userId: Id<"users">, name: string): Promise<string> {
  const current = await currentSlugOf(ctx, userId);
  if (current) return current.slug;
  const base = suggestSlug(name);
  const candidates = [base, ...Array.from({ length: NUMBERED_TRIES }, (_, i) => numberedSlug(base, i + 2))];
  // A very common name: random numbers rather than walking a long run of taken ones.
  for (let i = 0; i < RANDOM_TRIES; i++) candidates.push(numberedSlug(base, 100 + Math.floor(Math.random() * 1_000_000)));
  for (const slug of candidates) {
    if (!RESERVED_SLUGS.has(slug) && (await slugRow(ctx, slug)) === null) {
      await ctx.db.insert("slugs", { slug, userId, isCurrent: true, createdAt: Date.now() });
      return slug;
    }
  }
  throw new Error(`no free slug found for "${base}"`);
}

/**
 * Makes `input` the user's current slug. Refuses invalid, reserved and taken ones with
 * `slug/...` errors (nothing written). The previous slug stays as a redirect; beyond
 * MAX_OLD_SLUGS earlier ones, the oldest are freed. Returns the stored (normalised) slug.
 */
export async function changeSlug(ctx: MutationCtx, userId: Id<"users">, input: string): Promise<string> {
  const slug = normalizeSlug(input);
  const rejection = slugRejection(slug);
  if (rejection) throw appError(rejection.code, rejection.message, { fields: { slug: rejection.message } });
  const existing = await slugRow(ctx, slug);
  if (existing && existing.userId !== userId) throw appError(SLUG_TAKEN.code, SLUG_TAKEN.message, { fields: { slug: SLUG_TAKEN.message } });
  if (existing?.isCurrent) return slug;

  const now = Date.now();
  const rows = await slugsOf(ctx, userId);
  for (const row of rows) if (row.isCurrent) await ctx.db.patch("slugs", row._id, { isCurrent: false });
  // One of the user's own earlier slugs comes back as current.
  if (existing) await ctx.db.patch("slugs", existing._id, { isCurrent: true, createdAt: now });
  else await ctx.db.insert("slugs", { slug, userId, isCurrent: true, createdAt: now });

  const old = rows.filter((row) => row._id !== existing?._id).sort((a, b) => b.createdAt - a.createdAt);
  for (const row of old.slice(MAX_OLD_SLUGS)) await ctx.db.delete("slugs", row._id);
  return slug;
}

/** Every slug row of the user: bounded by MAX_OLD_SLUGS + 1, the take is a safety margin. */
function slugsOf(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"slugs">[]> {
  return ctx.db
    .query("slugs")
    .withIndex("by_userId_and_isCurrent", (q) => q.eq("userId", userId))
    .take(MAX_OLD_SLUGS + 10);
}
