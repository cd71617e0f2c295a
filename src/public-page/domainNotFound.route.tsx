import { data } from "react-router";
import type { RouteHandle } from "../lib/routeHandle";
import { PortfolioUnavailable } from "./PortfolioUnavailable";
import type { Route } from "./+types/domainNotFound.route";

export const handle: RouteHandle = { hydrate: false };

/** Any other path on a customer's domain, whatever the method: 404, never one of the app's screens. */
export function loader() {
  throw data({ reason: "not-found" }, { status: 404 });
}

export const action = loader;

export const meta: Route.MetaFunction = () => [{ title: "Not found" }, { name: "robots", content: "noindex" }];

export default function DomainNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <PortfolioUnavailable />;
}
