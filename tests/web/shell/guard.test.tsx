import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { fakeConvex } from "../fakeConvex";
import { renderApp } from "../render";
import { currentUser, dashboardData } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const renderAt = (route: string) => renderApp(route);

describe("the guard", () => {
  it("shows Loading... while the session is unknown", async () => {
    fakeConvex.setAuth({ isLoading: true });
    renderAt("/dashboard");
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  });

  it("renders the screen when signed in", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.portfolios.dashboard, dashboardData({ displayName: "Ada" }));
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Welcome, Ada!" })).toBeInTheDocument();
  });

  it("drops the tokens of a session the server has ended (signed out elsewhere) and goes to /login", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.portfolios.dashboard, null);
    fakeConvex.setQuery(api.users.current, null);
    renderAt("/dashboard");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/));
    expect(fakeConvex.signOutCount).toBe(1);
  });

  it.each(["/dashboard", "/account", "/builder/minimalist", "/preview", "/resume"])(
    "sends a signed-out visitor from %s to /login, remembering the page",
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument();
      const location = screen.getByTestId("location");
      expect(location).toHaveTextContent(/^\/login$/);
      expect(JSON.parse(location.dataset.state!)).toEqual({ from: path });
    },
  );

  it("returns the user to the remembered page after login, creating the profile first", async () => {
    const user = userEvent.setup();
    fakeConvex.setQuery(api.users.current, null);
    renderAt("/account?tab=photo");
    await user.type(await screen.findByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "correct horse");
    fakeConvex.setQuery(api.users.current, currentUser({ displayName: "ada@example.com", name: "" }));
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/account\?tab=photo$/));
    expect(await screen.findByRole("heading", { name: "Account" })).toBeInTheDocument();
    expect(fakeConvex.signInCalls).toEqual([
      { provider: "password", params: { email: "ada@example.com", password: "correct horse", flow: "signIn", device: expect.any(String) } },
    ]);
    expect(fakeConvex.callsTo(api.users.ensureProfile)).toHaveLength(1);
    expect(screen.getByText("Login successful!")).toBeInTheDocument();
  });
});
