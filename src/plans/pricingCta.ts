import type { Plan } from "../../convex/model/plans";
import type { AccountPlan } from "../../convex/model/subscription";
import type english from "../i18n/locales/en/plans.json";
import { formatDate } from "../lib/formatDate";

/**
 * What each pricing card says to this person: its button, the note under it, and the "Your plan"
 * mark. One rule for the React page and the page without React (src/visitor/pricing-member/markYourPlan.ts
 * reads the same state from users:current), so it imports no package: its words come in, the
 * plans catalogue's `cta` group in the page's language (i18next's in React, the page's own config
 * without it), and it fills them in itself.
 */
export type PlanCta = { label: string; ariaLabel: string; to: string; note: string | null; mark: string | null; included?: boolean };

/** The plans catalogue's `cta` group (locales/<language>/plans.json). */
export type CtaWords = typeof english.cta;

/** How the card's words are chosen: `words` in `language` (plurals, dates); `signUpFirst(path)` is where a visitor goes before `path`. */
export type CtaContext = { words: CtaWords; language: string; signUpFirst: (path: string) => string };

type PricingState = Pick<AccountPlan, "plan" | "trial" | "trialAvailable" | "subscription">;

const ORDER: readonly Plan[] = ["free", "pro", "business"];
const DAY_MS = 24 * 60 * 60 * 1000;
/** The trial's length in days (model/plans.ts TRIAL_DAYS; a web test checks they agree). */
export const PRICING_TRIAL_DAYS = 14;

/** `template` with its {{placeholders}} filled in (what i18next does, without it). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The offer's words in English, for callers without a catalogue (the gallery's script falls back to them). */
const ENGLISH_OFFER = { tryFree: "Try {{name}} free for {{days}} days", subscribeTo: "Subscribe to {{name}}" };
export type OfferWords = typeof ENGLISH_OFFER;

/**
 * An upgrade offer's action for a plan named `name`: its free trial while the account may still
 * have one, else Subscribe. The app's upgrade links and premium message and the gallery without
 * React (src/gallery/script/member.ts) all say it this way.
 */
export function upgradeOfferLabel(name: string, trialAvailable: boolean, words: OfferWords = ENGLISH_OFFER): string {
  return trialAvailable ? fill(words.tryFree, { name, days: PRICING_TRIAL_DAYS }) : fill(words.subscribeTo, { name });
}

/** `state`: the signed-in person's plan (null: a visitor). */
export function planCta(plan: Plan, name: string, state: PricingState | null, { words, language, signUpFirst }: CtaContext): PlanCta {
  const upgrade = `/upgrade/${plan}`;
  const trialNote = fill(words.trialNote, { days: PRICING_TRIAL_DAYS });
  const date = (time: number) => formatDate(time, language);
  if (state === null) {
    const getStarted = { label: words.getStarted, ariaLabel: fill(words.getStartedWith, { name }), mark: null };
    return plan === "free" ? { ...getStarted, to: "/signup", note: words.noCard } : { ...getStarted, to: signUpFirst(upgrade), note: trialNote };
  }
  const cta = (label: string, to: string, note: string | null = null, mark: string | null = null): PlanCta => ({
    label,
    ariaLabel: fill(words.label, { label, name }),
    to,
    note,
    mark,
  });
  const mine = ORDER.indexOf(state.plan);
  const here = ORDER.indexOf(plan);
  if (here < mine) return { ...cta(words.included, "/dashboard"), included: true };
  if (here > mine) return state.trialAvailable ? cta(words.startTrial, upgrade, trialNote) : cta(words.subscribe, upgrade);
  if (plan === "free") return cta(words.dashboard, "/dashboard", null, words.yourPlan);
  const subscription = state.subscription;
  if (subscription) {
    const end = subscription.periodEnd === undefined ? null : date(subscription.periodEnd);
    const note =
      subscription.status === "past_due" ? words.pastDue : end && fill(subscription.cancelAtPeriodEnd ? words.endsThenFree : words.renews, { date: end });
    return cta(words.manage, upgrade, note, words.yourPlan);
  }
  if (state.trial) {
    const count = Math.max(0, Math.ceil((state.trial.endsAt - Date.now()) / DAY_MS));
    const left = new Intl.PluralRules(language).select(count) === "one" ? words.trialLeft_one : words.trialLeft_other;
    return cta(words.subscribe, upgrade, fill(words.trialEnds, { date: date(state.trial.endsAt) }), fill(left, { count }));
  }
  return cta(words.yourPlan, upgrade, null, words.yourPlan);
}
