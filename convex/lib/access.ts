import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { ACCESS_MESSAGES, roleMay, type Need, type Role } from "../model/members";
import { planAllows, planInEffect } from "../model/plans";
import { portfolioOf } from "./portfolioRows";

/**
 * A portfolio's optional id, for every function that takes one: without it, the caller's own
 * portfolio; with it, one the caller owns or is a member of (portfolioAccess decides).
 */
export const portfolioIdArg = { portfolioId: v.optional(v.string()) };

/**
 * Whose portfolio a call works on and as what. `owner` is the portfolio's owner: drafts,
 * versions, uploads and the published page are all kept under the owner's id, whoever works on them.
 */
export type PortfolioAccess = { role: Role; owner: Doc<"users">; portfolioId: Id<"portfolios"> | null };

/**
 * The one authorization check for a portfolio's draft, preview, publish, history and uploads.
 * Without `portfolioId` the caller works on their own portfolio (the spec's routes: "my
 * portfolio"); with one, the caller must be its owner or a member whose role allows `need`,
 * while the owner's plan includes team collaboration. A removed member, a stranger, an unknown
 * or malformed id are refused alike (`auth/forbidden`), so ids reveal nothing.
 */
export async function portfolioAccess(ctx: QueryCtx, user: Doc<"users">, portfolioId: string | undefined, need: Need, now?: number): Promise<PortfolioAccess> {
  const access = await findAccess(ctx, user, portfolioId, now);
  if (access === null) throw appError("auth/forbidden", ACCESS_MESSAGES.noAccess);
  if (!roleMay(access.role, need)) throw appError("auth/forbidden", ACCESS_MESSAGES.publish);
  return access;
}

/** portfolioAccess for live queries: null instead of a refusal (a page shows "no access" rather than failing). */
export async function portfolioAccessOrNull(ctx: QueryCtx, user: Doc<"users">, portfolioId: string | undefined, need: Need): Promise<PortfolioAccess | null> {
  const access = await findAccess(ctx, user, portfolioId);
  return access !== null && roleMay(access.role, need) ? access : null;
}

/** The caller's own portfolio row, for what only its owner manages (members, domains, plan, export, deletion). */
export async function requireOwnPortfolio(ctx: QueryCtx, user: Doc<"users">, portfolioId?: string): Promise<Doc<"portfolios">> {
  const own = await portfolioOf(ctx, user._id);
  if (own === null || (portfolioId !== undefined && portfolioId !== own._id)) throw appError("auth/forbidden", ACCESS_MESSAGES.ownerOnly);
  return own;
}

/**
 * The owner whose builder the caller may be present in, from small documents only (presence
 * beats every few seconds; a portfolio row may be near 1 MiB): without `portfolioId` the caller's
 * own; with one, the owner named by its memberships, for the owner or a member whose owner's plan
 * allows team work. A portfolio without members has nobody to be present with: null, as for
 * strangers, removed members and unknown ids.
 */
export async function presenceOwner(ctx: QueryCtx, user: Doc<"users">, rawId: string | undefined, now?: number): Promise<Id<"users"> | null> {
  if (rawId === undefined) return user._id;
  const id = ctx.db.normalizeId("portfolios", rawId);
  if (id === null) return null;
  const anyMember = await ctx.db
    .query("portfolioMembers")
    .withIndex("by_portfolioId_and_userId", (q) => q.eq("portfolioId", id))
    .first();
  if (anyMember === null) return null;
  if (anyMember.ownerId === user._id) return user._id;
  const member = await membershipOf(ctx, id, user._id);
  if (member === null) return null;
  const owner = await ctx.db.get("users", member.ownerId);
  return owner !== null && ownerAllowsMembers(owner, now) ? owner._id : null;
}

async function findAccess(ctx: QueryCtx, user: Doc<"users">, rawId: string | undefined, now?: number): Promise<PortfolioAccess | null> {
  if (rawId === undefined) return { role: "owner", owner: user, portfolioId: (await portfolioOf(ctx, user._id))?._id ?? null };
  const id = ctx.db.normalizeId("portfolios", rawId);
  const portfolio = id === null ? null : await ctx.db.get("portfolios", id);
  if (portfolio === null) return null;
  if (portfolio.userId === user._id) return { role: "owner", owner: user, portfolioId: portfolio._id };
  const member = await membershipOf(ctx, portfolio._id, user._id);
  if (member === null) return null;
  const owner = await ctx.db.get("users", portfolio.userId);
  if (owner === null || !ownerAllowsMembers(owner, now)) return null;
  return { role: member.role, owner, portfolioId: portfolio._id };
}

/** Members keep their access only while the owner's plan includes team collaboration (and the account is not deleted). */
export function ownerAllowsMembers(owner: Doc<"users">, now?: number): boolean {
  return owner.deletedAt === undefined && planAllows(planInEffect(owner, now), "collaboration");
}

export function membershipOf(ctx: QueryCtx, portfolioId: Id<"portfolios">, userId: Id<"users">) {
  return ctx.db
    .query("portfolioMembers")
    .withIndex("by_portfolioId_and_userId", (q) => q.eq("portfolioId", portfolioId).eq("userId", userId))
    .unique();
}
