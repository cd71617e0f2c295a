import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { DAY_MS } from "../../convex/model/plans";
import { NO_PAYMENTS_MESSAGE, PAST_DUE_GRACE_MS } from "../../convex/model/subscription";
import {
  checkoutCompleted,
  paymentFailed,
  PRICES,
  startFakeStripe,
  STRIPE_ENV,
  subscriptionEvent,
  WEBHOOK_SECRET,
  webhookRequest,
  type FakeStripe,
  type RecordedRequest,
} from "../support/fakeStripe";
import { rejectionData, setupBackend, signedUpUser, type Backend, type TestUser } from "./setup";

beforeEach(() => Object.assign(process.env, STRIPE_ENV));
afterEach(() => {
  for (const name of [...Object.keys(STRIPE_ENV), "STRIPE_API_URL"]) delete process.env[name];
});

/** Delivers `event` to the webhook as Stripe would: signed with the SDK's own test-header helper. */
const deliver = async (t: Backend, event: object, secret = WEBHOOK_SECRET) => await t.fetch("/stripe/webhook", await webhookRequest(event, secret));

const account = (t: Backend, userId: Id<"users">) => t.run(async (ctx) => (await ctx.db.get("users", userId))!);

/** The mails scheduled so far, by subject. */
async function allMailSubjects(t: Backend): Promise<string[]> {
  const jobs = await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
  return jobs.filter((job) => job.name === "mail:send").map((job) => (job.args[0] as { subject: string }).subject);
}

describe("the Stripe webhook", () => {
  let t: Backend;
  let ada: TestUser;
  /** The billing mails: those after the sign-up's own (the address confirmation). */
  let mailSubjects: (t: Backend) => Promise<string[]>;
  beforeEach(async () => {
    t = await setupBackend();
    ada = await signedUpUser(t);
    const signUpMails = (await allMailSubjects(t)).length;
    mailSubjects = async (t) => (await allMailSubjects(t)).slice(signUpMails);
  });

  test("checkout completed: the account is on Pro, linked to its Stripe customer, and mailed", async () => {
    const response = await deliver(t, checkoutCompleted(ada.userId));
    expect(response.status).toBe(200);
    const user = await account(t, ada.userId);
    expect(user.plan).toBe("pro");
    expect(user.stripeCustomerId).toBe("cus_1");
    expect(user.subscription).toMatchObject({ id: "sub_1", plan: "pro", billing: "monthly", status: "active", cancelAtPeriodEnd: false });
    expect(await mailSubjects(t)).toEqual(["Welcome to Pro"]);
    const status = await ada.as.query(api.users.current, {});
    expect(status).toMatchObject({ plan: "pro", subscription: { plan: "pro", status: "active" }, trialAvailable: true, paymentsEnabled: true });
  });

  test("subscription updated: the plan follows the price (Business from the portal), the period end is kept", async () => {
    await deliver(t, checkoutCompleted(ada.userId, 1000));
    await deliver(t, subscriptionEvent("customer.subscription.updated", 1100, { price: PRICES.STRIPE_PRICE_BUSINESS_YEARLY, periodEnd: 5000 }));
    const user = await account(t, ada.userId);
    expect(user.plan).toBe("business");
    expect(user.subscription).toMatchObject({ plan: "business", billing: "yearly", periodEnd: 5_000_000 });
    expect(await mailSubjects(t)).toEqual(["Welcome to Pro", "Your plan is now Business"]);
  });

  test("cancelled at period end: still Pro with an end date, then Free when Stripe deletes it", async () => {
    await deliver(t, checkoutCompleted(ada.userId, 1000));
    await deliver(t, subscriptionEvent("customer.subscription.updated", 1100, { cancel_at_period_end: true, periodEnd: 9000 }));
    let user = await account(t, ada.userId);
    expect(user.plan).toBe("pro");
    expect(user.subscription).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: 9_000_000 });
    const status = await ada.as.query(api.users.current, {});
    expect(status?.subscription).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: 9_000_000 });

    await deliver(t, subscriptionEvent("customer.subscription.deleted", 9000, { status: "canceled", cancel_at_period_end: true, periodEnd: 9000 }));
    user = await account(t, ada.userId);
    expect(user.plan).toBe("free");
    expect(user.subscription?.status).toBe("canceled");
    expect((await ada.as.query(api.users.current, {}))?.subscription).toBeNull();
    expect(await mailSubjects(t)).toEqual(["Welcome to Pro", "Your Pro subscription ends on Thu, 01 Jan 1970", "Your Pro subscription has ended"]);
  });

  test("payment failed: past due with a grace period, then Free after it (the sweep); paying in time keeps the plan", async () => {
    await deliver(t, checkoutCompleted(ada.userId, 1000));
    const before = Date.now();
    await deliver(t, paymentFailed(1200));
    let user = await account(t, ada.userId);
    expect(user.plan).toBe("pro");
    expect(user.subscription?.status).toBe("past_due");
    expect(user.graceEndsAt).toBeGreaterThanOrEqual(before + PAST_DUE_GRACE_MS);
    expect((await mailSubjects(t)).at(-1)).toBe("Your payment for Pro failed: please update your card");

    // Stripe's own past_due update does not move the grace on, nor mail again.
    await deliver(t, subscriptionEvent("customer.subscription.updated", 1201, { status: "past_due" }));
    expect((await account(t, ada.userId)).graceEndsAt).toBe(user.graceEndsAt);

    await t.mutation(internal.billing.sweep, { now: user.graceEndsAt! - 1 });
    expect((await account(t, ada.userId)).plan).toBe("pro");
    await t.mutation(internal.billing.sweep, { now: user.graceEndsAt! + 1 });
    user = await account(t, ada.userId);
    expect(user.plan).toBe("free");
    expect(user.subscription?.status).toBe("canceled");
    expect(user.graceEndsAt).toBeUndefined();
    expect(await mailSubjects(t)).toEqual(["Welcome to Pro", "Your payment for Pro failed: please update your card", "Your Pro subscription has ended"]);
  });

  test("a payment after a failure ends the grace period", async () => {
    await deliver(t, checkoutCompleted(ada.userId, 1000));
    await deliver(t, paymentFailed(1200));
    await deliver(t, subscriptionEvent("customer.subscription.updated", 1300, { status: "active" }));
    const user = await account(t, ada.userId);
    expect(user.subscription?.status).toBe("active");
    expect(user.graceEndsAt).toBeUndefined();
    expect((await mailSubjects(t)).at(-1)).toBe("Payment received: your Pro plan continues");
  });

  test("a duplicate delivery is applied once", async () => {
    const completed = checkoutCompleted(ada.userId);
    expect((await deliver(t, completed)).status).toBe(200);
    // The customer cancels in between; Stripe then retries the first delivery.
    await deliver(t, subscriptionEvent("customer.subscription.deleted", 1100, { status: "canceled" }));
    expect((await deliver(t, completed)).status).toBe(200);
    expect((await account(t, ada.userId)).plan).toBe("free");
    expect(await mailSubjects(t)).toEqual(["Welcome to Pro", "Your Pro subscription has ended"]);
    const processed = await t.run((ctx) => ctx.db.query("processedEvents").collect());
    expect(processed.map((row) => row.eventId)).toEqual([completed.id, expect.any(String)]);
  });

  test("out of order: an older event never undoes a newer one, and a cancelled subscription stays cancelled", async () => {
    await deliver(t, checkoutCompleted(ada.userId, 1000));
    await deliver(t, subscriptionEvent("customer.subscription.updated", 1300, { cancel_at_period_end: true, periodEnd: 9000 }));
    // Sent earlier, delivered later: it still says "renews".
    await deliver(t, subscriptionEvent("customer.subscription.created", 1001, { periodEnd: 4000 }));
    expect((await account(t, ada.userId)).subscription).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: 9_000_000, eventAt: 1_300_000 });

    await deliver(t, subscriptionEvent("customer.subscription.deleted", 9000, { status: "canceled" }));
    await deliver(t, subscriptionEvent("customer.subscription.updated", 9001, { status: "active" }));
    expect((await account(t, ada.userId)).plan).toBe("free");

    // A new subscription later is a new start.
    await deliver(t, subscriptionEvent("customer.subscription.created", 10_000, { id: "sub_2", created: 10_000, price: PRICES.STRIPE_PRICE_BUSINESS_MONTHLY }));
    expect((await account(t, ada.userId)).plan).toBe("business");
  });

  test("a bad signature is refused with 400 and changes nothing", async () => {
    const response = await deliver(t, checkoutCompleted(ada.userId), "whsec_someone_else");
    expect(response.status).toBe(400);
    const unsigned = await t.fetch("/stripe/webhook", { method: "POST", body: JSON.stringify(checkoutCompleted(ada.userId)) });
    expect(unsigned.status).toBe(400);
    const user = await account(t, ada.userId);
    expect([user.plan, user.subscription, user.stripeCustomerId]).toEqual(["free", undefined, undefined]);
    expect(await t.run((ctx) => ctx.db.query("processedEvents").collect())).toEqual([]);
  });

  test("without a webhook secret the endpoint does not exist (404)", async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    expect((await deliver(t, checkoutCompleted(ada.userId))).status).toBe(404);
  });

  test("the sweep forgets applied event ids after 30 days, not before", async () => {
    await deliver(t, checkoutCompleted(ada.userId));
    await t.mutation(internal.billing.sweep, { now: Date.now() + 29 * DAY_MS });
    expect(await t.run((ctx) => ctx.db.query("processedEvents").collect())).toHaveLength(1);
    await t.mutation(internal.billing.sweep, { now: Date.now() + 31 * DAY_MS });
    expect(await t.run((ctx) => ctx.db.query("processedEvents").collect())).toHaveLength(0);
  });
});

/** The SDK pointed at a loopback stand-in for api.stripe.com that records each request. */
describe("Checkout and the customer portal, through the SDK", () => {
  let stripe: FakeStripe;
  let requests: RecordedRequest[];
  beforeAll(async () => {
    stripe = await startFakeStripe();
    requests = stripe.requests;
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    requests.length = 0;
    process.env.STRIPE_API_URL = stripe.url;
  });

  test("Subscribe: a customer made once per account, then a Checkout session for the chosen price", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const { url } = await ada.as.action(api.subscriptions.checkout, { plan: "business", billing: "yearly" });
    expect(url).toBe(stripe.checkoutUrl);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/customers", "POST /v1/checkout/sessions"]);
    expect(requests[0].authorization).toBe("Bearer sk_test_123");
    expect(Object.fromEntries(requests[0].form)).toMatchObject({ email: "ada@example.com", "metadata[userId]": ada.userId });
    expect(Object.fromEntries(requests[1].form)).toMatchObject({
      mode: "subscription",
      customer: "cus_new",
      client_reference_id: ada.userId,
      "line_items[0][price]": "price_biz_y",
      "line_items[0][quantity]": "1",
      "metadata[plan]": "business",
      "metadata[billing]": "yearly",
      "subscription_data[metadata][userId]": ada.userId,
      success_url: "http://127.0.0.1:3210/dashboard?checkout=done",
      cancel_url: "http://127.0.0.1:3210/upgrade/business",
    });
    expect((await account(t, ada.userId)).stripeCustomerId).toBe("cus_new");

    // The second attempt reuses the customer.
    requests.length = 0;
    await ada.as.action(api.subscriptions.checkout, { plan: "pro", billing: "monthly" });
    expect(requests.map((r) => r.path)).toEqual(["/v1/checkout/sessions"]);
    expect(requests[0].form.get("customer")).toBe("cus_new");
    expect(requests[0].form.get("line_items[0][price]")).toBe("price_pro_m");
  });

  test("Manage billing: a portal session for the account's customer, coming back to the dashboard", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.run((ctx) => ctx.db.patch("users", ada.userId, { stripeCustomerId: "cus_9" }));
    const { url } = await ada.as.action(api.subscriptions.portal, {});
    expect(url).toBe(stripe.portalUrl);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /v1/billing_portal/sessions"]);
    expect(Object.fromEntries(requests[0].form)).toEqual({ customer: "cus_9", return_url: "http://127.0.0.1:3210/dashboard" });
  });

  test("with no Stripe key every call explains that this installation takes no payments", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await rejectionData(ada.as.action(api.subscriptions.checkout, { plan: "pro", billing: "monthly" }))).toEqual({
      code: "billing/no-payments",
      message: NO_PAYMENTS_MESSAGE,
    });
    expect((await ada.as.query(api.users.current, {}))?.paymentsEnabled).toBe(false);
    expect(requests).toEqual([]);
  });

  test("signed out: refused before Stripe is asked", async () => {
    const t = await setupBackend();
    expect(await rejectionData(t.action(api.subscriptions.checkout, { plan: "pro", billing: "monthly" }))).toMatchObject({ code: "auth/unauthenticated" });
    expect(requests).toEqual([]);
  });
});
