import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { api } from "../../../convex/_generated/api";
import { invitationMention, invitationTokenOf } from "../../../convex/model/invitationLink";
import { RequireAuth } from "../../../src/account/auth/RequireAuth";
import { INVITATION_MENTION_ATTRIBUTE } from "../../../src/lib/authRedirect";
import { showInvitationMention } from "../../../src/account/auth-page/invitationMention";
import LoginPage from "../../../src/account/login.route";
import SignupPage from "../../../src/account/signup.route";
import { fakeConvex } from "../fakeConvex";
import { LocationProbe, renderWithProviders, routeElement } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

/** Who invites whom: an invitation to work on someone's portfolio, followed by a person without an account. */

const token = "a".repeat(43);
const invitePath = `/invite/${token}`;
const MENTION = "Ana Lima invited you to edit “Ana Lima”";

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={routeElement(LoginPage, { oauthProviders: [] })} />
        <Route path="/signup" element={routeElement(SignupPage, { oauthProviders: [] })} />
        <Route
          path="/invite/:token"
          element={
            <RequireAuth>
              <p>Invitation page</p>
            </RequireAuth>
          }
        />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("an invitation for someone without an account", () => {
  it("reads only an exact invitation path, and words the mention", () => {
    expect(invitationTokenOf(invitePath)).toBe(token);
    for (const path of [null, "/dashboard", `${invitePath}/x`, `${invitePath}?a=1`, "/invite/short", `/x${invitePath}`])
      expect(invitationTokenOf(path)).toBeNull();
    expect(invitationMention({ inviterName: "Ana Lima", portfolioName: "Ana Lima" })).toBe(MENTION);
    expect(invitationMention({ inviterName: "", portfolioName: "" })).toBe("Someone invited you to edit their portfolio");
  });

  it("opened signed out, the link leads to /login with the invitation in `next`, which names who invites; Sign up keeps it and signs up into the invitation", async () => {
    const user = userEvent.setup();
    fakeConvex.setQuery(api.members.invitationPreview, ({ token: asked }) => (asked === token ? { inviterName: "Ana Lima", portfolioName: "Ana Lima" } : null));
    renderApp(invitePath);
    expect(await screen.findByTestId("location")).toHaveTextContent(`/login?next=${encodeURIComponent(invitePath)}`);
    expect(await screen.findByText(MENTION)).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Sign up" }));
    expect(screen.getByTestId("location")).toHaveTextContent(`/signup?next=${encodeURIComponent(invitePath)}`);
    expect(await screen.findByText(MENTION)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", `/login?next=${encodeURIComponent(invitePath)}`);

    await user.type(screen.getByLabelText(/Email/), "zoe@example.com");
    await user.type(screen.getByLabelText(/Password/), "a long enough passphrase 42");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    // The new session is kept and the person lands back on the invitation, where they can accept.
    expect(await screen.findByText("Invitation page")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(invitePath);
  });

  it("says nothing for a token that names no usable invitation, or a `next` that is not an invitation", async () => {
    fakeConvex.setQuery(api.members.invitationPreview, null);
    renderApp(`/signup?next=${encodeURIComponent(invitePath)}`);
    await screen.findByRole("button", { name: "Sign Up" });
    expect(screen.queryByText(/invited you/)).not.toBeInTheDocument();
    fakeConvex.setQuery(api.members.invitationPreview, { inviterName: "Ana", portfolioName: "" });
    expect(await screen.findByText("Ana invited you to edit their portfolio")).toBeInTheDocument();
  });

  it("the static page's script fills in the line from the public query", async () => {
    document.body.innerHTML = `<script type="application/json" id="page-script-config">${JSON.stringify({ base: "", convexUrl: "http://127.0.0.1:3210", appModules: [] })}</script><p ${INVITATION_MENTION_ATTRIBUTE}="${token}" hidden></p>`;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: "success", value: { inviterName: "Ana Lima", portfolioName: "Ana Lima" } })));
    vi.stubGlobal("fetch", fetchMock);
    await showInvitationMention();
    const line = document.querySelector<HTMLElement>(`[${INVITATION_MENTION_ATTRIBUTE}]`)!;
    expect(line.textContent).toBe(MENTION);
    expect(line.hidden).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:3210/api/query");
    expect(JSON.parse(init.body as string)).toMatchObject({ path: "members:invitationPreview", args: { token } });

    // An unknown token: the line stays hidden and empty.
    line.hidden = true;
    line.textContent = "";
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ status: "success", value: null })));
    await showInvitationMention();
    expect(line.hidden).toBe(true);
    expect(line.textContent).toBe("");
  });
});
