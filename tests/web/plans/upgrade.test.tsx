import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { DAY_MS } from "../../../convex/model/plans";
import { NO_PAYMENTS_MESSAGE } from "../../../convex/model/subscription";
import UpgradePage from "../../../src/plans/upgrade.route";
import { YourPlanCard } from "../../../src/plans/YourPlanCard";
import { CheckoutReturn } from "../../../src/plans/CheckoutReturn";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt, renderWithProviders } from "../render";
import { currentUser } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const profile = currentUser;

/** Where the page sent the browser (Stripe's pages are outside the app). */
function watchAssign() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/upgrade/<plan>: the free trial", () => {
  it("starts the trial (no card) and goes back where the person came from", async () => {
    fakeConvex.setQuery(api.users.current, profile());
    fakeConvex.onCall(api.billing.startTrial, () => ({ endsAt: Date.now() + 14 * DAY_MS }));
    const user = userEvent.setup();
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/pro?next=%2Fbuilder%2Fbold" });
    expect(screen.getByRole("heading", { level: 1, name: "Try Pro free for 14 days" })).toBeInTheDocument();
    expect(screen.getByText("Portfolio analytics")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start free Pro trial" }));
    expect(fakeConvex.callsTo(api.billing.startTrial)).toEqual([{ plan: "pro" }]);
    expect(await screen.findByText(/Your Pro trial has started: 14 days/)).toBeInTheDocument();
    // The navigation follows the toast (a render later on a busy machine).
    await vi.waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/builder/bold"));
  });

  it("an account that had its trial is told so and offered Subscribe; a refusal from the server shows its message", async () => {
    fakeConvex.setQuery(api.users.current, profile({ trialAvailable: false }));
    const { unmount } = renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/business" });
    expect(screen.getByRole("heading", { level: 1, name: "Subscribe to Business" })).toBeInTheDocument();
    expect(screen.getByText(/You have already used your free trial/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Start free/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Subscribe to Business" })).toBeInTheDocument();
    unmount();

    fakeConvex.setQuery(api.users.current, profile());
    fakeConvex.onCall(api.billing.startTrial, () => {
      throw new ConvexError({ code: "billing/trial-used", message: "You have already used your free trial: each account has one." });
    });
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/business?next=https://evil.example" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Start free Business trial" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already used your free trial");
  });

  it("unknown plans and `next` outside the app go nowhere", async () => {
    fakeConvex.setQuery(api.users.current, profile({ plan: "business" }));
    const { unmount } = renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/free" });
    expect(screen.getByRole("heading", { name: "Plan not found" })).toBeInTheDocument();
    unmount();
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/pro?next=//evil.example" });
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/dashboard");
  });
});

describe("Your plan", () => {
  it("shows a running trial's days left and end; Free offers the trials", () => {
    const { unmount } = renderWithProviders(
      <YourPlanCard status={profile({ plan: "pro", trial: { plan: "pro", endsAt: Date.now() + 3 * DAY_MS - 1000 }, trialAvailable: false })} />,
    );
    const card = screen.getByRole("region", { name: "Your plan" });
    expect(within(card).getByText("Pro trial")).toBeInTheDocument();
    expect(within(card).getByTestId("trial-days-left")).toHaveTextContent(/Free trial: 3 days left \(ends /);
    // The trial is running: the way to keep the plan is to subscribe.
    expect(within(card).getByRole("link", { name: "Subscribe to Pro" })).toHaveAttribute("href", "/upgrade/pro");
    expect(within(card).getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/pricing");
    unmount();
    renderWithProviders(<YourPlanCard status={profile()} />);
    expect(screen.getByRole("link", { name: "Try Pro free for 14 days" })).toHaveAttribute("href", "/upgrade/pro");
  });
});

describe("Subscribe and Manage billing", () => {
  it("with payments on: Subscribe (yearly, as chosen on the pricing page) goes to Stripe Checkout", async () => {
    const assign = watchAssign();
    fakeConvex.setQuery(api.users.current, profile({ trialAvailable: false, paymentsEnabled: true }));
    fakeConvex.onCall(api.subscriptions.checkout, () => ({ url: "https://checkout.stripe.test/c/1" }));
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/pro?billing=yearly" });
    expect(screen.getByRole("radio", { name: "$100 a year" })).toBeChecked();
    await userEvent.setup().click(screen.getByRole("button", { name: "Subscribe to Pro" }));
    expect(fakeConvex.callsTo(api.subscriptions.checkout)).toEqual([{ plan: "pro", billing: "yearly" }]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.test/c/1"));
  });

  it("with no payments set up, Subscribe explains how to reach the operator instead", async () => {
    fakeConvex.setQuery(api.users.current, profile({ trialAvailable: false, paymentsEnabled: false }));
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/pro" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Subscribe to Pro" }));
    expect(screen.getByRole("alert")).toHaveTextContent(NO_PAYMENTS_MESSAGE);
    expect(within(screen.getByRole("alert")).getByRole("link", { name: "Contact the operator" })).toHaveAttribute("href", "/contact");
    expect(fakeConvex.callsTo(api.subscriptions.checkout)).toEqual([]);
  });

  it("during a trial the page offers Subscribe to keep the plan, never a second trial", () => {
    fakeConvex.setQuery(api.users.current, profile({ plan: "pro", trial: { plan: "pro", endsAt: Date.now() + 5 * DAY_MS - 1000 }, trialAvailable: false }));
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/pro" });
    expect(screen.getByRole("heading", { level: 1, name: "Your Pro trial: 5 days left" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Subscribe to Pro" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Start free/ })).not.toBeInTheDocument();
  });

  it("a subscriber manages billing in Stripe's portal; Business is a change there, not a second subscription", async () => {
    const assign = watchAssign();
    const subscription = {
      plan: "pro" as const,
      billing: "monthly" as const,
      status: "active" as const,
      periodEnd: Date.UTC(2030, 0, 15),
      cancelAtPeriodEnd: false,
    };
    fakeConvex.setQuery(api.users.current, profile({ plan: "pro", trialAvailable: false, paymentsEnabled: true, subscription }));
    fakeConvex.onCall(api.subscriptions.portal, () => ({ url: "https://billing.stripe.test/p/1" }));
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/business" });
    expect(screen.getByTestId("subscription-state")).toHaveTextContent(/Pro, billed monthly: renews on .*2030/);
    expect(screen.queryByRole("button", { name: /Subscribe/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Manage billing" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://billing.stripe.test/p/1"));
  });
});

describe("Your plan: a subscription's states", () => {
  const subscription = { plan: "pro" as const, billing: "monthly" as const, periodEnd: Date.UTC(2030, 0, 15), cancelAtPeriodEnd: false };

  it("active: renews on; cancelled: ends on, then Free", () => {
    const { unmount } = renderWithProviders(<YourPlanCard status={profile({ plan: "pro", subscription: { ...subscription, status: "active" } })} />);
    expect(screen.getByTestId("subscription-state")).toHaveTextContent(/renews on .*2030/);
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeInTheDocument();
    unmount();
    renderWithProviders(<YourPlanCard status={profile({ plan: "pro", subscription: { ...subscription, status: "active", cancelAtPeriodEnd: true } })} />);
    expect(screen.getByTestId("subscription-state")).toHaveTextContent(/Cancelled: Pro ends on .*2030, then your account is on Free/);
  });

  it("past due: a banner with Update card (the portal) and the grace period's end", async () => {
    watchAssign();
    fakeConvex.onCall(api.subscriptions.portal, () => ({ url: "https://billing.stripe.test/p/2" }));
    const graceEndsAt = Date.UTC(2030, 0, 22);
    renderWithProviders(<YourPlanCard status={profile({ plan: "pro", subscription: { ...subscription, status: "past_due", graceEndsAt } })} />);
    expect(screen.getByText("Your last payment failed")).toBeInTheDocument();
    expect(screen.getByTestId("subscription-state")).toHaveTextContent(/Update your card by .*2030 to keep Pro; after that your account moves to Free/);
    await userEvent.setup().click(screen.getByRole("button", { name: "Update card" }));
    expect(fakeConvex.callsTo(api.subscriptions.portal)).toEqual([{}]);
  });

  it("after a trial: Subscribe, never the trial again", () => {
    renderWithProviders(<YourPlanCard status={profile({ trialAvailable: false })} />);
    expect(screen.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", "/upgrade/pro");
    expect(screen.queryByRole("link", { name: /free for 14 days|Try/ })).not.toBeInTheDocument();
  });
});

describe("back from Stripe Checkout (?checkout=done)", () => {
  const subscription = { plan: "pro" as const, billing: "monthly" as const, status: "active" as const, cancelAtPeriodEnd: false };

  it("before the webhook: thanks, the plan turns on in a moment, no need to pay again; after it: the plan is active; dismissed: the address forgets it", async () => {
    const { unmount } = renderWithProviders(<CheckoutReturn status={profile()} />, { route: "/dashboard?checkout=done" });
    expect(screen.getByRole("status")).toHaveTextContent(/Thank you for subscribing.*your plan turns on here within a minute. There is no need to pay again/);
    unmount();
    renderPageAt("/dashboard", <CheckoutReturn status={profile({ plan: "pro", subscription })} />, { route: "/dashboard?checkout=done" });
    expect(screen.getByText("Thank you for subscribing").closest('[role="status"]')).toHaveTextContent("Your Pro plan is active.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Thank you for subscribing")).not.toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/);
  });

  it("shows nothing on an ordinary visit", () => {
    renderWithProviders(<CheckoutReturn status={profile()} />, { route: "/dashboard" });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
