import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { action, internalMutation, internalQuery, type ActionCtx, type MutationCtx } from "./_generated/server";
import { currentUser } from "./lib/functions";
import { payments } from "./lib/payments";
import { stripeClient, stripePrices } from "./lib/stripe";
import { appLanguageOf } from "./model/appLanguages";
import { subscriptionMail } from "./model/billingMail";
import { appError } from "./model/errors";
import { paidPlanValidator, planName } from "./model/plans";
import { applyReport, billingValidator, NO_PAYMENTS_MESSAGE, subscriptionStatusValidator, type Subscription } from "./model/subscription";

/**
 * Paid plans through Stripe: Checkout to subscribe, the customer portal to change plan, card or
 * cancel, and the webhook's events applied to the account (stripeWebhook.ts verifies them).
 * Without STRIPE_SECRET_KEY every call explains that this installation takes no payments.
 */

// eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL, where Stripe sends the person back
const appUrl = () => (process.env.SITE_URL ?? "").replace(/\/+$/, "");

/** The caller's billing details, for the actions (which have no database of their own). */
type Caller = { userId: Id<"users">; email?: string; customerId?: string; subscription: Subscription | null };

export const caller = internalQuery({
  args: {},
  handler: async (ctx): Promise<Caller | null> => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    return { userId: user._id, email: user.email, customerId: user.stripeCustomerId, subscription: user.subscription ?? null };
  },
});

async function requireCaller(ctx: ActionCtx): Promise<Caller> {
  const account = await ctx.runQuery(internal.subscriptions.caller);
  if (account === null) throw appError("auth/unauthenticated", "Please log in to continue.");
  return account;
}

function requireStripe() {
  const stripe = stripeClient();
  if (stripe === null) throw appError("billing/no-payments", NO_PAYMENTS_MESSAGE);
  return stripe;
}

/** Keeps the first Stripe customer made for an account (two checkouts at once make one extra, unused). */
export const saveCustomer = internalMutation({
  args: { userId: v.id("users"), customerId: v.string() },
  handler: async (ctx, { userId, customerId }) => {
    const user = await ctx.db.get("users", userId);
    if (!user) return customerId;
    if (user.stripeCustomerId) return user.stripeCustomerId;
    await ctx.db.patch("users", userId, { stripeCustomerId: customerId });
    return customerId;
  },
});

/**
 * Starts a Stripe Checkout for `plan` billed `billing`; returns the page to send the person to.
 * An account already paying goes to the customer portal instead (one subscription per account).
 */
export const checkout = action({
  args: { plan: paidPlanValidator, billing: billingValidator },
  handler: async (ctx, { plan, billing }): Promise<{ url: string }> => {
    const account = await requireCaller(ctx);
    const stripe = requireStripe();
    const price = stripePrices()[`${plan}:${billing}`];
    if (!price) throw appError("billing/no-price", `${planName(plan)} billed ${billing} is not offered on this installation yet. Please choose another.`);
    if (account.customerId && account.subscription && account.subscription.status !== "canceled") {
      const portal = await stripe.billingPortal.sessions.create({ customer: account.customerId, return_url: `${appUrl()}/dashboard` });
      return { url: portal.url };
    }
    let customerId = account.customerId;
    if (!customerId) {
      const customer = await stripe.customers.create({ email: account.email, metadata: { userId: account.userId } });
      customerId = await ctx.runMutation(internal.subscriptions.saveCustomer, { userId: account.userId, customerId: customer.id });
    }
    const metadata = { userId: account.userId, plan, billing };
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      client_reference_id: account.userId,
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${appUrl()}/dashboard?checkout=done`,
      cancel_url: `${appUrl()}/upgrade/${plan}`,
    });
    if (!session.url) throw new Error("Stripe returned a Checkout session without a URL.");
    return { url: session.url };
  },
});

/** Stripe's customer portal for the caller: change plan, card, cancel, invoices. */
export const portal = action({
  args: {},
  handler: async (ctx): Promise<{ url: string }> => {
    const account = await requireCaller(ctx);
    const stripe = requireStripe();
    if (!account.customerId) throw appError("billing/no-customer", "You have no paid subscription yet: choose a plan on the pricing page.");
    const session = await stripe.billingPortal.sessions.create({ customer: account.customerId, return_url: `${appUrl()}/dashboard` });
    return { url: session.url };
  },
});

const reportValidator = v.object({
  id: v.string(),
  plan: paidPlanValidator,
  billing: billingValidator,
  status: v.union(subscriptionStatusValidator, v.literal("incomplete")),
  periodEnd: v.optional(v.number()),
  cancelAtPeriodEnd: v.boolean(),
  createdAt: v.number(),
  eventAt: v.number(),
});

async function accountOf(ctx: MutationCtx, owner: { userId?: string; customerId?: string }): Promise<Doc<"users"> | null> {
  const userId = owner.userId ? ctx.db.normalizeId("users", owner.userId) : null;
  if (userId) {
    const user = await ctx.db.get("users", userId);
    if (user) return user;
  }
  if (!owner.customerId) return null;
  const customerId = owner.customerId;
  return await ctx.db
    .query("users")
    .withIndex("by_stripeCustomerId", (q) => q.eq("stripeCustomerId", customerId))
    .first();
}

/** Records a subscription change, with its mail. */
export async function changeSubscription(ctx: MutationCtx, user: Doc<"users">, next: Subscription): Promise<void> {
  const before = user.subscription ?? null;
  await payments.applySubscription(ctx, user, next);
  const mail = user.email && subscriptionMail(user.email, before, next, appUrl(), appLanguageOf(user.language));
  if (mail) await ctx.scheduler.runAfter(0, internal.mail.send, mail);
}

/**
 * Applies one verified webhook event, once: a delivery whose event id was applied already does
 * nothing; an event older than the state it would change is ignored (model/subscription.ts).
 */
export const applyEvent = internalMutation({
  args: {
    eventId: v.string(),
    owner: v.object({ userId: v.optional(v.string()), customerId: v.optional(v.string()) }),
    report: v.optional(reportValidator),
    paymentFailed: v.optional(v.object({ subscriptionId: v.optional(v.string()), eventAt: v.number() })),
  },
  handler: async (ctx, { eventId, owner, report, paymentFailed }): Promise<"applied" | "duplicate" | "ignored"> => {
    const seen = await ctx.db
      .query("processedEvents")
      .withIndex("by_eventId", (q) => q.eq("eventId", eventId))
      .first();
    if (seen) return "duplicate";
    const now = Date.now();
    await ctx.db.insert("processedEvents", { eventId, receivedAt: now });
    const user = await accountOf(ctx, owner);
    if (!user) return "ignored";
    if (owner.customerId && !user.stripeCustomerId) await ctx.db.patch("users", user._id, { stripeCustomerId: owner.customerId });
    const current = user.subscription;
    let next: Subscription | null = null;
    if (report) next = applyReport(current, report, now);
    else if (paymentFailed && current && current.status !== "canceled" && (!paymentFailed.subscriptionId || paymentFailed.subscriptionId === current.id)) {
      next = applyReport(current, { ...current, status: "past_due", eventAt: Math.max(paymentFailed.eventAt, current.eventAt) }, now);
    }
    if (next === null) return "ignored";
    await changeSubscription(ctx, { ...user, stripeCustomerId: user.stripeCustomerId ?? owner.customerId }, next);
    return "applied";
  },
});
