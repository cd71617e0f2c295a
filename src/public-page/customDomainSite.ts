/**
 * Headers of every answer the Host header chooses (a custom domain's page, files and 404s): caches
 * must not hand one domain's answer to another name.
 */
export const VARY_BY_HOST = { Vary: "Host" } as const;
