import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { canUseCustomDomains } from "../model/customDomains";
import { planInEffect } from "../model/plans";

/** More rows than any plan allows: reads stay bounded even after a downgrade. */
export const MAX_DOMAIN_ROWS = 10;

/**
 * Who may connect, check and remove a portfolio's domains: its owner. The one place to widen
 * when portfolios get editors.
 */
export function mayManageDomains(user: Doc<"users">, ownerId: Id<"users">): boolean {
  return user._id === ownerId;
}

export function domainsOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("customDomains")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(MAX_DOMAIN_ROWS);
}

/** The row serving `hostname` (normalised), if any: at most one serves a name. */
export function servingRow(ctx: QueryCtx, hostname: string) {
  return ctx.db
    .query("customDomains")
    .withIndex("by_hostname_and_serving", (q) => q.eq("hostname", hostname).eq("serving", true))
    .first();
}

/** Whether the owner's plan still includes custom domains (a downgrade pauses them). */
export async function ownerMayUseDomains(ctx: QueryCtx, userId: Id<"users">): Promise<boolean> {
  const owner = await ctx.db.get("users", userId);
  return owner !== null && canUseCustomDomains(planInEffect(owner));
}

/**
 * The portfolio's address on its own domain: the earliest connected of its serving domains
 * (the others forward to it), or null (none serves, or the plan no longer includes them). Reads
 * nothing but an empty index range for the many portfolios without domains.
 */
export async function primaryDomainOf(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"customDomains"> | null> {
  const serving = (await domainsOf(ctx, userId)).filter((row) => row.serving);
  if (serving.length === 0 || !(await ownerMayUseDomains(ctx, userId))) return null;
  return serving.reduce((first, row) => (row.createdAt < first.createdAt ? row : first));
}
