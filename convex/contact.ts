import { v, type Validator } from "convex/values";
import { internalMutation, mutation } from "./_generated/server";
import { currentUser } from "./lib/functions";
import { rateLimiter, type RateLimitName } from "./lib/rateLimits";
import { appError } from "./model/errors";
import { validateContactMessage, type ContactMessage } from "./model/contact";
import { normalizeEmail } from "./model/validation";

const contactMessageValidator = v.object({
  name: v.string(),
  email: v.string(),
  phno: v.string(),
  message: v.string(),
}) satisfies Validator<ContactMessage, "required", string>;

/** The contact form: anyone may send, within the limits of lib/rateLimits.ts (per email, in all, per account). */
export const send = mutation({
  args: contactMessageValidator,
  handler: async (ctx, input) => {
    const errors = validateContactMessage(input);
    if (Object.keys(errors).length > 0) {
      throw appError("validation/invalid", "Please correct the highlighted fields.", { fields: errors });
    }
    const email = normalizeEmail(input.email);
    const now = Date.now();
    const userId = (await currentUser(ctx))?._id ?? null;
    // A new sender email costs nothing, so the form as a whole has an allowance too (and a
    // signed-in sender their own), checked before any is spent.
    const limits: { name: RateLimitName; key?: string }[] = [
      { name: "contactPerEmail", key: email },
      { name: "contactAll" },
      ...(userId === null ? [] : [{ name: "contactPerAccount" as const, key: userId }]),
    ];
    for (const { name, key } of limits) {
      if (!(await rateLimiter.check(ctx, name, { key })).ok) {
        throw appError("contact/rate-limited", "You have sent several messages recently. Please try again in a few minutes.");
      }
    }
    for (const { name, key } of limits) await rateLimiter.limit(ctx, name, { key });
    await ctx.db.insert("contactMessages", {
      name: input.name.trim(),
      email,
      phno: input.phno.trim(),
      message: input.message.trim(),
      userId,
      createdAt: now,
    });
    return null;
  },
});

/** Messages are kept for 180 days; the cron below removes older ones in small batches. */
export const RETENTION_MS = 180 * 24 * 60 * 60 * 1000;

export const purgeOld = internalMutation({
  args: {},
  handler: async (ctx) => {
    const old = await ctx.db
      .query("contactMessages")
      .withIndex("by_createdAt", (q) => q.lt("createdAt", Date.now() - RETENTION_MS))
      .take(200);
    for (const message of old) await ctx.db.delete("contactMessages", message._id);
    return old.length;
  },
});
