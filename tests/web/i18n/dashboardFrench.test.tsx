import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import DashboardPage from "../../../src/dashboard/dashboard.route";
import { switchAppLanguage } from "../../../src/i18n/i18n";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";
import { dashboardData, publishedPortfolio } from "../fakeAccount";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const base = dashboardData();
const published = publishedPortfolio();

describe("the dashboard in French", () => {
  beforeEach(async () => {
    await switchAppLanguage("fr");
  });
  afterEach(async () => {
    await switchAppLanguage("en");
  });

  it("shows its headings, buttons and cards in French", () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.portfolios.dashboard, { ...base, published });
    renderWithProviders(<DashboardPage />, { route: "/dashboard" });
    expect(screen.getByRole("heading", { name: "Bienvenue, Ada Lovelace !" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choisir un modèle" })).toHaveAttribute("href", "/templates");
    expect(screen.getByRole("link", { name: "Gérer le compte" })).toHaveAttribute("href", "/account");
    const card = screen.getByRole("region", { name: "Portfolio publié" });
    expect(within(card).getByRole("link", { name: "Voir le portfolio publié" })).toBeInTheDocument();
    expect(within(card).getByLabelText("Lien à partager")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Corbeille" })).toBeInTheDocument();
    expect(screen.queryByText("Published portfolio")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an address in French", async () => {
    const user = userEvent.setup();
    const message = "This address is already taken. Please choose another one.";
    fakeConvex.onCall(api.portfolios.setSlug, () => {
      throw new ConvexError({ code: "slug/taken", message, fields: { slug: message } });
    });
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.portfolios.dashboard, { ...base, published });
    renderWithProviders(<DashboardPage />, { route: "/dashboard" });
    const card = screen.getByRole("region", { name: "Portfolio publié" });
    const address = within(card).getByRole("textbox", { name: "Adresse" });
    await user.clear(address);
    await user.type(address, "grace-hopper");
    await user.click(within(card).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining("Cette adresse est déjà prise. Veuillez en choisir une autre.")));
    // The model's own check, before the server: too short.
    await user.clear(address);
    await user.type(address, "ab");
    await user.click(within(card).getByRole("button", { name: "Enregistrer" }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining("Utilisez au moins 3 caractères."));
  });
});
