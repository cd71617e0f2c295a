import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

/** Account deletion: the owner's members and invitations, and the person's own memberships (their presence: audience:purgeUser). */
export async function endMemberships(ctx: MutationCtx, userId: Id<"users">) {
  for (const member of await ctx.db
    .query("portfolioMembers")
    .withIndex("by_ownerId", (q) => q.eq("ownerId", userId))
    .collect()) {
    await ctx.db.delete("portfolioMembers", member._id);
  }
  for (const member of await ctx.db
    .query("portfolioMembers")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .collect()) {
    await ctx.db.delete("portfolioMembers", member._id);
  }
  for (const invitation of await ctx.db
    .query("portfolioInvitations")
    .withIndex("by_ownerId_and_usedAt_and_expiresAt", (q) => q.eq("ownerId", userId))
    .collect()) {
    await ctx.db.delete("portfolioInvitations", invitation._id);
  }
}
