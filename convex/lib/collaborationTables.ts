import { defineTable } from "convex/server";
import { v } from "convex/values";
import { memberRoleValidator } from "../model/members";

/**
 * Working together on one portfolio, spread into schema.ts: who may work on a portfolio besides its
 * owner, and the invitations on their way
 * (who is in the builder now lives in the presence component, lib/presenceRooms.ts). Every public function
 * reaches them through lib/access.ts.
 */
export const collaborationTables = {
  /** A person who may work on someone else's portfolio, with their role. */
  portfolioMembers: defineTable({
    portfolioId: v.id("portfolios"),
    /** The portfolio's owner, kept so the owner's deletion finds every membership. */
    ownerId: v.id("users"),
    userId: v.id("users"),
    role: memberRoleValidator,
    addedAt: v.number(),
  })
    .index("by_portfolioId_and_userId", ["portfolioId", "userId"])
    .index("by_userId", ["userId"])
    .index("by_ownerId", ["ownerId"]),

  /**
   * An invitation by email. Only the SHA-256 of its link's random token is stored, so nobody
   * reading the database (or a backup) can accept it; it is marked used once and expires. Used
   * and expired ones are deleted INVITATION_KEPT_MS after their expiry (members:purgeInvitations),
   * their link saying why it no longer works until then.
   */
  portfolioInvitations: defineTable({
    portfolioId: v.id("portfolios"),
    ownerId: v.id("users"),
    email: v.string(),
    role: memberRoleValidator,
    tokenHash: v.string(),
    createdAt: v.number(),
    expiresAt: v.number(),
    /** Set when accepted: the link never works again. */
    usedAt: v.optional(v.number()),
  })
    .index("by_tokenHash", ["tokenHash"])
    .index("by_portfolioId_and_email", ["portfolioId", "email"])
    // An owner has one portfolio: the pending ones (usedAt missing) by expiry, read without the portfolio's row.
    .index("by_ownerId_and_usedAt_and_expiresAt", ["ownerId", "usedAt", "expiresAt"])
    .index("by_expiresAt", ["expiresAt"]),
};
