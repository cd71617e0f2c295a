import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import DashboardPage from "../../../src/dashboard/dashboard.route";
import type { DashboardData } from "../../../src/dashboard/types";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";
import { dashboardData, publishedPortfolio } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const base = dashboardData();
const published = publishedPortfolio();
const draft: NonNullable<DashboardData["draft"]> = {
  templateId: "creative",
  templateName: "Creative",
  updatedAt: Date.UTC(2025, 4, 2, 9, 30),
  name: "Ada",
  revision: 3,
};

const show = (data: DashboardData | null | undefined) => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.portfolios.dashboard, data);
  return renderWithProviders(<DashboardPage />, { route: "/dashboard" });
};

/** The spec's three dashboard buttons, each exactly once, visible and going where the spec says. */
const expectSpecButtons = (container: HTMLElement) => {
  for (const [name, href] of [
    ["Choose a Template", "/templates"],
    ["Create New Portfolio", "/templates"],
    ["Manage Account", "/account"],
  ] as const) {
    const links = within(container).getAllByRole("link", { name });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", href);
    expect(links[0]).toBeVisible();
  }
};

describe("dashboard", () => {
  it("says it is loading until the live query answers", () => {
    show(undefined);
    expect(screen.getByText("Loading your dashboard…")).toBeInTheDocument();
  });

  it("says who must log in when the query has no user", () => {
    show(null);
    expect(screen.getByText("You must be logged in to view this page.")).toBeInTheDocument();
  });

  it("welcomes by display name, falling back to the email (wrapping before its @ and after a dot of its name, never in the domain)", () => {
    const { unmount } = show(base);
    expect(screen.getByRole("heading", { name: "Welcome, Ada Lovelace!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage Account" })).toHaveAttribute("href", "/account");
    unmount();
    show({ ...base, displayName: "", email: "ana.lima@example.co.uk" });
    const heading = screen.getByRole("heading", { name: "Welcome, ana.lima@example.co.uk!" });
    // The places a line may break: "ana." | "lima" | "@example.co.uk!".
    const pieces = [...heading.childNodes].reduce<string[]>(
      (all, node) => (node.nodeName === "WBR" ? [...all, ""] : [...all.slice(0, -1), all.at(-1)! + node.textContent]),
      [""],
    );
    expect(pieces).toEqual(["Welcome, ana.", "lima", "@example.co.uk!"]);
    expect(heading).toHaveStyle({ overflowWrap: "anywhere" });
  });

  it("gives a new user one first step holding the three spec buttons, and no cards about visitors, messages or versions yet", () => {
    show(base);
    const firstStep = screen.getByRole("region", { name: "Your first step" });
    expect(within(firstStep).getByRole("link", { name: "Choose a Template" })).toHaveAttribute("href", "/templates");
    expectSpecButtons(firstStep);
    // The first step stays obvious: Choose a Template is the one filled button.
    expect(within(firstStep).getByRole("link", { name: "Choose a Template" })).toHaveAttribute("data-variant", "filled");
    expect(within(firstStep).getByRole("link", { name: "Create New Portfolio" })).not.toHaveAttribute("data-variant", "filled");
    expect(screen.getByText("No published portfolio found.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Audience" })).not.toBeInTheDocument();
    expect(screen.queryByText(/No draft saved yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "View Published Portfolio" })).not.toBeInTheDocument();
  });

  it("gives a returning user the same three buttons without the first-step card; the audience cards once something was published", () => {
    const { unmount } = show({ ...base, draft });
    expect(screen.queryByRole("region", { name: "Your first step" })).not.toBeInTheDocument();
    expectSpecButtons(document.body);
    expect(screen.queryByRole("region", { name: "Audience" })).not.toBeInTheDocument();
    unmount();
    show({ ...base, everPublished: true, published, draft });
    expect(screen.getByRole("region", { name: "Audience" })).toBeInTheDocument();
  });

  it("shows the published portfolio with its shareable link", async () => {
    const user = userEvent.setup();
    show({ ...base, published });
    const card = screen.getByRole("region", { name: "Published portfolio" });
    expect(within(card).getByText("Modern")).toBeInTheDocument();
    expect(within(card).getByText("Published on")).toBeInTheDocument();
    expect(
      within(card).getByText(new Date(published.publishedAt!).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" })),
    ).toBeInTheDocument();
    const preview = within(card).getByLabelText("Portfolio preview");
    expect(within(preview).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(preview).getByText("ada@example.com")).toBeInTheDocument();
    // A plain link with the base path (a full page load): the public page is served by the server.
    expect(within(card).getByRole("link", { name: "View Published Portfolio" })).toHaveAttribute("href", "/portfolio-builder/p/ada-lovelace");

    const url = `${window.location.origin}/portfolio-builder/p/ada-lovelace`;
    const linkField = within(card).getByLabelText("Shareable link");
    expect(linkField).toHaveValue(url);
    expect(linkField).toHaveAttribute("readonly");
    expect(within(card).getByText(/Copy this link/)).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Copy" }));
    expect(await within(card).findByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it("shares the owner's own domain once one serves the page", async () => {
    const user = userEvent.setup();
    show({ ...base, published: { ...published, customDomain: "ana.design" } });
    const card = screen.getByRole("region", { name: "Published portfolio" });
    expect(within(card).getByLabelText("Shareable link")).toHaveValue("https://ana.design/");
    expect(within(card).getByRole("link", { name: "View Published Portfolio" })).toHaveAttribute("href", "https://ana.design/");
    await user.click(within(card).getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe("https://ana.design/");
  });

  it("unpublishes after confirmation", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolios.unpublish, async () => {
      fakeConvex.setQuery(api.portfolios.dashboard, base);
      return null;
    });
    show({ ...base, published });
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    const dialog = await screen.findByRole("dialog", { name: "Unpublish your portfolio?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fakeConvex.callsTo(api.portfolios.unpublish)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("No published portfolio found.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolios.unpublish)).toHaveLength(1);
    expect(screen.getByText("Your portfolio is no longer public.")).toBeInTheDocument();
  });

  it("shows the draft's status and updates live", () => {
    show({ ...base, draft });
    const card = screen.getByRole("region", { name: "Draft" });
    expect(within(card).getByText("Creative")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Continue editing" })).toHaveAttribute("href", "/builder/creative");
    const saved = within(card).getByText(new Date(draft.updatedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }));
    expect(saved.tagName).toBe("TIME");

    // Saved on another device: the live query pushes the new state.
    act(() => fakeConvex.setQuery(api.portfolios.dashboard, { ...base, draft: { ...draft, templateId: "modern", templateName: "Modern" }, published }));
    expect(within(screen.getByRole("region", { name: "Draft" })).getByRole("link", { name: "Continue editing" })).toHaveAttribute("href", "/builder/modern");
    expect(screen.getByRole("link", { name: "View Published Portfolio" })).toBeInTheDocument();
  });
});

/** Whether `a` comes before `b` in the page's reading order. */
const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
const region = (name: string) => screen.getByRole("region", { name });

describe("dashboard: the order a person reads it in", () => {
  it("an invited member with no portfolio of their own sees what was shared with them before the first step", () => {
    fakeConvex.setQuery(api.members.sharedWithMe, [
      { portfolioId: "p1" as Id<"portfolios">, ownerName: "Ana", role: "editor", templateId: "creative", name: "Ana Lovelace", updatedAt: null, revision: 3 },
    ]);
    show(base);
    expect(precedes(region("Shared with you"), region("Your first step"))).toBe(true);
    expectSpecButtons(region("Your first step"));
  });

  it("a returning person finds Continue editing and the publish state first, then visitors, search engines, domains, people and the plan as separate areas", () => {
    show({ ...base, everPublished: true, published, draft, unpublishedChanges: [] });
    const areas = ["Your portfolio", "Visitors", "Search engines", "Domains", "People", "Plan"].map(region);
    for (let i = 1; i < areas.length; i++) expect(precedes(areas[i - 1], areas[i])).toBe(true);
    const yours = areas[0];
    expect(within(yours).getByRole("link", { name: "Continue editing" })).toHaveAttribute("data-variant", "filled");
    expect(within(yours).getByRole("region", { name: "Published portfolio" })).toBeInTheDocument();
    expect(precedes(within(yours).getByRole("region", { name: "Draft" }), within(yours).getByRole("region", { name: "Published portfolio" }))).toBe(true);
    expect(within(areas[1]).getByRole("region", { name: "Audience" })).toBeInTheDocument();
    expect(within(areas[2]).getByRole("region", { name: "Search and sharing" })).toBeInTheDocument();
    expect(within(areas[3]).getByRole("region", { name: "Custom domain" })).toBeInTheDocument();
    expect(within(areas[4]).getByRole("region", { name: "People working on your portfolio" })).toBeInTheDocument();
    expect(within(areas[5]).getByRole("region", { name: "Your plan" })).toBeInTheDocument();
    // The spec's three buttons stay, beside the welcome, before the areas.
    expectSpecButtons(document.body);
    expect(precedes(screen.getByRole("link", { name: "Manage Account" }), yours)).toBe(true);
  });
});

describe("dashboard: readable address and search engines", () => {
  const card = () => screen.getByRole("region", { name: "Published portfolio" });
  const addressField = () => within(card()).getByRole("textbox", { name: "Address" });
  const shareLink = () => within(card()).getByRole("textbox", { name: "Shareable link" });

  it("shows the current address after /p/ and refuses malformed or reserved ones before calling the server", async () => {
    const user = userEvent.setup();
    show({ ...base, published });
    expect(addressField()).toHaveValue("ada-lovelace");
    expect(within(card()).getByText("/p/")).toBeInTheDocument();

    const cases: [string, string][] = [
      ["ada lovelace", "Use only letters a–z, digits and hyphens."],
      ["ad", "Use at least 3 characters."],
      ["-ada", "A hyphen cannot start or end the address, or follow another hyphen."],
      ["Dashboard", "“dashboard” is reserved. Please choose another address."],
      ["   ", "Enter an address."],
    ];
    for (const [typed, message] of cases) {
      await user.clear(addressField());
      await user.type(addressField(), typed);
      await user.click(within(card()).getByRole("button", { name: "Save" }));
      expect(addressField()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(addressField()).toHaveAttribute("aria-invalid", "true");
    }
    expect(fakeConvex.callsTo(api.portfolios.setSlug)).toHaveLength(0);
    // Typing again clears the message.
    await user.type(addressField(), "x");
    expect(addressField()).not.toHaveAttribute("aria-invalid", "true");

    // A name with spaces and punctuation: the address it spells is offered, saved with one more Save.
    await user.clear(addressField());
    await user.type(addressField(), "Ana Souza!");
    await user.click(within(card()).getByRole("button", { name: "Save" }));
    expect(addressField()).toHaveValue("ana-souza");
    expect(addressField()).toHaveAccessibleDescription(expect.stringContaining("Suggested instead: “ana-souza”."));
    expect(fakeConvex.callsTo(api.portfolios.setSlug)).toHaveLength(0);
  });

  it("saves a new address (lower-cased, Enter works) and the share link follows", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolios.setSlug, async ({ slug }) => {
      fakeConvex.setQuery(api.portfolios.dashboard, { ...base, published: { ...published, slug, path: `/p/${slug}` } });
      return { slug, path: `/p/${slug}` };
    });
    show({ ...base, published });
    await user.clear(addressField());
    await user.type(addressField(), " The-Countess {Enter}");
    expect(await screen.findByText("Address saved. Links to the old address now lead to the new one.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.portfolios.setSlug)).toEqual([{ slug: "the-countess" }]);
    expect(addressField()).toHaveValue("the-countess");
    expect(shareLink()).toHaveValue(`${window.location.origin}/portfolio-builder/p/the-countess`);
    expect(within(card()).getByRole("link", { name: "View Published Portfolio" })).toHaveAttribute("href", "/portfolio-builder/p/the-countess");

    // Saving the unchanged address does not call the server.
    await user.click(within(card()).getByRole("button", { name: "Save" }));
    expect(fakeConvex.callsTo(api.portfolios.setSlug)).toHaveLength(1);
  });

  it("shows the server's refusal on the field and keeps the saved address", async () => {
    const user = userEvent.setup();
    const message = "This address is already taken. Please choose another one.";
    fakeConvex.onCall(api.portfolios.setSlug, () => {
      throw new ConvexError({ code: "slug/taken", message, fields: { slug: message } });
    });
    show({ ...base, published });
    await user.clear(addressField());
    await user.type(addressField(), "grace-hopper");
    await user.click(within(card()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(addressField()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(fakeConvex.callsTo(api.portfolios.setSlug)).toEqual([{ slug: "grace-hopper" }]);
    expect(addressField()).toHaveValue("grace-hopper");
    expect(shareLink()).toHaveValue(`${window.location.origin}/portfolio-builder/p/ada-lovelace`);
    expect(screen.queryByText(/Address saved/)).not.toBeInTheDocument();
  });

  it("the search switch hides the page from search engines and shows the live state", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolios.setSearchVisibility, async ({ hidden }) => {
      fakeConvex.setQuery(api.portfolios.dashboard, { ...base, published: { ...published, hiddenFromSearch: hidden } });
      return null;
    });
    show({ ...base, published });
    const toggle = within(card()).getByRole("switch", { name: "Hide from search engines" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/link previews still work/);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeEnabled();
    expect(fakeConvex.callsTo(api.portfolios.setSearchVisibility)).toEqual([{ hidden: true }]);
    // Keyboard: Space turns it back.
    toggle.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(fakeConvex.callsTo(api.portfolios.setSearchVisibility)).toEqual([{ hidden: true }, { hidden: false }]);
  });

  it("a failed switch change says so and shows the saved state again", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.portfolios.setSearchVisibility, () => {
      throw new Error("offline");
    });
    show({ ...base, published: { ...published, hiddenFromSearch: true } });
    const toggle = within(card()).getByRole("switch", { name: "Hide from search engines" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText("Could not change the setting")).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
  });
});
