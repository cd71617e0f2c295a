import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../convex/model/theme";
import type { Theme } from "../../convex/model/theme";
import { paperAccent } from "../../src/resume/resumeLook";
import { PLAIN_QR, QR_MIN_CONTRAST, qrColoursFor, type QrColours } from "../../src/ui/qr/qrColours";
import { qrPngDataUrl, qrSvg } from "../../src/ui/qr/qrCodeImage";
import { qrFileName } from "../../src/ui/qr/QrCodePanel";

/** A portfolio's code colours, as the dashboard and the publish message make them. */
const qrColours = (templateId: string, theme: Theme | null) => qrColoursFor(paperAccent(templateId, theme));

/** What a phone camera reads off an image (any format sharp opens), or null. */
async function scan(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 }).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

const URLS = ["http://localhost:5173/portfolio-builder/p/ada-lovelace", "https://ada.example/"];

describe("the page's QR code", () => {
  const themed: QrColours = qrColours("modern", { accent: "#f59e0b", fonts: "template", scheme: "dark" });

  it.each(URLS)("scans back to %s as PNG and as SVG, in the theme's colours", async (url) => {
    const png = Buffer.from((await qrPngDataUrl(url, themed)).split(",")[1]!, "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(await scan(png)).toBe(url);
    const svg = await qrSvg(url, themed);
    expect(svg).toContain(`stroke="${themed.dark}"`);
    expect(await scan(Buffer.from(svg))).toBe(url);
  });

  it("uses the accent with enough contrast to scan, else falls back to black on white", () => {
    // Amber is darkened for paper, and sits on a faint tint of itself.
    expect(themed.dark).not.toBe("#f59e0b");
    expect(themed.light).not.toBe("#ffffff");
    expect(contrastRatio(themed.dark, themed.light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
    // The template's own accent when the theme has none.
    expect(qrColours("codebase", null).dark).toBe("#1a7f37");
    // Too faint on every background: black on white.
    expect(qrColoursFor("#ffee00")).toEqual(PLAIN_QR);
    // Too faint on its tint, enough on white.
    expect(qrColoursFor("#757575")).toEqual({ dark: "#757575", light: "#ffffff" });
  });

  it("names the files after the address", () => {
    expect(qrFileName("https://ada.example/", "svg")).toBe("qr-ada.example.svg");
    expect(qrFileName(URLS[0]!, "png")).toBe("qr-localhost-5173-portfolio-builder-p-ada-lovelace.png");
  });
});
