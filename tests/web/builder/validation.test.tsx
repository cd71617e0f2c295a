import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyProject } from "../../../convex/model/formData";
import { formData, installDraftServer, T0 } from "./draftServer";
import { formReady, renderBuilder, useWideScreen } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const toast = async (text: string) => (await screen.findByText(text)).closest(".mantine-Notification-root") as HTMLElement;

describe("validation", () => {
  it("blocks publishing on an unsafe project link and takes focus to it", async () => {
    const server = installDraftServer({
      draft: {
        templateId: "minimalist",
        revision: 1,
        updatedAt: T0,
        formData: formData({ name: "Ada", projects: [{ ...emptyProject(), title: "Engine", link: "javascript:alert(1)" }] }),
      },
    });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Ada");

    await user.click(screen.getByRole("button", { name: "Publish" }));
    const failure = await toast("Failed to publish portfolio.");
    expect(within(failure).getByText("Please correct the highlighted fields before publishing.")).toBeInTheDocument();
    expect(server.publishes()).toHaveLength(0);

    // The section switched to Projects, the field says what is wrong and holds focus.
    expect(screen.getByLabelText("Section")).toHaveValue("projects");
    expect(screen.getByRole("option", { name: "Projects (has errors)" })).toBeInTheDocument();
    const link = screen.getByLabelText("Link");
    expect(link).toHaveAttribute("aria-invalid", "true");
    expect(link).toHaveFocus();
    expect(screen.getByText("Enter a web address starting with http:// or https://.")).toBeInTheDocument();
  });

  it("requires a name to publish and points at it", async () => {
    const server = installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ about: "Hello" }) } });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "about");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await toast("Failed to publish portfolio.");
    expect(screen.getByLabelText("Section")).toHaveValue("personal");
    expect(screen.getByRole("textbox", { name: /Full name/ })).toHaveFocus();
    expect(screen.getByText("Your name is required to publish.")).toBeInTheDocument();
    expect(server.publishes()).toHaveLength(0);
  });

  it("blocks saving fields over the draft limits, with focus on the first one", async () => {
    const server = installDraftServer({
      draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada", bio: "x".repeat(601) }) },
    });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "contact");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const failure = await toast("Failed to save portfolio.");
    expect(within(failure).getByText("Some fields are too long. Please shorten the highlighted fields.")).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
    expect(screen.getByLabelText("Short bio")).toHaveFocus();
    expect(screen.getByText("Must be at most 600 characters.")).toBeInTheDocument();
  });

  it("stops typing at a field's limit, with a counter near it", async () => {
    installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) } });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    const role = screen.getByLabelText("Role");
    expect(role).toHaveAttribute("maxlength", "120");
    await user.click(role);
    await user.paste("r".repeat(95));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    await user.paste("r".repeat(30));
    expect(role).toHaveValue("r".repeat(120));
    expect(screen.getByText("120 / 120 characters")).toBeInTheDocument();
  });

  it("names a too-long field in the save status, takes the person to it, and saves once it is fixed", async () => {
    // Text kept from before the limit existed (this browser's copy of unsaved edits).
    localStorage.setItem(
      "portfolio-builder:unsaved-draft:user-1",
      JSON.stringify({ templateId: "minimalist", baseRevision: 1, savedAt: T0, formData: formData({ name: "Ada", role: "r".repeat(121) }) }),
    );
    const server = installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) } });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    expect(await screen.findByText("Must be at most 120 characters.")).toBeInTheDocument();
    expect(screen.getByTestId("save-status")).toHaveTextContent("Not saved: Some fields are too long.");
    expect(screen.getByText("121 / 120 characters")).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText("Section"), "about");
    await user.click(screen.getByRole("button", { name: "Fix “Role”" }));
    expect(screen.getByLabelText("Role")).toHaveFocus();
    await user.type(screen.getByLabelText("Role"), "{Backspace}");
    await waitFor(() => expect(server.draft?.formData.role).toBe("r".repeat(120)));
  });

  it("checks links, email and phone when the field is left", async () => {
    installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) } });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.type(screen.getByLabelText("GitHub"), "javascript:alert(1)");
    expect(screen.queryByText("Enter a web address starting with http:// or https://.")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("Enter a web address starting with http:// or https://.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("GitHub"));
    await user.type(screen.getByLabelText("GitHub"), "https://github.com/ada");
    expect(screen.queryByText("Enter a web address starting with http:// or https://.")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Section"), "contact");
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.tab();
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument();
  });

  it("marks sections holding errors in the wide sidebar", async () => {
    useWideScreen();
    installDraftServer({
      draft: {
        templateId: "minimalist",
        revision: 1,
        updatedAt: T0,
        formData: formData({ name: "", contact: { phone: "", email: "not-an-email", address: "" } }),
      },
    });
    const user = userEvent.setup();
    renderBuilder();
    const nav = await screen.findByRole("navigation", { name: "Builder sections" });
    expect(within(nav).queryAllByTestId("section-error-dot")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(within(nav).getAllByTestId("section-error-dot")).toHaveLength(2));
    expect(within(nav).getByRole("button", { name: "Personal (has errors)" })).toHaveAttribute("aria-current", "true");
    expect(within(nav).getByRole("button", { name: "Contact (has errors)" })).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: "Skills" })).toBeInTheDocument();
  });
});
