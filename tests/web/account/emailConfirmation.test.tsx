import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { appError } from "../../../convex/model/errors";
import AccountPage from "../../../src/account/account.route";
import ConfirmEmailPage from "../../../src/account/confirmEmail.route";
import DashboardPage from "../../../src/dashboard/dashboard.route";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt, renderWithProviders } from "../render";
import { currentUser, dashboardData, type CurrentUser } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

/** Issue 37 item 2 in the pages: the dashboard's banner, the account page's pending change, the mailed link's page. */

const ada = currentUser({ name: "Ada Lovelace", phone: "+44 20 7946 0000", dob: "1990-12-10", gender: "female", address: "12 St James's Square" });

function signedInAs(user: CurrentUser) {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.users.current, user);
  fakeConvex.setQuery(api.portfolios.dashboard, dashboardData());
}

const infoForm = () => within(screen.getByRole("region", { name: "Basic information" }));

describe("the dashboard's banner", () => {
  it("asks an unconfirmed account to confirm, without blocking anything, and Resend mails the link again", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.emailConfirmations.resend, () => ({ email: "ada@example.com" }));
    signedInAs({ ...ada, emailConfirmed: false });
    renderWithProviders(<DashboardPage />, { route: "/dashboard" });
    const banner = (await screen.findByText("Please confirm your email address")).closest("[role=status]") as HTMLElement;
    expect(banner).toHaveTextContent("Open the link we sent to ada@example.com. Until then you cannot send or accept invitations.");
    // The dashboard's own buttons are all still there.
    expect(screen.getByRole("link", { name: "Choose a Template" })).toBeVisible();
    await user.click(within(banner).getByRole("button", { name: "Resend" }));
    expect(fakeConvex.callsTo(api.emailConfirmations.resend)).toEqual([{}]);
    expect(await screen.findByText("We sent a new link to ada@example.com.")).toBeInTheDocument();
  });

  it("says when Resend must wait, and is absent once the address is confirmed", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.emailConfirmations.resend, () => {
      throw appError("email/rate-limited", "Too many confirmation mails. Please wait 540 seconds and try again.");
    });
    signedInAs({ ...ada, emailConfirmed: false });
    const { unmount } = renderWithProviders(<DashboardPage />, { route: "/dashboard" });
    await user.click(await screen.findByRole("button", { name: "Resend" }));
    expect(await screen.findByText("Too many confirmation mails. Please wait 540 seconds and try again.")).toBeInTheDocument();
    unmount();

    signedInAs(ada);
    renderWithProviders(<DashboardPage />, { route: "/dashboard" });
    await screen.findByRole("link", { name: "Manage Account" });
    expect(screen.queryByText("Please confirm your email address")).toBeNull();
  });
});

describe("changing the address on the account page", () => {
  it("keeps the current address in the field and says where the link went", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.users.updateAccount, () => ({ pendingEmail: "ada.l@example.com" }));
    signedInAs(ada);
    renderWithProviders(<AccountPage />, { route: "/account" });
    const email = await infoForm().findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, "Ada.L@Example.com");
    await user.click(infoForm().getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Information updated successfully!")).toBeInTheDocument();
    const text = "We sent a link to ada.l@example.com; your address stays ada@example.com until you confirm.";
    expect(screen.getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(infoForm().getByLabelText(/^Email/)).toHaveValue("ada@example.com"));
  });

  it("shows the change waiting for its link, with Resend and a way to keep the current address", async () => {
    const user = userEvent.setup();
    signedInAs({ ...ada, pendingEmail: "new@example.com" });
    renderWithProviders(<AccountPage />, { route: "/account" });
    const note = (await infoForm().findByText("We sent a link to new@example.com; your address stays ada@example.com until you confirm.")).closest(
      "[role=status]",
    ) as HTMLElement;
    await user.click(within(note).getByRole("button", { name: "Resend" }));
    expect(fakeConvex.callsTo(api.emailConfirmations.resend)).toEqual([{}]);
    await user.click(within(note).getByRole("button", { name: "Cancel the change" }));
    expect(fakeConvex.callsTo(api.emailConfirmations.cancelChange)).toEqual([{}]);
    // Neither button submits the form.
    expect(fakeConvex.callsTo(api.users.updateAccount)).toEqual([]);
  });

  it("asks an unconfirmed account to confirm its address", async () => {
    signedInAs({ ...ada, emailConfirmed: false });
    renderWithProviders(<AccountPage />, { route: "/account" });
    expect(await infoForm().findByText("Please confirm your email address")).toBeInTheDocument();
  });
});

describe("the mailed link's page", () => {
  const token = "a".repeat(43);

  it("confirms on opening and says which address", async () => {
    fakeConvex.onCall(api.emailConfirmations.confirm, () => ({ email: "ada.l@example.com", changed: true }));
    fakeConvex.setAuth({ isAuthenticated: false });
    renderPageAt("/confirm-email/:token", <ConfirmEmailPage />, { route: `/confirm-email/${token}` });
    expect(await screen.findByRole("heading", { name: "Your email address is confirmed" })).toBeInTheDocument();
    expect(screen.getByText("ada.l@example.com is now the email you sign in with.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(fakeConvex.callsTo(api.emailConfirmations.confirm)).toEqual([{ token }]);
  });

  it("says why a used or expired link did not work", async () => {
    fakeConvex.onCall(api.emailConfirmations.confirm, () => {
      throw appError("auth/invalid-code", "This confirmation link is wrong, was already used or has expired. Send a new one from your account.");
    });
    fakeConvex.setAuth({ isAuthenticated: true });
    renderPageAt("/confirm-email/:token", <ConfirmEmailPage />, { route: `/confirm-email/${token}` });
    expect(await screen.findByRole("alert")).toHaveTextContent("This confirmation link is wrong, was already used or has expired.");
    expect(screen.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/account");
  });
});
