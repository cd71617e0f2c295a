import { v } from "convex/values";
import { query } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { enabledOAuthProviderIds } from "./lib/oauthProviders";
import { appError } from "./model/errors";
import { isOAuthProviderId, OAUTH_PROVIDERS, oauthProviderName, type OAuthProviderId } from "./model/oauth";

/**
 * "Continue with GitHub / Google" for the pages: which providers this deployment offers, and an
 * account's sign-in methods (the account page links and unlinks them; linking itself is Convex
 * Auth's sign-in started while signed in, see lib/oauthAccounts.ts).
 */

/** The providers switched on (lib/oauthProviders.ts), for the login and signup pages' buttons. */
export const providers = query({
  args: {},
  handler: async () => enabledOAuthProviderIds().map((id) => ({ id, name: oauthProviderName(id) })),
});

/** The caller's ways in: a password, and each provider offered or linked. Null when signed out. */
export const methods = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const accounts = await ctx.db
      .query("authAccounts")
      .withIndex("userIdAndProvider", (q) => q.eq("userId", user._id))
      .take(20);
    const enabled = enabledOAuthProviderIds();
    return {
      password: accounts.some((account) => account.provider === "password"),
      providers: OAUTH_PROVIDERS.filter(({ id }) => enabled.includes(id) || accounts.some((account) => account.provider === id)).map(({ id, name }) => ({
        id,
        name,
        linked: accounts.some((account) => account.provider === id),
        enabled: enabled.includes(id),
      })),
    };
  },
});

/** Removes a linked provider, unless it is the account's last way in. */
export const unlink = authedMutation({
  args: { provider: v.string() },
  handler: async (ctx, { provider }) => {
    if (!isOAuthProviderId(provider)) throw appError("validation/invalid", "Unknown sign-in method.");
    const accounts = await ctx.db
      .query("authAccounts")
      .withIndex("userIdAndProvider", (q) => q.eq("userId", ctx.user._id))
      .take(20);
    const linked = accounts.filter((account) => account.provider === provider);
    const name = oauthProviderName(provider as OAuthProviderId);
    if (linked.length === 0) throw appError("validation/invalid", `${name} is not linked to your account.`);
    if (linked.length === accounts.length) {
      throw appError("validation/invalid", `${name} is the only way you sign in. Link another provider first, or keep ${name}.`);
    }
    for (const account of linked) await ctx.db.delete("authAccounts", account._id);
    return null;
  },
});
