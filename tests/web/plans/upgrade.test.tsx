import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { DAY_MS, type PlanStatus } from "../../../convex/model/plans";
import UpgradePage from "../../../src/plans/upgrade.route";
import { YourPlanCard } from "../../../src/plans/YourPlanCard";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt, renderWithProviders } from "../render";
import { currentUser } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const profile = (status: Partial<PlanStatus> = {}) => currentUser(status);

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
    expect(screen.getByTestId("location")).toHaveTextContent("/builder/bold");
  });

  it("an account that had its trial is told so; a refusal from the server shows its message", async () => {
    fakeConvex.setQuery(api.users.current, profile({ trialAvailable: false }));
    const { unmount } = renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/business" });
    expect(screen.getByText(/You have already used your free trial/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Start free/ })).not.toBeInTheDocument();
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
      <YourPlanCard status={{ plan: "pro", trial: { plan: "pro", endsAt: Date.now() + 3 * DAY_MS - 1000 }, trialAvailable: false }} />,
    );
    const card = screen.getByRole("region", { name: "Your plan" });
    expect(within(card).getByText("Pro trial")).toBeInTheDocument();
    expect(within(card).getByTestId("trial-days-left")).toHaveTextContent(/Free trial: 3 days left \(ends /);
    expect(within(card).getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/pricing");
    unmount();
    renderWithProviders(<YourPlanCard status={{ plan: "free", trial: null, trialAvailable: true }} />);
    expect(screen.getByRole("link", { name: "Try Pro free for 14 days" })).toHaveAttribute("href", "/upgrade/pro");
  });
});
