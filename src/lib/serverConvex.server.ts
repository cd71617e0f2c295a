import { ConvexHttpClient } from "convex/browser";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import type { Value } from "convex/values";
import { webServerConvexUrl, webServerPublicOrigin } from "./env";

/** Runs a public query as nobody, as ConvexHttpClient's `query` does (same results, same errors). */
export type ServerQuery = <Query extends FunctionReference<"query">>(query: Query, args: FunctionArgs<Query>) => Promise<FunctionReturnType<Query>>;

declare module "react-router" {
  interface AppLoadContext {
    /** The Convex deployment the server's loaders read from (the local backend passes its own). */
    convexUrl?: string;
    /** The embedded backend's queries, called in its own process instead of over HTTP to itself. */
    convexQuery?: ServerQuery;
    /** The platform's public origin for absolute addresses (the local backend passes its SITE_URL's). */
    publicOrigin?: string;
  }
}

/** A public query a render read, and its answer (what the published pages' cache keeps: src/public-page/pageCache.server.ts). */
export type QueryRead = { query: FunctionReference<"query">; args: Record<string, Value>; result: unknown };

type Context = { convexUrl?: string; convexQuery?: ServerQuery; renderRecord?: { reads: QueryRead[] } } | undefined;

/**
 * Public queries for a route loader: the embedded backend's own (npm start, in process), else a
 * client of the deployment from the load context, or of CONVEX_URL or VITE_CONVEX_URL from the
 * environment (`npm run serve` against a deployment).
 */
export function serverConvex(context: Context): { query: ServerQuery } {
  const client = context?.convexQuery ? null : serverClient(context);
  const run: ServerQuery = context?.convexQuery ?? ((query, args) => client!.query(query, args));
  const record = context?.renderRecord;
  if (record === undefined) return { query: run };
  // The web server keeps this render while these answers stay the live ones (pageCache.server.ts).
  return {
    query: async (query, args) => {
      const result = await run(query, args);
      record.reads.push({ query, args: args as Record<string, Value>, result });
      return result;
    },
  };
}

/** A public mutation called as nobody, for a route action (a form posted without JavaScript). */
export function serverMutation<Mutation extends FunctionReference<"mutation">>(
  context: Context,
  mutation: Mutation,
  args: FunctionArgs<Mutation>,
): Promise<FunctionReturnType<Mutation>> {
  return serverClient(context).mutation(mutation, args);
}

/**
 * A client of the deployment over Convex's HTTP API for a route action: as nobody, or as the
 * session whose access token is given (the sign-in a form posted without JavaScript just made).
 */
export function serverClient(context: Context, token?: string): ConvexHttpClient {
  return new ConvexHttpClient(context?.convexUrl || webServerConvexUrl(), { logger: false, ...(token ? { auth: token } : {}) });
}

/**
 * The platform's origin for absolute addresses: the load context's (the local backend's SITE_URL),
 * else PUBLIC_ORIGIN or SITE_URL (src/lib/env.ts). Never the request's Host, which the client
 * chooses: `Host: 6.6.6.6` must not make a cacheable page name http://6.6.6.6/.
 */
export function publicOrigin(context: { publicOrigin?: string } | undefined): string {
  return (context?.publicOrigin || webServerPublicOrigin()).replace(/\/+$/, "");
}

/**
 * The Convex URL a page's own script connects to, for pages served on another origin than the
 * app (a custom domain): VITE_CONVEX_URL when the build names a deployment, else the site's
 * public origin or the embedded backend's address, where the local backend serves the API.
 */
export function browserConvexUrl(context: { convexUrl?: string; publicOrigin?: string } | undefined): string {
  return import.meta.env.VITE_CONVEX_URL || context?.publicOrigin || process.env.PUBLIC_ORIGIN || context?.convexUrl || webServerConvexUrl();
}
