import { useContext } from "react";
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, useMatches, type UIMatch } from "react-router";

/** The scripts a page without React may load (scripts/lib/publicPageScript.ts builds each). */
export type StaticPageScript = "visitor-page" | "auth-page" | "gallery-page";

/** What a route module's `handle` may say about the document it renders in. */
export type RouteHandle = {
  /**
   * false: the page is complete as server HTML and ships no React; the document gets no router
   * scripts (the route adds its own small script, if any).
   */
  hydrate?: boolean;
  /** With hydrate false: the document still links the routes' stylesheets (visitor pages use the app's). */
  stylesheets?: boolean;
  /**
   * With hydrate false: the page's own script instead of the visitor script (the auth pages:
   * src/account/auth-page; the gallery: src/gallery/script). Each runs the pages' shell (src/page-script/pageShell.ts).
   */
  script?: Exclude<StaticPageScript, "visitor-page">;
  /**
   * With hydrate false: more words the page's scripts show, written into the page in its language
   * (VisitorPageScript), by group name → catalogue key (/pricing: a member's buttons, "plans:cta").
   */
  scriptTexts?: Record<string, string>;
  /**
   * With hydrate false: the server messages (catalogue keys in locales/<language>/messages.json) the
   * page's script may show; a page not in English carries their English and its own texts (PageScript).
   */
  scriptMessages?: string[];
  /** A page of the app that begins its first load before the app's code arrives (src/builder/firstLoad.ts). */
  firstLoad?: "builder";
};

const handles = (matches: UIMatch[]) => matches.map((match) => (match.handle as RouteHandle | undefined) ?? {});

/** Whether the document for these matches loads the React app. */
export function hydrates(matches: UIMatch[]): boolean {
  return !handles(matches).some((handle) => handle.hydrate === false);
}

/** Whether the document for these matches links the routes' stylesheets. */
export function linksStylesheets(matches: UIMatch[]): boolean {
  return hydrates(matches) || handles(matches).some((handle) => handle.stylesheets === true);
}

function useServerRendersStaticDocument(): boolean {
  return !hydrates(useMatches());
}

/**
 * True while the server renders a document that will not hydrate: components then render the
 * markup the page's small script drives (src/visitor/script/enhance.ts). In the browser (the app
 * navigating to the same route, or any router outside framework mode) it is always false, and a
 * hydrating document renders alike on both sides. Chosen once per runtime, so hooks keep their order.
 */
export const useStaticDocument: () => boolean = typeof document === "undefined" ? useServerRendersStaticDocument : () => false;

/** The catalogue groups the document's scripts show besides the usual ones (RouteHandle.scriptTexts). */
export function pageScriptTexts(matches: UIMatch[]): Record<string, string> {
  return Object.assign({}, ...handles(matches).map((handle) => handle.scriptTexts));
}

/** The messages the scripts of these matches may show (RouteHandle.scriptMessages). */
export function pageScriptMessages(matches: UIMatch[]): string[] {
  return handles(matches).flatMap((handle) => handle.scriptMessages ?? []);
}

/** The handle of visitor pages that render as plain HTML with the visitor script, no React. */
export const STATIC_VISITOR_PAGE: RouteHandle = { hydrate: false, stylesheets: true };

/** What auth:signIn refuses a password sign-in or sign-up with (convex/auth.ts), and the names it fills in. */
const PASSWORD_REFUSALS = [
  "accountRefusals.invalidCredentials",
  "account.emailInUse",
  "validEmail",
  "tooManyAttempts",
  "tooManyAttemptsOne",
  "terms.failedAttempts",
  "terms.signUpAttempts",
  "terms.signUps",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "passwordSpaces",
  "passwordIsEmail",
  "passwordCommon",
];

/**
 * What a passkey sign-in or sign-up is refused with besides those: passkeys:signInOptions and
 * signUpOptions, and auth:signIn's passkey provider (convex/passkeys.ts, convex/lib/passkeyProvider.ts).
 */
const PASSKEY_REFUSALS = ["account.passkeyUnchecked", "account.passkeyUnknown", "account.passkeyTooLong", "terms.passkeyRequests"];

/** /login and /signup: a static visitor page whose script also signs in (src/account/auth-page). */
export const STATIC_AUTH_PAGE: RouteHandle = {
  ...STATIC_VISITOR_PAGE,
  script: "auth-page",
  scriptMessages: [...PASSWORD_REFUSALS, ...PASSKEY_REFUSALS],
};

/** /templates: a static visitor page whose script also searches and, for members, opens templates (src/gallery/script). */
export const STATIC_GALLERY_PAGE: RouteHandle = { ...STATIC_VISITOR_PAGE, script: "gallery-page" };

/** The script a document without React loads: the visitor script, or the page's own. */
export function staticPageScript(matches: UIMatch[]): StaticPageScript {
  return handles(matches).find((handle) => handle.script !== undefined)?.script ?? "visitor-page";
}

/** Whether a document loaded on these matches begins with the builder's early script (src/builder/firstLoad.ts). */
export function startsBuilderEarly(matches: UIMatch[]): boolean {
  return handles(matches).some((handle) => handle.firstLoad === "builder");
}

/** A route match as far as its loader data: useMatches()' and `meta`'s matches alike. */
export type LoaderDataMatch = { data: unknown } | undefined;

/** The language a document is written in: `lang` and `dir` of its <html>. */
export type DocumentLanguage = { lang: string; dir: "ltr" | "rtl" };

/**
 * The document's language: the deepest route whose loader data carries `documentLanguage` (a
 * published page in one of its languages; the app in the visitor's language) decides; English
 * otherwise.
 */
export function documentLanguage(matches: readonly LoaderDataMatch[]): DocumentLanguage {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { documentLanguage?: DocumentLanguage } | undefined;
    if (data && typeof data === "object" && data.documentLanguage) return data.documentLanguage;
  }
  return { lang: "en", dir: "ltr" };
}

/**
 * The language of the document being rendered: documentLanguage() of its routes, where a route
 * that failed speaks through its error's data (a published page's 404 in the visitor's language,
 * src/public-page/unavailable.ts). React Router has no public hook for a child route's error seen
 * from the root's Layout, hence its router state.
 */
export function useDocumentLanguage(): DocumentLanguage {
  const matches = useMatches();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  return documentLanguage(
    matches.map((match) => {
      const error = errors?.[match.id];
      return { data: isRouteErrorResponse(error) ? error.data : match.data };
    }),
  );
}
