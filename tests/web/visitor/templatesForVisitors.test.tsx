import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import { TEMPLATES, templatePlan, type TemplateId } from "../../../convex/model/templates";
import { fakeConvex } from "../fakeConvex";
import { renderApp } from "../render";
import { currentUser } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const location = () => screen.getByTestId("location");
const cardNames = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading", { level: 2 }).textContent);
const card = (name: string) => screen.getByRole("article", { name });
const search = () => screen.getByRole("textbox", { name: "Search templates" });

const profile = currentUser();

/** /templates for a signed-out visitor, through the app's real route table. */
async function openGallerySignedOut() {
  renderApp("/templates");
  expect(await screen.findByRole("heading", { level: 1, name: "Templates" })).toBeInTheDocument();
  return userEvent.setup();
}

describe("the template gallery, signed out", () => {
  it("opens without signing in: every template, its demo and the visitor footer", async () => {
    await openGallerySignedOut();
    expect(location()).toHaveTextContent(/^\/templates$/);
    expect(screen.getByText("Choose a template to start building your portfolio")).toBeInTheDocument();
    expect(cardNames()).toEqual(TEMPLATES.map((t) => t.name));
    expect(cardNames().slice(0, 6)).toEqual(["Minimalist", "Creative", "Professional", "Modern", "Artistic", "Bold"]);
    expect(within(card("Modern")).getByRole("link", { name: "Live demo: Modern" })).toHaveAttribute("href", "/portfolio-builder/templates/modern/demo");
    expect(within(card("Bold")).getByText("Premium: Pro and Business plans").parentElement).toHaveTextContent("ProPremium: Pro and Business plans");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    // Nothing is asked of the server for a visitor.
    expect(fakeConvex.callsTo(api.templates.use)).toEqual([]);
  });

  it.each([
    ["calm", ["Minimalist"]], // description
    ["RÉSUMÉ", ["Professional"]], // description, any case
    ["creative", ["Creative", "Modern", "Bold", "Studio", "Quill", "Stage"]], // style (category)
    ["gallery", ["Artistic"]], // tag
    ["art", ["Artistic", "Lens", "Sketchbook"]], // word starts only: not "one part of your story"
  ])("search %j filters live by name, style, tag or description", async (query, expected) => {
    const user = await openGallerySignedOut();
    await user.type(search(), query);
    expect(cardNames()).toEqual(expected);
    expect(screen.getByText(/^\d+ templates?$/)).toHaveTextContent(expected.length === 1 ? "1 template" : `${expected.length} templates`);
  });

  it("says when nothing matches, and Clear search brings every template back", async () => {
    const user = await openGallerySignedOut();
    await user.type(search(), "spaceship");
    expect(cardNames()).toEqual([]);
    expect(screen.getByText(/No templates match “spaceship”/)).toBeInTheDocument();
    expect(screen.getByText("0 templates")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(cardNames()).toHaveLength(TEMPLATES.length);
  });

  it("filters by plan and category, kept in the address, and opens filtered from an address", async () => {
    const names = (plan: string | null, category: string | null) =>
      TEMPLATES.filter((t) => (plan === null || templatePlan(t) === plan) && (category === null || t.category === category)).map((t) => t.name);
    const user = await openGallerySignedOut();
    await user.selectOptions(screen.getByRole("combobox", { name: "Plan" }), "Pro");
    expect(cardNames()).toEqual(names("pro", null));
    expect(location()).toHaveTextContent(/^\/templates\?plan=pro$/);
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Art");
    expect(cardNames()).toEqual(names("pro", "Art"));
    expect(location()).toHaveTextContent(/^\/templates\?plan=pro&category=Art$/);
    await user.type(search(), "zzz");
    expect(screen.getByText("No Pro Art templates match “zzz”. Try a name, a category such as Business, or a tag such as sidebar.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(cardNames()).toHaveLength(TEMPLATES.length);
    expect(location()).toHaveTextContent(/^\/templates$/);
  });

  it("a shared address opens the gallery filtered; unknown values mean all", async () => {
    renderApp("/templates?plan=free&category=Business&q=re");
    await screen.findByRole("heading", { level: 1, name: "Templates" });
    expect(screen.getByRole("combobox", { name: "Plan" })).toHaveValue("free");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Business");
    expect(search()).toHaveValue("re");
    expect(cardNames().length).toBeGreaterThan(0);
    for (const name of cardNames()) {
      const template = TEMPLATES.find((t) => t.name === name)!;
      expect([templatePlan(template), template.category]).toEqual(["free", "Business"]);
    }
  });

  it("Use this template leads to sign-up, carrying that template's builder", async () => {
    const user = await openGallerySignedOut();
    const use = within(card("Creative")).getByRole("link", { name: "Use this template: Creative" });
    expect(use).toHaveAttribute("href", "/signup?next=%2Fbuilder%2Fcreative");
    await user.click(use);
    expect(await screen.findByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/signup\?next=%2Fbuilder%2Fcreative$/);
    // Already have an account? Logging in keeps the destination.
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?next=%2Fbuilder%2Fcreative");
  });

  it.each([
    [false, /^\/signup\?next=%2Fbuilder%2Fmodern$/],
    [true, /^\/builder\/modern$/],
  ])("a click while the session is unknown waits for it (signed in: %s)", async (signedIn, destination) => {
    fakeConvex.setAuth({ isLoading: true });
    fakeConvex.onCall(api.templates.use, ({ templateId }) => ({ templateId: templateId as TemplateId }));
    renderApp("/templates");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("link", { name: "Use this template: Modern" }));
    expect(location()).toHaveTextContent(/^\/templates$/);
    fakeConvex.setAuth({ isLoading: false, isAuthenticated: signedIn });
    await waitFor(() => expect(location()).toHaveTextContent(destination));
    expect(fakeConvex.callsTo(api.templates.use)).toEqual(signedIn ? [{ templateId: "modern" }] : []);
  });

  it("signed in, keeps the member gallery: records the template, then opens its builder", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.users.current, profile);
    fakeConvex.onCall(api.templates.use, ({ templateId }) => ({ templateId: templateId as TemplateId }));
    renderApp("/templates");
    const user = userEvent.setup();
    const use = await screen.findByRole("link", { name: "Use this template: Modern" });
    expect(use).toHaveAttribute("href", "/builder/modern");
    await user.click(use);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/builder\/modern$/));
    expect(fakeConvex.callsTo(api.templates.use)).toEqual([{ templateId: "modern" }]);
  });
});

describe("sign-up or login, then the chosen template's builder", () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, button: string) => {
    await user.type(await screen.findByLabelText(/Email/), "ada@example.com");
    await user.type(screen.getByLabelText(/Password/), "violet tractor umbrella 19");
    await user.click(screen.getByRole("button", { name: button }));
  };

  it("sign-up with ?next= keeps the new session, creates the profile and opens the builder", async () => {
    renderApp("/signup?next=%2Fbuilder%2Fcreative");
    const user = userEvent.setup();
    await fill(user, "Sign Up");
    await waitFor(() => expect(location()).toHaveTextContent(/^\/builder\/creative$/));
    expect(fakeConvex.signInCalls.map((c) => c.params.flow)).toEqual(["signUp"]);
    expect(fakeConvex.signOutCount).toBe(0);
    expect(fakeConvex.auth.isAuthenticated).toBe(true);
    expect(fakeConvex.callsTo(api.users.ensureProfile)).toHaveLength(1);
    expect(await screen.findByText("Signup successful!")).toBeInTheDocument();
  });

  it("login with ?next= opens the builder instead of the dashboard", async () => {
    renderApp("/login?next=%2Fbuilder%2Fmodern");
    const user = userEvent.setup();
    await fill(user, "Log in");
    await waitFor(() => expect(location()).toHaveTextContent(/^\/builder\/modern$/));
    expect(fakeConvex.callsTo(api.users.ensureProfile)).toHaveLength(1);
  });

  it("a signed-in visitor following the link goes straight to the builder", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    renderApp("/signup?next=%2Fbuilder%2Fminimalist");
    await waitFor(() => expect(location()).toHaveTextContent(/^\/builder\/minimalist$/));
    expect(fakeConvex.signInCalls).toEqual([]);
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "/login", "/signup?next=/builder/x"])(
    "ignores a next of %j: sign-up takes the spec's way to /login",
    async (next) => {
      renderApp(`/signup?next=${encodeURIComponent(next)}`);
      const user = userEvent.setup();
      await fill(user, "Sign Up");
      await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
      expect(fakeConvex.signOutCount).toBe(1);
      // The login link did not carry it either.
      expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    },
  );

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example"])("ignores a next of %j at login: the dashboard", async (next) => {
    renderApp(`/login?next=${encodeURIComponent(next)}`);
    const user = userEvent.setup();
    await fill(user, "Log in");
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
  });
});
