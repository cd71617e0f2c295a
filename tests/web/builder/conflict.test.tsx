import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formData, installDraftServer, T0 } from "./draftServer";
import { formReady, renderBuilder, useWideScreen } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const BACKUP_KEY = "portfolio-builder:unsaved-draft:user-1";
const base = formData({ name: "Ada", role: "Engineer", about: "Old story" });

/** Someone edited here (role) from revision 1 while another device saved revision 2 (role and about). */
function editedOnTwoDevices() {
  const server = installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: base } });
  renderBuilder();
  return server;
}

/** Both devices changed the role; the other one also changed About (which merges by itself). */
async function causeConflict(server: ReturnType<typeof installDraftServer>) {
  await formReady();
  fireEvent.change(screen.getByLabelText("Role"), { target: { value: "Mine" } });
  act(() => server.saveElsewhere({ ...base, role: "Theirs", about: "New story" }));
  return await screen.findByRole("dialog", { name: "Your draft was changed elsewhere" });
}

describe("another device saved", () => {
  it("follows the draft live when nothing here is unsaved", async () => {
    // Wide: the live preview sits beside the form.
    useWideScreen();
    const server = editedOnTwoDevices();
    await screen.findByRole("navigation", { name: "Builder sections" });
    act(() => server.saveElsewhere({ ...base, name: "Ada from the laptop" }));
    expect(await screen.findByDisplayValue("Ada from the laptop")).toBeInTheDocument();
    expect(await screen.findByTestId("template")).toHaveTextContent("Ada from the laptop");
    await new Promise((r) => setTimeout(r, 1200));
    expect(server.saves()).toHaveLength(0);
  });

  it("merges edits to different fields without asking, and saves both", async () => {
    const server = editedOnTwoDevices();
    await formReady();
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "Mine" } });
    act(() => server.saveElsewhere({ ...base, about: "New story" }));
    await waitFor(() => expect(server.draft?.revision).toBe(3));
    expect(server.draft?.formData).toMatchObject({ role: "Mine", about: "New story", name: "Ada" });
    expect(server.saves().at(-1)?.baseRevision).toBe(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Role")).toHaveValue("Mine");
  });

  it("asks only about the field both changed, showing both values, with the other version's time", async () => {
    const server = editedOnTwoDevices();
    const dialog = await causeConflict(server);
    const when = new Date(server.draft!.updatedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(within(dialog).getByText(when)).toBeInTheDocument();
    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("Role");
    expect(within(rows[0]).getByRole("radio", { name: "Role: mine, Mine" })).toBeChecked();
    expect(within(rows[0]).getByRole("radio", { name: "Role: theirs, Theirs" })).not.toBeChecked();
    expect(server.saves()).toHaveLength(0);
    expect(server.draft?.formData.role).toBe("Theirs");
    expect(screen.getByTestId("save-status")).toHaveTextContent("Not saved: choose which version to keep");
    // The edit stays in this browser while the person decides (written once typing pauses).
    await waitFor(() => expect(JSON.parse(localStorage.getItem(BACKUP_KEY) ?? "null")?.formData.role).toBe("Mine"));
  });

  it("reloads theirs, and can undo that", async () => {
    const server = editedOnTwoDevices();
    const user = userEvent.setup();
    const dialog = await causeConflict(server);
    await user.click(within(dialog).getByRole("button", { name: "Reload theirs" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Role")).toHaveValue("Theirs");
    expect(server.saves()).toHaveLength(0);

    const toast = (await screen.findByText("Loaded the version saved elsewhere.")).closest(".mantine-Notification-root") as HTMLElement;
    await user.click(within(toast).getByRole("button", { name: "Undo" }));
    expect(screen.getByLabelText("Role")).toHaveValue("Mine");
    await waitFor(() => expect(server.draft?.formData.role).toBe("Mine"));
    expect(server.saves().at(-1)?.baseRevision).toBe(2);
    // Their other change stays.
    expect(server.draft?.formData.about).toBe("New story");
  });

  it("keeps mine by saving on top of their revision, with their other changes", async () => {
    const server = editedOnTwoDevices();
    const user = userEvent.setup();
    const dialog = await causeConflict(server);
    await user.click(within(dialog).getByRole("button", { name: "Keep mine" }));
    await waitFor(() => expect(server.draft?.revision).toBe(3));
    expect(server.saves().at(-1)).toMatchObject({ baseRevision: 2, formData: { role: "Mine", about: "New story" } });
    expect(screen.getByLabelText("Role")).toHaveValue("Mine");
    expect(await screen.findByText("Portfolio saved successfully!")).toBeInTheDocument();
  });

  it("saves the value picked per field", async () => {
    const server = editedOnTwoDevices();
    const user = userEvent.setup();
    await formReady();
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "Mine" } });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Ada (mine)" } });
    act(() => server.saveElsewhere({ ...base, role: "Theirs", name: "Ada (theirs)" }));
    const dialog = await screen.findByRole("dialog", { name: "Your draft was changed elsewhere" });
    await user.click(within(dialog).getByRole("radio", { name: "Role: theirs, Theirs" }));
    await user.click(within(dialog).getByRole("button", { name: "Save my choices" }));
    await waitFor(() => expect(server.draft?.revision).toBe(3));
    expect(server.draft?.formData).toMatchObject({ role: "Theirs", name: "Ada (mine)" });
  });

  it("offers the same choice for edits kept in this browser from an older revision", async () => {
    localStorage.setItem(BACKUP_KEY, JSON.stringify({ templateId: "minimalist", baseRevision: 1, savedAt: T0, formData: { ...base, role: "Offline edit" } }));
    const server = installDraftServer({ draft: { templateId: "minimalist", revision: 2, updatedAt: T0 + 1000, formData: { ...base, role: "Theirs" } } });
    const user = userEvent.setup();
    renderBuilder();
    const dialog = await screen.findByRole("dialog", { name: "Your draft was changed elsewhere" });
    await user.click(within(dialog).getByRole("button", { name: "Keep mine" }));
    await waitFor(() => expect(server.draft?.formData.role).toBe("Offline edit"));
    expect(server.saves().at(-1)?.baseRevision).toBe(2);
    await waitFor(() => expect(localStorage.getItem(BACKUP_KEY)).toBeNull());
  });
});
