import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PricingPage from "../../../src/plans/pricing.route";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const card = (name: string) => screen.getByRole("article", { name });

describe("pricing", () => {
  it("shows three plans with the spec's features that are true, monthly by default", () => {
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(screen.getByRole("heading", { level: 1, name: "Our Pricing Plans" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(within(card("Free")).getByText("$0")).toBeInTheDocument();
    expect(within(card("Free")).getByText("Platform branding")).toBeInTheDocument();
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
    const { unmount } = renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(hrefs()).toEqual(["/signup", "/signup?next=%2Fupgrade%2Fpro", "/signup?next=%2Fupgrade%2Fbusiness"]);
    unmount();

    fakeConvex.setAuth({ isAuthenticated: true });
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(hrefs()).toEqual(["/dashboard", "/upgrade/pro", "/upgrade/business"]);
  });
});
