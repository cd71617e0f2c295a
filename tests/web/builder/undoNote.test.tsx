import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describeHistoryStep } from "../../../src/builder/useHistoryActions";
import { formData, installDraftServer, T0 } from "./draftServer";
import { renderBuilder, useWideScreen } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

describe("undo and redo say what they changed", () => {
  it("names the change, and brings its panel into view when another one is open", async () => {
    useWideScreen();
    installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) } });
    const user = userEvent.setup();
    renderBuilder();
    const nav = await screen.findByRole("navigation", { name: "Builder sections" });
    await user.click(within(nav).getByRole("button", { name: "Theme" }));
    await user.click(screen.getByRole("radio", { name: "Dark" }));
    await user.click(within(nav).getByRole("button", { name: "Personal" }));

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByTestId("history-note")).toHaveTextContent("Undid: colour scheme");
    await waitFor(() => expect(within(nav).getByRole("button", { name: "Theme" })).toHaveAttribute("aria-current", "true"));
    expect(screen.getByRole("radio", { name: "Template" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(screen.getByTestId("history-note")).toHaveTextContent("Redid: colour scheme");
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
  });

  it("describes a step in the panels' words", () => {
    expect(describeHistoryStep("Undid", ["theme.accent"])).toBe("Undid: accent colour");
    expect(describeHistoryStep("Redid", ["name", "skills"])).toBe("Redid: full name, skills");
    expect(describeHistoryStep("Undid", ["name", "role", "bio", "about", "skills"])).toBe("Undid: full name, role, short bio, 2 more");
  });
});
