import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { planStatus } from "../model/plans";
import { subscriptionView, type AccountPlan } from "../model/subscription";
import { paymentsConfigured } from "./stripe";
import { emailHadTrial } from "./trials";

/** The plan state the pages show (users:current, the dashboard): trial, subscription, whether payments are on. */
export async function accountPlan(ctx: QueryCtx, user: Doc<"users">): Promise<AccountPlan> {
  return {
    ...planStatus(user, await emailHadTrial(ctx, user)),
    subscription: subscriptionView(user.subscription),
    paymentsEnabled: paymentsConfigured(),
  };
}
