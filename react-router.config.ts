import type { Config } from "@react-router/dev/config";
import { APP_BASE } from "./src/lib/basePath";
import { VISITOR_PAGE_PATHS } from "./src/lib/visitorCanonical";

/**
 * React Router framework mode. Published portfolios render on the server; the visitor pages are
 * prerendered at build time; app screens render their shell on the server and fill in on the
 * client (they depend on the session, which only the browser holds).
 */
export default {
  appDirectory: "src",
  basename: APP_BASE,
  // E2E_DIST_DIR lets two browser suites build side by side (see README, Tests).
  buildDirectory: process.env.BUILD_DIR || "dist",
  ssr: true,
  prerender: [...VISITOR_PAGE_PATHS],
  // The whole (small) route manifest comes with the page: no /__manifest requests while the app
  // runs, which would fail (and log errors) whenever the connection drops.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
