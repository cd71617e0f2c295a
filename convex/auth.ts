import { ConvexCredentials, type ConvexCredentialsUserConfig } from "@convex-dev/auth/providers/ConvexCredentials";
import { Email } from "@convex-dev/auth/providers/Email";
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError, type Value } from "convex/values";
import { internal } from "./_generated/api";
import type { ActionCtx, MutationCtx } from "./_generated/server";
import type { Id } from "./_generated/dataModel";
import { requireNewPassword } from "./lib/passwordCheck";
import { DUMMY_PASSWORD_HASH, passwordCrypto, passwordHasher } from "./lib/passwordHash";
import { isEmailConfirmed, sendSignUpConfirmation } from "./lib/emailConfirmations";
import { storeWithOAuthRules } from "./lib/oauthAccounts";
import { oauthProviders } from "./lib/oauthProviders";
import { ensurePortfolio } from "./lib/portfolioRows";
import { passkeyProvider, requireNoSecondFactor, twoFactorStep } from "./lib/passkeyProvider";
import { tooManyAttemptsMessage } from "./lib/rateLimits";
import { appError } from "./model/errors";
import { PASSWORD_MAX_LENGTH } from "./model/limits";
import { passwordRuleError } from "./model/password";
import { RESET_CODE_MINUTES, resetCodeMail } from "./model/mail";
import { isAppLanguage } from "./model/appLanguages";
import { isEmail, normalizeEmail } from "./model/validation";

const invalidCredential = () => appError("auth/invalid-credential", "Invalid email or password.");
const invalidCode = () => appError("auth/invalid-code", "That code is wrong or has expired. Request a new one.");

/** Eight random digits: easy to type from a mail, and Convex Auth allows few wrong tries per email. */
function randomDigits(count: number): string {
  const bytes = crypto.getRandomValues(new Uint32Array(count));
  return Array.from(bytes, (n) => String(n % 10)).join("");
}

/** The emailed code of "Forgot password?"; the mail itself is sent by mail.ts, after this request. */
const resetByEmail = Email({
  id: "password-reset",
  maxAge: RESET_CODE_MINUTES * 60,
  generateVerificationToken: async () => randomDigits(8),
  // Convex Auth passes the action ctx as a second argument its types do not declare.
  sendVerificationRequest: async ({ identifier, token }: { identifier: string; token: string }, ctx?: unknown) => {
    const language = await (ctx as ActionCtx).runQuery(internal.users.languageForEmail, { email: identifier });
    await (ctx as ActionCtx).scheduler.runAfter(0, internal.mail.send, resetCodeMail(identifier, token, language));
  },
});

const basePassword = Password({
  profile(params) {
    const email = normalizeEmail(String(params.email ?? ""));
    if (!isEmail(email)) throw appError("auth/invalid-email", "Enter a valid email address.");
    // The language the person signed up in (the app's, at the time) speaks to them from then on: mails, new devices.
    const profile: { email: string; language?: string } = { email };
    if (isAppLanguage(params.language)) profile.language = params.language;
    return profile;
  },
  // The synchronous rules; the dictionary check runs before, in `authorize` below.
  validatePasswordRequirements(password) {
    const error = passwordRuleError(password);
    if (error !== null) throw appError("auth/weak-password", error);
  },
  reset: resetByEmail,
  crypto: passwordCrypto,
});
const passwordOptions = (basePassword as unknown as { options: ConvexCredentialsUserConfig }).options;

/**
 * Sign-in does the same work and gives the same answer whether or not the email has an
 * account: one throttle lookup, one hash check (against a dummy hash when there is no
 * account), one recorded outcome.
 */
async function signInWithPassword(ctx: ActionCtx, email: string, password: Value | undefined, device: Value | undefined) {
  // Refusals that do not depend on whether an account exists need no hashing to look alike.
  if (!isEmail(email) || typeof password !== "string" || password === "" || password.length > PASSWORD_MAX_LENGTH) throw invalidCredential();
  const deviceToken = typeof device === "string" && device.length <= 128 ? device : undefined;
  const attempt = await ctx.runQuery(internal.credentials.beginSignIn, { email, deviceToken });
  if (attempt.waitMs > 0) throw appError("auth/too-many-requests", tooManyAttemptsMessage(attempt.waitMs));
  const matches = await passwordHasher.verify(password, attempt.account?.secret ?? DUMMY_PASSWORD_HASH);
  const ok = matches && attempt.account !== null;
  await ctx.runMutation(internal.credentials.recordAttempt, { key: attempt.key, ok });
  if (!ok || attempt.account === null) throw invalidCredential();
  await requireNoSecondFactor(ctx, attempt.account.userId);
  return { userId: attempt.account.userId };
}

/** Convex Auth's plain Errors, as coded ConvexErrors with readable text. */
function toAuthError(error: unknown, flow: Value | undefined): unknown {
  if (error instanceof ConvexError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (flow === "reset-verification" && /Invalid code|InvalidAccountId|Could not verify/.test(text)) return invalidCode();
  if (/already exists/.test(text)) {
    return appError("auth/email-already-in-use", "An account with this email already exists. Log in instead.");
  }
  if (/InvalidAccountId|InvalidSecret|Invalid credentials/.test(text)) return invalidCredential();
  return error;
}

const password = ConvexCredentials({
  ...passwordOptions,
  authorize: async (params, genericCtx) => {
    const ctx = genericCtx as unknown as ActionCtx;
    const email = normalizeEmail(String(params.email ?? ""));
    const normalized = { ...params, email };
    try {
      switch (params.flow) {
        case "signIn":
          return await signInWithPassword(ctx, email, params.password, params.device);
        case "signUp":
          // Counted before any hashing: per address and from everyone together.
          if (isEmail(email)) {
            const refusal = await ctx.runMutation(internal.credentials.takeSignUpSlot, { email });
            if (refusal !== null) throw appError("auth/too-many-requests", tooManyAttemptsMessage(refusal.waitMs, refusal.what));
          }
          await requireNewPassword(params.password, email);
          await ctx.runMutation(internal.account.releaseClosedAccount, { email });
          break;
        case "reset":
          // Same answer for an email without an account: nothing tells them apart.
          if (!isEmail(email)) throw appError("auth/invalid-email", "Enter a valid email address.");
          {
            const waitMs = await ctx.runMutation(internal.credentials.takeResetSlot, { email });
            if (waitMs > 0) throw appError("auth/too-many-requests", tooManyAttemptsMessage(waitMs, "code requests"));
          }
          if (!(await ctx.runQuery(internal.credentials.hasAccount, { email }))) return null;
          break;
        case "reset-verification":
          await requireNewPassword(params.newPassword, email);
          break;
        case "two-factor":
          return await twoFactorStep(ctx, params);
        default:
          throw appError("validation/invalid", "Unknown sign-in flow.");
      }
      const result = await passwordOptions.authorize(normalized, genericCtx);
      if (params.flow === "reset-verification" && result !== null) {
        await ctx.runMutation(internal.credentials.forgetDevices, { userId: result.userId as Id<"users"> });
        // A mailed code is one factor: with two-factor on, the new password still needs a code.
        if (await ctx.runQuery(internal.twoFactor.isOn, { userId: result.userId as Id<"users"> })) {
          throw appError("auth/two-factor-required", "Your password was changed. Log in with it and a code from your authenticator app.");
        }
      }
      return result;
    } catch (error) {
      throw toAuthError(error, params.flow);
    }
  },
});

export const {
  auth,
  signIn,
  signOut,
  store: convexAuthStore,
  isAuthenticated,
} = convexAuth({
  // "Continue with GitHub / Google" when their environment variables are set (lib/oauthProviders.ts).
  providers: [password, passkeyProvider, ...oauthProviders()],
  callbacks: {
    async afterUserCreatedOrUpdated(ctx, { userId, existingUserId }) {
      if (existingUserId !== null) return;
      const mutationCtx = ctx as unknown as MutationCtx;
      await mutationCtx.db.patch("users", userId as Id<"users">, { plan: "free" });
      // Spec: the portfolio document is created, unpublished, when it is missing.
      await ensurePortfolio(mutationCtx, userId as Id<"users">);
      // Signed in at once (spec), the address unconfirmed until its mailed link is used.
      const user = await mutationCtx.db.get("users", userId as Id<"users">);
      // An address a provider verified (OAuth) is confirmed already.
      if (user?.email && !isEmailConfirmed(user)) await sendSignUpConfirmation(mutationCtx, user._id, user.email);
    },
  },
});

/** Convex Auth's store with the account-linking rules of OAuth sign-ins in front (lib/oauthAccounts.ts). */
export const store = storeWithOAuthRules(convexAuthStore);
