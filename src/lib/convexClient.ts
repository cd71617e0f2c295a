import { ConvexReactClient } from "convex/react";
import { convexLogger } from "./convexLogger";
import { convexUrl } from "./convexUrl";

let client: ConvexReactClient | undefined;

/**
 * The app's one Convex client. On the server (rendering an app screen's shell) it is a client
 * that never connects: it only opens its socket when a query or the auth effects run, and
 * neither happens during a server render.
 */
export function convexClient(): ConvexReactClient {
  if (typeof window === "undefined") return new ConvexReactClient("https://server-render.invalid");
  // The stored access token, once the deployment accepts it, serves until shortly before it expires
  // (a refresh is scheduled then): without this, every page load fetched a new one at once, an extra
  // round trip that also made the deployment run every query of the page again.
  return (client ??= new ConvexReactClient(convexUrl(), { logger: convexLogger, initialAuthTokenReuse: true }));
}
