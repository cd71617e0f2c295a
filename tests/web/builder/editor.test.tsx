import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formData, installDraftServer, T0 } from "./draftServer";
import { formReady, renderBuilder, useWideScreen } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const ada = () => ({ templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) });

describe("undo and redo", () => {
  it("undoes and redoes across sections with the buttons and the keyboard, and saves the result", async () => {
    const server = installDraftServer({ draft: ada() });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    const undo = screen.getByRole("button", { name: "Undo" });
    const redo = screen.getByRole("button", { name: "Redo" });
    expect(undo).toBeDisabled();
    await user.type(screen.getByLabelText("Role"), "Engineer");
    await user.selectOptions(screen.getByLabelText("Section"), "skills");
    await user.click(screen.getByRole("button", { name: "Add skill" }));
    expect(screen.getAllByLabelText("Skill")).toHaveLength(1);

    await user.click(undo);
    expect(screen.queryAllByLabelText("Skill")).toHaveLength(0);
    await user.keyboard("{Control>}z{/Control}");
    await user.selectOptions(screen.getByLabelText("Section"), "personal");
    expect(screen.getByLabelText("Role")).toHaveValue("");
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(screen.getByLabelText("Role")).toHaveValue("Engineer");
    expect(redo).toBeEnabled();
    await user.click(redo);
    expect(redo).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Section"), "skills");
    expect(screen.getAllByLabelText("Skill")).toHaveLength(1);
    await waitFor(() => expect(server.draft?.formData).toMatchObject({ role: "Engineer", skills: [{ name: "" }] }));
  });
});

describe("layout and keyboard", () => {
  it("keeps the preview out of the tab order and goes from the form to Save and Publish in a few Tabs", async () => {
    useWideScreen();
    installDraftServer({ draft: ada() });
    const user = userEvent.setup();
    renderBuilder();
    const nav = await screen.findByRole("navigation", { name: "Builder sections" });
    const preview = screen.getByRole("region", { name: "Live preview" });
    expect(within(preview).getByTestId("template").closest("[inert]")).not.toBeNull();

    await user.click(within(nav).getByRole("button", { name: "About" }));
    await user.click(screen.getByLabelText("About you"));
    await user.tab();
    expect(screen.getByRole("button", { name: "Go to Save and Publish" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Publish" })).toHaveFocus();
  });
});

describe("a template that fails to render", () => {
  it("shows a note in the preview while the form keeps working, and recovers on the next edit", async () => {
    useWideScreen();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const server = installDraftServer({ draft: ada() });
    renderBuilder();
    await screen.findByRole("navigation", { name: "Builder sections" });
    const role = screen.getByLabelText("Role");
    fireEvent.change(role, { target: { value: "crash the template" } });
    expect(await screen.findByText("The preview could not be shown")).toBeInTheDocument();
    await waitFor(() => expect(server.draft?.formData.role).toBe("crash the template"));
    fireEvent.change(role, { target: { value: "Engineer" } });
    expect(await screen.findByTestId("template")).toHaveTextContent("Engineer");
    vi.mocked(console.error).mockRestore();
  });
});

describe("a premium template on a free plan", () => {
  it("shows a read-only preview, says how to upgrade, offers no Publish, and lets the person leave without a prompt", async () => {
    const server = installDraftServer({ draft: ada(), plan: "free" });
    const user = userEvent.setup();
    renderBuilder("bold");
    await screen.findByRole("region", { name: "Live preview" });
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByText("Premium template")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "see plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("link", { name: "Try Pro free for 14 days" })).toHaveAttribute("href", "/upgrade/pro?next=%2Fbuilder%2Fbold");
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
    expect(screen.queryByText("Failed to save portfolio.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Change template" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/templates"));
    expect(screen.queryByText("Leave without saving?")).not.toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
  });
});
