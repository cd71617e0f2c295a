import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * Stripe, offline, for tests: a loopback stand-in for api.stripe.com (the deployment's
 * STRIPE_API_URL points the SDK at it) that records each request and answers like Stripe, and
 * webhook events as Stripe sends them, signed with the SDK's own test-header helper.
 */

export const WEBHOOK_SECRET = "whsec_test_secret";
export const PRICES = {
  STRIPE_PRICE_PRO_MONTHLY: "price_pro_m",
  STRIPE_PRICE_PRO_YEARLY: "price_pro_y",
  STRIPE_PRICE_BUSINESS_MONTHLY: "price_biz_m",
  STRIPE_PRICE_BUSINESS_YEARLY: "price_biz_y",
};
/** A deployment's settings for taking payments (without STRIPE_API_URL, which names the stand-in). */
export const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...PRICES };

export type RecordedRequest = { method: string; path: string; authorization?: string; form: URLSearchParams };

export type FakeStripe = {
  /** The API's base URL (STRIPE_API_URL). */
  url: string;
  /** What the SDK sent, in order (a test may empty it). */
  requests: RecordedRequest[];
  /** The Checkout page each new session sends the person to (served here, so a browser can land on it). */
  checkoutUrl: string;
  /** The customer portal's page, likewise. */
  portalUrl: string;
  close(): Promise<void>;
};

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => resolve(text));
  });

/** Starts the stand-in on 127.0.0.1 (a free port). */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const urls = { checkout: "", portal: "" };
  const server = createServer((request, response) => {
    void body(request).then((text) => {
      const path = request.url ?? "";
      // Stripe's own pages, as the browser sees them after a redirect.
      if (request.method === "GET" && (path === new URL(urls.checkout).pathname || path === new URL(urls.portal).pathname)) {
        const title = path === new URL(urls.checkout).pathname ? "Stripe Checkout (test stand-in)" : "Stripe billing portal (test stand-in)";
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end(`<!doctype html><html lang="en"><title>${title}</title><link rel="icon" href="data:,"><h1>${title}</h1></html>`);
        return;
      }
      requests.push({ method: request.method ?? "", path, authorization: request.headers.authorization, form: new URLSearchParams(text) });
      const reply =
        path === "/v1/customers"
          ? { id: "cus_new", object: "customer" }
          : path === "/v1/checkout/sessions"
            ? { id: "cs_new", object: "checkout.session", url: urls.checkout }
            : path === "/v1/billing_portal/sessions"
              ? { id: "bps_1", object: "billing_portal.session", url: urls.portal }
              : null;
      response.writeHead(reply ? 200 : 404, { "Content-Type": "application/json" });
      response.end(JSON.stringify(reply ?? { error: { message: "unknown path", type: "invalid_request_error" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  urls.checkout = `${url}/c/cs_new`;
  urls.portal = `${url}/p/session`;
  return {
    url,
    requests,
    checkoutUrl: urls.checkout,
    portalUrl: urls.portal,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// --- Webhook events ---

/** A webhook delivery of `event` as Stripe makes it (POST to <site>/stripe/webhook). */
export async function webhookRequest(event: object, secret = WEBHOOK_SECRET): Promise<RequestInit> {
  const payload = JSON.stringify(event);
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { method: "POST", headers: { "Stripe-Signature": header, "Content-Type": "application/json" }, body: payload };
}

let nextEvent = 0;
export const stripeEvent = (type: string, object: object, created: number) => ({
  id: `evt_${Date.now().toString(36)}_${++nextEvent}`,
  object: "event",
  type,
  created,
  data: { object },
});

/** Checkout completed for a Pro subscription, monthly, unless `metadata` says otherwise. */
export const checkoutCompleted = (userId: string, created = 1000, ids: { customer?: string; subscription?: string } = {}) =>
  stripeEvent(
    "checkout.session.completed",
    {
      id: "cs_1",
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      client_reference_id: userId,
      customer: ids.customer ?? "cus_1",
      subscription: ids.subscription ?? "sub_1",
      metadata: { userId, plan: "pro", billing: "monthly" },
      created,
    },
    created,
  );

export type SubscriptionFields = {
  status?: string;
  price?: string;
  cancel_at_period_end?: boolean;
  cancel_at?: number | null;
  periodEnd?: number;
  id?: string;
  customer?: string;
  created?: number;
};

/** customer.subscription.created/updated/deleted (times in seconds, as Stripe sends them). */
export const subscriptionEvent = (type: string, eventCreated: number, fields: SubscriptionFields = {}) =>
  stripeEvent(
    type,
    {
      id: fields.id ?? "sub_1",
      object: "subscription",
      customer: fields.customer ?? "cus_1",
      status: fields.status ?? "active",
      cancel_at_period_end: fields.cancel_at_period_end ?? false,
      cancel_at: fields.cancel_at ?? null,
      created: fields.created ?? 1000,
      metadata: {},
      items: {
        object: "list",
        data: [{ id: "si_1", price: { id: fields.price ?? PRICES.STRIPE_PRICE_PRO_MONTHLY }, current_period_end: fields.periodEnd ?? 1000 + 30 * 86400 }],
      },
    },
    eventCreated,
  );

export const paymentFailed = (created: number) =>
  stripeEvent(
    "invoice.payment_failed",
    { id: "in_1", object: "invoice", customer: "cus_1", parent: { type: "subscription_details", subscription_details: { subscription: "sub_1" } } },
    created,
  );
