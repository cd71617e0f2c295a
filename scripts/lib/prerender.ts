import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";

/**
 * After the client build, renders `pages` (route → HTML file in the output) with
 * src/prerender.tsx, built for Node with the same config (so CSS-module class names match), and
 * writes each into a copy of index.html. The server sends those files for their routes, so a
 * first visit paints the page from HTML and CSS alone; the client then hydrates it.
 */
export function prerender(pages: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: "portfolio:prerender",
    apply: (userConfig, env) => env.command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(config.root, "node_modules", ".prerender");
      const entry = path.join(config.root, "src", "prerender.tsx");
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        build: { ssr: entry, outDir: serverDir, emptyOutDir: true, rollupOptions: { input: entry } },
      });
      try {
        const { renderRoute } = (await import(pathToFileURL(path.join(serverDir, "prerender.js")).href)) as { renderRoute(route: string): string };
        const shell = await readFile(path.join(outDir, "index.html"), "utf8");
        if (!shell.includes('<div id="root"></div>')) throw new Error("prerender: index.html has no empty #root");
        for (const [route, file] of Object.entries(pages)) {
          const page = shell.replace('<div id="root"></div>', () => `<div id="root">${renderRoute(route)}</div>`);
          await writeFile(path.join(outDir, file), page);
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

