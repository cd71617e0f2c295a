import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { appError } from "../../../convex/model/errors";
import LoginPage from "../../../src/account/login.route";
import { fakeConvex } from "../fakeConvex";
import { LocationProbe, renderWithProviders, routeElement } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const renderLogin = (state?: unknown) =>
  renderWithProviders(
    <>
      {routeElement(LoginPage, { oauthProviders: [] })}
      <LocationProbe />
    </>,
    { route: "/login", state },
  );

describe("login", () => {
  it("focuses the email field on load and links to sign-up", () => {
    renderLogin();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });

  it("offers the sign-in providers its loader names, each a form posting to the server", () => {
    renderWithProviders(routeElement(LoginPage, { oauthProviders: [{ id: "github", name: "GitHub" }] }), { route: "/login?next=%2Faccount" });
    const button = screen.getByRole("button", { name: "Continue with GitHub" });
    expect(button.closest("form")).toHaveAttribute("action", "/portfolio-builder/oauth/github?from=login&next=%2Faccount");
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
  });

  it("validates email and password before calling the server", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument();
    expect(fakeConvex.signInCalls).toHaveLength(0);
  });

  it("does not apply the sign-up length rule to existing passwords", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "short");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.queryByText(/at least 8 characters/)).not.toBeInTheDocument();
    expect(fakeConvex.signInCalls).toHaveLength(1);
  });

  it("reads Logging in... while busy", async () => {
    const user = userEvent.setup();
    fakeConvex.onSignIn(() => new Promise(() => {}));
    renderLogin();
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  });

  it("shows the human message of a Convex Auth failure and lets the user retry", async () => {
    const user = userEvent.setup();
    fakeConvex.onSignIn(() => {
      throw appError("auth/invalid-credential", "Invalid email or password.");
    });
    renderLogin();
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Invalid email or password.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/);
  });

  it("never shows a raw error text for unexpected failures", async () => {
    const user = userEvent.setup();
    fakeConvex.onSignIn(() => {
      throw new Error("[CONVEX A(auth:signIn)] Server Error at handler (stack...)");
    });
    renderLogin();
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Could not log in. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText(/CONVEX/)).not.toBeInTheDocument();
  });

  it("on success ensures the profile, says so and goes to the dashboard", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText(/Email/), "  ada@example.com ");
    await user.type(screen.getByLabelText(/Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
    // The browser's device token goes with the sign-in and is remembered for the account after it.
    const device = localStorage.getItem("portfolio-builder-device");
    expect(device).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fakeConvex.signInCalls[0].params).toEqual({ email: "ada@example.com", password: "secret-password", flow: "signIn", device });
    expect(fakeConvex.callsTo(api.users.ensureProfile)).toHaveLength(1);
    expect(fakeConvex.callsTo(api.account.rememberDevice)).toEqual([{ token: device }]);
    expect(screen.getByText("Login successful!")).toBeInTheDocument();
  });

  it("offers a way to reset a forgotten password", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/reset-password");
  });

  it("prefills the email handed over by sign-up", () => {
    renderLogin({ email: "new@example.com" });
    expect(screen.getByLabelText(/Email/)).toHaveValue("new@example.com");
  });

  it("sends a signed-in user to the dashboard", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    renderLogin();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
    expect(fakeConvex.callsTo(api.users.ensureProfile)).toHaveLength(0);
  });

  it("asks for a code when the account has two-factor on, and sends it with the ticket", async () => {
    const user = userEvent.setup();
    fakeConvex.onSignIn((_provider, params) => {
      if (params.flow === "signIn") throw appError("auth/two-factor-required", "Enter the code.", { ticket: "ticket-1" });
      if (String(params.code).replace(/\s/g, "") !== "123456") throw appError("auth/invalid-code", "That code is not right.");
    });
    renderLogin();
    await user.type(screen.getByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await user.click(await screen.findByRole("button", { name: "Verify" }));
    expect(screen.getByText("Enter the code from your authenticator app.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Authentication code/), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code is not right.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), "123 456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
    expect(fakeConvex.signInCalls.at(-1)).toEqual({ provider: "password", params: { flow: "two-factor", ticket: "ticket-1", code: "123 456" } });
  });
});
