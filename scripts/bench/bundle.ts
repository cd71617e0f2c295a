/**
 * Bundle budget figures: the gzip bytes of JavaScript and CSS a route really loads in Chromium
 * (every script and stylesheet response of the app's own origin, gzipped here at level 9).
 * CLI: `npm run bench:bundle` builds, starts the app, and prints one line per route.
 */
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchChromium } from "../lib/chromium";

export type RouteBytes = { route: string; js: number; css: number; files: { url: string; type: "js" | "css"; gzip: number }[] };

export async function measureRoute(browser: Browser, appUrl: string, route: string): Promise<RouteBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(appUrl).origin;
  const pending: Promise<RouteBytes["files"][number] | null>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if ((type !== "script" && type !== "stylesheet") || !response.url().startsWith(origin)) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url().slice(origin.length),
          type: type === "script" ? ("js" as const) : ("css" as const),
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(appUrl + route, { waitUntil: "networkidle" });
  const files = (await Promise.all(pending)).filter((f) => f !== null);
  await context.close();
  const sum = (type: "js" | "css") => files.filter((f) => f.type === type).reduce((total, f) => total + f.gzip, 0);
  return { route, js: sum("js"), css: sum("css"), files };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatRoute(r: RouteBytes): string {
  return `bundle ${r.route}: js ${kb(r.js)} gzip, css ${kb(r.css)} gzip (${r.files.length} files)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildApp, startApp } = await import("../lib/app");
  await buildApp();
  const app = await startApp();
  const browser = await launchChromium();
  try {
    for (const route of process.argv.slice(2).length ? process.argv.slice(2) : ["/home", "/pricing", "/templates", "/login", "/portfolio-view/unknown"]) {
      console.log(formatRoute(await measureRoute(browser, app.appUrl, route)));
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}
