import { APP_BASENAME } from "./basePath";

/** The full, shareable address of a path inside the app, e.g. a published portfolio. */
export function shareableUrl(path: string, origin: string = window.location.origin): string {
  return absoluteUrl(origin, APP_BASENAME, path);
}

/** Where a published page lives: its path on the platform, and the owner's domain when one serves it. */
export type PublishedAddress = { path: string; customDomain?: string | null };

/** The address to share: the owner's own domain when one serves the page (the platform's forwards there). */
export function publishedPageUrl({ path, customDomain }: PublishedAddress, origin: string = window.location.origin): string {
  return customDomain ? customDomainUrl(customDomain) : shareableUrl(path, origin);
}

/** `origin` + `basePath` + `path`, whatever trailing slashes the first two carry. */
export function absoluteUrl(origin: string, basePath: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${basePath.replace(/\/+$/, "")}${path}`;
}

/**
 * The href of a published page (`path` as the server gives it, e.g. `/p/ada`). Public pages are
 * rendered by the server outside the app's router, so links to them are plain `<a href>` (a full
 * page load), never router links.
 */
export function publicPageHref(path: string): string {
  return `${APP_BASENAME}${path}`;
}

/**
 * Addresses on a customer's own domain. Custom domains are served over HTTPS only (the TLS proxy
 * obtains their certificates), so their addresses name https whatever the request came in as.
 */
export function customDomainOrigin(hostname: string): string {
  return `https://${hostname}`;
}

/** The portfolio's page on its domain: the domain's root. */
export function customDomainUrl(hostname: string): string {
  return `${customDomainOrigin(hostname)}/`;
}
