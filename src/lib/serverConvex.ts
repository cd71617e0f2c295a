import { ConvexHttpClient } from "convex/browser";
import { webServerConvexUrl } from "./env";

declare module "react-router" {
  interface AppLoadContext {
    /** The Convex deployment the server's loaders read from (the local backend passes its own). */
    convexUrl?: string;
    /** The site's public origin for canonical links, when the server sits behind a proxy. */
    publicOrigin?: string;
  }
}

type Context = { convexUrl?: string } | undefined;

/**
 * A Convex client for a route loader: the deployment from the load context (npm start), else
 * CONVEX_URL or VITE_CONVEX_URL from the environment (react-router-serve against a deployment).
 */
export function serverConvex(context: Context): ConvexHttpClient {
  return new ConvexHttpClient(context?.convexUrl || webServerConvexUrl(), { logger: false });
}

/** The origin visitors reach this site at: PUBLIC_ORIGIN if set (behind a proxy), else the request's. */
export function publicOrigin(request: Request, context: { publicOrigin?: string } | undefined): string {
  return (context?.publicOrigin || process.env.PUBLIC_ORIGIN || new URL(request.url).origin).replace(/\/+$/, "");
}
