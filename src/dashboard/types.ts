// The summaries moved below the features (the account page reads them too); the dashboard's cards still import them from here.
export type { DashboardData, DraftSummary, PublishedSummary } from "../lib/portfolioSummaries";
