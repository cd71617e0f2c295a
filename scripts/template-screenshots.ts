/**
 * Gallery preview images: renders each template with the sample portfolio in headless Chromium
 * (through Vite's dev server and scripts/template-preview/) and writes public/templates/<id>.webp,
 * plus <id>-400.webp, the home hero's small preview (src/visitor/home/HeroPreviews.tsx).
 *
 *   npm run screenshots:templates                 write every template's gallery images
 *   npm run screenshots:templates -- --review DIR also write full-page PNGs at 375 and 1280 px,
 *                                                 light and dark (every tab of tabbed templates,
 *                                                 empty data, a 420 px box) and print axe-core
 *                                                 violations
 *   TEMPLATE=<id> npm run screenshots:templates   only that template
 *
 * Each template is shown with its live demo's sample content (src/sample/templateSamples.ts).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";
import { TEMPLATES } from "../convex/model/templates";
import { launchChromium, toWebp } from "./template-preview/browser";
import { APP_BASE } from "../src/lib/basePath";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${root}public/templates/`;
const reviewIndex = process.argv.indexOf("--review");
const reviewDir = reviewIndex > 0 ? process.argv[reviewIndex + 1] : undefined;
const only = process.env.TEMPLATE;

/** Gallery images: the desktop layout (1280×896) scaled to 800×560, and to 400×280 for the home hero. */
const SHOT = { width: 1280, height: 896, outWidth: 800, outHeight: 560, quality: 0.8 };
const SMALL = { width: 400, height: 280, quality: 0.8 };

// A plain React dev server, not the app's config: React Router's framework plugin would answer the
// preview page's address with the app's 404. postcss.config.cjs is still found from `root`.
const server = await createServer({
  root,
  configFile: false,
  base: APP_BASE,
  plugins: [react()],
  logLevel: "warn",
  server: { host: "127.0.0.1", port: 0, strictPort: false },
});
await server.listen();
const base = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
const previewUrl = (query: string) => `${base}/scripts/template-preview/index.html?${query}`;
const browser = await launchChromium();

async function open(page: Page, query: string) {
  await page.goto(previewUrl(query));
  await page.waitForSelector("h1, [role=alert]", { timeout: 60_000 });
  await page.evaluate(async () => {
    // Lazy images below the fold would stay blank in a full-page screenshot.
    for (const img of document.images) img.loading = "eager";
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
  });
}

const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
async function audit(page: Page, label: string) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id} ×${v.nodes.length} ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
  console.log(violations.length ? `  axe ${label}: ${violations.join("; ")}` : `  axe ${label}: no violations`);
}

/** Full-page review screenshots, cut into readable slices; warns when the page scrolls sideways. */
async function shoot(page: Page, name: string) {
  const { width, height, scrollWidth } = await page.evaluate(() => ({
    width: window.innerWidth,
    height: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  if (scrollWidth > width) console.log(`  WARNING ${name}: content is ${scrollWidth}px wide in a ${width}px viewport`);
  const slice = width < 600 ? 1200 : 2400;
  for (let y = 0, part = 0; y < height; y += slice, part++) {
    const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
    await page.screenshot({ path: `${reviewDir}/${name}${height > slice ? `-${part}` : ""}.png`, fullPage: true, clip });
  }
}

try {
  await mkdir(outDir, { recursive: true });
  if (reviewDir) await mkdir(reviewDir, { recursive: true });
  for (const template of TEMPLATES.filter((t) => !only || t.id === only)) {
    const page = await browser.newPage({ viewport: { width: SHOT.width, height: SHOT.height }, reducedMotion: "reduce" });
    await open(page, `id=${template.id}`);
    const png = await page.screenshot();
    const webp = await toWebp(page, png, { width: SHOT.outWidth, height: SHOT.outHeight, quality: SHOT.quality });
    await writeFile(`${outDir}${template.id}.webp`, webp);
    console.log(`${template.id}.webp: ${(webp.length / 1024).toFixed(1)} KB`);
    const small = await toWebp(page, png, SMALL);
    await writeFile(`${outDir}${template.id}-${SMALL.width}.webp`, small);
    console.log(`${template.id}-${SMALL.width}.webp: ${(small.length / 1024).toFixed(1)} KB`);

    if (reviewDir) {
      for (const scheme of ["light", "dark"]) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 800 });
          await open(page, `id=${template.id}&scheme=${scheme}`);
          const tabs = await page.locator("[role=tab]").all();
          if (tabs.length === 0) {
            await shoot(page, `${template.id}-${width}-${scheme}`);
            await audit(page, `${width}px ${scheme}`);
          }
          for (const [i, tab] of tabs.entries()) {
            await tab.click();
            await shoot(page, `${template.id}-${width}-${scheme}-tab${i}`);
            await audit(page, `${width}px ${scheme} tab ${i}`);
          }
        }
      }
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, `id=${template.id}&data=empty`);
      await shoot(page, `${template.id}-empty`);
      await audit(page, "empty data");
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, `id=${template.id}&box=420`);
      await page.screenshot({ path: `${reviewDir}/${template.id}-box420.png` });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
