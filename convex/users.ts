import { v } from "convex/values";
import { internalMutation, internalQuery, query } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { ensurePortfolio } from "./lib/portfolioRows";
import { imageSource } from "./lib/images";
import { requireOwnUpload } from "./lib/uploads";
import { payments } from "./lib/payments";
import { accountPlan } from "./lib/accountPlan";
import { isEmailConfirmed, passwordAccountFor, pendingChange, sendConfirmation } from "./lib/emailConfirmations";
import { APP_LANGUAGES, appLanguageOf, isAppLanguage } from "./model/appLanguages";
import { accountFieldsOf, accountFieldsValidator, validateAccount } from "./model/account";
import { appError } from "./model/errors";
import { planValidator } from "./model/plans";
import { normalizeEmail } from "./model/validation";

/** The signed-in user's own profile, or null for a signed-out caller. */
export const current = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    return {
      uid: user._id,
      ...accountFieldsOf(user),
      displayName: user.name || user.email || "",
      emailConfirmed: isEmailConfirmed(user),
      pendingEmail: await pendingChange(ctx, user),
      ...(await accountPlan(ctx, user)),
      photo: user.photoId ? await imageSource(ctx, user.photoId) : null,
      language: isAppLanguage(user.language) ? user.language : null,
    };
  },
});

/**
 * Spec: at login the user's portfolio document is created if it is missing. Sign-up creates it
 * already; this covers accounts made before that, and is safe to call on every login.
 */
export const ensureProfile = authedMutation({
  args: {},
  handler: async (ctx) => {
    await ensurePortfolio(ctx, ctx.user._id);
    return null;
  },
});

/**
 * Updates the account fields. The email is also the sign-in email, so a new one is not set here:
 * a link is mailed to it (lib/emailConfirmations.ts) and it takes effect when the link is used
 * (emailConfirmations:confirm). Refused when another account already uses that email. Returns the
 * address waiting for its link, if any.
 */
export const updateAccount = authedMutation({
  args: { fields: accountFieldsValidator },
  handler: async (ctx, { fields }) => {
    const errors = validateAccount(fields);
    if (Object.keys(errors).length > 0) {
      throw appError("validation/invalid", "Please correct the highlighted fields.", { fields: errors });
    }
    const email = normalizeEmail(fields.email);
    const pending = await pendingChange(ctx, ctx.user);
    if (email !== ctx.user.email && email !== pending) {
      if ((await passwordAccountFor(ctx, email)) !== null) {
        throw appError("auth/email-already-in-use", "Another account already uses this email.", {
          fields: { email: "Another account already uses this email." },
        });
      }
      await sendConfirmation(ctx, ctx.user._id, email, "change");
    }
    await ctx.db.patch("users", ctx.user._id, {
      name: fields.name.trim(),
      phone: fields.phone.trim(),
      dob: fields.dob,
      gender: fields.gender,
      address: fields.address.trim(),
    });
    return { pendingEmail: email === ctx.user.email ? pending : email };
  },
});

/** The app's language for the caller's own account (the chooser on the account page): a new device and the mails use it. */
export const setLanguage = authedMutation({
  args: { language: v.union(...APP_LANGUAGES.map((language) => v.literal(language))) },
  handler: async (ctx, { language }) => {
    await ctx.db.patch("users", ctx.user._id, { language });
    return null;
  },
});

/** The language to write to an address in (its account's setting, English when none): mails sent from actions. */
export const languageForEmail = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", normalizeEmail(email)))
      .first();
    return appLanguageOf(user?.language);
  },
});

/** Sets (or clears) the profile photo; the file must be one of the caller's uploads. */
export const setPhoto = authedMutation({
  args: { storageId: v.union(v.id("_storage"), v.null()) },
  handler: async (ctx, { storageId }) => {
    if (storageId !== null) await requireOwnUpload(ctx, ctx.user._id, storageId);
    await ctx.db.patch("users", ctx.user._id, { photoId: storageId ?? undefined });
    return storageId === null ? null : await imageSource(ctx, storageId);
  },
});

/**
 * An operator sets an account's own plan from the command line, through the payment provider
 * (lib/payments.ts), e.g. `npx convex run users:setPlan '{"email":"a@b.co","plan":"pro"}'`.
 */
export const setPlan = internalMutation({
  args: { email: v.string(), plan: planValidator },
  handler: async (ctx, { email, plan }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", normalizeEmail(email)))
      .unique();
    if (user === null) throw appError("auth/forbidden", `No user with email ${email}.`);
    // Custom domains pause without a plan that includes them, and the sitemap follows (in the provider).
    await payments.setPlan(ctx, user, plan, "operator");
    return user._id;
  },
});
