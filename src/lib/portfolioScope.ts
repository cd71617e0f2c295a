import { useSearchParams } from "react-router";

import { PORTFOLIO_PARAM, sharedPortfolioIdIn } from "./portfolioParam";

export { PORTFOLIO_PARAM, portfolioArgs } from "./portfolioParam";

/** The shared portfolio's id from the address, or undefined for one's own (portfolioParam.ts). */
export function useSharedPortfolioId(): string | undefined {
  const [params] = useSearchParams();
  return sharedPortfolioIdIn(params);
}

/** `path` on the same portfolio: with `?portfolio=<id>` for a shared one. */
export function portfolioPath(path: string, portfolioId: string | undefined): string {
  return portfolioId === undefined ? path : `${path}?${PORTFOLIO_PARAM}=${encodeURIComponent(portfolioId)}`;
}
