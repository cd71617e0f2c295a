import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { DAY_MS, TRIAL_USED_MESSAGE } from "../../convex/model/plans";
import { startApp, type RunningApp } from "../../scripts/lib/app";
import { adminRun, type Backend } from "../../scripts/lib/seed";
import { checkoutCompleted, startFakeStripe, STRIPE_ENV, subscriptionEvent, webhookRequest, type FakeStripe } from "../support/fakeStripe";
import { appUrl, uniqueEmail, useAppUrl, useBrowser } from "./fixtures";
import { newSignedInUser, toast } from "./journeys";

/**
 * The money path in a browser: trial → it ends → Subscribe → Stripe Checkout → the webhook →
 * plan active → the customer portal → cancelled at period end → Free. The shared backend takes no
 * payments (other journeys rely on that), so this file starts one of its own with Stripe's
 * settings, its API pointed at a loopback stand-in that records what the app asked of it.
 */

const browser = useBrowser();
let stripe: FakeStripe;
let app: RunningApp;
let backend: Backend;

beforeAll(async () => {
  stripe = await startFakeStripe();
  try {
    app = await startApp(inject("distDir") || undefined, { ...STRIPE_ENV, STRIPE_API_URL: stripe.url });
  } catch (error) {
    await stripe.close();
    throw error;
  }
  backend = { url: app.url, adminKey: (await readFile(path.join(app.dataDir, ADMIN_KEY_FILE), "utf8")).trim() };
  useAppUrl(app.appUrl);
});

afterAll(async () => {
  await app?.stop();
  await stripe?.close();
});

/** Stripe delivering `event` to the deployment's webhook, signed. */
async function deliver(event: object) {
  const response = await fetch(`${app.siteUrl}/stripe/webhook`, await webhookRequest(event));
  expect(response.status, `webhook delivery of ${JSON.stringify(event).slice(0, 80)}`).toBe(200);
}

/** A date as the page writes it (the browser's locale). */
const pageDate = (page: Page, time: number) =>
  page.evaluate((value) => new Date(value).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }), time);

describe("paying for a plan", () => {
  test("trial → ends → Subscribe → Checkout → active, renews → Manage billing → cancelled at period end → Free", async () => {
    const page = await browser.open(await browser.context(), "/signup");
    await newSignedInUser(page, uniqueEmail("payer"));
    const yourPlan = page.getByRole("region", { name: "Your plan" });

    // The trial, from the dashboard's plan card.
    await yourPlan.getByRole("link", { name: "Try Pro free for 14 days" }).click();
    await page.getByRole("button", { name: "Start free Pro trial" }).click();
    await toast(page, /Your Pro trial has started: 14 days/);
    await page.waitForURL(/\/dashboard$/);
    await yourPlan.getByText("Pro trial").waitFor();

    // Fifteen days later (the operator's billing sweep, run as of then) the trial is over.
    await adminRun(backend, "billing:sweep", { now: Date.now() + 15 * DAY_MS });
    await yourPlan.getByText("Free", { exact: true }).waitFor({ timeout: 10_000 });
    // A used trial is never offered again: the way up is Subscribe.
    expect(await page.getByRole("link", { name: /free for 14 days/ }).count()).toBe(0);
    await yourPlan.getByRole("link", { name: "Subscribe", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Subscribe to Pro" }).waitFor();
    await page.getByText(TRIAL_USED_MESSAGE).waitFor();
    expect(await page.getByRole("button", { name: /Start free/ }).count()).toBe(0);

    // Subscribe: Stripe Checkout for Pro, monthly, for this account.
    await page.getByRole("button", { name: "Subscribe to Pro" }).click();
    await page.waitForURL(stripe.checkoutUrl);
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/customers", "POST /v1/checkout/sessions"]);
    const userId = stripe.requests[0].form.get("metadata[userId]");
    expect(userId).toMatch(/^\w+$/);
    expect(Object.fromEntries(stripe.requests[1].form)).toMatchObject({
      mode: "subscription",
      customer: "cus_new",
      client_reference_id: userId,
      "line_items[0][price]": STRIPE_ENV.STRIPE_PRICE_PRO_MONTHLY,
      success_url: `${app.appUrl}/dashboard?checkout=done`,
      cancel_url: `${app.appUrl}/upgrade/pro`,
    });

    // The person pays; Stripe sends them back to the dashboard, here before its events.
    await page.goto(`${appUrl()}/dashboard?checkout=done`);
    const thanks = page.getByRole("status").filter({ hasText: "Thank you for subscribing" });
    await thanks.getByText(/Stripe is confirming your payment.*no need to pay again/).waitFor();
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 30 * 86400;
    const subscription = { id: "sub_e2e", customer: "cus_new", created: now, periodEnd };
    await deliver(checkoutCompleted(userId!, now, { customer: "cus_new", subscription: "sub_e2e" }));
    await deliver(subscriptionEvent("customer.subscription.created", now + 1, subscription));
    await deliver(subscriptionEvent("customer.subscription.updated", now + 2, subscription));
    // The open page follows: the plan is active.
    await thanks.getByText("Your Pro plan is active.").waitFor({ timeout: 10_000 });
    const state = yourPlan.getByTestId("subscription-state");
    await expect.poll(() => state.innerText(), { timeout: 15_000 }).toBe(`Pro, billed monthly: renews on ${await pageDate(page, periodEnd * 1000)}.`);
    await yourPlan.getByText("Pro", { exact: true }).waitFor();

    // Manage billing: Stripe's customer portal for this customer, coming back to the dashboard.
    stripe.requests.length = 0;
    await yourPlan.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL(stripe.portalUrl);
    expect(stripe.requests.map((request) => [request.path, Object.fromEntries(request.form)])).toEqual([
      ["/v1/billing_portal/sessions", { customer: "cus_new", return_url: `${app.appUrl}/dashboard` }],
    ]);

    // Cancelled in the portal: Pro until the period ends, then Free.
    await deliver(subscriptionEvent("customer.subscription.updated", now + 3, { ...subscription, cancel_at_period_end: true }));
    await page.goto(`${appUrl()}/dashboard`);
    await expect
      .poll(() => state.innerText(), { timeout: 15_000 })
      .toBe(`Cancelled: Pro ends on ${await pageDate(page, periodEnd * 1000)}, then your account is on Free. Your published page stays online.`);

    // The period ends: Stripe deletes the subscription; the open dashboard turns Free, and offers Subscribe again.
    await deliver(subscriptionEvent("customer.subscription.deleted", now + 4, { ...subscription, status: "canceled", cancel_at_period_end: true }));
    await yourPlan.getByText("Free", { exact: true }).waitFor({ timeout: 10_000 });
    expect(await state.count()).toBe(0);
    await yourPlan.getByRole("link", { name: "Subscribe", exact: true }).waitFor();
  });
});
