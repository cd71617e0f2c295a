import { ConvexCredentials, type ConvexCredentialsUserConfig } from "@convex-dev/auth/providers/ConvexCredentials";
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import type { MutationCtx } from "./_generated/server";
import type { Id } from "./_generated/dataModel";
import { appError } from "./model/errors";
import { PASSWORD_MIN_LENGTH } from "./model/limits";
import { isEmail, normalizeEmail } from "./model/validation";
import { ensurePortfolio } from "./lib/portfolioRows";

const basePassword = Password({
  profile(params) {
    const email = normalizeEmail(String(params.email ?? ""));
    if (!isEmail(email)) throw appError("auth/invalid-email", "Enter a valid email address.");
    return { email };
  },
  validatePasswordRequirements(password) {
    if (!password || password.length < PASSWORD_MIN_LENGTH) {
      throw appError("auth/weak-password", `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
    }
  },
});

/**
 * Convex Auth reports failures as plain Errors whose text tells an unknown email from a wrong
 * password. Map them to coded ConvexErrors with one message for both, so nobody can probe
 * which emails have accounts, and the client gets a readable text instead of a stack trace.
 */
function toAuthError(error: unknown): unknown {
  if (error instanceof ConvexError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/InvalidAccountId|InvalidSecret|Invalid credentials/.test(text)) {
    return appError("auth/invalid-credential", "Invalid email or password.");
  }
  if (/TooManyFailedAttempts/.test(text)) {
    return appError("auth/too-many-requests", "Too many failed attempts. Please wait a few minutes and try again.");
  }
  if (/already exists/.test(text)) {
    return appError("auth/email-already-in-use", "An account with this email already exists. Log in instead.");
  }
  return error;
}

// Convex Auth reads a provider's settings from `options`; rebuild the provider with a wrapped authorize.
const passwordOptions = (basePassword as unknown as { options: ConvexCredentialsUserConfig }).options;
const password = ConvexCredentials({
  ...passwordOptions,
  authorize: async (params, ctx) => {
    try {
      return await passwordOptions.authorize(params, ctx);
    } catch (error) {
      throw toAuthError(error);
    }
  },
});

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [password],
  callbacks: {
    async afterUserCreatedOrUpdated(ctx, { userId, existingUserId }) {
      if (existingUserId !== null) return;
      const mutationCtx = ctx as unknown as MutationCtx;
      await mutationCtx.db.patch("users", userId as Id<"users">, { plan: "free" });
      // Spec: the portfolio document is created, unpublished, when it is missing.
      await ensurePortfolio(mutationCtx, userId as Id<"users">);
    },
  },
});
