import type { UIMatch } from "react-router";

/** What a route module's `handle` may say about the document it renders in. */
export type RouteHandle = {
  /**
   * false: the page is complete as server HTML and ships no React; the document gets no router
   * scripts (the route adds its own small script, if any).
   */
  hydrate?: boolean;
};

/** Whether the document for these matches loads the React app. */
export function hydrates(matches: UIMatch[]): boolean {
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}
