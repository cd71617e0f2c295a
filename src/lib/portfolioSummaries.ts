import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convex/_generated/api";

/*
 * The signed-in person's portfolios as the dashboard query sums them up: read by the dashboard's
 * cards and by the account page's list, so it lives below both features.
 */

/** The dashboard query's result when signed in. */
export type DashboardData = NonNullable<FunctionReturnType<typeof api.portfolios.dashboard>>;
export type PublishedSummary = NonNullable<DashboardData["published"]>;
export type DraftSummary = NonNullable<DashboardData["draft"]>;
