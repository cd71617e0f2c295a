import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MantineProvider } from "@mantine/core";
import { MemoryRouter } from "react-router";
import { PLANS } from "../../../convex/model/plans";
import { PlanCard } from "../../../src/plans/PlanCard";
import english from "../../../src/i18n/locales/en/plans.json";
import { planCta } from "../../../src/plans/pricingCta";
import { markYourPlan } from "../../../src/visitor/pricing-member/markYourPlan";
import { currentUser } from "../fakeAccount";

/** /pricing as the server sends it to anyone (no session known): the cards and the trial offer. */
function staticPricing() {
  const cards = PLANS.map((plan) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      billing="monthly"
      cta={planCta(plan.id, plan.name, null, { words: english.cta, language: "en", signUpFirst: (p) => `/signup?next=${p}` })}
      signedInCtaTo="/x"
    />
  ));
  // The member script's words, as the server writes them into /pricing (its handle's scriptTexts).
  const config = JSON.stringify({ texts: { plans: english.cta } });
  document.body.innerHTML = `<script type="application/json" id="page-script-config">${config}</script><p><span data-trial-offer>Try Pro free.</span></p>${renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{cards}</MemoryRouter>
    </MantineProvider>,
  )}`;
}

const token = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("/pricing without React, for a member", () => {
  it("asks for their plan and marks it: Subscribe after the trial, no trial offered", async () => {
    staticPricing();
    expect(document.querySelectorAll("[data-plan-note]")[1].textContent).toBe("Starts a 14-day free trial, no card");
    localStorage.setItem("__convexAuthJWT_http127001", token());
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: "success", value: currentUser({ trialAvailable: false }) })));
    vi.stubGlobal("fetch", fetch);
    await markYourPlan();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ path: "users:current" });
    const cards = [...document.querySelectorAll<HTMLElement>("[data-plan-card]")];
    expect(cards.map((card) => card.hasAttribute("data-current"))).toEqual([true, false, false]);
    expect(cards[0].querySelector<HTMLElement>("[data-plan-mark]")!.hidden).toBe(false);
    expect(cards.map((card) => card.querySelector("[data-plan-cta]")!.getAttribute("aria-label"))).toEqual([
      "Go to your dashboard: Free",
      "Subscribe: Pro",
      "Subscribe: Business",
    ]);
    expect(cards[1].querySelector("[data-plan-cta]")!.getAttribute("href")).toBe("/upgrade/pro");
    expect(cards.map((card) => card.querySelector("[data-plan-note]")!.textContent)).toEqual(["", "", ""]);
    expect(document.querySelector<HTMLElement>("[data-trial-offer]")!.hidden).toBe(true);
  });
});
