import { lowestPlanWith, type Capability, type PaidPlan } from "../../convex/model/plans";

/**
 * Where "Please upgrade" leads: the trial page of the cheapest plan with `capability` (or the
 * named plan), coming back to `next` (a path inside the app) once the trial has started.
 */
export function upgradePath(target: PaidPlan | Capability, next?: string | null): string {
  const plan = target === "pro" || target === "business" ? target : lowestPlanWith(target);
  const path = `/upgrade/${plan === "free" ? "pro" : plan}`;
  return next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
}
