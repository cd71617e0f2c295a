import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PricingPage from "../../../src/pages/Pricing.page";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const card = (name: string) => screen.getByRole("article", { name });

describe("pricing", () => {
  it("shows three plans with the spec's features, monthly by default", () => {
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(screen.getByRole("heading", { level: 1, name: "Our Pricing Plans" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(within(card("Free")).getByText("$0")).toBeInTheDocument();
    expect(within(card("Free")).getByText("Platform branding")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("$10")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("/month")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("Portfolio analytics")).toBeInTheDocument();
    expect(within(card("Business")).getByText("SEO optimization tools")).toBeInTheDocument();
  });

  it("switches to yearly prices with the saving, and back", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    await user.click(screen.getByText("Yearly"));
    expect(within(card("Pro")).getByText("$100")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("/year")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("Save $20 a year")).toBeInTheDocument();
    expect(within(card("Business")).getByText("Save $20 a year")).toBeInTheDocument();
    expect(within(card("Free")).queryByText(/Save/)).not.toBeInTheDocument();

    await user.click(screen.getByText("Monthly"));
    expect(within(card("Pro")).getByText("$10")).toBeInTheDocument();
    expect(within(card("Pro")).queryByText(/Save/)).not.toBeInTheDocument();
  });

  it("sends visitors to sign up and signed-in users to the dashboard", () => {
    const { unmount } = renderWithProviders(<PricingPage />, { route: "/pricing" });
    for (const link of screen.getAllByRole("link", { name: /Get started/ })) expect(link).toHaveAttribute("href", "/signup");
    unmount();

    fakeConvex.setAuth({ isAuthenticated: true });
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    for (const link of screen.getAllByRole("link", { name: /Get started/ })) expect(link).toHaveAttribute("href", "/dashboard");
  });
});
