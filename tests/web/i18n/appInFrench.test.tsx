import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { MantineProvider } from "@mantine/core";
import { Footer } from "../../../src/app/layout/Footer";
import { languageHref } from "../../../src/app/layout/LanguageChooser";
import LoginPage from "../../../src/account/login.route";
import SignupPage from "../../../src/account/signup.route";
import HomePage from "../../../src/visitor/home.route";
import { i18n, loadAppLanguage, requestI18n, switchAppLanguage } from "../../../src/i18n/i18n";
import { ENGLISH } from "../../../src/i18n/catalogues";
import { LOGIN_TEXTS, SIGNUP_TEXTS, STRENGTH_LABELS } from "../../../src/account/auth/authTexts";
import { PASSKEY_TEXTS } from "../../../convex/model/passkeys";
import { theme } from "../../../src/theme";
import { renderWithProviders, routeElement } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

afterEach(async () => {
  await switchAppLanguage("en");
});

describe("the app in French", () => {
  it("the footer's chooser lists each language in its own name, marks the current one, and its texts follow the language", async () => {
    renderWithProviders(<Footer />, { route: "/home" });
    const chooser = screen.getByRole("navigation", { name: "Language" });
    const links = within(chooser).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["English", "Français", "Español"]);
    expect(within(chooser).getByRole("link", { name: "Français" })).toHaveAttribute("href", languageHref("fr", "/home"));
    expect(within(chooser).getByRole("link", { name: "Français" })).toHaveAttribute("lang", "fr");
    expect(within(chooser).getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("navigation", { name: "Quick links" })).toBeInTheDocument();

    await switchAppLanguage("fr");
    expect(await screen.findByRole("navigation", { name: "Liens rapides" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/home");
    expect(screen.getByText(/Tous droits réservés/)).toBeInTheDocument();
    expect(within(screen.getByRole("navigation", { name: "Langue" })).getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
  });

  it("the chooser comes back to the page it was used on, query included", () => {
    expect(languageHref("es", "/templates?plan=pro")).toBe("/portfolio-builder/language?to=es&back=%2Ftemplates%3Fplan%3Dpro");
  });

  it("renders login and sign-up in French", async () => {
    await switchAppLanguage("fr");
    const login = renderWithProviders(routeElement(LoginPage, { oauthProviders: [] }), { route: "/login" });
    expect(screen.getByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Mot de passe/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inscrivez-vous" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Mot de passe oublié ?" })).toBeInTheDocument();
    login.unmount();

    renderWithProviders(routeElement(SignupPage, { oauthProviders: [] }), { route: "/signup" });
    expect(screen.getByRole("heading", { level: 1, name: "Créez votre compte" })).toBeInTheDocument();
    expect(screen.getByText("De 8 à 128 caractères.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "S’inscrire" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Connectez-vous" })).toHaveAttribute("href", "/login");
  });

  it("the server renders concurrent requests each in its own language, without switching the shared instance", async () => {
    await loadAppLanguage("es");
    await loadAppLanguage("fr");
    const render = (language: "en" | "fr" | "es") => {
      const router = createMemoryRouter([{ path: "*", element: <HomePage /> }], { initialEntries: ["/home"] });
      return renderToStaticMarkup(
        <I18nextProvider i18n={requestI18n(language)}>
          <MantineProvider theme={theme}>
            <RouterProvider router={router} />
          </MantineProvider>
        </I18nextProvider>,
      );
    };
    const [fr, es, en] = [render("fr"), render("es"), render("en")];
    expect(fr).toContain("Commencer gratuitement");
    expect(es).toContain("Empieza gratis");
    expect(en).toContain("Get started free");
    expect(i18n.language).toBe("en");
  });

  it("the English catalogue says what the pages' scripts say without one", () => {
    const auth = ENGLISH.auth as Record<string, Record<string, unknown>>;
    expect(auth.login).toEqual(LOGIN_TEXTS);
    expect(auth.signup).toEqual(SIGNUP_TEXTS);
    expect(auth.strength.labels).toEqual(STRENGTH_LABELS);
    const { or: _or, ...passkey } = auth.passkey;
    expect(passkey).toEqual(PASSKEY_TEXTS);
  });
});
