import { data, isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { bestAcceptedLanguage, requestLanguage } from "../i18n/chooseLanguage";
import { i18n, loadAppLanguage } from "../i18n/i18n";
import { DEFAULT_APP_LANGUAGE, isAppLanguage, type AppLanguage } from "../i18n/languages";
import type { DocumentLanguage } from "../lib/routeHandle";
import { VARY_BY_HOST } from "./customDomainSite";

/*
 * A published page's address with no portfolio to show (unknown, unpublished, taken offline, gone
 * with its account, or any other path of a customer's domain) answers in the visitor's language,
 * chosen as the app's pages choose it: on the platform the chooser's cookie, else Accept-Language;
 * on a customer's domain Accept-Language alone (the cookie belongs to the app's host). The thrown
 * answer carries its `documentLanguage`, so the document says the language its words are in.
 */

export type UnavailableReason = "not-available" | "gone" | "not-found";

/** Where the address was asked for: the platform's own host, or a customer's domain. */
export type UnavailableHost = "platform" | "domain";

const statusOf: Record<UnavailableReason, 404 | 410> = { "not-available": 404, "not-found": 404, gone: 410 };

function visitorLanguage(request: Request, host: UnavailableHost): AppLanguage {
  if (host === "platform") return requestLanguage(request.headers);
  return bestAcceptedLanguage(request.headers.get("accept-language")) ?? DEFAULT_APP_LANGUAGE;
}

/** The answer to throw (404, or 410 when gone for good), its language's catalogues loaded. */
export async function unavailable(request: Request, host: UnavailableHost, reason: UnavailableReason = "not-available") {
  const language = visitorLanguage(request, host);
  await loadAppLanguage(language);
  const documentLanguage: DocumentLanguage = { lang: language, dir: "ltr" };
  const vary = host === "platform" ? "Cookie, Accept-Language" : `${VARY_BY_HOST.Vary}, Accept-Language`;
  return data({ reason, documentLanguage }, { status: statusOf[reason], headers: { Vary: vary } });
}

/** The language of a route's error: the visitor's for an unavailable page, English for any other failure. */
export function unavailableLanguage(error: unknown): AppLanguage {
  const language = isRouteErrorResponse(error) ? (error.data as { documentLanguage?: DocumentLanguage } | null)?.documentLanguage?.lang : undefined;
  return isAppLanguage(language) ? language : DEFAULT_APP_LANGUAGE;
}

/** The head of an unavailable page: its title in the visitor's language, never indexed. */
export function unavailableMeta(error: unknown, title: "portfolioUnavailable" | "notFoundOnDomain" = "portfolioUnavailable"): MetaDescriptor[] {
  return [{ title: i18n.getFixedT(unavailableLanguage(error), "titles")(title) }, { name: "robots", content: "noindex" }];
}
