/**
 * Addresses on a customer's own domain. Custom domains are served over HTTPS only (the TLS proxy
 * obtains their certificates), so their addresses name https whatever the request came in as.
 */
export function customDomainOrigin(hostname: string): string {
  return `https://${hostname}`;
}

/**
 * Headers of every answer the Host header chooses (a custom domain's page, files and 404s): caches
 * must not hand one domain's answer to another name.
 */
export const VARY_BY_HOST = { Vary: "Host" } as const;

/** The portfolio's page on its domain: the domain's root. */
export function customDomainUrl(hostname: string): string {
  return `${customDomainOrigin(hostname)}/`;
}
