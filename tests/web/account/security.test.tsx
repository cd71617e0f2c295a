import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { appError } from "../../../convex/model/errors";
import AccountPage from "../../../src/account/account.route";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt } from "../render";
import { currentUser } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const ada = currentUser();

const show = () => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.users.current, ada);
  fakeConvex.setQuery(api.portfolios.dashboard, null);
  return renderPageAt("/account", <AccountPage />, { route: "/account" });
};
const region = (name: string) => within(screen.getByRole("region", { name }));

describe("password change", () => {
  it("applies the password rules before calling the server", async () => {
    const user = userEvent.setup();
    show();
    const form = region("Password");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(form.getByText("Enter your current password.")).toBeInTheDocument();
    expect(form.getByText("Password is required.")).toBeInTheDocument();
    await user.type(form.getByLabelText(/Current password/), "correct horse");
    await user.type(form.getByLabelText(/New password/), "ADA@example.com");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(form.getByText("Password cannot be your email address.")).toBeInTheDocument();
    await user.clear(form.getByLabelText(/New password/));
    await user.type(form.getByLabelText(/New password/), "correct horse");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(form.getByText("Choose a password different from the current one.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.account.changePassword)).toHaveLength(0);
  });

  it("shows a strength hint that flags common passwords", async () => {
    const user = userEvent.setup();
    show();
    await user.type(region("Password").getByLabelText(/New password/), "12345678");
    expect(await region("Password").findByText(/^Strength: Very weak\. This password is too common/)).toBeInTheDocument();
    await user.clear(region("Password").getByLabelText(/New password/));
    await user.type(region("Password").getByLabelText(/New password/), "violet tractor umbrella 19");
    expect(await region("Password").findByText(/^Strength: Strong/)).toBeInTheDocument();
  });

  it("puts the server's answer on the right field, and says when it worked", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.account.changePassword, ({ currentPassword }) => {
      if (currentPassword !== "correct horse") throw appError("auth/wrong-password", "The password is not correct.");
      return null;
    });
    show();
    const form = region("Password");
    await user.type(form.getByLabelText(/Current password/), "wrong horse");
    await user.type(form.getByLabelText(/New password/), "violet tractor umbrella 19");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(await form.findByText("The password is not correct.")).toBeInTheDocument();
    expect(form.getByLabelText(/Current password/)).toHaveAccessibleDescription("The password is not correct.");

    await user.clear(form.getByLabelText(/Current password/));
    await user.type(form.getByLabelText(/Current password/), "correct horse");
    await user.click(form.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password changed. Your other devices were signed out.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.account.changePassword).at(-1)).toEqual({ currentPassword: "correct horse", newPassword: "violet tractor umbrella 19" });
    expect(form.getByLabelText(/Current password/)).toHaveValue("");
  });
});

describe("sign out of all devices", () => {
  it("ends every session, then this browser's, and goes to /login", async () => {
    const user = userEvent.setup();
    show();
    await user.click(region("Devices").getByRole("button", { name: "Sign out of all devices" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/));
    expect(fakeConvex.callsTo(api.account.signOutEverywhere)).toEqual([{}]);
    expect(fakeConvex.signOutCount).toBe(1);
  });
});

describe("account deletion", () => {
  it("asks for the password in a dialog and can be cancelled", async () => {
    const user = userEvent.setup();
    show();
    await user.click(region("Delete account").getByRole("button", { name: "Delete account…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete your account for good?" }));
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(dialog.getByText("Enter your password to confirm.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fakeConvex.callsTo(api.account.deleteAccount)).toHaveLength(0);
  });

  it("refuses a wrong password on the field; with the right one deletes, signs out and goes home", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.account.deleteAccount, ({ password }) => {
      if (password !== "correct horse") throw appError("auth/wrong-password", "The password is not correct.");
      return null;
    });
    show();
    await user.click(region("Delete account").getByRole("button", { name: "Delete account…" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText(/Password/), "wrong horse");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect(await dialog.findByText("The password is not correct.")).toBeInTheDocument();
    expect(fakeConvex.signOutCount).toBe(0);

    await user.clear(dialog.getByLabelText(/Password/));
    await user.type(dialog.getByLabelText(/Password/), "correct horse");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/home$/));
    expect(fakeConvex.callsTo(api.account.deleteAccount).at(-1)).toEqual({ password: "correct horse" });
    expect(fakeConvex.signOutCount).toBe(1);
    expect(screen.getByText("Your account and everything in it were deleted.")).toBeInTheDocument();
  });
});
