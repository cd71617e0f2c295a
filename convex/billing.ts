import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { authedMutation } from "./lib/functions";
import { payments } from "./lib/payments";
import { changeSubscription } from "./subscriptions";
import { appLanguageOf } from "./model/appLanguages";
import { trialEndedMail, trialEndingMail } from "./model/billingMail";
import { DAY_MS, paidPlanValidator, TRIAL_REMINDER_DAYS } from "./model/plans";

/**
 * Plans over time: the caller's free trial, and the sweep that reminds before a trial ends and
 * ends it (the plan in effect falls back to the account's own; nothing published changes).
 * Plans change only through the payment provider (lib/payments.ts).
 */

/** Starts the caller's 14-day free trial of Pro or Business: one per account, no card. */
export const startTrial = authedMutation({
  args: { plan: paidPlanValidator },
  handler: async (ctx, { plan }) => {
    return await payments.startTrial(ctx, ctx.user, plan, Date.now());
  },
});

/** How long applied webhook event ids are kept: Stripe retries a delivery for up to three days. */
const PROCESSED_EVENT_DAYS = 30;

/** Trials one sweep handles at most; a full batch schedules the next one at once. */
const SWEEP_BATCH = 100;

// eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, for links in mails
const appUrl = () => (process.env.SITE_URL ?? "").replace(/\/+$/, "");

/**
 * Every 15 minutes (crons.ts): ends the trials that are over (with a mail), mails the ones
 * ending within TRIAL_REMINDER_DAYS, once, ends past-due subscriptions after their grace and
 * forgets old webhook event ids. `now` lets an operator (or a test) sweep as of another
 * time; the cron passes nothing.
 */
export const sweep = internalMutation({
  args: { now: v.optional(v.number()) },
  handler: async (ctx, args) => {
    const now = args.now ?? Date.now();
    const ended = await ctx.db
      .query("users")
      .withIndex("by_trialEndsAt", (q) => q.gt("trialEndsAt", 0).lte("trialEndsAt", now))
      .take(SWEEP_BATCH);
    for (const user of ended) {
      const plan = user.trial?.plan;
      await payments.endTrial(ctx, user, now);
      if (plan && user.email)
        await ctx.scheduler.runAfter(0, internal.mail.send, trialEndedMail(user.email, plan, appUrl(), user.plan, appLanguageOf(user.language)));
    }
    const ending = await ctx.db
      .query("users")
      .withIndex("by_trialEndsAt", (q) => q.gt("trialEndsAt", now).lte("trialEndsAt", now + TRIAL_REMINDER_DAYS * DAY_MS))
      .take(SWEEP_BATCH);
    for (const user of ending) {
      if (!user.trial || user.trial.remindedAt !== undefined) continue;
      await ctx.db.patch("users", user._id, { trial: { ...user.trial, remindedAt: now } });
      if (user.email)
        await ctx.scheduler.runAfter(
          0,
          internal.mail.send,
          trialEndingMail(user.email, user.trial.plan, user.trial.endsAt, appUrl(), appLanguageOf(user.language)),
        );
    }
    // Past-due subscriptions whose grace is over: the account moves to Free, as at a trial's end.
    const lapsed = await ctx.db
      .query("users")
      .withIndex("by_graceEndsAt", (q) => q.gt("graceEndsAt", 0).lte("graceEndsAt", now))
      .take(SWEEP_BATCH);
    for (const user of lapsed) {
      if (user.subscription?.status === "past_due") await changeSubscription(ctx, user, { ...user.subscription, status: "canceled", graceEndsAt: undefined });
      else await ctx.db.patch("users", user._id, { graceEndsAt: undefined });
    }
    // Applied webhook event ids, forgotten once Stripe can no longer send them again.
    const old = await ctx.db
      .query("processedEvents")
      .withIndex("by_receivedAt", (q) => q.lt("receivedAt", now - PROCESSED_EVENT_DAYS * DAY_MS))
      .take(SWEEP_BATCH);
    for (const row of old) await ctx.db.delete("processedEvents", row._id);
    if (ended.length === SWEEP_BATCH || lapsed.length === SWEEP_BATCH || old.length === SWEEP_BATCH) {
      await ctx.scheduler.runAfter(0, internal.billing.sweep, args);
    }
    return { ended: ended.length, lapsed: lapsed.length };
  },
});
