import type { RouteHandle } from "../lib/routeHandle";
import { VARY_BY_HOST } from "./customDomainSite";
import { PortfolioUnavailable } from "./PortfolioUnavailable";
import { unavailable, unavailableMeta } from "./unavailable";
import type { Route } from "./+types/domainNotFound.route";

export const handle: RouteHandle = { hydrate: false };

/**
 * Any other path on a customer's domain, whatever the method: 404, never one of the app's screens,
 * in the visitor's language from Accept-Language alone (./unavailable.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  throw await unavailable(request, "domain", "not-found");
}

// The 404's own headers (./unavailable.ts: it varies by Host and Accept-Language).
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? VARY_BY_HOST;

export const action = loader;

export const meta: Route.MetaFunction = ({ error }) => unavailableMeta(error, "notFoundOnDomain");

export default function DomainNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <PortfolioUnavailable />;
}
