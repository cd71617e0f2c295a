import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { Route, Routes } from "react-router";
import { api } from "../../../convex/_generated/api";
import type { Plan } from "../../../convex/model/plans";
import { PREMIUM_MESSAGE, TEMPLATES, type TemplateId } from "../../../convex/model/templates";
import TemplatesPage from "../../../src/gallery/templates.route";
import { fakeConvex } from "../fakeConvex";
import { LocationProbe, renderWithProviders } from "../render";
import { currentUser } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

function user(plan: Plan) {
  return currentUser({ plan });
}

/** `"loading"`: users.current has not answered yet. */
function showGallery(plan: Plan | "loading" = "free") {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.users.current, plan === "loading" ? undefined : user(plan));
  fakeConvex.onCall(api.templates.use, ({ templateId }) => ({ templateId: templateId as TemplateId }));
  renderWithProviders(
    <>
      <Routes>
        <Route path="/templates" element={<TemplatesPage />} />
        <Route path="/builder/:templateId" element={<p>Builder page</p>} />
        <Route path="/pricing" element={<p>Pricing page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: "/templates" },
  );
  return userEvent.setup();
}

const cardNames = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading", { level: 2 }).textContent);
const card = (name: string) => screen.getByRole("article", { name });
const useButton = (name: string) => within(card(name)).getByRole("link", { name: `Use this template: ${name}` });
const search = () => screen.getByRole("textbox", { name: "Search templates" });

describe("template gallery", () => {
  it("shows the heading, the intro and every template as a card", () => {
    showGallery();
    expect(screen.getByRole("heading", { level: 1, name: "Templates" })).toBeInTheDocument();
    expect(screen.getByText("Choose a template to start building your portfolio")).toBeInTheDocument();
    expect(search()).toHaveAttribute("placeholder", "Search by name, category, or tag...");
    expect(cardNames()).toEqual(TEMPLATES.map((t) => t.name));

    const modern = card("Modern");
    const image = within(modern).getByRole("img", { name: "Preview of the Modern template" });
    expect(image).toHaveAttribute("src", "/templates/modern.webp");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "560");
    expect(within(modern).getByText("Included in the Free plan").parentElement).toHaveTextContent("FreeIncluded in the Free plan");
    expect(within(modern).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(modern).getByText("Creative")).toBeInTheDocument();
    expect(within(modern).getByText("In-page tabs and animated skills for a crisp, app-like portfolio.")).toBeInTheDocument();
    expect(within(modern).getByText("animated")).toBeInTheDocument();
    expect(useButton("Modern")).toHaveAttribute("href", "/builder/modern");
    // No per-template prices: the plan that includes each (templates above $10 need Pro).
    expect(within(card("Artistic")).getByText("Premium: Pro and Business plans").parentElement).toHaveTextContent("ProPremium: Pro and Business plans");
    expect(within(card("Bold")).getByText("Premium: Pro and Business plans").parentElement).toHaveTextContent("ProPremium: Pro and Business plans");
    expect(within(modern).queryByText("Pro")).not.toBeInTheDocument();
  });

  it.each([
    ["minim", ["Minimalist", "Bold"]], // Bold is tagged "minimal"
    ["  MODERN ", ["Modern"]],
    ["business", ["Minimalist", "Professional", "Codebase", "Scholar", "Executive", "Graduate", "Milestones"]],
    ["CrEaTiVe", ["Creative", "Modern", "Bold", "Studio", "Quill", "Stage"]],
    ["Sidebar", ["Professional"]],
    ["skill bars", ["Bold"]],
    ["ART", ["Artistic", "Lens", "Sketchbook"]],
    ["repositories", ["Codebase"]],
  ])("search %j matches name, category or tag in any case", async (query, expected) => {
    const user = showGallery();
    await user.type(search(), query);
    expect(cardNames()).toEqual(expected);
    expect(screen.getByText(expected.length === 1 ? "1 template" : `${expected.length} templates`)).toBeInTheDocument();
  });

  it("says when nothing matches and clears the search", async () => {
    const user = showGallery();
    await user.type(search(), "spaceship");
    expect(cardNames()).toEqual([]);
    expect(screen.getByText(/No templates match “spaceship”/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search()).toHaveValue("");
    expect(cardNames()).toHaveLength(TEMPLATES.length);
  });

  it("clears the search with the input's clear button and with Escape", async () => {
    const user = showGallery();
    await user.type(search(), "bold");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(search()).toHaveValue("");
    await user.type(search(), "bold{Escape}");
    expect(search()).toHaveValue("");
  });

  it("a free plan may use a $10 template: records it, then opens the builder", async () => {
    const user = showGallery("free");
    await user.click(useButton("Modern"));
    expect(await screen.findByText("Builder page")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.templates.use)).toEqual([{ templateId: "modern" }]);
    expect(screen.getByTestId("location")).toHaveTextContent("/builder/modern");
  });

  it.each(["Artistic", "Bold"])("a free plan is blocked from %s: message, link to pricing, no call, no navigation", async (name) => {
    const user = showGallery("free");
    await user.click(useButton(name));
    expect(await screen.findByText(PREMIUM_MESSAGE)).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.templates.use)).toEqual([]);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/templates$/);

    expect(screen.getByRole("link", { name: "Try Pro free for 14 days" })).toHaveAttribute("href", `/upgrade/pro?next=%2Fbuilder%2F${name.toLowerCase()}`);
    await user.click(screen.getByRole("link", { name: "See pricing plans" }));
    expect(await screen.findByText("Pricing page")).toBeInTheDocument();
  });

  it("a paid plan may use a premium template", async () => {
    const user = showGallery("pro");
    await user.click(useButton("Bold"));
    expect(await screen.findByText("Builder page")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.templates.use)).toEqual([{ templateId: "bold" }]);
  });

  it("while the plan is loading the server decides, and its premium refusal shows the same message", async () => {
    const user = showGallery("loading");
    fakeConvex.onCall(api.templates.use, () => {
      throw new ConvexError({ code: "template/premium", message: PREMIUM_MESSAGE });
    });
    await user.click(useButton("Artistic"));
    expect(await screen.findByText(PREMIUM_MESSAGE)).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.templates.use)).toEqual([{ templateId: "artistic" }]);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/templates$/);
  });

  it("shows other failures from the server and stays on the gallery", async () => {
    const user = showGallery("free");
    fakeConvex.onCall(api.templates.use, () => {
      throw new ConvexError({ code: "auth/unauthenticated", message: "Please log in to continue." });
    });
    await user.click(useButton("Minimalist"));
    expect(await screen.findByText("Please log in to continue.")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/templates$/);
  });
});
