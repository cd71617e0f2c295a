import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { Route, Routes } from "react-router";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { ACCESS_MESSAGES, INVITATION_MESSAGES, inviteLimitMessage } from "../../../convex/model/members";
import { DAY_MS, PLANS, TRIAL_USED_MESSAGE } from "../../../convex/model/plans";
import { NO_PAYMENTS_MESSAGE } from "../../../convex/model/subscription";
import { MembersCard } from "../../../src/collaboration/MembersCard";
import { SharedWithYou } from "../../../src/collaboration/SharedWithYou";
import InvitePage from "../../../src/collaboration/invite.route";
import PricingPage from "../../../src/plans/pricing.route";
import UpgradePage from "../../../src/plans/upgrade.route";
import { YourPlanCard } from "../../../src/plans/YourPlanCard";
import { planCta } from "../../../src/plans/pricingCta";
import { markYourPlan } from "../../../src/visitor/pricing-member/markYourPlan";
import { i18n, switchAppLanguage } from "../../../src/i18n/i18n";
import { loadCatalogues } from "../../../src/i18n/catalogues";
import { matchMessage, translateMessage } from "../../../src/i18n/messages";
import english from "../../../src/i18n/locales/en/plans.json";
import { currentUser } from "../fakeAccount";
import { fakeConvex } from "../fakeConvex";
import { renderPageAt, renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.lang = "";
  await switchAppLanguage("en");
});

/** Texts that must not be left in English on a French screen. */
const noEnglish = (container: HTMLElement, texts: string[]) => {
  for (const text of texts) expect(container.textContent, text).not.toContain(text);
};

const shared = {
  portfolioId: "p1" as Id<"portfolios">,
  ownerName: "Ana",
  role: "publisher" as const,
  templateId: "creative",
  name: "",
  updatedAt: null,
  revision: 3,
};

describe("collaboration in French", () => {
  it("the members panel: headings, form, roles and the server's refusal on the field", async () => {
    await switchAppLanguage("fr");
    const user = userEvent.setup();
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.members.list, {
      allowed: true,
      members: [{ id: "m1" as Id<"portfolioMembers">, name: "Ed", email: "ed@example.com", role: "editor", addedAt: 1 }],
      invitations: [{ id: "i1" as Id<"portfolioInvitations">, email: "zoe@example.com", role: "publisher", expiresAt: Date.UTC(2026, 0, 8), expired: false }],
    });
    renderWithProviders(<MembersCard />, { route: "/dashboard" });
    const card = screen.getByRole("region", { name: "Personnes qui travaillent sur votre portfolio" });
    expect(within(card).getByRole("combobox", { name: "Rôle de Ed" })).toHaveDisplayValue("Rédacteur");
    expect(within(card).getByText("Invitations en attente")).toBeInTheDocument();
    expect(within(card).getByText(/^Lien valable jusqu’au /)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Annuler l’invitation envoyée à zoe@example.com" })).toBeInTheDocument();
    noEnglish(card, ["Send invitation", "Members", "Pending invitations", "Editor", "Remove", "Withdraw", "Email address"]);

    const email = within(card).getByRole("textbox", { name: "Adresse e-mail" });
    await user.type(email, "nope");
    await user.click(within(card).getByRole("button", { name: "Envoyer l’invitation" }));
    expect(email).toHaveAccessibleDescription("Saisissez une adresse e-mail valide.");
    await user.clear(email);
    await user.type(email, "ada@example.com");
    fakeConvex.onCall(api.members.invite, () => {
      throw new ConvexError({
        code: "validation/invalid",
        message: "That is your own address: you own this portfolio.",
        fields: { email: "That is your own address." },
      });
    });
    await user.click(within(card).getByRole("button", { name: "Envoyer l’invitation" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription("C’est votre propre adresse."));
  });

  it("shared with you and leaving: French words, and Leave's red stays readable in the dark (the app's error colour)", async () => {
    await switchAppLanguage("fr");
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.members.sharedWithMe, [shared]);
    renderWithProviders(<SharedWithYou />, { route: "/dashboard" });
    const region = screen.getByRole("region", { name: "Partagés avec vous" });
    expect(within(region).getByText("Portfolio de Ana")).toBeInTheDocument();
    expect(within(region).getByText("Propriétaire : Ana · Votre rôle : Éditeur")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Modifier et publier Portfolio de Ana" })).toBeInTheDocument();
    const leave = within(region).getByRole("button", { name: "Quitter Portfolio de Ana" });
    expect(leave.getAttribute("style")).toContain("color: var(--mantine-color-error)");
    noEnglish(region, ["Owner:", "History", "Preview", "Edit", "Leave"]);
    await userEvent.setup().click(leave);
    const dialog = await screen.findByRole("dialog", { name: "Quitter Portfolio de Ana ?" });
    expect(within(dialog).getByText("Vous ne pourrez plus le modifier ni le prévisualiser. Seul Ana peut vous inviter à nouveau.")).toBeInTheDocument();
  });

  it("the invitation page: the sentence in French, the names as plain text, the server's reason translated", async () => {
    await switchAppLanguage("fr");
    fakeConvex.setAuth({ isAuthenticated: true });
    fakeConvex.setQuery(api.members.invitation, {
      problem: "expired",
      message: INVITATION_MESSAGES.expired,
      ownerName: "<strong>Boss</strong>",
      role: "editor",
      signedIn: true,
      emailConfirmed: true,
      email: "ed@example.com",
    } as never);
    renderWithProviders(
      <Routes>
        <Route path="/invite/:token" element={<InvitePage />} />
      </Routes>,
      { route: `/invite/${"a".repeat(43)}` },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Cette invitation ne peut pas être acceptée" })).toBeInTheDocument();
    const sentence = screen.getByText(/a invité ed@example.com à travailler sur son portfolio en tant que/);
    // A name that looks like markup stays text: the sentence's only element is the role's.
    expect(sentence.textContent).toBe(
      "<strong>Boss</strong> a invité ed@example.com à travailler sur son portfolio en tant que Rédacteur : modifie le brouillon et le prévisualise.",
    );
    expect([...sentence.querySelectorAll("strong")].map((strong) => strong.textContent)).toEqual(["Rédacteur"]);
    expect(screen.getByRole("alert")).toHaveTextContent(/^Cette invitation a expiré/);
    expect(screen.getByRole("link", { name: "Aller au tableau de bord" })).toBeInTheDocument();
  });
});

describe("plans in French", () => {
  it("the pricing page: French words, prices in the French way, nothing left in English", async () => {
    await switchAppLanguage("fr");
    renderWithProviders(<PricingPage />, { route: "/pricing" });
    expect(screen.getByRole("heading", { level: 1, name: "Nos offres" })).toBeInTheDocument();
    const pro = screen.getByRole("article", { name: "Pro" });
    expect(within(pro).getByText("10 $")).toBeInTheDocument();
    expect(within(pro).getByText("/mois")).toBeInTheDocument();
    expect(within(pro).getByText("Statistiques du portfolio")).toBeInTheDocument();
    expect(within(pro).getByRole("link", { name: "Commencer avec Pro" })).toBeInTheDocument();
    expect(within(pro).getByText("Démarre un essai gratuit de 14 jours, sans carte")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Gratuit" })).toBeInTheDocument();
    noEnglish(document.body, ["Our Pricing Plans", "Get started", "/month", "Billed monthly", "Portfolio analytics", "No card needed", "Monthly"]);
  });

  it("your plan and the upgrade page during a trial, in French", async () => {
    await switchAppLanguage("fr");
    const trial = { plan: "pro" as const, endsAt: Date.now() + 4 * DAY_MS - 1000 };
    const card = renderWithProviders(<YourPlanCard status={currentUser({ plan: "pro", trial, trialAvailable: false })} />, { route: "/dashboard" });
    expect(screen.getByRole("heading", { name: "Votre offre" })).toBeInTheDocument();
    expect(screen.getByText("Essai Pro")).toBeInTheDocument();
    expect(screen.getByTestId("trial-days-left")).toHaveTextContent(/^Essai gratuit : 4 jours restants \(fin le .+\)\. Votre page publiée/);
    expect(screen.getByRole("link", { name: "S’abonner à Pro" })).toBeInTheDocument();
    card.unmount();

    fakeConvex.setQuery(api.users.current, currentUser({ trialAvailable: true }));
    renderPageAt("/upgrade/:plan", <UpgradePage />, { route: "/upgrade/business" });
    expect(screen.getByRole("heading", { level: 1, name: "Essayez Business gratuitement pendant 14 jours" })).toBeInTheDocument();
    expect(screen.getByText(/^Tout Pro, optimisé .* Ensuite 24 \$\/mois ou 240 \$\/an\.$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Démarrer l’essai gratuit de Business" })).toBeInTheDocument();
    noEnglish(document.body, ["Start free", "or subscribe now", "Subscribe to", "a month"]);
  });

  it("a member's /pricing without React takes the page's own words (French here), English when it carries none", async () => {
    const french = (await loadCatalogues("fr")).plans as typeof english;
    document.documentElement.lang = "fr";
    document.body.innerHTML = `<script type="application/json" id="page-script-config">${JSON.stringify({ texts: { plans: french.cta } })}</script>
      <article data-plan-card="pro"><h2>Pro</h2><a data-plan-cta href="/x">Commencer</a><span data-plan-mark hidden></span><p data-plan-note></p></article>`;
    localStorage.setItem("__convexAuthJWT_http127001", `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ status: "success", value: currentUser({ trialAvailable: false }) }))),
    );
    await markYourPlan();
    expect(document.querySelector("[data-plan-cta]")!.textContent).toBe("S’abonner");
    expect(document.querySelector("[data-plan-cta]")!.getAttribute("aria-label")).toBe("S’abonner : Pro");
    expect(planCta("pro", "Pro", null, { words: english.cta, language: "en", signUpFirst: (path) => path }).note).toBe("Starts a 14-day free trial, no card");
  });

  it("the English plans catalogue says what the model's plans say", () => {
    const plans = english.plans as Record<string, { summary: string; features: Record<string, string> }>;
    for (const plan of PLANS) {
      expect(english.names[plan.id]).toBe(plan.name);
      expect(plans[plan.id].summary).toBe(plan.summary);
      expect(Object.fromEntries(plan.features.map((line) => [line.capability, line.text]))).toEqual(plans[plan.id].features);
    }
  });

  it("the collaboration and plan messages of the server are shown in French", async () => {
    const messages = [
      ...Object.values(INVITATION_MESSAGES),
      ...Object.values(ACCESS_MESSAGES),
      inviteLimitMessage("account", 3 * 3_600_000),
      inviteLimitMessage("address", 1000),
      TRIAL_USED_MESSAGE,
      NO_PAYMENTS_MESSAGE,
      "That is your own address.",
      "Pro billed yearly is not offered on this installation yet. Please choose another.",
    ];
    for (const message of messages) expect(matchMessage(message), message).not.toBeNull();
    await switchAppLanguage("fr");
    const t = i18n.getFixedT(null, "messages");
    for (const message of messages) expect(translateMessage(t, message), message).not.toBe(message);
    expect(translateMessage(t, "Pro billed yearly is not offered on this installation yet. Please choose another.")).toBe(
      "L’offre Pro facturée à l’année n’est pas encore proposée sur cette installation. Veuillez en choisir une autre.",
    );
    expect(translateMessage(t, inviteLimitMessage("account", 3 * 3_600_000))).toContain("dans 3 heures.");
  });
});
