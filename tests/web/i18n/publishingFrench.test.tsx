import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import DashboardPage from "../../../src/dashboard/dashboard.route";
import { switchAppLanguage } from "../../../src/i18n/i18n";
import english from "../../../src/i18n/locales/en/publishing.json";
import PreviewPage from "../../../src/publishing/preview.route";
import { PUBLISH_TEXTS } from "../../../src/publishing/publishTexts";
import { sampleFormData } from "../../../src/sample/samplePortfolio";
import { formData, installDraftServer, T0 } from "../builder/draftServer";
import { dashboardData, publishedPortfolio } from "../fakeAccount";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt, renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("../builder/templateStub"));

const ada = formData({ name: "Ada Lovelace", role: "Engineer", skills: [{ name: "Analysis" }] });
const saved = (content = ada, revision = 1) => ({ draft: { templateId: "minimalist", revision, updatedAt: T0, formData: content } });
const toast = async (text: string) => (await screen.findByText(text)).closest(".mantine-Notification-root") as HTMLElement;

/*
 * French keeps a non-breaking space before : ? ! (\u00a0 here) so they never start a line; accessible
 * names and raw text keep it, while getByText and toHaveTextContent fold it into a space.
 */

/** Words from the English screens that must not be left in the French ones. */
const ENGLISH_LEFTOVERS = /Publish Portfolio|Back to editing|Unpublished changes|Restore to draft|Unpublish\b|Publish history/;

describe("publishing in French", () => {
  beforeEach(async () => {
    await switchAppLanguage("fr");
  });
  afterEach(async () => {
    await switchAppLanguage("en");
    Reflect.deleteProperty(navigator, "clipboard");
    vi.restoreAllMocks();
  });

  it("the catalogue's English is the texts the builder and the tests know (PUBLISH_TEXTS)", () => {
    const { publishedTitle, ...texts } = english.publish;
    expect(texts).toEqual(PUBLISH_TEXTS);
    expect(publishedTitle).toBe("Published");
  });

  it("preview: its heading and buttons, the sample question and the publish toast", async () => {
    const sample = { ...ada, name: sampleFormData.name, socialLinks: { ...ada.socialLinks, github: sampleFormData.socialLinks.github } };
    installDraftServer(saved(sample, 2));
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: vi.fn(async () => {}) } });
    renderPageAt("/preview", <PreviewPage />, { route: "/preview", state: { formData: sample, templateId: "minimalist", revision: 2 } });
    expect(screen.getByRole("heading", { name: "Modèle Minimalist" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Revenir à l’édition" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(ENGLISH_LEFTOVERS);

    await user.click(screen.getByRole("button", { name: "Publier le portfolio" }));
    const dialog = await screen.findByRole("dialog", { name: "Publier les informations de l’exemple\u00a0?" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Nom\u00a0: Nadia Okafor", "Lien\u00a0: github.com"]);
    await user.click(within(dialog).getByRole("button", { name: "Publier quand même" }));
    await toast("Portfolio publié et lien copié dans le presse-papiers !");
  });

  it("preview: a refusal is said in French (the draft changed elsewhere)", async () => {
    const server = installDraftServer(saved(ada, 1));
    const user = userEvent.setup();
    renderPageAt("/preview", <PreviewPage />, { route: "/preview", state: { formData: ada, templateId: "minimalist", revision: 1 } });
    server.saveElsewhere({ ...ada, role: "Countess" });
    await user.click(screen.getByRole("button", { name: "Publier le portfolio" }));
    const failure = await toast("La publication du portfolio a échoué.");
    expect(within(failure).getByText(/^Votre brouillon a été modifié dans un autre onglet/)).toBeInTheDocument();
  });

  it("dashboard: unpublished changes, history, restore and unpublish in French, with French dates", async () => {
    const version = {
      id: "v1" as Id<"portfolioVersions">,
      publishedAt: Date.UTC(2026, 0, 2, 9),
      templateId: "creative",
      templateName: "Creative",
      name: "Ada",
      publishedBy: null,
    };
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(
      api.portfolios.dashboard,
      dashboardData({
        everPublished: true,
        published: publishedPortfolio(),
        draft: { templateId: "minimalist", templateName: "Minimalist", updatedAt: Date.UTC(2026, 0, 3), name: "Ada Lovelace", revision: 4 },
        unpublishedChanges: [{ section: "skills", facts: { kind: "entries", added: 0, removed: 0 } }],
      }),
    );
    fakeConvex.setQuery(api.portfolioVersions.list, [version]);
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />, { route: "/dashboard" });

    const changes = screen.getByRole("region", { name: "Modifications non publiées" });
    expect(within(changes).getByRole("listitem")).toHaveTextContent("Compétences : Réordonné");
    expect(within(changes).getByRole("button", { name: "Publier les modifications" })).toBeInTheDocument();

    const history = screen.getByRole("region", { name: "Historique des publications" });
    const date = new Date(version.publishedAt).toLocaleString("fr", { dateStyle: "medium", timeStyle: "short" });
    expect(within(history).getByText(date).tagName).toBe("TIME");
    expect(within(history).getByRole("button", { name: `Supprimer la version du ${date}` })).toBeInTheDocument();
    await user.click(within(history).getByRole("button", { name: `Restaurer dans le brouillon\u00a0: la version du ${date}` }));
    const restore = await screen.findByRole("dialog", { name: "Restaurer cette version dans votre brouillon\u00a0?" });
    expect(restore).toHaveTextContent(`Votre brouillon sera remplacé par la version publiée le ${date}.`);
    await user.click(within(restore).getByRole("button", { name: "Annuler" }));

    await user.click(screen.getByRole("button", { name: "Dépublier" }));
    const unpublish = await screen.findByRole("dialog", { name: "Dépublier votre portfolio\u00a0?" });
    await user.click(within(unpublish).getByRole("button", { name: "Dépublier" }));
    await waitFor(() => expect(fakeConvex.callsTo(api.portfolios.unpublish)).toEqual([{}]));
    await toast("Votre portfolio n’est plus public.");
    expect(document.body.textContent).not.toMatch(ENGLISH_LEFTOVERS);
  });
});
