import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { mantineStyleGroups, mantineStyles } from "./scripts/lib/mantineStyles";
import { precompress } from "./scripts/lib/precompress";
import { publicPageScript } from "./scripts/lib/publicPageScript";

// The app lives under /portfolio-builder/ wherever it is hosted (react-router.config.ts has the
// routes, server rendering and prerendering).
export default defineConfig({
  base: "/portfolio-builder/",
  // The footer's first render uses the build's year, so prerendered pages hydrate cleanly.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [reactRouter(), publicPageScript(), mantineStyles(mantineStyleGroups), precompress()],
  // CSS for browsers with light-dark() (templates' tokens; the minifier would otherwise rewrite it
  // in a way an inline `color-scheme` cannot switch).
  build: { target: "es2022", cssTarget: ["chrome123", "edge123", "firefox120", "safari17.5"], sourcemap: false },
});
