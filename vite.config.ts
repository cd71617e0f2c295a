import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The app lives under /portfolio-builder/ wherever it is hosted.
export default defineConfig({
  base: "/portfolio-builder/",
  plugins: [react()],
  build: {
    target: "es2022",
    sourcemap: false,
  },
});
