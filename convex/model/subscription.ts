import { v, type Infer } from "convex/values";
import { DAY_MS, paidPlanValidator, type PaidPlan, type PlanStatus } from "./plans";

/**
 * A paid subscription as the payment processor last reported it (convex/lib/stripe.ts reads it
 * from Stripe's events), and what it means for the account: read by the webhook's mutation, the
 * billing sweep, the dashboard's plan card and the pricing page.
 */
export const billingValidator = v.union(v.literal("monthly"), v.literal("yearly"));

/**
 * "active" covers Stripe's trialing too; "past_due" keeps the plan for PAST_DUE_GRACE_DAYS while
 * the processor retries the card; "canceled" is final for that subscription (the account is Free).
 */
export const subscriptionStatusValidator = v.union(v.literal("active"), v.literal("past_due"), v.literal("canceled"));
export type SubscriptionStatus = Infer<typeof subscriptionStatusValidator>;

export const subscriptionValidator = v.object({
  id: v.string(),
  plan: paidPlanValidator,
  billing: billingValidator,
  status: subscriptionStatusValidator,
  /** When the paid period ends (renews, or ends when cancelled); unknown until the subscription's own event. */
  periodEnd: v.optional(v.number()),
  /** Cancelled by the customer: runs until `periodEnd`, then Free. */
  cancelAtPeriodEnd: v.boolean(),
  /** Past due: the plan stays until then, then Free (the billing sweep). */
  graceEndsAt: v.optional(v.number()),
  /** When the subscription was created at the processor: an older subscription never replaces a newer one. */
  createdAt: v.number(),
  /** The time of the processor's event last applied: an older event is ignored (deliveries come in any order). */
  eventAt: v.number(),
});
export type Subscription = Infer<typeof subscriptionValidator>;

export const PAST_DUE_GRACE_DAYS = 7;
export const PAST_DUE_GRACE_MS = PAST_DUE_GRACE_DAYS * DAY_MS;

/** What a processor's event says about one subscription (lib/stripe.ts builds it from the event). */
export type SubscriptionReport = {
  id: string;
  plan: PaidPlan;
  billing: Infer<typeof billingValidator>;
  status: SubscriptionStatus | "incomplete";
  periodEnd?: number;
  cancelAtPeriodEnd: boolean;
  createdAt: number;
  eventAt: number;
};

/**
 * The subscription after a report, or null when the report must be ignored: older than what was
 * applied, from an older subscription while a newer one runs, reviving a cancelled one, or a
 * checkout not paid yet ("incomplete").
 */
export function applyReport(current: Subscription | undefined, report: SubscriptionReport, now: number): Subscription | null {
  if (report.status === "incomplete") return null;
  if (current) {
    if (current.id === report.id) {
      if (report.eventAt < current.eventAt) return null;
      if (current.status === "canceled") return null;
    } else if (report.createdAt < current.createdAt && current.status !== "canceled") {
      return null;
    }
  }
  const same = current?.id === report.id ? current : undefined;
  const graceEndsAt = report.status === "past_due" ? (same?.graceEndsAt ?? now + PAST_DUE_GRACE_MS) : undefined;
  return {
    id: report.id,
    plan: report.plan,
    billing: report.billing,
    status: report.status,
    periodEnd: report.periodEnd ?? same?.periodEnd,
    cancelAtPeriodEnd: report.cancelAtPeriodEnd,
    graceEndsAt,
    createdAt: report.createdAt,
    eventAt: Math.max(report.eventAt, same?.eventAt ?? 0),
  };
}

/** The account's own plan a subscription gives (Free once it is cancelled). */
export function subscriptionPlan(subscription: Subscription | undefined): PaidPlan | "free" {
  return subscription && subscription.status !== "canceled" ? subscription.plan : "free";
}

/** What the account's owner sees of the subscription (the plan card, the pricing page). */
export type SubscriptionView = Pick<Subscription, "plan" | "billing" | "status" | "periodEnd" | "cancelAtPeriodEnd" | "graceEndsAt">;

export function subscriptionView(subscription: Subscription | undefined): SubscriptionView | null {
  if (!subscription || subscription.status === "canceled") return null;
  const { plan, billing, status, periodEnd, cancelAtPeriodEnd, graceEndsAt } = subscription;
  return { plan, billing, status, periodEnd, cancelAtPeriodEnd, graceEndsAt };
}

/** The plan state users:current gives the pages: the trial's, the subscription's, and whether payments are on. */
export type AccountPlan = PlanStatus & { subscription: SubscriptionView | null; paymentsEnabled: boolean };

/** The words for "no payments here", shown by every Subscribe button when no processor is configured. */
export const NO_PAYMENTS_MESSAGE =
  "This installation of Portfolio Builder takes no payments: its operator changes plans by hand. Write to them through the contact page and say which plan you would like.";
