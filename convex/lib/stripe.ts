import Stripe from "stripe";
import type { Billing, PaidPlan } from "../model/plans";
import type { SubscriptionReport } from "../model/subscription";

/**
 * Stripe, the payment processor a deployment may turn on (README "Turning Stripe on"): its client
 * from the deployment's environment, the price of each plan and billing, and what a webhook event
 * says about a subscription. Fetch and SubtleCrypto, so it runs in Convex's default runtime.
 */

export type PriceIds = Record<`${PaidPlan}:${Billing}`, string | undefined>;

/* eslint-disable @convex-dev/no-process-env -- Stripe's keys and prices are deployment environment variables */
const env = (name: string) => process.env[name]?.trim() || undefined;

export function stripePrices(): PriceIds {
  return {
    "pro:monthly": env("STRIPE_PRICE_PRO_MONTHLY"),
    "pro:yearly": env("STRIPE_PRICE_PRO_YEARLY"),
    "business:monthly": env("STRIPE_PRICE_BUSINESS_MONTHLY"),
    "business:yearly": env("STRIPE_PRICE_BUSINESS_YEARLY"),
  };
}

/** Whether this deployment takes payments: a secret key and at least one price. */
export function paymentsConfigured(): boolean {
  return env("STRIPE_SECRET_KEY") !== undefined && Object.values(stripePrices()).some(Boolean);
}

/**
 * The API client, or null without STRIPE_SECRET_KEY. STRIPE_API_URL points it elsewhere (a local
 * stand-in such as stripe-mock; the tests' loopback server).
 */
export function stripeClient(): Stripe | null {
  const key = env("STRIPE_SECRET_KEY");
  if (!key) return null;
  const api = env("STRIPE_API_URL");
  const url = api ? new URL(api) : null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(url && { protocol: url.protocol.replace(":", "") as "http" | "https", host: url.hostname, port: url.port || undefined }),
  });
}

export const webhookSecret = () => env("STRIPE_WEBHOOK_SECRET");
/* eslint-enable @convex-dev/no-process-env */

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** The event a webhook delivery carries, or null when its signature does not verify with `secret`. */
export async function verifiedEvent(body: string, signature: string | null, secret: string): Promise<Stripe.Event | null> {
  if (!signature) return null;
  try {
    return await Stripe.webhooks.constructEventAsync(body, signature, secret, undefined, cryptoProvider);
  } catch {
    return null;
  }
}

const seconds = (value: number | null | undefined) => (typeof value === "number" ? value * 1000 : undefined);

function planOfPrice(priceId: string | undefined, prices: PriceIds): { plan: PaidPlan; billing: Billing } | null {
  for (const [key, id] of Object.entries(prices)) {
    if (id && id === priceId) {
      const [plan, billing] = key.split(":") as [PaidPlan, Billing];
      return { plan, billing };
    }
  }
  return null;
}

function planOfMetadata(metadata: Stripe.Metadata | null | undefined): { plan: PaidPlan; billing: Billing } | null {
  const plan = metadata?.plan;
  const billing = metadata?.billing;
  if ((plan === "pro" || plan === "business") && (billing === "monthly" || billing === "yearly")) return { plan, billing };
  return null;
}

function statusOf(status: Stripe.Subscription.Status): SubscriptionReport["status"] {
  if (status === "active" || status === "trialing") return "active";
  if (status === "past_due") return "past_due";
  if (status === "incomplete") return "incomplete";
  // canceled, unpaid, incomplete_expired, paused: nothing is being paid.
  return "canceled";
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/** Which account an event belongs to: the checkout's user id when given, else the Stripe customer. */
export type EventOwner = { userId?: string; customerId?: string };

/**
 * What an event means for a subscription, or null for the events this app does not act on. The
 * plan comes from the price (the portal may change it), else from the checkout's metadata.
 */
export function subscriptionReport(event: Stripe.Event, prices: PriceIds): { owner: EventOwner; report: SubscriptionReport } | null {
  const eventAt = event.created * 1000;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const plan = planOfMetadata(session.metadata);
      if (session.mode !== "subscription" || !subscriptionId || !plan || session.payment_status === "unpaid") return null;
      return {
        owner: { userId: session.client_reference_id ?? undefined, customerId: idOf(session.customer) },
        report: { id: subscriptionId, ...plan, status: "active", cancelAtPeriodEnd: false, createdAt: session.created * 1000, eventAt },
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const item = subscription.items.data[0];
      const plan = planOfPrice(item?.price.id, prices) ?? planOfMetadata(subscription.metadata);
      if (!plan) return null;
      const periodEnd = seconds(item?.current_period_end);
      const cancelAt = seconds(subscription.cancel_at);
      return {
        owner: { userId: subscription.metadata?.userId, customerId: idOf(subscription.customer) },
        report: {
          id: subscription.id,
          ...plan,
          status: event.type === "customer.subscription.deleted" ? "canceled" : statusOf(subscription.status),
          // The portal cancels "at period end" with either flag, depending on its settings.
          periodEnd: cancelAt ?? periodEnd,
          cancelAtPeriodEnd: subscription.cancel_at_period_end || cancelAt !== undefined,
          createdAt: subscription.created * 1000,
          eventAt,
        },
      };
    }
    default:
      return null;
  }
}

/** A failed invoice payment of a subscription: the account's subscription turns past due. */
export function failedPayment(event: Stripe.Event): { customerId?: string; subscriptionId?: string; eventAt: number } | null {
  if (event.type !== "invoice.payment_failed") return null;
  const invoice = event.data.object;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  return { customerId: idOf(invoice.customer), subscriptionId, eventAt: event.created * 1000 };
}
