import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ListSection } from "../../../convex/model/formData";
import { installDraftServer, withoutIds } from "./draftServer";
import { formReady, renderBuilder } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

/** Per list section: its noun in button names and the label of the field typed into. */
const KINDS: { section: ListSection; noun: string; field: string; key: string }[] = [
  { section: "skills", noun: "skill", field: "Skill", key: "name" },
  { section: "experience", noun: "experience", field: "Job title", key: "title" },
  { section: "projects", noun: "project", field: "Project title", key: "title" },
  { section: "education", noun: "education", field: "Degree", key: "degree" },
];

const fieldValues = (label: string) => screen.queryAllByLabelText(label).map((input) => (input as HTMLInputElement).value);

describe.each(KINDS)("$section entries", ({ section, noun, field, key }) => {
  // Types a dozen words through the whole page: slow on a busy machine.
  it("adds blank entries, reorders and removes them, and saves them in that order", { timeout: 30_000 }, async () => {
    const server = installDraftServer();
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), section);
    expect(screen.getByText(`No ${noun} entries yet. Add one to show it in your portfolio.`)).toBeInTheDocument();

    for (const name of ["Alpha", "Beta", "Gamma"]) {
      await user.click(screen.getByRole("button", { name: `Add ${noun}` }));
      // Focus lands in the new entry's first field.
      const inputs = screen.getAllByLabelText(field);
      expect(inputs).toHaveLength(["Alpha", "Beta", "Gamma"].indexOf(name) + 1);
      await user.type(inputs.at(-1)!, name);
    }
    expect(fieldValues(field)).toEqual(["Alpha", "Beta", "Gamma"]);

    // Moving keeps each entry's own inputs (stable keys), so the same element moves with it.
    const gamma = screen.getAllByLabelText(field)[2];
    await user.click(screen.getByRole("button", { name: `Move ${noun} 3 up` }));
    expect(fieldValues(field)).toEqual(["Alpha", "Gamma", "Beta"]);
    expect(screen.getAllByLabelText(field)[1]).toBe(gamma);
    // Each entry's fields are inside its own group (they are placed in its box: EntryList.tsx).
    const gammaGroup = screen.getByRole("group", { name: / 2 ?· Gamma$/ });
    expect(within(gammaGroup).getByLabelText(field)).toBe(gamma);
    // ...and a form of their own, in no other form: what the browser's autofill reads again at each keystroke is one entry.
    const forms = screen.getAllByLabelText(field).map((input) => (input as HTMLInputElement).form);
    expect(new Set(forms).size).toBe(3);
    for (const form of forms) expect(form?.parentElement?.closest("form")).toBeNull();
    expect(gammaGroup.contains((gamma as HTMLInputElement).form)).toBe(true);
    expect(screen.getByRole("button", { name: `Move ${noun} 1 up` })).toBeDisabled();
    expect(screen.getByRole("button", { name: `Move ${noun} 3 down` })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: `Move ${noun} 1 down` }));
    expect(fieldValues(field)).toEqual(["Gamma", "Alpha", "Beta"]);

    await user.click(screen.getByRole("button", { name: `Remove ${noun} 2` }));
    expect(fieldValues(field)).toEqual(["Gamma", "Beta"]);

    // Autosave sends plain entries in the shown order: no React keys inside the data.
    await waitFor(() => expect(server.draft?.formData[section].map((entry) => (entry as Record<string, unknown>)[key])).toEqual(["Gamma", "Beta"]));
    for (const entry of server.draft!.formData[section]) expect(Object.keys(entry).some((k) => /key/i.test(k))).toBe(false);
  });
});

describe("drag and drop", () => {
  it("gives every entry a drag handle that screen readers announce as sortable, with instructions", async () => {
    installDraftServer();
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "projects");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    await user.click(screen.getByRole("button", { name: "Add project" }));
    const handle = screen.getByRole("button", { name: "Drag project 2" });
    expect(handle).toHaveAttribute("aria-roledescription", "sortable");
    expect(document.getElementById(handle.getAttribute("aria-describedby")!)).toHaveTextContent(
      "press Space or Enter to pick it up, use the arrow keys to move it",
    );
    // The move buttons stay beside the handle.
    expect(screen.getByRole("button", { name: "Move project 2 up" })).toBeEnabled();
  });
});

describe("entry extras", () => {
  it("undoes a removal from the toast, putting the entry back in place", async () => {
    installDraftServer();
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "skills");
    for (const name of ["Go", "Rust"]) {
      await user.click(screen.getByRole("button", { name: "Add skill" }));
      await user.type(screen.getAllByLabelText("Skill").at(-1)!, name);
    }
    await user.click(screen.getByRole("button", { name: "Remove skill 1" }));
    expect(fieldValues("Skill")).toEqual(["Rust"]);
    const toast = (await screen.findByText("Skill 1 removed.")).closest(".mantine-Notification-root") as HTMLElement;
    await user.click(within(toast).getByRole("button", { name: "Undo" }));
    expect(fieldValues("Skill")).toEqual(["Go", "Rust"]);
  });

  it("keeps a skill percentage optional and whole", async () => {
    const server = installDraftServer();
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "skills");
    await user.click(screen.getByRole("button", { name: "Add skill" }));
    await user.type(screen.getByLabelText("Skill"), "CSS");
    await user.type(screen.getByLabelText("Level (%)"), "85");
    await waitFor(() => expect(withoutIds(server.draft!.formData).skills).toEqual([{ name: "CSS", percentage: 85 }]));
    await user.clear(screen.getByLabelText("Level (%)"));
    await waitFor(() => expect(withoutIds(server.draft!.formData).skills).toEqual([{ name: "CSS" }]));
  });

  it("keeps a skill level within 0 to 100, saying so", async () => {
    const server = installDraftServer();
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "skills");
    await user.click(screen.getByRole("button", { name: "Add skill" }));
    await user.type(screen.getByLabelText("Skill"), "CSS");
    await user.type(screen.getByLabelText("Level (%)"), "150");
    expect(await screen.findByText("Use a whole number from 0 to 100.")).toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText("Level (%)")).toHaveValue("100");
    expect(screen.queryByText("Use a whole number from 0 to 100.")).not.toBeInTheDocument();
    await waitFor(() => expect(withoutIds(server.draft!.formData).skills).toEqual([{ name: "CSS", percentage: 100 }]));
  });

  it("offers the UG/PG/SSLC/HSC hints for the education type", async () => {
    installDraftServer();
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "education");
    await user.click(screen.getByRole("button", { name: "Add education" }));
    await user.click(screen.getByLabelText("Type", { selector: "input" }));
    for (const hint of ["UG", "PG", "SSLC", "HSC"]) expect(await screen.findByRole("option", { name: hint })).toBeInTheDocument();
  });
});
