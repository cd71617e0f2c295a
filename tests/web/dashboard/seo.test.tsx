import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import { emptyFormData } from "../../../convex/model/formData";
import { SeoCard } from "../../../src/dashboard/seo/SeoCard";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const published = {
  templateId: "minimalist",
  templateName: "Minimalist",
  publishedAt: "2026-01-01T00:00:00.000Z",
  name: "Ada",
  email: "ada@example.com",
  image: null,
  path: "/p/ada",
  slug: "ada",
  hiddenFromSearch: false,
  customDomain: null,
  theme: null,
};
const servedHtml = `<html><head><title>Ada</title><meta name="description" content="Short."></head><body><h1>Ada</h1><h3>Skipped</h3><img src="x.webp"></body></html>`;

function show(allowed: boolean) {
  fakeConvex.setQuery(api.seo.settings, { allowed, settings: { title: "", description: "", image: "card" }, hasPhoto: false });
  fakeConvex.setQuery(api.portfolios.getPublic, {
    status: "published",
    templateId: "minimalist",
    publishedAt: published.publishedAt,
    createdAt: published.publishedAt,
    content: { ...emptyFormData(), name: "Ada Lovelace", role: "Engineer", bio: "I build analytical engines.", image: null, projects: [], customSections: [] },
    shareImageUrl: null,
    slug: "ada",
    noindex: false,
    seo: null,
    contactForm: false,
    branding: true,
    customDomain: null,
    language: "en",
    languages: ["en"],
  });
  const fetch = vi.fn(async () => new Response(servedHtml, { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  renderPageAt("/dashboard", <SeoCard uid="u1" published={published} />, { route: "/dashboard" });
  return { fetch, card: screen.getByRole("region", { name: "Search and sharing" }) };
}

afterEach(() => vi.unstubAllGlobals());

describe("SEO tools on the dashboard", () => {
  it("Business: counters, a live preview while typing, and saving the cleaned settings", async () => {
    const { card, fetch } = show(true);
    const title = within(card).getByRole("textbox", { name: "Page title" });
    expect(within(card).getByTestId("snippet-title")).toHaveTextContent("Ada Lovelace – Engineer");
    const user = userEvent.setup();
    await user.type(title, "Ada, engines ");
    expect(title).toHaveAccessibleDescription(/^12\/60 characters/);
    expect(within(card).getByTestId("snippet-title")).toHaveTextContent("Ada, engines");
    expect(within(card).getByRole("radio", { name: "Your photo" })).toBeDisabled();
    await user.click(within(card).getByRole("button", { name: "Save SEO settings" }));
    expect(fakeConvex.callsTo(api.seo.save)).toEqual([{ settings: { title: "Ada, engines", description: "", image: "card" } }]);
    // The checklist read the served page, not counted as a view.
    expect(fetch).toHaveBeenCalledWith("/portfolio-builder/p/ada", expect.objectContaining({ headers: { Purpose: "prefetch" } }));
  });

  it("a counter over the limit is marked as an error and says how much search results cut", async () => {
    const { card } = show(true);
    const user = userEvent.setup();
    // Pasted, not typed key by key: 83 keystrokes outlast the test's time on a loaded machine.
    await user.click(within(card).getByRole("textbox", { name: "Page title" }));
    await user.paste("x".repeat(59));
    const [titleCount] = within(card).getAllByTestId("seo-count");
    expect(titleCount).toHaveTextContent("59/60");
    expect(titleCount.getAttribute("style") ?? "").not.toContain("--mantine-color-error");
    await user.paste("x".repeat(24));
    expect(titleCount).toHaveTextContent("83/60");
    expect(titleCount.getAttribute("style")).toContain("color: var(--mantine-color-error)");
    expect(within(card).getByRole("textbox", { name: "Page title" })).toHaveAccessibleDescription(
      "83/60 characters search results show; they cut the last 23. Empty: your name and role.",
    );
  });

  it("a title past its maximum is refused on the field before the server; the server's refusal shows there too, and nothing typed is lost", async () => {
    const { card } = show(true);
    const user = userEvent.setup();
    const title = within(card).getByRole("textbox", { name: "Page title" });
    const description = within(card).getByRole("textbox", { name: "Description" });
    // A paste: 121 characters at once.
    fireEvent.change(title, { target: { value: "x".repeat(121) } });
    expect(title).toHaveAccessibleDescription(expect.stringContaining("Keep the title under 120 characters; search results show about 60."));
    await user.click(within(card).getByRole("button", { name: "Save SEO settings" }));
    expect(fakeConvex.callsTo(api.seo.save)).toEqual([]);

    const refusal = "Keep the description under 320 characters; search results show about 160.";
    fakeConvex.onCall(api.seo.save, () => {
      throw new ConvexError({ code: "validation/invalid", message: "Please correct the highlighted fields.", fields: { description: refusal } });
    });
    await user.clear(title);
    await user.type(title, "Ada");
    await user.type(description, "Engines");
    await user.click(within(card).getByRole("button", { name: "Save SEO settings" }));
    await waitFor(() => expect(description).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(title).toHaveValue("Ada");
    expect(description).toHaveValue("Engines");
    expect(within(card).getByRole("button", { name: "Discard changes" })).toBeInTheDocument();
  });

  it("Free and Pro: the same preview and checklist, read-only, with fixes in the builder and the way to Business", async () => {
    const { card } = show(false);
    expect(within(card).getByText(/SEO tools come with the Business plan/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Try Business free for 14 days" })).toHaveAttribute("href", "/upgrade/business?next=%2Fdashboard");
    expect(within(card).getByRole("textbox", { name: "Page title" })).toHaveAttribute("readonly");
    expect(within(card).queryByRole("button", { name: "Save SEO settings" })).not.toBeInTheDocument();
    const checklist = await within(card).findByRole("list", { name: "SEO checklist" });
    expect(within(checklist).getByText("Headings in order: to fix")).toBeInTheDocument();
    // Without the tools, the title is fixed where it comes from: the name, in the builder.
    await userEvent.setup().click(within(checklist).getAllByRole("link", { name: "Fix in the builder: Full name" })[0]);
    expect(screen.getByTestId("location")).toHaveTextContent("/builder/minimalist");
    expect(JSON.parse(screen.getByTestId("location").dataset.state!)).toEqual({ focus: "name" });
  });
});
