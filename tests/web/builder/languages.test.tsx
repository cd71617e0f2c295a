import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LIMITS } from "../../../convex/model/limits";
import type { PortfolioFormData } from "../../../convex/model/formData";
import { formData, installDraftServer, T0 } from "./draftServer";
import { renderBuilder, useWideScreen } from "./renderBuilder";
import { describeHistoryStep } from "../../../src/builder/useHistoryActions";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const draftOf = (patch: Partial<PortfolioFormData>) => ({
  templateId: "minimalist",
  revision: 1,
  updatedAt: T0,
  formData: formData({ name: "Ada", role: "Engineer", bio: "I build compilers.", ...patch }),
});
const textsOf = (data: PortfolioFormData | undefined, tag: string) => data?.translations?.find((t) => t.id === tag)?.texts;

async function openSection(name: string) {
  const nav = await screen.findByRole("navigation", { name: "Builder sections" });
  fireEvent.click(within(nav).getByRole("button", { name }));
  return await screen.findByRole("heading", { name, level: 2 });
}

// A whole builder per test, with Mantine's menus and dialogs: slower than most on a busy machine.
describe("the builder's languages", { timeout: 60_000 }, () => {
  it("adds French from the Languages panel, publishes it, and shows how much is translated", async () => {
    useWideScreen();
    const server = installDraftServer({ draft: draftOf({}) });
    const user = userEvent.setup();
    renderBuilder();
    await openSection("Languages");
    expect(screen.getByRole("combobox", { name: "Main language" })).toHaveValue("English");
    expect(screen.getByText("None yet. Add one below.")).toBeInTheDocument();
    // No switch while the portfolio has one language.
    expect(screen.queryByText("Editing in")).not.toBeInTheDocument();

    // Searchable: a few letters of the name narrow the list.
    await user.type(screen.getByRole("combobox", { name: "Add a language" }), "Fren");
    await user.click(await screen.findByRole("option", { name: "Français (French)" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    const card = screen.getByRole("region", { name: "Français (French)" });
    expect(within(card).getByText("0 of 3 texts translated")).toBeInTheDocument();
    const publish = within(card).getByRole("switch", { name: "Publish this language" });
    expect(publish).not.toBeChecked();
    await user.click(publish);
    expect(publish).toBeChecked();
    expect(screen.getByRole("radiogroup", { name: "Editing in" })).toBeInTheDocument();
    // A language added is no longer offered, nor as the main language.
    await user.type(screen.getByRole("combobox", { name: "Add a language" }), "Fr");
    expect(screen.queryByRole("option", { name: "Français (French)" })).not.toBeInTheDocument();
    await waitFor(() => expect(server.draft?.formData.translations).toEqual([{ id: "fr", publish: true, texts: [] }]));
  });

  it("edits French texts in place: the English text as placeholder, 'Not translated' until typed, shared fields say so", async () => {
    useWideScreen();
    const server = installDraftServer({ draft: draftOf({ translations: [{ id: "fr", publish: false, texts: [] }] }) });
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole("navigation", { name: "Builder sections" });
    const editing = screen.getByRole("radiogroup", { name: "Editing in" });
    expect(within(editing).getByRole("radio", { name: "English" })).toBeChecked();
    expect(screen.getByLabelText("Role")).toHaveValue("Engineer");
    expect(screen.queryByText("Not translated")).not.toBeInTheDocument();

    // Keyboard: the arrow keys choose the language.
    within(editing).getByRole("radio", { name: "English" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(editing).getByRole("radio", { name: "Français" })).toBeChecked();
    expect(screen.getByText(/Pictures, links and dates are shared by every language\./)).toBeInTheDocument();
    const role = screen.getByLabelText("Role");
    expect(role).toHaveValue("");
    expect(role).toHaveAttribute("placeholder", "Engineer");
    expect(role).toHaveAccessibleDescription("Not translated");
    expect(role).toHaveAttribute("lang", "fr");
    // Three texts of the main language, none translated yet.
    expect(screen.getAllByText("Not translated")).toHaveLength(3);
    // Links stay shared: the GitHub field edits the one link every language has.
    expect(screen.getByLabelText("GitHub")).not.toHaveAccessibleDescription("Not translated");

    fireEvent.change(role, { target: { value: "Ingénieure" } });
    expect(role).toHaveValue("Ingénieure");
    expect(role).not.toHaveAccessibleDescription("Not translated");
    expect(screen.getAllByText("Not translated")).toHaveLength(2);
    // The preview follows the language edited.
    const preview = screen.getByRole("region", { name: "Live preview" });
    await waitFor(() => expect(within(preview).getByTestId("template")).toHaveTextContent("Ingénieure"));
    expect(within(preview).getByTestId("template").parentElement).toHaveAttribute("lang", "fr");

    // English is as it was.
    await user.click(within(editing).getByRole("radio", { name: "English" }));
    expect(screen.getByLabelText("Role")).toHaveValue("Engineer");
    await waitFor(() => expect(textsOf(server.draft?.formData, "fr")).toEqual([{ id: "role", text: "Ingénieure" }]));
    expect(server.draft?.formData.role).toBe("Engineer");

    // Undo takes the French text back out, and shows it: the form is in French again.
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByTestId("history-note")).toHaveTextContent("Undid: role (Français)");
    expect(within(editing).getByRole("radio", { name: "Français" })).toBeChecked();
    expect(screen.getByLabelText("Role")).toHaveValue("");
    expect(screen.getByLabelText("Role")).toHaveAccessibleDescription("Not translated");
  });

  it("translates a project's text while adding entries stays shared", async () => {
    useWideScreen();
    installDraftServer({
      draft: draftOf({
        translations: [{ id: "fr", publish: false, texts: [] }],
        projects: [{ id: "p1", title: "Compiler", description: "", technology: "", link: "https://example.com", project_image: null }],
      }),
    });
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole("navigation", { name: "Builder sections" });
    await user.click(within(screen.getByRole("radiogroup", { name: "Editing in" })).getByRole("radio", { name: "Français" }));
    await openSection("Projects");
    const title = await screen.findByLabelText("Project title");
    expect(title).toHaveAttribute("placeholder", "Compiler");
    fireEvent.change(title, { target: { value: "Compilateur" } });
    expect(screen.getByLabelText("Project title")).toHaveValue("Compilateur");
    expect(screen.getByLabelText("Link")).toHaveValue("https://example.com");
  });

  it("shows a translated text's error at its field", async () => {
    useWideScreen();
    installDraftServer({
      draft: draftOf({ translations: [{ id: "fr", publish: false, texts: [{ id: "bio", text: "x".repeat(LIMITS.bio + 1) }] }] }),
    });
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole("navigation", { name: "Builder sections" });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "Engineer!" } }); // any edit checks the limits
    await user.click(within(screen.getByRole("radiogroup", { name: "Editing in" })).getByRole("radio", { name: "Français" }));
    expect(screen.getByLabelText("Short bio")).toHaveAccessibleDescription(expect.stringContaining(`Must be at most ${LIMITS.bio} characters.`));
  });

  it("previews Arabic right to left, with the preview's own language switch", async () => {
    useWideScreen();
    installDraftServer({
      draft: draftOf({
        translations: [
          { id: "fr", publish: false, texts: [{ id: "role", text: "Ingénieure" }] },
          { id: "ar", publish: false, texts: [{ id: "role", text: "مهندسة" }] },
        ],
      }),
    });
    const user = userEvent.setup();
    renderBuilder();
    const preview = await screen.findByRole("region", { name: "Live preview" });
    const page = () => within(preview).getByTestId("template").parentElement!;
    const languages = within(preview).getByRole("radiogroup", { name: "Preview language" });
    await user.click(within(languages).getByRole("radio", { name: "العربية" }));
    await waitFor(() => expect(within(preview).getByTestId("template")).toHaveTextContent("مهندسة"));
    expect(page()).toHaveAttribute("dir", "rtl");
    expect(page()).toHaveAttribute("lang", "ar");
    // The form still edits English.
    expect(within(screen.getByRole("radiogroup", { name: "Editing in" })).getByRole("radio", { name: "English" })).toBeChecked();
    await user.click(within(languages).getByRole("radio", { name: "English" }));
    await waitFor(() => expect(within(preview).getByTestId("template")).toHaveTextContent("Engineer"));
    expect(page()).toHaveAttribute("dir", "ltr");
  });

  it("names a French text both devices changed in the conflict dialog", async () => {
    useWideScreen();
    const start = draftOf({ translations: [{ id: "fr", publish: false, texts: [{ id: "role", text: "Ingénieure" }] }] });
    const server = installDraftServer({ draft: start });
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByRole("navigation", { name: "Builder sections" });
    await user.click(within(screen.getByRole("radiogroup", { name: "Editing in" })).getByRole("radio", { name: "Français" }));
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "Ingénieure logicielle" } });
    server.saveElsewhere({ ...start.formData, translations: [{ id: "fr", publish: false, texts: [{ id: "role", text: "Développeuse" }] }] });
    const dialog = await screen.findByRole("dialog", { name: "Your draft was changed elsewhere" });
    expect(within(dialog).getByText("Français · Role")).toBeInTheDocument();
  });

  it("removes a language after a confirmation", async () => {
    useWideScreen();
    const server = installDraftServer({ draft: draftOf({ translations: [{ id: "fr", publish: true, texts: [{ id: "role", text: "Ingénieure" }] }] }) });
    const user = userEvent.setup();
    renderBuilder();
    await openSection("Languages");
    expect(within(screen.getByRole("region", { name: "Français (French)" })).getByText("1 of 3 texts translated")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Français (French)" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Français (French)?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("region", { name: "Français (French)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Français (French)" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Remove Français (French)?" })).getByRole("button", { name: "Remove language" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Français (French)" })).not.toBeInTheDocument());
    expect(screen.queryByRole("radiogroup", { name: "Editing in" })).not.toBeInTheDocument();
    await waitFor(() => expect(server.draft?.formData.translations).toEqual([]));
  });
});

describe("undo of a translated text", () => {
  it("names the field and its language", () => {
    expect(describeHistoryStep("Undid", ["translations.fr.role"])).toBe("Undid: role (Français)");
    expect(describeHistoryStep("Redid", ["translations.ar"])).toBe("Redid: العربية");
  });
});
