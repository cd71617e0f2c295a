import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { mantineStyleGroups, mantineStyles } from "./scripts/lib/mantineStyles.ts";
import { pageScripts } from "./scripts/lib/publicPageScript.ts";

// One project per runtime: Convex functions in edge-runtime (as in production), React in jsdom,
// the local backend, scripts and native code (sharp) in node.
export default defineConfig({
  plugins: [react(), ...pageScripts({ ownCopies: false }), mantineStyles(mantineStyleGroups)],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "convex",
          include: ["tests/convex/**/*.test.ts"],
          environment: "edge-runtime",
          // Several publishes and scheduled renders per test: 5 s was crossed on a busy machine.
          testTimeout: 30_000,
          server: { deps: { inline: ["convex-test"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          testTimeout: 30_000,
          setupFiles: ["tests/web/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["tests/local-backend/**/*.test.ts", "tests/scripts/**/*.test.ts", "tests/node/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Its compiled component imports "./_generated/server" without an extension: Node alone
          // cannot resolve it (tsx, which runs the local backend, can); Vite's resolver can too.
          server: { deps: { inline: ["@convex-dev/sharded-counter"] } },
        },
      },
      {
        // The browser suite: production build + local backend + Debian Chromium (tests/e2e).
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/globalSetup.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Lighthouse scores (npm run test:lighthouse), same set-up as the browser suite.
        extends: true,
        test: {
          name: "lighthouse",
          include: ["tests/e2e/**/*.lighthouse.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/globalSetup.ts"],
          testTimeout: 900_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
