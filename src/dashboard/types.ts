import type { FunctionReturnType } from "convex/server";
import type { api } from "../../convex/_generated/api";

/** The dashboard query's result when signed in. */
export type DashboardData = NonNullable<FunctionReturnType<typeof api.portfolios.dashboard>>;
export type PublishedSummary = NonNullable<DashboardData["published"]>;
export type DraftSummary = NonNullable<DashboardData["draft"]>;
