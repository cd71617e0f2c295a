import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import { createAccount } from "@convex-dev/auth/server";
import type { Value } from "convex/values";
import { internal } from "../_generated/api";
import type { ActionCtx } from "../_generated/server";
import type { Id } from "../_generated/dataModel";
import { appError } from "../model/errors";
import { tooManyAttemptsMessage } from "./rateLimits";
import { unwrap } from "./signInFactors";

const text = (value: Value | undefined) => (typeof value === "string" && value.length <= 64_000 ? value : "");

/**
 * Convex Auth's provider for passkeys (convex/passkeys.ts checks them): `signIn` with a
 * challenge id and the browser's answer, or `signUp` likewise (the email came with the
 * challenge). A passkey with user verification is two factors in itself: no code is asked.
 */
export const passkeyProvider = ConvexCredentials({
  id: "passkey",
  authorize: async (params, genericCtx): Promise<{ userId: Id<"users"> }> => {
    const ctx = genericCtx as unknown as ActionCtx;
    const args = { challengeId: text(params.challengeId), response: text(params.response) };
    if (params.flow === "signIn") return unwrap(await ctx.runMutation(internal.passkeys.checkSignIn, args));
    if (params.flow !== "signUp") throw appError("validation/invalid", "Unknown sign-in flow.");
    const { email, credential } = unwrap(await ctx.runMutation(internal.passkeys.checkSignUp, args));
    const refusal = await ctx.runMutation(internal.credentials.takeSignUpSlot, { email });
    if (refusal !== null) throw appError("auth/too-many-requests", tooManyAttemptsMessage(refusal.waitMs, refusal.what));
    const { user }: { user: { _id: string } } = await createAccount(genericCtx, {
      provider: "passkey",
      account: { id: credential.credentialId },
      profile: { email },
    });
    await ctx.runMutation(internal.passkeys.storeFirst, { userId: user._id as Id<"users">, ...credential });
    return { userId: user._id as Id<"users"> };
  },
});

/**
 * After the right password: throws `auth/two-factor-required` with a ticket when the account
 * has two-factor on (the second step sends the ticket and a code: `twoFactorStep`).
 */
export async function requireNoSecondFactor(ctx: ActionCtx, userId: Id<"users">): Promise<void> {
  const ticket = await ctx.runMutation(internal.twoFactor.openTicket, { userId });
  if (ticket !== null) {
    throw appError("auth/two-factor-required", "Enter the 6-digit code from your authenticator app, or one of your recovery codes.", { ticket });
  }
}

/** The Password provider's `two-factor` flow: a ticket from the first step and a code. */
export async function twoFactorStep(ctx: ActionCtx, params: Record<string, Value | undefined>): Promise<{ userId: Id<"users"> }> {
  return unwrap(await ctx.runMutation(internal.twoFactor.closeTicket, { ticket: text(params.ticket), code: text(params.code).slice(0, 64) }));
}
