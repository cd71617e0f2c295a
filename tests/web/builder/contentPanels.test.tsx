import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formData, installDraftServer, T0 } from "./draftServer";
import { formReady, renderBuilder } from "./renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const ada = () => ({ templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) });

describe("the builder's content panels", () => {
  it("saves more links, the section layout and the theme through the session, and undoes them", async () => {
    const server = installDraftServer({ draft: ada() });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();

    await user.type(screen.getByLabelText("Website"), "https://ada.example");
    await user.selectOptions(screen.getByLabelText("Section"), "layout");
    expect(screen.getByRole("heading", { name: "Page sections" })).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Contact" }));
    await user.selectOptions(screen.getByLabelText("Section"), "theme");
    await user.click(screen.getByRole("button", { name: "Teal" }));

    await waitFor(() =>
      expect(server.draft?.formData).toMatchObject({
        links: { website: "https://ada.example" },
        sections: expect.arrayContaining([{ id: "contact", visible: false }]),
        theme: { accent: "#0f766e" },
      }),
    );

    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(server.draft?.formData.theme?.accent ?? null).toBeNull());
  });

  it("tells where Markdown works and offers more images per project", async () => {
    installDraftServer({ draft: ada() });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.selectOptions(screen.getByLabelText("Section"), "about");
    expect(screen.getByText(/Supports \*\*bold\*\*/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Section"), "projects");
    await user.click(screen.getByRole("button", { name: "Add project" }));
    const gallery = screen.getByRole("group", { name: "More images" });
    expect(within(gallery).getByText("No images yet.")).toBeInTheDocument();
    expect(within(gallery).getByText("0 of 5")).toBeInTheDocument();
  });
});
