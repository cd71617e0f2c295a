import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeConvex } from "../fakeConvex";
import { COLOR_SCHEME_STORAGE_KEY } from "../../../src/lib/colorScheme";
import { renderApp } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const renderAt = (route: string) => renderApp(route);

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole("link")
    .map((link) => link.textContent);

describe("top navigation", () => {
  it("offers Login and Signup to visitors", async () => {
    renderAt("/pricing");
    await screen.findByRole("heading", { name: "Our Pricing Plans" });
    expect(linkNames(mainNav())).toEqual(["Home", "Pricing", "About", "Contact", "Login", "Signup"]);
    expect(within(mainNav()).queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("offers Dashboard, Account and Logout when signed in", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    renderAt("/about");
    await screen.findByRole("heading", { name: "About Portfolio Builder" });
    expect(linkNames(mainNav())).toEqual(["Home", "Pricing", "About", "Contact", "Dashboard", "Account"]);
    expect(within(mainNav()).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("shows only the public links while the session is unknown", async () => {
    fakeConvex.setAuth({ isLoading: true });
    renderAt("/home");
    await screen.findByRole("heading", { level: 1, name: "Portfolio Builder" });
    expect(linkNames(mainNav())).toEqual(["Home", "Pricing", "About", "Contact"]);
  });

  it("marks the current page", async () => {
    renderAt("/contact");
    await screen.findByRole("heading", { name: "Contact us", level: 1 });
    expect(within(mainNav()).getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("logs out: signs out, then goes to /login", async () => {
    const user = userEvent.setup();
    fakeConvex.setAuth({ isAuthenticated: true });
    renderAt("/home");
    await screen.findByRole("heading", { level: 1, name: "Portfolio Builder" });
    await user.click(within(mainNav()).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/));
    expect(fakeConvex.signOutCount).toBe(1);
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(linkNames(mainNav())).toContain("Signup");
  });

  it("is hidden on public portfolio pages", async () => {
    renderAt("/portfolio-view/abc123");
    await waitFor(() => expect(screen.queryByText("Loading page...")).not.toBeInTheDocument());
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  });

  it("collapses into a burger menu that opens and closes", async () => {
    const user = userEvent.setup();
    renderAt("/home");
    await screen.findByRole("heading", { level: 1, name: "Portfolio Builder" });
    const burger = screen.getByRole("button", { name: "Open navigation" });
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Main (mobile)" })).not.toBeInTheDocument();

    await user.click(burger);
    const mobile = await screen.findByRole("navigation", { name: "Main (mobile)" });
    expect(screen.getByRole("button", { name: "Close navigation" })).toHaveAttribute("aria-expanded", "true");
    await user.click(within(mobile).getByRole("link", { name: "Pricing" }));

    await screen.findByRole("heading", { name: "Our Pricing Plans" });
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main (mobile)" })).not.toBeInTheDocument());
  });

  it("remembers the colour scheme the user picks", async () => {
    const user = userEvent.setup();
    renderAt("/home");
    await user.click(await screen.findByRole("button", { name: "Switch to dark mode" }));
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "dark");
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("dark");
    await user.click(screen.getByRole("button", { name: "Switch to light mode" }));
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("light");
  });
});

describe("routes", () => {
  it("redirects / to /home", async () => {
    renderAt("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Portfolio Builder" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/home$/);
  });

  it("shows a helpful not-found page with a way home", async () => {
    const user = userEvent.setup();
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByText("/no/such/page")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Go to the home page" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Portfolio Builder" })).toBeInTheDocument();
  });

  it("puts the shared footer on visitor pages", async () => {
    renderAt("/about");
    await screen.findByRole("heading", { name: "About Portfolio Builder" });
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(/© \d{4} Portfolio Builder/);
    // No social icons leading to bare network home pages: the company has no profiles there.
    for (const link of within(footer).getAllByRole("link")) expect(link.getAttribute("href")).not.toMatch(/^https?:/);
    expect(within(footer).getByRole("navigation", { name: "Quick links" })).toBeInTheDocument();
  });
});
