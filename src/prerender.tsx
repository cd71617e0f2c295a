import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { ConvexAuthProvider, type TokenStorage } from "@convex-dev/auth/react";
import { ConvexReactClient } from "convex/react";
import { StaticRouter } from "react-router-dom";
import { AppChrome, AppRoutes } from "./App";
import { APP_BASENAME } from "./lib/publicLink";

/**
 * Build-time rendering of public, session-independent pages (scripts/lib/prerender.ts): the
 * HTML a first visit paints before any JavaScript runs. It is the app's own first render (the
 * session still unknown), which src/main.tsx then hydrates.
 */
export function renderRoute(route: string): string {
  // Never connects: the client only opens its socket when a query or the auth effects run.
  const client = new ConvexReactClient("https://prerender.invalid");
  const storage: TokenStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  // The same tree as src/main.tsx's, so the client can hydrate it (useId-based names match).
  return renderToString(
    <StrictMode>
      <ConvexAuthProvider client={client} storage={storage}>
        <AppChrome>
          <StaticRouter location={APP_BASENAME + route} basename={APP_BASENAME}>
            <AppRoutes />
          </StaticRouter>
        </AppChrome>
      </ConvexAuthProvider>
    </StrictMode>,
  );
}
