/**
 * Renders the sample portfolio's artwork (sample-art.ts) to WebP files in public/sample/.
 * Run: npx tsx scripts/template-preview/make-sample-images.ts (REVIEW_DIR=dir also writes PNG copies)
 */
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { ARTWORKS } from "./sample-art";
import { SCENES } from "./scene-art";
import { PERSONA_ARTWORKS } from "./persona-art";
import { launchChromium, toWebp } from "./browser";

const outDir = fileURLToPath(new URL("../../public/sample/", import.meta.url));

const browser = await launchChromium();
try {
  await mkdir(outDir, { recursive: true });
  // ONLY=scene renders just the files whose name starts with it.
  for (const art of [...ARTWORKS, ...SCENES, ...PERSONA_ARTWORKS].filter((a) => !process.env.ONLY || a.file.startsWith(process.env.ONLY))) {
    const page = await browser.newPage({ viewport: { width: art.width, height: art.height } });
    await page.setContent(`<!doctype html><html><body style="margin:0">${art.svg}</body></html>`);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: art.width, height: art.height } });
    const webp = await toWebp(page, png, { width: art.width, height: art.height, quality: 0.82 });
    await writeFile(`${outDir}${art.file}`, webp);
    // REVIEW_DIR=/tmp/x also keeps PNG copies for looking at the art.
    if (process.env.REVIEW_DIR) await writeFile(`${process.env.REVIEW_DIR}/${art.file.replace(".webp", ".png")}`, png);
    console.log(`${art.file}: ${(webp.length / 1024).toFixed(1)} KB`);
    await page.close();
  }
} finally {
  await browser.close();
}
