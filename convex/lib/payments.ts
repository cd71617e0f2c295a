import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../model/errors";
import { DAY_MS, TRIAL_DAYS, trialRefusal, type PaidPlan, type Plan } from "../model/plans";
import { subscriptionPlan, type Subscription } from "../model/subscription";
import { refreshSitemapEntry } from "./sitemapEntries";
import { emailHadTrial, rememberTrial } from "./trials";

/**
 * How plans change hands: the one interface the app's functions call (billing.ts, users.ts,
 * subscriptions.ts): a free trial (one per account and email address, no card), an operator's
 * change, and a paid subscription as the processor reports it (Stripe's verified webhook:
 * stripeWebhook.ts; checkout and portal: subscriptions.ts). See the README's "Plans and payments".
 */
export interface PaymentProvider {
  /** Starts the account's free trial of `plan`; refused when the account or its email address had one, or it already has the plan. */
  startTrial(ctx: MutationCtx, user: Doc<"users">, plan: PaidPlan, now: number): Promise<{ endsAt: number }>;
  /** Sets the account's own plan (an operator now; a processor's webhook later). */
  setPlan(ctx: MutationCtx, user: Doc<"users">, plan: Plan, source: "operator" | "payment"): Promise<void>;
  /** Ends a running trial: the plan in effect falls back to the account's own. */
  endTrial(ctx: MutationCtx, user: Doc<"users">, now: number): Promise<void>;
  /** Records the paid subscription's new state; the account's own plan follows it (Free once it ends). */
  applySubscription(ctx: MutationCtx, user: Doc<"users">, subscription: Subscription): Promise<void>;
}

export const provider: PaymentProvider = {
  async startTrial(ctx, user, plan, now) {
    const refusal = trialRefusal(user, plan, await emailHadTrial(ctx, user));
    if (refusal) throw appError(refusal.code, refusal.message);
    await rememberTrial(ctx, user, now);
    const endsAt = now + TRIAL_DAYS * DAY_MS;
    await ctx.db.patch("users", user._id, { trial: { plan, startedAt: now, endsAt }, trialEndsAt: endsAt });
    // Custom domains may serve again, and the sitemap follows them.
    await refreshSitemapEntry(ctx, user._id);
    return { endsAt };
  },
  async setPlan(ctx, user, plan) {
    await ctx.db.patch("users", user._id, { plan });
    await refreshSitemapEntry(ctx, user._id);
  },
  async endTrial(ctx, user, now) {
    if (!user.trial || user.trial.endedAt !== undefined) return;
    await ctx.db.patch("users", user._id, { trial: { ...user.trial, endedAt: now }, trialEndsAt: undefined });
    // Custom domains pause without a plan that includes them; the published page stays as it is.
    await refreshSitemapEntry(ctx, user._id);
  },
  async applySubscription(ctx, user, subscription) {
    const graceEndsAt = subscription.status === "past_due" ? subscription.graceEndsAt : undefined;
    await ctx.db.patch("users", user._id, { subscription, graceEndsAt });
    const plan = subscriptionPlan(subscription);
    // What lapses follows the trial's rules: planInEffect reads the own plan, nothing published is touched.
    if (plan !== (user.plan ?? "free")) await provider.setPlan(ctx, user, plan, "payment");
  },
};

/** The provider this deployment uses. */
export const payments: PaymentProvider = provider;
