import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { appError } from "../../../convex/model/errors";
import AccountPage from "../../../src/account/account.route";
import ApiReferencePage from "../../../src/api/apiReference.route";
import { switchAppLanguage } from "../../../src/i18n/i18n";
import { fakeConvex } from "../fakeConvex";
import { currentUser, dashboardData } from "../fakeAccount";
import { renderPageAt, renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const MARCH_2 = Date.UTC(2026, 2, 2, 12);

const tokens: FunctionReturnType<typeof api.apiTokens.list> = {
  allowed: true,
  requiredPlan: "Pro",
  apiBase: "https://example.convex.site/api/v1",
  tokens: [
    {
      id: "t1" as Id<"apiTokens">,
      name: "Déploiement",
      scopes: ["read"],
      hint: "pb_abcd",
      createdAt: MARCH_2,
      expiresAt: Date.now() + 86_400_000,
      lastUsedAt: null,
    },
  ],
};

const hooks: FunctionReturnType<typeof api.webhooks.list> = {
  allowed: true,
  endpoints: [
    {
      id: "w1" as Id<"webhookEndpoints">,
      url: "https://example.com/hooks",
      events: ["portfolio.published"],
      secret: "whsec_abc",
      enabled: true,
      failures: 0,
      deliveries: [
        {
          id: "d1" as Id<"webhookDeliveries">,
          event: "portfolio.published",
          status: "succeeded",
          attempts: 1,
          lastStatus: 200,
          lastError: null,
          responseMs: 40,
          createdAt: MARCH_2,
        },
      ],
    },
  ],
};

function showAccount() {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.users.current, currentUser());
  fakeConvex.setQuery(api.portfolios.dashboard, dashboardData());
  fakeConvex.setQuery(api.passkeys.list, [{ _id: "p1" as Id<"passkeys">, name: "Mon portable", createdAt: MARCH_2, lastUsedAt: null }]);
  fakeConvex.setQuery(api.twoFactor.status, { enabled: true, recoveryCodesLeft: 8 });
  fakeConvex.setQuery(api.apiTokens.list, tokens);
  fakeConvex.setQuery(api.webhooks.list, hooks);
  return renderPageAt("/account", <AccountPage />, { route: "/account" });
}
const region = (name: string) => within(screen.getByRole("region", { name }));

// The whole account page renders in each test: seconds on a busy machine.
describe("the account page in French", { timeout: 45_000 }, () => {
  beforeEach(async () => {
    await switchAppLanguage("fr");
  });
  afterEach(async () => {
    await switchAppLanguage("en");
  });

  it("shows every section's heading, buttons and dates in French, with no English left", () => {
    showAccount();
    for (const heading of [
      "Photo de profil",
      "Vos portfolios",
      "Vos données",
      "Mot de passe",
      "Clés d’accès",
      "Authentification à deux facteurs",
      "Jetons d’API",
      "Webhooks",
      "Supprimer le compte",
    ])
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    expect(region("Vos données").getByRole("button", { name: "Télécharger mes données" })).toBeInTheDocument();
    expect(region("Mot de passe").getByRole("button", { name: "Changer le mot de passe" })).toBeInTheDocument();
    // Dates through Intl, in French.
    expect(region("Clés d’accès").getByText("Ajoutée le 2 mars 2026 · Jamais utilisée")).toBeInTheDocument();
    expect(region("Authentification à deux facteurs").getByText(/Il vous reste 8 codes de récupération sur 10\./)).toBeInTheDocument();
    expect(region("Jetons d’API").getByRole("button", { name: "Révoquer Déploiement" })).toBeInTheDocument();
    expect(region("Jetons d’API").getByLabelText("Lire le brouillon, la page publiée et le nombre de vues")).toBeInTheDocument();
    const endpoint = within(screen.getByRole("article", { name: "Point de terminaison https://example.com/hooks" }));
    expect(endpoint.getByRole("columnheader", { name: "Tentatives" })).toBeInTheDocument();
    expect(endpoint.getByText("réussi")).toBeInTheDocument();
    for (const english of [
      "Your data",
      "Passkeys",
      "Two-factor authentication",
      "API tokens",
      "Delete account",
      "Download my data",
      "Change password",
      "Never used",
      "Revoke",
      "Send test event",
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it("says the model's and the server's refusals in French", async () => {
    const user = userEvent.setup();
    fakeConvex.onCall(api.account.changePassword, () => {
      throw appError("auth/wrong-password", "The password is not correct.");
    });
    showAccount();
    const form = region("Mot de passe");
    await user.click(form.getByLabelText(/Nouveau mot de passe/));
    await user.paste("violet tractor umbrella 19");
    await user.click(form.getByRole("button", { name: "Changer le mot de passe" }));
    // The form's own rule first, then the model's (the same password twice), then the server's answer.
    expect(form.getByText("Saisissez votre mot de passe actuel.")).toBeInTheDocument();
    await user.click(form.getByLabelText(/Mot de passe actuel/));
    await user.paste("violet tractor umbrella 19");
    await user.click(form.getByRole("button", { name: "Changer le mot de passe" }));
    expect(form.getByText("Choisissez un mot de passe différent de l’actuel.")).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Mot de passe actuel/));
    await user.click(form.getByLabelText(/Mot de passe actuel/));
    await user.paste("wrong horse");
    await user.click(form.getByRole("button", { name: "Changer le mot de passe" }));
    await waitFor(() => expect(form.getByLabelText(/Mot de passe actuel/)).toHaveAccessibleDescription("Le mot de passe n’est pas correct."));
  });

  it("turns two-factor off with a code checked by the model in French", async () => {
    const user = userEvent.setup();
    showAccount();
    const section = region("Authentification à deux facteurs");
    await user.type(section.getByLabelText("Code de l’application ou code de récupération"), "12");
    await user.click(section.getByRole("button", { name: "Désactiver la double authentification" }));
    expect(section.getByText("Saisissez le code à 6 chiffres de votre application, ou un code de récupération.")).toBeInTheDocument();
    expect(fakeConvex.callsTo(api.twoFactor.disableWithCode)).toHaveLength(0);
  });
});

describe("the API reference", () => {
  afterEach(async () => {
    await switchAppLanguage("en");
  });

  it("in French: headings and prose, and a line saying the endpoints stay in English", async () => {
    await switchAppLanguage("fr");
    renderWithProviders(<ApiReferencePage />, { route: "/api-docs" });
    expect(screen.getByRole("heading", { level: 1, name: "Référence de l’API" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Autorisations" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Points de terminaison" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "page de compte" })).toHaveAttribute("href", expect.stringMatching(/\/account$/));
    expect(screen.getByText(/une référence pour les développeurs qui reste en anglais/)).toBeInTheDocument();
    expect(screen.getByText("Publier et dépublier")).toBeInTheDocument();
    expect(screen.queryByText("Endpoints")).not.toBeInTheDocument();
  });

  it("in Spanish too", async () => {
    await switchAppLanguage("es");
    renderWithProviders(<ApiReferencePage />, { route: "/api-docs" });
    expect(screen.getByRole("heading", { level: 1, name: "Referencia de la API" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Permisos" })).toBeInTheDocument();
    expect(screen.getByText(/se mantiene en inglés/)).toBeInTheDocument();
  });

  it("in English: as before, without the line about English", () => {
    renderWithProviders(<ApiReferencePage />, { route: "/api-docs" });
    expect(screen.getByRole("heading", { level: 1, name: "API reference" })).toBeInTheDocument();
    expect(screen.getByText(/Create a personal access token on your/)).toHaveTextContent(
      "Read and update your portfolio from scripts, CI jobs and AI assistants. Create a personal access token on your account page (Pro and Business plans) and send it with every request as Authorization: Bearer pb_….",
      { normalizeWhitespace: true } as never,
    );
    expect(screen.queryByText(/kept in English/)).not.toBeInTheDocument();
  });
});
