import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/lib/precompress";
import { publicPageScript } from "./scripts/lib/publicPageScript";

// The app lives under /portfolio-builder/ wherever it is hosted (react-router.config.ts has the
// routes, server rendering and prerendering).
export default defineConfig({
  base: "/portfolio-builder/",
  // The footer's first render uses the build's year, so prerendered pages hydrate cleanly.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [reactRouter(), publicPageScript(), precompress()],
  build: { target: "es2022", sourcemap: false },
});
