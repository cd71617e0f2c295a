import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium, headless, with the flags the project uses everywhere (see DESIGN.md §6). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/**
 * Chromium screenshots only as PNG/JPEG; re-encode to WebP (optionally resized) with the page's
 * own canvas encoder, so no image library is needed.
 */
export async function toWebp(page: Page, png: Buffer, { width, height, quality }: { width: number; height: number; quality: number }): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ src, width, height, quality }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d")!;
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL("image/webp", quality);
    },
    { src: `data:image/png;base64,${png.toString("base64")}`, width, height, quality },
  );
  if (!dataUrl.startsWith("data:image/webp")) throw new Error("This Chromium cannot encode WebP");
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}
