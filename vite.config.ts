import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { APP_BASE } from "./src/lib/basePath.ts";
import { mantineInlineStylesInHead } from "./scripts/lib/mantineInlineStyles.ts";
import { mantineStyleGroups, mantineStyles } from "./scripts/lib/mantineStyles.ts";
import { precompress } from "./scripts/lib/precompress.ts";
import { pageScripts } from "./scripts/lib/publicPageScript.ts";

const EMPTY = "\0empty-node-builtin";

/**
 * libheif (the builder's HEIC conversion, src/uploads/heicToJpeg.ts) requires fs, path and crypto only
 * on its Node code path; in the browser bundle those requires get an empty module.
 */
function nodeBranchOfLibheif(): Plugin {
  return {
    name: "portfolio:libheif-node-branch",
    enforce: "pre",
    resolveId: (id, importer) => (importer?.includes("/libheif-js/") && ["fs", "path", "crypto"].includes(id) ? EMPTY : undefined),
    load: (id) => (id === EMPTY ? "export default {};" : undefined),
  };
}

/** commonmark's `entities` in the browser bundle: the DOM's entity table (src/lib/browserEntities.ts). */
function entitiesInTheBrowser(): Plugin {
  return {
    name: "portfolio:entities-in-the-browser",
    enforce: "pre",
    resolveId: (id, importer, options) =>
      id === "entities" && importer?.includes("/commonmark/") && !options?.ssr ? path.resolve(import.meta.dirname, "src/lib/browserEntities.ts") : undefined,
  };
}

/**
 * A chunk group's test: the JavaScript of these packages. Their stylesheets keep their own chunks and
 * order (Mantine's files come before the theme's variables: scripts/lib/mantineStyles.ts).
 */
function scriptsOf(...packages: string[]): (id: string) => boolean {
  const inPackages = new RegExp(`node_modules[\\\\/](${packages.map((name) => name.replace("/", "[\\\\/]")).join("|")})[\\\\/]`);
  return (id) => inPackages.test(id) && !/\.css($|\?)/.test(id);
}

// The app lives under APP_BASE wherever it is hosted (react-router.config.ts has the
// routes, server rendering and prerendering).
export default defineConfig(({ isSsrBuild }) => ({
  base: APP_BASE,
  // The footer's first render uses the build's year, so prerendered pages hydrate cleanly.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [
    reactRouter(),
    ...pageScripts({ ownCopies: true }),
    mantineStyles(mantineStyleGroups),
    mantineInlineStylesInHead(),
    precompress(),
    nodeBranchOfLibheif(),
    entitiesInTheBrowser(),
  ],
  // CSS for browsers with light-dark() (templates' tokens; the minifier would otherwise rewrite it
  // in a way an inline `color-scheme` cannot switch).
  build: {
    target: "es2022",
    cssTarget: ["chrome123", "edge123", "firefox120", "safari17.5"],
    sourcemap: false,
    // `PROFILE_BUILD=1`: readable function names in CPU profiles (npm run bench:builder -- --profile).
    minify: process.env.PROFILE_BUILD ? false : undefined,
    // The password checker's dictionaries (about 900 kB) are one chunk loaded only on the sign-up
    // and password forms, after the form shows; every other chunk stays far below this.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // The app's framework in a few chunks instead of one per Mantine component, hook or icon:
        // the builder's first load asked for about 115 modules (69 under 2 kB) over HTTP/1.1's six
        // connections before it could run. Only packages pages without React never load (the
        // published page's script shares the app's chunks: Convex's client stays apart).
        codeSplitting: {
          groups: [
            // React itself stays apart: the builder's early script (src/builder/firstLoad.ts) needs it, not the rest.
            { name: "framework", test: scriptsOf("react-dom", "scheduler", "react-router", "cookie", "set-cookie-parser") },
            {
              name: "mantine",
              test: scriptsOf(
                "@mantine/core",
                "@mantine/hooks",
                "@floating-ui",
                "@tabler/icons-react",
                "clsx",
                "react-number-format",
                "react-remove-scroll",
                "react-remove-scroll-bar",
                "react-style-singleton",
                "use-callback-ref",
                "use-sidecar",
                "tslib",
                "get-nonce",
                "react-textarea-autosize",
                "use-composed-ref",
                "use-isomorphic-layout-effect",
                "use-latest",
                "type-fest",
              ),
            },
            { name: "i18n", test: scriptsOf("i18next", "react-i18next", "html-parse-stringify", "void-elements") },
          ],
        },
      },
      checks: {
        // On the server, published pages render every template statically (publishedTemplates.ts)
        // while the app's registry loads them lazily for the browser: one server bundle is intended.
        ineffectiveDynamicImport: !isSsrBuild,
        // Timings depend on how busy the machine is, not on the project.
        pluginTimings: false,
      },
      onLog(level, log, handler) {
        // Convex's "use node" marks files for its Node runtime (convex/lib/shareImage); the web
        // server, which also draws share images, runs on Node anyway.
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use node"')) return;
        handler(level, log);
      },
    },
  },
}));
