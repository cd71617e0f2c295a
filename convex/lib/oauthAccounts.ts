import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import { internalMutation, type MutationCtx } from "../_generated/server";
import { signUpRefusal } from "../credentials";
import type { OAuthRefusal } from "../model/oauth";
import { isEmail, normalizeEmail } from "../model/validation";

/**
 * Who an OAuth sign-in is, decided before Convex Auth writes anything. Convex Auth's own rule
 * would link a provider's verified email to any account whose address is confirmed; an account
 * with a password must not be taken over that way (whoever made it may not own the address, and
 * whoever owns the address must not walk into someone else's account), so:
 * - a provider account already linked signs in to its account;
 * - started from a signed-in session (the account page's "Link"), it is linked to that account;
 * - an email already used here is refused with the way to link, except an account with no
 *   password whose address a provider verified (the same person, proven twice by providers);
 * - otherwise a new account, under the sign-up limits, its address confirmed only when the
 *   provider says it is verified.
 * The browser is told why a sign-in was refused by a verification "code" that is no code
 * (REFUSED_PREFIX + reason), which the callback route (oauthHttp.ts) turns into a readable page.
 */

export const REFUSED_PREFIX = "refused:";

type UserOAuthArgs = {
  type: "userOAuth";
  provider: string;
  providerAccountId: string;
  profile: Record<string, unknown>;
  signature: string;
};

type Decision = { kind: "refuse"; refusal: OAuthRefusal } | { kind: "proceed"; profile: Record<string, unknown> };

/** The profile Convex Auth gets for an existing account: nothing to copy onto it. */
const KEEP_ACCOUNT = { emailVerified: false };

/** The signed-in account that started this sign-in, if its session is still valid. */
async function linkingUser(ctx: MutationCtx, signature: string): Promise<Id<"users"> | null> {
  const verifier = await ctx.db
    .query("authVerifiers")
    .withIndex("signature", (q) => q.eq("signature", signature))
    .unique();
  if (verifier?.sessionId === undefined) return null;
  const session = await ctx.db.get("authSessions", verifier.sessionId);
  return session !== null && session.expirationTime > Date.now() ? session.userId : null;
}

const accountOf = (ctx: MutationCtx, userId: Id<"users">, provider: string) =>
  ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId).eq("provider", provider))
    .first();

async function link(ctx: MutationCtx, userId: Id<"users">, { provider, providerAccountId }: UserOAuthArgs): Promise<Decision> {
  if ((await accountOf(ctx, userId, provider)) !== null) return { kind: "refuse", refusal: "already-linked" };
  // Convex Auth then finds this account and signs in to its user.
  await ctx.db.insert("authAccounts", { userId, provider, providerAccountId });
  return { kind: "proceed", profile: KEEP_ACCOUNT };
}

/** Whether a provider may join this existing account on its verified email alone. */
async function joinsByVerifiedEmail(ctx: MutationCtx, owner: Doc<"users">, emailVerified: boolean) {
  return emailVerified && owner.emailVerificationTime !== undefined && (await accountOf(ctx, owner._id, "password")) === null;
}

export async function decideOAuthSignIn(ctx: MutationCtx, args: UserOAuthArgs): Promise<Decision> {
  const existing = await ctx.db
    .query("authAccounts")
    .withIndex("providerAndAccountId", (q) => q.eq("provider", args.provider).eq("providerAccountId", args.providerAccountId))
    .unique();
  const linkTo = await linkingUser(ctx, args.signature);
  if (linkTo !== null) {
    if (existing !== null) return existing.userId === linkTo ? { kind: "proceed", profile: KEEP_ACCOUNT } : { kind: "refuse", refusal: "linked-elsewhere" };
    return await link(ctx, linkTo, args);
  }
  if (existing !== null) return { kind: "proceed", profile: KEEP_ACCOUNT };

  const email = typeof args.profile.email === "string" ? normalizeEmail(args.profile.email) : "";
  if (!isEmail(email)) return { kind: "refuse", refusal: "no-email" };
  const emailVerified = args.profile.emailVerified === true;
  const owner = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .first();
  if (owner !== null) {
    return (await joinsByVerifiedEmail(ctx, owner, emailVerified)) ? await link(ctx, owner._id, args) : { kind: "refuse", refusal: "account-exists" };
  }
  if ((await signUpRefusal(ctx, email)) !== null) return { kind: "refuse", refusal: "too-many" };
  const name = typeof args.profile.name === "string" ? args.profile.name.trim().slice(0, 100) : "";
  return { kind: "proceed", profile: { email, emailVerified, ...(name ? { name } : {}) } };
}

/** Convex Auth's internal mutation, as registered (convex-test and the runtime call `_handler`). */
type StoreFunction = { _handler: (ctx: MutationCtx, args: { args: Record<string, unknown> }) => Promise<unknown> };

/**
 * Convex Auth's `store` with the decision above in front of its OAuth step; every other step
 * (verifiers, codes, sessions, refresh) goes straight through. Convex Auth calls it by name
 * ("auth:store"), so convex/auth.ts exports this in its place.
 */
export function storeWithOAuthRules(store: unknown) {
  const inner = store as StoreFunction;
  return internalMutation({
    // Convex Auth's own validator for these arguments is not exported; its handler checks them.
    args: { args: v.any() },
    handler: async (ctx, { args }: { args: Record<string, unknown> }) => {
      if (args.type !== "userOAuth") return await inner._handler(ctx, { args });
      const oauthArgs = args as UserOAuthArgs;
      const decision = await decideOAuthSignIn(ctx, oauthArgs);
      if (decision.kind === "proceed") return await inner._handler(ctx, { args: { ...oauthArgs, profile: decision.profile } });
      // The sign-in attempt is over: its verifier cannot be used again.
      const verifier = await ctx.db
        .query("authVerifiers")
        .withIndex("signature", (q) => q.eq("signature", oauthArgs.signature))
        .unique();
      if (verifier !== null) await ctx.db.delete("authVerifiers", verifier._id);
      return `${REFUSED_PREFIX}${decision.refusal}`;
    },
  });
}
