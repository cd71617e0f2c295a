import { data, isRouteErrorResponse } from "react-router";
import { bestAcceptedLanguage } from "../i18n/chooseLanguage";
import { i18n, loadAppLanguage } from "../i18n/i18n";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "../i18n/languages";
import type { RouteHandle } from "../lib/routeHandle";
import { PortfolioUnavailable } from "./PortfolioUnavailable";
import type { Route } from "./+types/domainNotFound.route";

export const handle: RouteHandle = { hydrate: false };

/**
 * Any other path on a customer's domain, whatever the method: 404, never one of the app's screens.
 * Its title is in the visitor's language, from Accept-Language alone (src/i18n/chooseLanguage.ts):
 * the app's language cookie belongs to the app's own host, not to a customer's domain.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const language = bestAcceptedLanguage(request.headers.get("accept-language")) ?? DEFAULT_APP_LANGUAGE;
  await loadAppLanguage(language);
  throw data({ reason: "not-found", language }, { status: 404 });
}

export const headers = () => ({ Vary: "Accept-Language" });

export const action = loader;

export const meta: Route.MetaFunction = ({ error }) => {
  const language = isRouteErrorResponse(error) ? (error.data as { language?: AppLanguage } | undefined)?.language : undefined;
  return [{ title: i18n.getFixedT(language ?? DEFAULT_APP_LANGUAGE, "titles")("notFoundOnDomain") }, { name: "robots", content: "noindex" }];
};

export default function DomainNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <PortfolioUnavailable />;
}
