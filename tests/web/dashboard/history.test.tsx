import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { emptyFormData } from "../../../convex/model/formData";
import { sampleFormData } from "../../../src/sample/samplePortfolio";
import DashboardPage from "../../../src/dashboard/dashboard.route";
import HistoryPage from "../../../src/publishing/history.route";
import type { DashboardData } from "../../../src/dashboard/types";
import { fakeConvex } from "../fakeConvex";
import { renderApp, renderPageAt, renderWithProviders } from "../render";
import { dashboardData, publishedPortfolio } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const published = publishedPortfolio({ templateId: "creative", templateName: "Creative", publishedAt: "2026-01-02T09:00:00.000Z" });
const base = dashboardData({
  everPublished: true,
  published,
  draft: { templateId: "minimalist", templateName: "Minimalist", updatedAt: Date.UTC(2026, 0, 3), name: "Ada Lovelace", revision: 4 },
  unpublishedChanges: [],
});
const first = {
  id: "v1" as Id<"portfolioVersions">,
  publishedAt: Date.UTC(2026, 0, 1, 9),
  templateId: "minimalist",
  templateName: "Minimalist",
  name: "Ada Lovelace",
  publishedBy: null as string | null,
};
const second = {
  id: "v2" as Id<"portfolioVersions">,
  publishedAt: Date.UTC(2026, 0, 2, 9),
  templateId: "creative",
  templateName: "Creative",
  name: "Ada Lovelace",
  publishedBy: "you",
};
const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

const showDashboard = (data: DashboardData = base, versions: (typeof first)[] | "loading" = [second, first]) => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.portfolios.dashboard, data);
  fakeConvex.setQuery(api.portfolioVersions.list, versions === "loading" ? undefined : versions);
  return renderWithProviders(<DashboardPage />, { route: "/dashboard" });
};
const history = () => screen.getByRole("region", { name: "Publish history" });

describe("dashboard: publish history", () => {
  it("lists the versions newest first with time, template, View and Restore", () => {
    showDashboard();
    const items = within(within(history()).getByRole("list", { name: "Published versions" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText(when(second.publishedAt)).tagName).toBe("TIME");
    expect(within(items[0]).getByText("Creative template · published by you")).toBeInTheDocument();
    expect(within(items[1]).getByText("Minimalist template")).toBeInTheDocument();
    expect(within(items[1]).getByRole("link", { name: `View the version of ${when(first.publishedAt)}` })).toHaveAttribute("href", "/history/v1");
    expect(within(items[1]).getByRole("button", { name: `Restore to draft: the version of ${when(first.publishedAt)}` })).toBeInTheDocument();
  });

  it("says when the history is loading or empty", () => {
    const { unmount } = showDashboard(base, "loading");
    expect(within(history()).getByText("Loading your history…")).toBeInTheDocument();
    unmount();
    showDashboard({ ...base, published: null, unpublishedChanges: null }, []);
    expect(within(history()).getByText(/Nothing published yet/)).toBeInTheDocument();
  });

  it("restores after confirmation, naming the draft revision shown", async () => {
    const user = userEvent.setup();
    showDashboard();
    await user.click(within(history()).getByRole("button", { name: `Restore to draft: the version of ${when(first.publishedAt)}` }));
    const dialog = await screen.findByRole("dialog", { name: "Restore this version to your draft?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fakeConvex.callsTo(api.portfolioVersions.restore)).toHaveLength(0);

    await user.click(within(history()).getByRole("button", { name: `Restore to draft: the version of ${when(first.publishedAt)}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText(`The version of ${when(first.publishedAt)} is now your draft. Publish it to put it online.`)).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolioVersions.restore)).toEqual([{ versionId: "v1", baseRevision: 4 }]);
  });

  it("a restore refused because the draft changed elsewhere says so and replaces nothing", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolioVersions.restore, () => {
      throw new ConvexError({ code: "portfolio/conflict", message: "This draft was changed on another device or tab.", revision: 5 });
    });
    showDashboard();
    await user.click(within(history()).getByRole("button", { name: `Restore to draft: the version of ${when(second.publishedAt)}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText(/Your draft was just changed on another device or tab, so nothing was replaced/)).toBeInTheDocument();
  });
});

describe("dashboard: unpublished changes", () => {
  const changes: DashboardData["unpublishedChanges"] = [
    { section: "template", facts: { kind: "template", from: "creative", to: "minimalist" } },
    { section: "skills", facts: { kind: "entries", added: 1, removed: 0 } },
  ];

  it("shows nothing to publish when the draft matches the live page, and no panel without a published page", () => {
    const { unmount } = showDashboard();
    expect(screen.getByText("Your published page is up to date with your draft.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Publish changes" })).not.toBeInTheDocument();
    unmount();
    showDashboard({ ...base, published: null, unpublishedChanges: null });
    expect(screen.queryByText(/up to date/)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Unpublished changes" })).not.toBeInTheDocument();
  });

  it("lists the changed sections and publishes the saved draft in one click; the panel follows live", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolios.publishDraft, async () => {
      fakeConvex.setQuery(api.portfolios.dashboard, { ...base, unpublishedChanges: [] });
      return { path: "/p/ada-lovelace", publishedAt: "2026-01-04T00:00:00.000Z", customDomain: null };
    });
    showDashboard({ ...base, unpublishedChanges: changes });
    const panel = screen.getByRole("region", { name: "Unpublished changes" });
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Template: Creative → Minimalist", "Skills: 1 entry added or edited"]);
    await user.click(within(panel).getByRole("button", { name: "Publish changes" }));
    expect(await screen.findByText("Your changes are published.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([{}]);
    expect(screen.getByText("Your published page is up to date with your draft.")).toBeInTheDocument();
  });

  it("asks before publishing a saved draft that is still the sample", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolios.publishDraft, async () => ({ path: "/p/nadia-okafor", publishedAt: "2026-01-04T00:00:00.000Z", customDomain: null }));
    fakeConvex.setQuery(api.drafts.get, { templateId: "minimalist", revision: 2, updatedAt: 0, formData: sampleFormData, images: {} } as never);
    showDashboard({ ...base, unpublishedChanges: changes });
    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the sample's details?" });
    expect(within(dialog).getByText("Nadia Okafor")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Publish anyway" }));
    expect(await screen.findByText("Your changes are published.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolios.publishDraft)).toEqual([{}]);
  });

  it("a draft that breaks a publish rule is not published and the reason is shown", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolios.publishDraft, () => {
      throw new ConvexError({
        code: "validation/invalid",
        message: "Please correct the highlighted fields before publishing.",
        fields: { name: "Your name is required to publish." },
      });
    });
    showDashboard({ ...base, unpublishedChanges: changes });
    await user.click(screen.getByRole("button", { name: "Publish changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your draft has fields to correct before it can be published.");
  });
});

describe("history page", () => {
  const content = { ...emptyFormData(), name: "Ada Lovelace", role: "Analyst", image: null, projects: [] };
  const showVersion = (value: unknown) => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.portfolios.dashboard, base);
    fakeConvex.setQuery(api.portfolioVersions.get, value as never);
    return renderPageAt("/history/:versionId", <HistoryPage />, { route: "/history/v1" });
  };

  it("renders the version in its template, with its time and a restore button", async () => {
    showVersion({ status: "found", id: "v1", publishedAt: first.publishedAt, templateId: "minimalist", templateName: "Minimalist", content });
    expect(screen.getByRole("heading", { name: "Published version" })).toBeInTheDocument();
    expect(screen.getByText(when(first.publishedAt))).toBeInTheDocument();
    expect(await screen.findByText("Analyst")).toBeInTheDocument();
    const restore = screen.getByRole("button", { name: `Restore to draft: the version of ${when(first.publishedAt)}` });
    const back = screen.getByRole("link", { name: "Back to dashboard" });
    expect(back).toHaveAttribute("href", "/dashboard");
    // The two actions side by side are the same size.
    expect(restore).toHaveAttribute("data-size", back.getAttribute("data-size") ?? "sm");
  });

  it("says not found for an unknown or someone else's version", () => {
    showVersion({ status: "not-found" });
    expect(screen.getByRole("heading", { name: "Version not found" })).toBeInTheDocument();
    act(() => fakeConvex.setQuery(api.portfolioVersions.get, undefined));
    expect(screen.getByText("Loading this version…")).toBeInTheDocument();
  });
});

describe("the history route", () => {
  it("is a signed-in screen of the app's route table", async () => {
    fakeConvex.setAuth({ isLoading: false, isAuthenticated: false });
    renderApp("/history/v1");
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
  });

  it("renders the version for a signed-in owner", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.portfolios.dashboard, base);
    fakeConvex.setQuery(api.portfolioVersions.get, ({ versionId }) =>
      versionId === "v9"
        ? {
            status: "found" as const,
            id: "v9" as Id<"portfolioVersions">,
            publishedAt: first.publishedAt,
            templateId: "minimalist",
            templateName: "Minimalist",
            content: { ...emptyFormData(), name: "Ada", role: "Routed", image: null, projects: [], customSections: [] },
          }
        : { status: "not-found" as const },
    );
    renderApp("/history/v9");
    expect(await screen.findByText("Routed")).toBeInTheDocument();
  });
});
