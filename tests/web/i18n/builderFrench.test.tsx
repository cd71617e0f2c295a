import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyProject } from "../../../convex/model/formData";
import { switchAppLanguage } from "../../../src/i18n/i18n";
import { formData, installDraftServer, T0 } from "../builder/draftServer";
import { formReady, renderBuilder } from "../builder/renderBuilder";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("../builder/templateStub"));

describe("the builder in French", () => {
  beforeEach(async () => {
    await switchAppLanguage("fr");
  });
  afterEach(async () => {
    await switchAppLanguage("en");
  });

  it("labels its panels in French and shows the model's validation messages in French", { timeout: 40_000 }, async () => {
    installDraftServer({
      draft: {
        templateId: "minimalist",
        revision: 1,
        updatedAt: T0,
        formData: formData({ name: "Ada", projects: [{ ...emptyProject(), title: "Moteur", link: "javascript:alert(1)" }] }),
      },
    });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    expect(screen.getByRole("heading", { name: "Créez votre portfolio" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Ada");
    expect(screen.getByRole("button", { name: "Publier" })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Section"), "projects");
    expect(await screen.findByRole("heading", { name: "Projets" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter un projet" })).toBeInTheDocument();
    const link = screen.getByLabelText("Lien");
    await user.click(link);
    await user.tab();
    expect(await screen.findByText("Saisissez une adresse web commençant par http:// ou https://.")).toBeInTheDocument();
    expect(screen.queryByText("Enter a web address starting with http:// or https://.")).not.toBeInTheDocument();
  });
});
