import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { emptyFormData } from "../../../convex/model/formData";
import { CustomDomainsCard } from "../../../src/dashboard/domains/CustomDomainsCard";
import type { DomainRow } from "../../../src/dashboard/domains/types";
import { PublishedCard } from "../../../src/dashboard/PublishedCard";
import { SeoCard } from "../../../src/dashboard/seo/SeoCard";
import { switchAppLanguage } from "../../../src/i18n/i18n";
import { publishedPortfolio } from "../fakeAccount";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt, renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

const pending: DomainRow = {
  id: "d1" as Id<"customDomains">,
  hostname: "ana.test",
  display: "ana.test",
  status: "pending",
  serving: false,
  primary: false,
  records: [
    { type: "A", name: "ana.test", value: "203.0.113.7", purpose: "routing" },
    { type: "TXT", name: "_portfolio-builder.ana.test", value: "portfolio-builder-verify=0123", purpose: "ownership" },
  ],
  verdict: { ownership: "missing", routing: "wrong" },
  found: { txt: [], cname: [], a: ["198.51.100.9"], aaaa: [] },
  createdAt: Date.parse("2026-01-01T10:00:00Z"),
  checkedAt: Date.parse("2026-01-01T10:01:00Z"),
  verifiedAt: null,
  graceEndsAt: null,
  stoppedAt: null,
  nextCheckAt: Date.parse("2026-01-01T10:02:00Z"),
};

/** Words from the English cards that must not be left in the French ones. */
const ENGLISH_LEFTOVERS =
  /DNS records to add|Check now|Waiting for DNS|Found instead|Search and sharing|Page title|characters search results|Fix in the builder|QR code|Download/;

describe("the dashboard's tools in French", () => {
  beforeEach(async () => {
    await switchAppLanguage("fr");
  });
  afterEach(async () => {
    await switchAppLanguage("en");
    vi.unstubAllGlobals();
  });

  it("custom domains: the state, records and actions, the model's and the server's refusals", async () => {
    const user = userEvent.setup();
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.customDomains.list, { allowed: true, limit: 2, configured: true, domains: [pending] });
    const taken = "This domain is connected to another portfolio.";
    fakeConvex.onCall(api.customDomains.add, () => {
      throw new ConvexError({ code: "domain/taken", message: taken, fields: { domain: taken } });
    });
    renderWithProviders(<CustomDomainsCard />, { route: "/dashboard" });
    const card = screen.getByRole("region", { name: "Domaine personnalisé" });
    const item = within(card).getByRole("listitem", { name: /ana\.test/ });
    expect(within(item).getByText("En attente du DNS")).toBeInTheDocument();
    expect(within(item).getByText("Enregistrements DNS à ajouter")).toBeInTheDocument();
    expect(within(item).getByText("Trouvé à la place : A 198.51.100.9.")).toBeInTheDocument();
    expect(within(item).getByRole("status")).toHaveTextContent(/^En attente du DNS : ajoutez les enregistrements/);
    const checked = new Date(pending.checkedAt!).toLocaleString("fr", { dateStyle: "medium", timeStyle: "short" });
    expect(within(item).getByText(`Dernière vérification : ${checked}.`)).toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Vérifier maintenant" })).toBeInTheDocument();
    await user.click(within(item).getByRole("button", { name: "Retirer ana.test" }));
    expect(within(item).getByText("Retirer ana.test ?")).toBeInTheDocument();
    await user.click(within(item).getByRole("button", { name: "Le garder" }));

    // The model's rule before the server, with the name it refused.
    const field = within(card).getByRole("textbox", { name: "Domaine" });
    await user.type(field, "printer.local");
    await user.click(within(card).getByRole("button", { name: "Connecter" }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("«\u00a0printer.local\u00a0» est un nom réservé"));
    expect(fakeConvex.callsTo(api.customDomains.add)).toEqual([]);
    // The server's refusal, on the field; what was typed stays.
    await user.clear(field);
    await user.type(field, "ana.design");
    await user.click(within(card).getByRole("button", { name: "Connecter" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining("Ce domaine est connecté à un autre portfolio.")));
    expect(field).toHaveValue("ana.design");
    expect(card.textContent).not.toMatch(ENGLISH_LEFTOVERS);
  });

  it("SEO: the card, its counters and checklist, and the plan's message", async () => {
    fakeConvex.setQuery(api.seo.settings, { allowed: false, settings: { title: "", description: "", image: "card" }, hasPhoto: false });
    fakeConvex.setQuery(api.portfolios.getPublic, {
      status: "published",
      templateId: "minimalist",
      publishedAt: "2026-01-01T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
      content: {
        ...emptyFormData(),
        name: "Ada Lovelace",
        role: "Engineer",
        bio: "I build analytical engines.",
        image: null,
        projects: [],
        customSections: [],
      },
      shareImageUrl: null,
      slug: "ada",
      noindex: false,
      seo: null,
      contactForm: false,
      branding: true,
      customDomain: null,
      language: "en",
      languages: ["en"],
    });
    const html = `<html><head><title>Ada</title></head><body><h1>Ada</h1><h3>Skipped</h3></body></html>`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(html, { status: 200 })),
    );
    const published = { ...publishedPortfolio(), path: "/p/ada", slug: "ada" };
    renderPageAt("/dashboard", <SeoCard uid="u1" published={published} />, { route: "/dashboard" });
    const card = screen.getByRole("region", { name: "Recherche et partage" });
    expect(within(card).getByText(/^Les outils SEO sont inclus dans l’offre Business\. Voici ce qu’ils affichent pour votre page/)).toBeInTheDocument();
    expect(within(card).getByRole("textbox", { name: "Titre de la page" })).toHaveAccessibleDescription(
      /^\d+\/60 caractères affichés dans les résultats de recherche\. Si vide\u00a0: votre nom et votre rôle\.$/,
    );
    const checklist = await within(card).findByRole("list", { name: "Liste de contrôle SEO" });
    expect(within(checklist).getByText("Titres dans l’ordre : à corriger")).toBeInTheDocument();
    expect(within(checklist).getByText("Un niveau est sauté avant « Skipped ».")).toBeInTheDocument();
    expect(within(checklist).getAllByRole("link", { name: "Corriger dans l’éditeur\u00a0: Nom complet" }).length).toBeGreaterThan(0);
    expect(within(card).getByRole("heading", { name: "Dans les résultats de recherche" })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(ENGLISH_LEFTOVERS);
  });

  it("QR code: the button, the dialog, the image's name and the downloads", async () => {
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.customDomains.list, { allowed: true, limit: 2, configured: true, domains: [] });
    renderWithProviders(<PublishedCard published={publishedPortfolio()} />, { route: "/dashboard" });
    await userEvent.click(screen.getByRole("button", { name: "Code QR" }));
    const dialog = await screen.findByRole("dialog", { name: "Code QR de votre page" });
    expect(within(dialog).getByRole("button", { name: "Fermer" })).toBeInTheDocument();
    expect(await within(dialog).findByRole("img", { name: /^Code QR de .*p\/ada-lovelace$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Télécharger en SVG" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Télécharger en PNG" })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(ENGLISH_LEFTOVERS);
  });
});
