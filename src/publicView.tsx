import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ConvexProvider, ConvexReactClient } from "convex/react";
import { PublicErrorBoundary } from "./components/portfolio/PublicErrorBoundary";
import { PublicPortfolio } from "./components/portfolio/PublicPortfolio";
import { convexLogger } from "./lib/convexLogger";
import { convexUrl } from "./lib/convexUrl";
import { publicViewUserId } from "./lib/publicLink";
import "./publicView.css";

/**
 * The entry of portfolio-view.html, which the server sends for /portfolio-view/<id>: a visitor's
 * first load of a portfolio gets React, the Convex client and the template, without the app's UI
 * kit, router and auth (about half the JavaScript). Navigating there inside the app uses the
 * app's own route, which renders the same PublicPortfolio.
 */
const convex = new ConvexReactClient(convexUrl(), { logger: convexLogger });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ConvexProvider client={convex}>
      <main id="main" className="public-main">
        <PublicErrorBoundary>
          <PublicPortfolio userId={publicViewUserId(window.location.pathname)} />
        </PublicErrorBoundary>
      </main>
    </ConvexProvider>
  </StrictMode>,
);
