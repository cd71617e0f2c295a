import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import type { Plan } from "../../../convex/model/plans";
import { pageTexts, readConfig } from "../../page-script/config";
import { callConvex } from "../../page-script/convexApi";
import { sessionToken } from "../../page-script/sessionToken";
import { planCta, type CtaWords } from "../../plans/pricingCta";

type Current = FunctionReturnType<typeof api.users.current>;

/**
 * /pricing for a member, without React: asks for their plan (users:current) and gives each card
 * the button, note and "Your plan" mark the React page would (src/plans/pricingCta.ts), in the
 * words /pricing carries for it in its language (its route's handle.scriptTexts). Loaded
 * only when this browser holds a session (src/visitor/script/enhance.ts), as its own script
 * (./enhance.ts), so the visitor script carries none of it.
 */
export async function markYourPlan(): Promise<void> {
  const token = await sessionToken();
  if (!token) return;
  const result = await callConvex<Current>("query", "users:current", {}, token);
  if (!result.ok || !result.value) return;
  const state = result.value;
  const base = readConfig().base;
  const context = { words: pageTexts<CtaWords>("plans"), language: document.documentElement.lang || "en", signUpFirst: (path: string) => path };
  // No trial is offered to an account that had one.
  for (const offer of document.querySelectorAll<HTMLElement>("[data-trial-offer]")) offer.hidden = !state.trialAvailable;
  for (const card of document.querySelectorAll<HTMLElement>("[data-plan-card]")) {
    const plan = card.dataset.planCard as Plan;
    const name = card.querySelector("h2")?.textContent ?? plan;
    const cta = planCta(plan, name, state, context);
    const button = card.querySelector<HTMLAnchorElement>("[data-plan-cta]");
    const mark = card.querySelector<HTMLElement>("[data-plan-mark]");
    const note = card.querySelector<HTMLElement>("[data-plan-note]");
    if (button) {
      button.href = `${base}${cta.to}`;
      button.setAttribute("aria-label", cta.ariaLabel);
      button.toggleAttribute("data-included", cta.included === true);
      const label = button.querySelector(".mantine-Button-label") ?? button;
      label.textContent = cta.label;
    }
    if (mark) {
      mark.hidden = !cta.mark;
      mark.textContent = cta.mark ?? "";
    }
    if (note) note.textContent = cta.note ?? "";
    card.toggleAttribute("data-current", cta.mark !== null);
  }
}
