import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { lastDays } from "../../../convex/model/audience";
import { AudienceCard } from "../../../src/dashboard/audience/AudienceCard";
import { Inbox } from "../../../src/dashboard/audience/Inbox";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const free = { plan: "free" as const, totalViews: 1234, contactForm: false, chart: null, referrers: null };
const chart = lastDays(Date.now()).map((day, i) => ({ day, views: i }));
const pro = { ...free, plan: "pro" as const, chart, referrers: [{ domain: "news.ycombinator.com", views: 12 }] };

const show = (summary: typeof free | typeof pro, viewingNow = 0) => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.audience.summary, summary);
  fakeConvex.setQuery(api.audience.viewingNow, viewingNow);
  return renderWithProviders(<AudienceCard published />, { route: "/dashboard" });
};

describe("audience card", () => {
  it("free plan: the total, who is viewing now, and an upgrade hint instead of the chart", () => {
    show(free, 2);
    const card = screen.getByRole("region", { name: "Audience" });
    expect(within(card).getByTestId("total-views")).toHaveTextContent("1,234");
    expect(within(card).getByText("2 people viewing your portfolio now")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Try Pro free for 14 days" })).toHaveAttribute("href", "/upgrade/pro?next=%2Fdashboard");
    expect(within(card).queryByText("Last 30 days")).not.toBeInTheDocument();
  });

  it("Pro: the 30-day chart (with a table for screen readers) and the top referring sites", () => {
    show(pro, 1);
    const card = screen.getByRole("region", { name: "Audience" });
    expect(within(card).getByText("1 person viewing your portfolio now")).toBeInTheDocument();
    expect(within(card).getByText("Last 30 days")).toBeInTheDocument();
    expect(within(card).getAllByRole("row")).toHaveLength(30);
    expect(within(within(card).getByRole("list", { name: "Top referring sites" })).getByText("news.ycombinator.com")).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Try Pro free for 14 days" })).not.toBeInTheDocument();
  });

  it("the contact form switch turns the form on", async () => {
    show(free);
    await userEvent.click(screen.getByRole("switch", { name: "Show a contact form on my portfolio" }));
    await waitFor(() => expect(fakeConvex.callsTo(api.audience.setContactForm)).toEqual([{ enabled: true }]));
  });
});

describe("inbox", () => {
  const message = {
    id: "m1" as Id<"visitorMessages">,
    name: "Grace Hopper",
    email: "grace@example.com",
    message: "Hello!",
    read: false,
    createdAt: Date.UTC(2026, 10, 1),
  };

  it("lists messages with the unread count; mark read and delete call the owner's mutations", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.messages.inbox, { unread: 1, messages: [message] });
    renderWithProviders(<Inbox />, { route: "/dashboard" });
    const inbox = screen.getByRole("region", { name: "Messages" });
    expect(within(inbox).getByText("1 unread")).toBeInTheDocument();
    const item = within(inbox).getByRole("listitem", { name: "Message from Grace Hopper" });
    expect(within(item).getByRole("link", { name: "grace@example.com" })).toHaveAttribute("href", "mailto:grace@example.com");
    await userEvent.click(within(item).getByRole("button", { name: "Mark read" }));
    await userEvent.click(within(item).getByRole("button", { name: "Delete the message from Grace Hopper" }));
    await waitFor(() => expect(fakeConvex.callsTo(api.messages.remove)).toEqual([{ id: "m1" }]));
    expect(fakeConvex.callsTo(api.messages.markRead)).toEqual([{ id: "m1", read: true }]);
  });

  it("says when there are no messages yet", () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.messages.inbox, { unread: 0, messages: [] });
    renderWithProviders(<Inbox />, { route: "/dashboard" });
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });
});
