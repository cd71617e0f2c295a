/**
 * Which portfolio the builder, preview and history work on. The spec's routes mean "my
 * portfolio"; a portfolio shared with the person adds `?portfolio=<id>` to the same routes, and
 * every call they make names it (the server checks the person's role each time: convex/lib/access.ts).
 * Without React, for the builder's early script (src/builder/firstLoad.ts); the hook is in portfolioScope.ts.
 */
export const PORTFOLIO_PARAM = "portfolio";

/** The shared portfolio's id in an address's query, or undefined for one's own. */
export function sharedPortfolioIdIn(params: URLSearchParams): string | undefined {
  const id = params.get(PORTFOLIO_PARAM);
  return id === null || id === "" ? undefined : id;
}

/** The argument every portfolio function takes: nothing for one's own, `{portfolioId}` for a shared one. */
export function portfolioArgs(portfolioId: string | undefined): { portfolioId?: string } {
  return portfolioId === undefined ? {} : { portfolioId };
}
