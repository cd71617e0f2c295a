import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { appError } from "../../../convex/model/errors";
import LoginPage from "../../../src/account/login.route";
import SignupPage from "../../../src/account/signup.route";
import { fakeConvex } from "../fakeConvex";
import { LocationProbe, renderWithProviders, routeElement } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const visited: string[] = [];
function Dashboard() {
  visited.push("/dashboard");
  return <p>Dashboard</p>;
}

const renderSignup = (state?: unknown) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/signup" element={routeElement(SignupPage, { oauthProviders: [] })} />
        <Route path="/login" element={routeElement(LoginPage, { oauthProviders: [] })} />
        <Route path="/dashboard" element={<Dashboard />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: "/signup", state },
  );

const fill = async (user: ReturnType<typeof userEvent.setup>, email: string, password: string) => {
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
};

describe("sign-up", () => {
  it("focuses the email field on load and links to login", () => {
    renderSignup();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("offers the sign-up providers its loader names", () => {
    renderWithProviders(routeElement(SignupPage, { oauthProviders: [{ id: "google", name: "Google" }] }), { route: "/signup" });
    const button = screen.getByRole("button", { name: "Continue with Google" });
    expect(button.closest("form")).toHaveAttribute("action", "/portfolio-builder/oauth/google?from=signup");
  });

  it("validates email and an 8-character password", async () => {
    const user = userEvent.setup();
    renderSignup();
    await fill(user, "", "");
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();

    await fill(user, "ada@", "short");
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters.")).toBeInTheDocument();
    expect(fakeConvex.signInCalls).toHaveLength(0);
  });

  it("applies the server's password rules and shows a strength hint", async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    // The first problem that matters: "abc" is too short, and saying it is also common adds nothing.
    await user.type(screen.getByLabelText(/Password/), "abc");
    expect(await screen.findByText("Strength: Very weak. Password must be at least 8 characters.")).toBeInTheDocument();
    expect(screen.queryByText(/too common/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), "12345678");
    expect(await screen.findByText(/^Strength: Very weak\. This password is too common/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), "Ada@Example.com");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByText("Password cannot be your email address.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), "        ");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByText("Password cannot be only spaces.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), "violet tractor umbrella 19");
    expect(await screen.findByText(/^Strength: Strong/)).toBeInTheDocument();
    expect(fakeConvex.signInCalls).toHaveLength(0);
  });

  it("reads Signing Up... while busy", async () => {
    const user = userEvent.setup();
    fakeConvex.onSignIn(() => new Promise(() => {}));
    renderSignup();
    await fill(user, "ada@example.com", "long-enough");
    expect(screen.getByRole("button", { name: "Signing Up..." })).toBeDisabled();
  });

  it("ends the new session and sends the user to /login with the email filled in", async () => {
    const user = userEvent.setup();
    visited.length = 0;
    renderSignup({ from: "/account" });
    await fill(user, "ada@example.com", "long-enough");

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/));
    expect(fakeConvex.signInCalls[0].params).toEqual({ email: "ada@example.com", password: "long-enough", flow: "signUp", language: "en" });
    expect(fakeConvex.signOutCount).toBe(1);
    expect(fakeConvex.auth.isAuthenticated).toBe(false);
    expect(screen.getByText("Signup successful!")).toBeInTheDocument();
    expect(await screen.findByLabelText(/Email/)).toHaveValue("ada@example.com");
    // The remembered page survives the detour through sign-up.
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({ email: "ada@example.com", from: "/account" });
    // The brief signed-in moment must not bounce the user to the dashboard.
    expect(visited).toEqual([]);
  });

  it("explains an existing account", async () => {
    const user = userEvent.setup();
    fakeConvex.onSignIn(() => {
      throw appError("auth/email-already-in-use", "An account with this email already exists. Log in instead.");
    });
    renderSignup();
    await fill(user, "ada@example.com", "long-enough");
    expect(await screen.findByText("An account with this email already exists. Log in instead.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  });

  it("sends a signed-in user to the dashboard", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    renderSignup();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
  });
});
