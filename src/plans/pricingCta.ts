import type { Plan } from "../../convex/model/plans";
import type { AccountPlan } from "../../convex/model/subscription";

/**
 * What each pricing card says to this person: its button, the note under it, and the "Your plan"
 * mark. One rule for the React page and the page without React (src/visitor/pricing-member/markYourPlan.ts
 * reads the same state from users:current), so it imports nothing at run time.
 */
export type PlanCta = { label: string; ariaLabel: string; to: string; note: string | null; mark: string | null; included?: boolean };

type PricingState = Pick<AccountPlan, "plan" | "trial" | "trialAvailable" | "subscription">;

const ORDER: readonly Plan[] = ["free", "pro", "business"];
const DAY_MS = 24 * 60 * 60 * 1000;
/** The trial's length in days (model/plans.ts TRIAL_DAYS; a web test checks they agree). */
export const PRICING_TRIAL_DAYS = 14;
export const TRIAL_NOTE = `Starts a ${PRICING_TRIAL_DAYS}-day free trial, no card`;

/**
 * An upgrade offer's action for a plan named `name`: its free trial while the account may still
 * have one, else Subscribe. The app's upgrade links and premium message and the gallery without
 * React (src/gallery/script/member.ts) all say it this way.
 */
export function upgradeOfferLabel(name: string, trialAvailable: boolean): string {
  return trialAvailable ? `Try ${name} free for ${PRICING_TRIAL_DAYS} days` : `Subscribe to ${name}`;
}

/**
 * `state`: the signed-in person's plan (null: a visitor). `signUpFirst(path)` is where a visitor
 * goes before `path` (the sign-up page coming back to it); `date` formats a time for people.
 */
export function planCta(plan: Plan, name: string, state: PricingState | null, signUpFirst: (path: string) => string, date: (time: number) => string): PlanCta {
  const upgrade = `/upgrade/${plan}`;
  if (state === null) {
    return plan === "free"
      ? { label: "Get started", ariaLabel: `Get started with ${name}`, to: "/signup", note: "No card needed", mark: null }
      : { label: "Get started", ariaLabel: `Get started with ${name}`, to: signUpFirst(upgrade), note: TRIAL_NOTE, mark: null };
  }
  const cta = (label: string, to: string, note: string | null = null, mark: string | null = null): PlanCta => ({
    label,
    ariaLabel: `${label}: ${name}`,
    to,
    note,
    mark,
  });
  const mine = ORDER.indexOf(state.plan);
  const here = ORDER.indexOf(plan);
  if (here < mine) return { ...cta("Included in your plan", "/dashboard"), included: true };
  if (here > mine) return state.trialAvailable ? cta("Start free trial", upgrade, TRIAL_NOTE) : cta("Subscribe", upgrade);
  if (plan === "free") return cta("Go to your dashboard", "/dashboard", null, "Your plan");
  const subscription = state.subscription;
  if (subscription) {
    const end = subscription.periodEnd === undefined ? null : date(subscription.periodEnd);
    const note =
      subscription.status === "past_due"
        ? "Payment failed: update your card"
        : end && (subscription.cancelAtPeriodEnd ? `Ends on ${end}, then Free` : `Renews on ${end}`);
    return cta("Manage billing", upgrade, note, "Your plan");
  }
  if (state.trial) {
    const days = Math.max(0, Math.ceil((state.trial.endsAt - Date.now()) / DAY_MS));
    return cta("Subscribe", upgrade, `Trial ends on ${date(state.trial.endsAt)}`, `Trial: ${days === 1 ? "1 day" : `${days} days`} left`);
  }
  return cta("Your plan", upgrade, null, "Your plan");
}
