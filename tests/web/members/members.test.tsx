import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { Route, Routes } from "react-router";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { INVITATION_MESSAGES, inviteLimitMessage } from "../../../convex/model/members";
import { MembersCard } from "../../../src/collaboration/MembersCard";
import { SharedWithYou } from "../../../src/collaboration/SharedWithYou";
import InvitePage from "../../../src/collaboration/invite.route";
import { fakeConvex } from "../fakeConvex";
import { currentUser } from "../fakeAccount";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const team = {
  allowed: true,
  members: [{ id: "m1" as Id<"portfolioMembers">, name: "Ed", email: "ed@example.com", role: "editor" as const, addedAt: 1 }],
  invitations: [
    { id: "i1" as Id<"portfolioInvitations">, email: "zoe@example.com", role: "publisher" as const, expiresAt: Date.UTC(2026, 0, 8), expired: false },
  ],
};

const showPanel = (data: typeof team) => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.members.list, data);
  renderWithProviders(<MembersCard />, { route: "/dashboard" });
  return screen.getByRole("region", { name: "People working on your portfolio" });
};

describe("the owner's members panel", () => {
  it("without Business: says what it is and how to get it, with no form", () => {
    const card = showPanel({ allowed: false, members: [], invitations: [] });
    expect(within(card).getByText(/Team collaboration is part of the Business plan/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Try Business free for 14 days" })).toBeInTheDocument();
    expect(within(card).queryByRole("textbox", { name: "Email address" })).not.toBeInTheDocument();
  });

  it("invites by email with a role, checking the address first; shows the server's refusal on the field", async () => {
    const user = userEvent.setup();
    const card = showPanel(team);
    await user.type(within(card).getByRole("textbox", { name: "Email address" }), "not-an-email");
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    expect(within(card).getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription("Enter a valid email address.");
    expect(fakeConvex.callsTo(api.members.invite)).toEqual([]);

    await user.clear(within(card).getByRole("textbox", { name: "Email address" }));
    await user.type(within(card).getByRole("textbox", { name: "Email address" }), "ed@example.com");
    await user.selectOptions(within(card).getByRole("combobox", { name: "Role" }), "publisher");
    fakeConvex.onCall(api.members.invite, () => {
      throw new ConvexError({ code: "validation/invalid", message: "This person is already a member.", fields: { email: "This person is already a member." } });
    });
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(within(card).getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription("This person is already a member."));
    expect(fakeConvex.callsTo(api.members.invite)).toEqual([{ email: "ed@example.com", role: "publisher" }]);
  });

  it("past the daily invitation limits: the account's in a toast, the address's on the field", async () => {
    const user = userEvent.setup();
    const card = showPanel(team);
    const accountLimit = inviteLimitMessage("account", 3 * 60 * 60 * 1000);
    fakeConvex.onCall(api.members.invite, () => {
      throw new ConvexError({ code: "invite/rate-limited", message: accountLimit });
    });
    await user.type(within(card).getByRole("textbox", { name: "Email address" }), "kim@example.com");
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(accountLimit)).toBeInTheDocument();
    expect(accountLimit).toBe("You have sent 20 invitations in the last 24 hours, the most a day. You can send the next one in 3 hours.");

    const addressLimit = inviteLimitMessage("address", 60 * 1000);
    fakeConvex.onCall(api.members.invite, () => {
      throw new ConvexError({ code: "invite/rate-limited", message: addressLimit, fields: { email: addressLimit } });
    });
    await user.click(within(card).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(within(card).getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(addressLimit));
    expect(addressLimit).toBe("This address has been sent 3 invitations in the last 24 hours, the most a day. You can invite it again in 1 hour.");
  });

  it("lists members and pending invitations; changes a role, removes, withdraws", async () => {
    const user = userEvent.setup();
    const card = showPanel(team);
    const members = within(card).getByRole("list", { name: "Members" });
    expect(within(members).getByText("ed@example.com")).toBeInTheDocument();
    await user.selectOptions(within(members).getByRole("combobox", { name: "Role of Ed" }), "publisher");
    expect(fakeConvex.callsTo(api.members.changeRole)).toEqual([{ memberId: "m1", role: "publisher" }]);
    await user.click(within(members).getByRole("button", { name: "Remove Ed" }));
    expect(fakeConvex.callsTo(api.members.remove)).toEqual([{ memberId: "m1" }]);
    const pending = within(card).getByRole("list", { name: "Pending invitations" });
    expect(within(pending).getByText("Publisher")).toBeInTheDocument();
    await user.click(within(pending).getByRole("button", { name: "Withdraw the invitation to zoe@example.com" }));
    expect(fakeConvex.callsTo(api.members.revokeInvitation)).toEqual([{ invitationId: "i1" }]);
  });
});

describe("shared with you", () => {
  it("lists each shared portfolio with its owner and the role, opening the builder and preview on it", () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.members.sharedWithMe, [
      { portfolioId: "p1" as Id<"portfolios">, ownerName: "Ana", role: "editor", templateId: "creative", name: "Ana Lovelace", updatedAt: null, revision: 3 },
    ]);
    renderWithProviders(<SharedWithYou />, { route: "/dashboard" });
    const region = screen.getByRole("region", { name: "Shared with you" });
    expect(within(region).getByText("Owner: Ana · Your role: Editor")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Edit Ana Lovelace" })).toHaveAttribute("href", "/builder/creative?portfolio=p1");
    expect(within(region).getByRole("link", { name: "Preview Ana Lovelace" })).toHaveAttribute("href", "/preview?portfolio=p1");
  });

  it("opens a shared portfolio's publish history: who published each version; Restore only for a publisher", async () => {
    const user = userEvent.setup();
    fakeConvex.setAuth({ isAuthenticated: true });
    const row = { portfolioId: "p1" as Id<"portfolios">, ownerName: "Ana", templateId: "creative", name: "Ana Lovelace", updatedAt: null, revision: 3 };
    fakeConvex.setQuery(api.members.sharedWithMe, [{ ...row, role: "editor" }]);
    const asked: unknown[] = [];
    fakeConvex.setQuery(api.portfolioVersions.list, (args) => {
      asked.push(args);
      return [
        {
          id: "v1" as Id<"portfolioVersions">,
          publishedAt: Date.UTC(2026, 0, 1),
          templateId: "creative",
          templateName: "Creative",
          name: "Ana",
          publishedBy: "Pat",
        },
      ];
    });
    const { unmount } = renderWithProviders(<SharedWithYou />, { route: "/dashboard" });
    await user.click(screen.getByRole("button", { name: "Publish history of Ana Lovelace" }));
    expect(asked).toContainEqual({ portfolioId: "p1" });
    expect(screen.getByText("Creative template · published by Pat")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View the version of/ })).toHaveAttribute("href", "/history/v1?portfolio=p1");
    expect(screen.queryByRole("button", { name: /Restore to draft/ })).not.toBeInTheDocument();
    unmount();
    fakeConvex.setQuery(api.members.sharedWithMe, [{ ...row, role: "publisher" }]);
    renderWithProviders(<SharedWithYou />, { route: "/dashboard" });
    await user.click(screen.getByRole("button", { name: "Publish history of Ana Lovelace" }));
    await user.click(screen.getByRole("button", { name: /Restore to draft/ }));
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(fakeConvex.callsTo(api.portfolioVersions.restore)).toEqual([{ versionId: "v1", baseRevision: 3, portfolioId: "p1" }]);
  });

  it("leaves a shared portfolio after confirming", async () => {
    const user = userEvent.setup();
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.members.sharedWithMe, [
      { portfolioId: "p1" as Id<"portfolios">, ownerName: "Ana", role: "editor", templateId: "creative", name: "Ana Lovelace", updatedAt: null, revision: 3 },
    ]);
    renderWithProviders(<SharedWithYou />, { route: "/dashboard" });
    await user.click(screen.getByRole("button", { name: "Leave Ana Lovelace" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Ana Lovelace?" });
    expect(within(dialog).getByText("You will no longer be able to edit or preview it. Only Ana can invite you again.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.members.leave)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(fakeConvex.callsTo(api.members.leave)).toEqual([{ portfolioId: "p1" }]);
  });

  it("is absent when nothing is shared", () => {
    fakeConvex.setQuery(api.members.sharedWithMe, []);
    renderWithProviders(<SharedWithYou />, { route: "/dashboard" });
    expect(screen.queryByRole("region", { name: "Shared with you" })).not.toBeInTheDocument();
  });
});

describe("the invitation page", () => {
  const token = "a".repeat(43);
  const show = (answer: unknown) => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.members.invitation, answer as never);
    renderWithProviders(
      <Routes>
        <Route path="/invite/:token" element={<InvitePage />} />
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Routes>,
      { route: `/invite/${token}` },
    );
  };

  it("accepts and goes to the dashboard", async () => {
    const user = userEvent.setup();
    show({ problem: null, message: null, ownerName: "Ana", role: "editor", signedIn: true, emailConfirmed: true, email: "ed@example.com" });
    expect(screen.getByText(/Ana invited ed@example.com to work on their portfolio as/)).toBeInTheDocument();
    fakeConvex.onCall(api.members.accept, () => ({ portfolioId: "p1" as Id<"portfolios"> }));
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(fakeConvex.callsTo(api.members.accept)).toEqual([{ token }]);
    await screen.findByText("Dashboard");
  });

  it("waits for a confirmed address: no Accept, the confirmation's Resend instead", async () => {
    const user = userEvent.setup();
    fakeConvex.setQuery(api.users.current, currentUser({ email: "ed@example.com", emailConfirmed: false }));
    fakeConvex.onCall(api.emailConfirmations.resend, () => ({ email: "ed@example.com" }));
    show({ problem: null, message: null, ownerName: "Ana", role: "editor", signedIn: true, emailConfirmed: false, email: "ed@example.com" });
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
    expect(screen.getByText("Open the link we sent to ed@example.com. Until then you cannot send or accept invitations.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(fakeConvex.callsTo(api.emailConfirmations.resend)).toEqual([{}]);
  });

  it.each(["used", "expired", "wrong-account", "not-found"] as const)("says why a %s link cannot be accepted, with no Accept", (problem) => {
    show({ problem, message: INVITATION_MESSAGES[problem], ownerName: "Ana", role: "editor", signedIn: true, email: null });
    expect(screen.getByRole("heading", { name: "This invitation cannot be accepted" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(INVITATION_MESSAGES[problem]);
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
  });
});
