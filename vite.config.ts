import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { sharedHead } from "./scripts/lib/htmlHead";
import { precompress } from "./scripts/lib/precompress";
import { prerender } from "./scripts/lib/prerender";

const BASE = "/portfolio-builder/";

// The app lives under /portfolio-builder/ wherever it is hosted. Two pages: the app, and the
// standalone public portfolio page that the server sends for /portfolio-view/<id>.
export default defineConfig({
  base: BASE,
  // The footer's first render uses the build's year, so the prerendered /home hydrates cleanly.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // /home is prerendered (home.html): most first visits land there, and it needs no session.
  plugins: [react(), sharedHead(BASE), precompress(), prerender({ "/home": "home.html" })],
  build: {
    target: "es2022",
    sourcemap: false,
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, "index.html"),
        "portfolio-view": path.resolve(import.meta.dirname, "portfolio-view.html"),
      },
    },
  },
});
