import { v, type Infer } from "convex/values";

/**
 * Plans: the one source of their prices, what each may do (capabilities), the lines the pricing
 * page lists (each derived from a capability the product has) and the free trial. Read by the
 * pricing page, the gallery, the dashboard and the server's rules, which enforce the same
 * capabilities.
 */
export const planValidator = v.union(v.literal("free"), v.literal("pro"), v.literal("business"));
export type Plan = Infer<typeof planValidator>;
export type PaidPlan = Exclude<Plan, "free">;
export const paidPlanValidator = v.union(v.literal("pro"), v.literal("business"));

export type Billing = "monthly" | "yearly";

/** What a plan may do. Each is enforced on the server where it applies. */
export type Capability =
  /** Publish a page from the basic (free) templates. */
  | "basicTemplates"
  /** Every template's pages adapt from phones to wide screens. */
  | "responsiveDesigns"
  /** Build and publish with the premium templates (model/templates.ts: price above FREE_PRICE_LIMIT). */
  | "premiumTemplates"
  /** Connect the owner's own domain (model/customDomains.ts: limits per plan). */
  | "customDomains"
  /** The dashboard's 30-day views chart and referring sites (audience.ts). */
  | "analytics"
  /** Published pages without the "Made with Portfolio Builder" link. */
  | "noBranding"
  /** Custom page title and description, social image choice, search preview and checklist (seo.ts). */
  | "seoTools"
  /** Invite editors and publishers to work on the portfolio, live (members.ts, lib/access.ts). */
  | "collaboration"
  /** A password on the published page (pagePasswords.ts, model/pagePassword.ts). */
  | "passwordProtection"
  /** Personal access tokens: the REST API and the MCP server (apiTokens.ts, apiHttp.ts, mcpHttp.ts). */
  | "api";

const CAPABILITIES: Readonly<Record<Plan, readonly Capability[]>> = {
  free: ["basicTemplates", "responsiveDesigns"],
  pro: ["basicTemplates", "responsiveDesigns", "premiumTemplates", "customDomains", "analytics", "noBranding", "passwordProtection", "api"],
  business: [
    "basicTemplates",
    "responsiveDesigns",
    "premiumTemplates",
    "customDomains",
    "analytics",
    "noBranding",
    "passwordProtection",
    "seoTools",
    "collaboration",
    "api",
  ],
};

export const PLAN_ORDER: readonly Plan[] = ["free", "pro", "business"];

/** Whether `plan` (missing: Free) includes `capability`. */
export function planAllows(plan: Plan | undefined, capability: Capability): boolean {
  return CAPABILITIES[plan ?? "free"].includes(capability);
}

/** The cheapest plan that includes `capability` (where "Please upgrade" messages lead). */
export function lowestPlanWith(capability: Capability): Plan {
  return PLAN_ORDER.find((plan) => planAllows(plan, capability)) ?? "business";
}

/** Domains one portfolio may have connected at once (the first serving one is its address; others forward to it). */
export const CUSTOM_DOMAIN_LIMITS: Readonly<Record<Plan, number>> = { free: 0, pro: 1, business: 3 };

/**
 * A line on a plan's card. `capability` is what makes it true: tests/convex/plans.test.ts checks
 * that the plan includes it (or, for `lacks`, that it does not: Free's branding line).
 */
export type FeatureLine = { text: string; capability: Capability; lacks?: true };

export type PlanInfo = { id: Plan; name: string; monthly: number; yearly: number; summary: string; features: readonly FeatureLine[] };

/**
 * Prices in US dollars. Pro keeps the spec's $10/month (its free-use threshold); Free is $0, not
 * the spec's identical $10; Business is $24. Yearly is ten months' price (two months free).
 * Template counts in the lines are checked against the catalogue by the tests.
 */
export const PLANS: readonly PlanInfo[] = [
  {
    id: "free",
    name: "Free",
    monthly: 0,
    yearly: 0,
    summary: "Everything to build and publish your portfolio.",
    features: [
      { text: "4 basic templates", capability: "basicTemplates" },
      { text: "Mobile responsive designs", capability: "responsiveDesigns" },
      { text: "A small “Made with Portfolio Builder” link on your page", capability: "noBranding", lacks: true },
    ],
  },
  {
    id: "pro",
    name: "Pro",
    monthly: 10,
    yearly: 100,
    summary: "Premium templates and your own address.",
    features: [
      { text: "All 16 templates, 12 of them premium", capability: "premiumTemplates" },
      { text: `Custom domain support (${CUSTOM_DOMAIN_LIMITS.pro} domain)`, capability: "customDomains" },
      { text: "Portfolio analytics", capability: "analytics" },
      { text: "No platform branding", capability: "noBranding" },
      { text: "Password-protected page", capability: "passwordProtection" },
      { text: "API and AI assistant (MCP) access", capability: "api" },
    ],
  },
  {
    id: "business",
    name: "Business",
    monthly: 24,
    yearly: 240,
    summary: "Everything in Pro, tuned for search and sharing, and made together.",
    features: [
      { text: "All templates", capability: "premiumTemplates" },
      { text: `Custom domain support (up to ${CUSTOM_DOMAIN_LIMITS.business} domains)`, capability: "customDomains" },
      { text: "Portfolio analytics", capability: "analytics" },
      { text: "No platform branding", capability: "noBranding" },
      { text: "Password-protected page", capability: "passwordProtection" },
      { text: "SEO optimization tools", capability: "seoTools" },
      { text: "Team collaboration tools: invite editors and publishers", capability: "collaboration" },
      { text: "API and AI assistant (MCP) access", capability: "api" },
    ],
  },
];

export function planInfo(plan: Plan): PlanInfo {
  return PLANS.find((p) => p.id === plan)!;
}

export const planName = (plan: Plan) => planInfo(plan).name;

/** What a yearly plan saves against twelve monthly payments. */
export function yearlySaving(plan: { monthly: number; yearly: number }): number {
  return plan.monthly * 12 - plan.yearly;
}

export function isPaidPlan(plan: Plan | undefined): plan is PaidPlan {
  return plan === "pro" || plan === "business";
}

// ---- The free trial ----

export const TRIAL_DAYS = 14;
/** The reminder mail goes this many days before a trial ends. */
export const TRIAL_REMINDER_DAYS = 3;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_USED_MESSAGE = "You have already used your free trial: each account and email address has one.";

/** The one trial an account may have; kept after it ends, so it cannot start again. */
export const trialValidator = v.object({
  plan: paidPlanValidator,
  startedAt: v.number(),
  endsAt: v.number(),
  /** When the "ends in 3 days" mail went. */
  remindedAt: v.optional(v.number()),
  /** When the billing sweep ended it (the plan in effect fell back to the account's own). */
  endedAt: v.optional(v.number()),
});
export type Trial = Infer<typeof trialValidator>;

type PlanHolder = { plan?: Plan; trial?: Trial };

/** A trial still running: not ended by the sweep and, when `now` is given, not past its end. */
export function activeTrial(user: PlanHolder, now?: number): Trial | null {
  const trial = user.trial;
  if (!trial || trial.endedAt !== undefined) return null;
  if (now !== undefined && trial.endsAt <= now) return null;
  return trial;
}

/**
 * The plan in effect: the higher of the account's own plan (Free, or what an operator or a
 * payment set) and a running trial's. Mutations pass `now`, so a trial past its end allows
 * nothing even before the sweep ends it; queries read the stored state, which the sweep changes
 * (so pages update live when a trial ends).
 */
export function planInEffect(user: PlanHolder, now?: number): Plan {
  const own = user.plan ?? "free";
  const trial = activeTrial(user, now);
  if (!trial) return own;
  return PLAN_ORDER.indexOf(trial.plan) > PLAN_ORDER.indexOf(own) ? trial.plan : own;
}

/** Whole days left until `endsAt`, rounded up (a trial ending in 2 hours has 1 day left). */
export function daysLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / DAY_MS));
}

/**
 * Why a trial of `plan` cannot start for this account, or null when it can. `emailHadTrial`: the
 * account's address had one already, under an account since deleted (the server knows, lib/trials.ts).
 */
export function trialRefusal(
  user: PlanHolder,
  plan: PaidPlan,
  emailHadTrial = false,
): { code: "billing/trial-used" | "billing/has-plan"; message: string } | null {
  if (PLAN_ORDER.indexOf(planInEffect(user)) >= PLAN_ORDER.indexOf(plan)) {
    return { code: "billing/has-plan", message: `Your plan already includes everything in ${planName(plan)}.` };
  }
  if (user.trial || emailHadTrial) return { code: "billing/trial-used", message: TRIAL_USED_MESSAGE };
  return null;
}

/** The plan state the dashboard and account page show. */
export type PlanStatus = { plan: Plan; trial: { plan: PaidPlan; endsAt: number } | null; trialAvailable: boolean };

export function planStatus(user: PlanHolder, emailHadTrial = false): PlanStatus {
  const trial = activeTrial(user);
  return { plan: planInEffect(user), trial: trial && { plan: trial.plan, endsAt: trial.endsAt }, trialAvailable: !user.trial && !emailHadTrial };
}
