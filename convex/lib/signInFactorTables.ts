import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Passkeys and two-factor codes (convex/passkeys.ts, convex/twoFactor.ts), spread into schema.ts.
 * Nothing here is returned by a public query except the owner's own passkey names and dates.
 */
export const signInFactorTables = {
  /** A WebAuthn credential of an account: its public key and signature counter. */
  passkeys: defineTable({
    userId: v.id("users"),
    /** The credential id, base64url (what the browser answers with). */
    credentialId: v.string(),
    /** The COSE public key, base64url. */
    publicKey: v.string(),
    /** The authenticator's signature counter; a sign-in must bring a bigger one (when it counts). */
    counter: v.number(),
    transports: v.optional(v.array(v.string())),
    name: v.string(),
    createdAt: v.number(),
    lastUsedAt: v.optional(v.number()),
  })
    .index("by_credentialId", ["credentialId"])
    .index("by_userId", ["userId"]),

  /**
   * A WebAuthn challenge handed out and not yet answered: single use (deleted by the answer) and
   * short-lived. `register` belongs to a signed-in account, `signUp` to the email being signed up.
   */
  passkeyChallenges: defineTable({
    challenge: v.string(),
    purpose: v.union(v.literal("register"), v.literal("signIn"), v.literal("signUp")),
    userId: v.optional(v.id("users")),
    email: v.optional(v.string()),
    expiresAt: v.number(),
  }).index("by_expiresAt", ["expiresAt"]),

  /**
   * An account's authenticator-app secret: pending (`enabledAt` unset) until a first code
   * confirms it. `lastStep` is the time step of the last code accepted: none is accepted twice.
   */
  twoFactorSecrets: defineTable({
    userId: v.id("users"),
    secret: v.string(),
    enabledAt: v.optional(v.number()),
    lastStep: v.optional(v.number()),
  }).index("by_userId", ["userId"]),

  /** Single-use recovery codes, by SHA-256 only (the codes are shown once). */
  recoveryCodes: defineTable({
    userId: v.id("users"),
    codeHash: v.string(),
    usedAt: v.optional(v.number()),
  }).index("by_userId_and_codeHash", ["userId", "codeHash"]),

  /**
   * A password sign-in waiting for its second step: the right password was given, a code is
   * still owed. Only the ticket's hash is kept; short-lived, deleted when used.
   */
  twoFactorTickets: defineTable({
    userId: v.id("users"),
    ticketHash: v.string(),
    expiresAt: v.number(),
  })
    .index("by_ticketHash", ["ticketHash"])
    .index("by_expiresAt", ["expiresAt"]),
};
