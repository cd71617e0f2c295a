import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { DAY_MS, TRIAL_DAYS } from "../../../convex/model/plans";
import PricingPage from "../../../src/plans/pricing.route";
import { PRICING_TRIAL_DAYS } from "../../../src/plans/pricingCta";
import { currentUser } from "../fakeAccount";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const card = (name: string) => screen.getByRole("article", { name });
const TRIAL_NOTE = "Starts a 14-day free trial, no card";

describe("pricing", () => {
  it("shows three plans with the spec's features that are true, monthly by default", () => {
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(screen.getByRole("heading", { level: 1, name: "Our Pricing Plans" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(within(card("Free")).getByText("$0")).toBeInTheDocument();
    // What Free lacks is said without a tick.
    expect(within(card("Free")).getByText("A small “Made with Portfolio Builder” link on your page")).toBeInTheDocument();
    const icons = [...card("Free").querySelectorAll("li")].map(
      (item) =>
        item
          .querySelector("svg")
          ?.getAttribute("class")
          ?.match(/tabler-icon-(\w+)/)?.[1],
    );
    expect(icons).toEqual(["check", "check", "minus"]);
    expect(within(card("Pro")).getByText("All 16 templates, 12 of them premium")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("$10")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("/month")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("Portfolio analytics")).toBeInTheDocument();
    expect(within(card("Business")).getByText("SEO optimization tools")).toBeInTheDocument();
    expect(within(card("Business")).getByText("$24")).toBeInTheDocument();
    // Team collaboration is Business's only (members.ts enforces it); nothing promises "10+ premium".
    expect(within(card("Business")).getByText("Team collaboration tools: invite editors and publishers")).toBeInTheDocument();
    expect(within(card("Pro")).queryByText(/collaboration/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/10\+ premium/i)).not.toBeInTheDocument();
  });

  it("switches to yearly prices with the saving, and back", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    await user.click(screen.getByText("Yearly"));
    expect(within(card("Pro")).getByText("$100")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("/year")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("Save $20 a year")).toBeInTheDocument();
    expect(within(card("Business")).getByText("Save $48 a year")).toBeInTheDocument();
    expect(within(card("Free")).queryByText(/Save/)).not.toBeInTheDocument();

    await user.click(screen.getByText("Monthly"));
    expect(within(card("Pro")).getByText("$10")).toBeInTheDocument();
    expect(within(card("Pro")).queryByText(/Save/)).not.toBeInTheDocument();
  });

  it("Free signs up (members: the dashboard); Pro and Business start their trial, after sign-up when needed", () => {
    const hrefs = () => screen.getAllByRole("link", { name: /Get started/ }).map((link) => link.getAttribute("href"));
    // Signed-out visitors: sign up first.
    const { unmount } = renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(hrefs()).toEqual(["/signup", "/signup?next=%2Fupgrade%2Fpro", "/signup?next=%2Fupgrade%2Fbusiness"]);
    unmount();

    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.users.current, currentUser());
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(buttons()).toEqual([
      ["Go to your dashboard: Free", "/dashboard"],
      ["Start free trial: Pro", "/upgrade/pro"],
      ["Start free trial: Business", "/upgrade/business"],
    ]);
  });
});

const buttons = () =>
  screen
    .getAllByRole("link")
    .filter((l) => l.hasAttribute("data-plan-cta"))
    .map((l) => [l.getAttribute("aria-label"), l.getAttribute("href")]);
const notes = () => screen.getAllByRole("article").map((article) => article.querySelector("[data-plan-note]")!.textContent);
const marks = () => screen.getAllByRole("article").map((article) => (article.hasAttribute("data-current") ? article.getAttribute("aria-labelledby") : null));

describe("pricing: your plan and your trial", () => {
  it("a visitor: every paid plan starts a trial; Free's note keeps the buttons aligned", () => {
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(notes()).toEqual(["No card needed", TRIAL_NOTE, TRIAL_NOTE]);
    expect(document.querySelector("[data-trial-offer]")).toBeVisible();
    expect(marks()).toEqual([null, null, null]);
  });

  it("after the trial: the Free card is marked yours, the paid plans say Subscribe, no trial is offered", () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.users.current, currentUser({ trialAvailable: false }));
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(marks()).toEqual(["plan-free", null, null]);
    expect(within(card("Free")).getByText("Your plan")).toBeInTheDocument();
    expect(buttons().map(([label]) => label)).toEqual(["Go to your dashboard: Free", "Subscribe: Pro", "Subscribe: Business"]);
    expect(screen.queryByText(/free trial/)).not.toBeInTheDocument();
    expect(document.querySelector("[data-trial-offer]")).not.toBeVisible();
  });

  it("during a Pro trial: Pro is marked with the days left, and nothing offers another trial", () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.users.current, currentUser({ plan: "pro", trial: { plan: "pro", endsAt: Date.now() + 4 * DAY_MS - 1000 }, trialAvailable: false }));
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(marks()).toEqual([null, "plan-pro", null]);
    expect(within(card("Pro")).getByText("Trial: 4 days left")).toBeInTheDocument();
    expect(buttons().map(([label]) => label)).toEqual(["Included in your plan: Free", "Subscribe: Pro", "Subscribe: Business"]);
    expect(within(card("Free")).getByRole("link").hasAttribute("data-included")).toBe(true);
    expect(screen.queryByText(TRIAL_NOTE)).not.toBeInTheDocument();
  });

  it("a subscriber: their plan with its renewal or end, and Manage billing", () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    const subscription = {
      plan: "business" as const,
      billing: "yearly" as const,
      status: "active" as const,
      periodEnd: Date.UTC(2030, 5, 1),
      cancelAtPeriodEnd: true,
    };
    fakeConvex.setQuery(api.users.current, currentUser({ plan: "business", trialAvailable: false, subscription }));
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(marks()).toEqual([null, null, "plan-business"]);
    expect(buttons().at(-1)).toEqual(["Manage billing: Business", "/upgrade/business"]);
    expect(notes()[2]).toMatch(/^Ends on .*2030, then Free$/);
  });

  it("the trial's length in the page's own copy matches the plans' rule", () => {
    expect(PRICING_TRIAL_DAYS).toBe(TRIAL_DAYS);
  });
});
