import type { Plugin } from "vite";
import { COLOR_SCHEME_STORAGE_KEY } from "../../src/lib/colorScheme";

/**
 * The head both HTML entries share (index.html for the app, portfolio-view.html for published
 * portfolios), written once: the remembered (or system) colour scheme is applied before the
 * first paint, as Mantine's ColorSchemeScript does, so dark-mode users never see a white flash.
 */
const COLOR_SCHEME_SCRIPT = `try {
  var saved = localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});
  var scheme = saved === "light" || saved === "dark" ? saved : matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
} catch (e) {}`;

export function sharedHead(base: string): Plugin {
  return {
    name: "portfolio:shared-head",
    transformIndexHtml: () => [
      { tag: "meta", attrs: { charset: "UTF-8" }, injectTo: "head-prepend" },
      { tag: "meta", attrs: { name: "viewport", content: "width=device-width, initial-scale=1.0" }, injectTo: "head-prepend" },
      { tag: "meta", attrs: { name: "color-scheme", content: "light dark" }, injectTo: "head-prepend" },
      { tag: "link", attrs: { rel: "icon", type: "image/svg+xml", href: `${base}favicon.svg` }, injectTo: "head-prepend" },
      { tag: "script", children: COLOR_SCHEME_SCRIPT, injectTo: "head-prepend" },
    ],
  };
}
