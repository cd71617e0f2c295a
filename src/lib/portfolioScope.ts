import { useSearchParams } from "react-router-dom";

/**
 * Which portfolio the builder, preview and history work on. The spec's routes mean "my
 * portfolio"; a portfolio shared with the person adds `?portfolio=<id>` to the same routes, and
 * every call they make names it (the server checks the person's role each time: convex/lib/access.ts).
 */
export const PORTFOLIO_PARAM = "portfolio";

/** The shared portfolio's id from the address, or undefined for one's own. */
export function useSharedPortfolioId(): string | undefined {
  const [params] = useSearchParams();
  const id = params.get(PORTFOLIO_PARAM);
  return id === null || id === "" ? undefined : id;
}

/** The argument every portfolio function takes: nothing for one's own, `{portfolioId}` for a shared one. */
export function portfolioArgs(portfolioId: string | undefined): { portfolioId?: string } {
  return portfolioId === undefined ? {} : { portfolioId };
}

/** `path` on the same portfolio: with `?portfolio=<id>` for a shared one. */
export function portfolioPath(path: string, portfolioId: string | undefined): string {
  return portfolioId === undefined ? path : `${path}?${PORTFOLIO_PARAM}=${encodeURIComponent(portfolioId)}`;
}
