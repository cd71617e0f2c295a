import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { drawableText, initialsOf, truncate } from "../../convex/lib/shareImage/text";
import { MAX_SHARE_IMAGE_BYTES, photoDataUrl, renderShareImage } from "../../convex/lib/shareImage/render";
import { findTemplate, TEMPLATES, type TemplateColors } from "../../convex/model/templates";
import { sampleFormData } from "../../src/sample/samplePortfolio";

// The real renderer: satori's layout (wasm) and sharp (native), as the Node action runs them.

const samplePhoto = readFileSync(new URL("../../public/sample/profile.webp", import.meta.url));
const minimalist = findTemplate("minimalist")!.colors;

async function decode(png: Uint8Array) {
  const image = sharp(png);
  const [meta, { data, info }] = await Promise.all([image.metadata(), image.clone().removeAlpha().raw().toBuffer({ resolveWithObject: true })]);
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  return { meta, pixel };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
/** Palette quantisation may move a colour slightly. */
const near = (actual: number[], expected: number[], tolerance = 8) => actual.every((c, i) => Math.abs(c - expected[i]) <= tolerance);

async function expectValidImage(png: Uint8Array) {
  const { meta } = await decode(png);
  expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  expect(png.byteLength).toBeLessThanOrEqual(MAX_SHARE_IMAGE_BYTES);
}

const card = (overrides: Partial<Parameters<typeof renderShareImage>[0]> = {}) =>
  renderShareImage({ name: sampleFormData.name, role: sampleFormData.role, photo: null, colors: minimalist, ...overrides });

describe("the share image", () => {
  test("the sample portfolio with its photo is a 1200×630 PNG within 150 KB in every template's background", async () => {
    const photo = await photoDataUrl(samplePhoto);
    expect(photo).toMatch(/^data:image\/jpeg;base64,/);
    for (const template of TEMPLATES) {
      const png = await card({ photo, colors: template.colors });
      await expectValidImage(png);
      const { pixel } = await decode(png);
      expect(near(pixel(700, 40), rgb(template.colors.background)), template.id).toBe(true);
    }
  });

  test("without a photo the circle is drawn in the accent colour (initials); with one it shows the photo", async () => {
    const colors: TemplateColors = { ...minimalist, accent: "#0f766e", accentEnd: "#0f766e" };
    const withoutPhoto = await decode(await card({ colors }));
    const withPhoto = await decode(await card({ colors, photo: await photoDataUrl(samplePhoto) }));
    // Inside the circle, above the initials.
    expect(near(withoutPhoto.pixel(264, 190), rgb(colors.accent))).toBe(true);
    expect(near(withPhoto.pixel(264, 190), rgb(colors.accent))).toBe(false);
  });

  test("a 200-character name and a long role are clamped inside the card", async () => {
    const cases = [
      { name: "x".repeat(200), role: "r".repeat(120) },
      { name: "Maximilian ".repeat(19).trim(), role: "Distinguished Engineer ".repeat(6).trim() },
    ];
    for (const text of cases) {
      const png = await card(text);
      await expectValidImage(png);
      // The right margin (above the product name) stays empty: nothing ran off the card.
      const { pixel } = await decode(png);
      for (let y = 0; y < 520; y += 4) {
        for (let x = 1120; x < 1200; x += 4) {
          if (!near(pixel(x, y), rgb(minimalist.background))) throw new Error(`text reached (${x}, ${y}) for ${text.name.slice(0, 12)}…`);
        }
      }
    }
  });

  test("emoji, CJK, right-to-left and mixed-script names render without failing", async () => {
    const names = ["山田太郎", "👩🏽‍💻 🎉 🇵🇹 1️⃣", "محمد علي", "Łukasz Dvořák Ирина Ελένη Nguyễn", "\u0000\u200b\ud800 Ada", "   "];
    for (const name of names) await expectValidImage(await card({ name, role: name }));
  });

  test("a photo that fills the palette (noise) still fits the size limit", async () => {
    const noise = Buffer.alloc(600 * 600 * 3);
    let seed = 1;
    for (let i = 0; i < noise.length; i++) noise[i] = (seed = (seed * 1664525 + 1013904223) >>> 0) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer();
    await expectValidImage(await card({ photo: await photoDataUrl(jpeg) }));
  });
});

describe("the photo", () => {
  test("becomes a 300 px square JPEG data URL", async () => {
    const url = await photoDataUrl(samplePhoto);
    const meta = await sharp(Buffer.from(url!.split(",")[1], "base64")).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 300, height: 300 });
  });

  test("undecodable bytes and a decompression bomb give null (the card falls back to initials)", async () => {
    expect(await photoDataUrl(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    // A valid PNG header claiming 20,000 × 20,000 pixels: refused before decoding.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await photoDataUrl(bomb)).toBeNull();
  });
});

describe("card text", () => {
  test("keeps what the fonts draw (Latin, Cyrillic, Greek, Vietnamese) and leaves out the rest", () => {
    expect(drawableText("  Łukasz  Ирина Ελένη Nguyễn  ")).toBe("Łukasz Ирина Ελένη Nguyễn");
    expect(drawableText("Ada 山田 👩🏽‍💻 🇵🇹 1️⃣ Lovelace")).toBe("Ada Lovelace");
    expect(drawableText("a\u0000b\u200bc\ud800")).toBe("abc");
  });

  test("truncates on character boundaries with an ellipsis", () => {
    expect(truncate("Ada Lovelace", 20)).toBe("Ada Lovelace");
    expect(truncate("Ada Lovelace", 5)).toBe("Ada…");
    expect(truncate("e\u0301".repeat(10), 4)).toBe("e\u0301".repeat(3) + "…");
  });

  test("initials come from the first and last words", () => {
    expect(initialsOf("ada king lovelace")).toBe("AL");
    expect(initialsOf("Łukasz")).toBe("Ł");
    expect(initialsOf("")).toBe("");
  });
});
