import { readdirSync, readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterEach, describe, expect, test, vi } from "vitest";
import { checkedHeader, extraVariants, processImage, type EncodedVariant } from "../../convex/lib/imagePipeline";
import {
  IMAGE_TOO_ELONGATED,
  IMAGE_TOO_LONG_SIDE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  MAX_ASPECT_RATIO,
  MAX_IMAGE_SIDE,
  variantWidths,
} from "../../convex/model/images";

/** The real sharp pipeline (convex-test's edge-runtime cannot load sharp; this project is Node). */

const solid = (width: number, height: number, background = "#c0392b") => sharp({ create: { width, height, channels: 3, background } });

async function refusal(input: Uint8Array): Promise<unknown> {
  try {
    await processImage(input);
  } catch (error) {
    return (error as { data?: unknown }).data;
  }
  throw new Error("expected the image to be refused");
}

const sizes = (variants: EncodedVariant[]) => variants.map((variant) => [variant.width, variant.height]);

/**
 * A PNG of `width` × `height` black pixels at 1 bit each: a few KB that decode to megapixels.
 * With `rows: false` it has no pixel data at all, only the size it claims.
 */
function pngBomb(width: number, height: number, { rows = true } = {}): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const pixels = Buffer.alloc(rows ? height * (1 + Math.ceil(width / 8)) : 0); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("image pipeline (sharp)", () => {
  test("a JPEG carrying GPS EXIF and XMP comes back from every variant without any metadata", async () => {
    const photo = await solid(2000, 1500)
      .jpeg()
      .withExif({
        IFD0: { Artist: "SecretArtist", Make: "PhoneMaker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2616/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3962/100" },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="SecretXmp"/></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.exif?.includes("SecretArtist")).toBe(true);
    expect(input.exif?.includes(Buffer.from([0x88, 0x25]).reverse()) || input.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true); // the GPS IFD pointer
    expect(input.xmp?.includes("SecretXmp")).toBe(true);

    const variants = await processImage(photo);
    expect(variants).toHaveLength(variantWidths(input.width!).length);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      const bytes = Buffer.from(variant.bytes);
      for (const marker of ["SecretArtist", "PhoneMaker", "SecretXmp", "EXIF", "XMP "]) expect(bytes.includes(marker)).toBe(false);
    }
  });

  test("an EXIF orientation 6 photo comes out rotated upright", async () => {
    // 400 × 200 stored sideways: left half red, right half blue. Orientation 6 = turn 90° clockwise.
    const left = await solid(200, 200, "#ff0000").png().toBuffer();
    const photo = await solid(400, 200, "#0000ff")
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [variant] = await processImage(photo);
    expect([variant.width, variant.height]).toEqual([200, 400]);
    const { data, info } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topRed, , topBlue] = pixel(100, 50);
    const [bottomRed, , bottomBlue] = pixel(100, 350);
    expect(topRed > 200 && topBlue < 60).toBe(true);
    expect(bottomBlue > 200 && bottomRed < 60).toBe(true);
  });

  test("a 2,400 px photo gives WebP variants 320, 384, 480, 640 and 1280 px wide, proportional", async () => {
    const variants = await processImage(await solid(2400, 1600).jpeg().toBuffer());
    expect(sizes(variants)).toEqual([
      [320, 213],
      [384, 256],
      [480, 320],
      [640, 427],
      [1280, 853],
    ]);
    for (const variant of variants) expect(Buffer.from(variant.bytes.subarray(8, 12)).toString("latin1")).toBe("WEBP");
  });

  test("small images are never upscaled", async () => {
    expect(sizes(await processImage(await solid(200, 150).png().toBuffer()))).toEqual([[200, 150]]);
    expect(sizes(await processImage(await solid(900, 300).webp().toBuffer()))).toEqual([
      [320, 107],
      [384, 128],
      [480, 160],
      [640, 213],
      [900, 300],
    ]);
  });

  test("an animated GIF keeps its first frame", async () => {
    const frames = [await solid(60, 40, "#ff0000").png().toBuffer(), await solid(60, 40, "#0000ff").png().toBuffer()];
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const [variant] = await processImage(gif);
    const meta = await sharp(variant.bytes).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([60, 40, 1]);
    const { data } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0] > 200 && data[2] < 60).toBe(true);
  });

  test("over 40 megapixels is refused from the header: a decodable 5 KB PNG of 7,000 × 6,000 and a header claiming 100,000²", async () => {
    const bomb = pngBomb(7000, 6000);
    expect(bomb.length).toBeLessThan(10_000);
    expect(await refusal(bomb)).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_MANY_PIXELS });
    // No pixel data at all: decoding would fail as unreadable, so this message shows nothing was decoded.
    const claim = pngBomb(100_000, 100_000, { rows: false });
    expect(claim.length).toBeLessThan(100);
    expect(await refusal(claim)).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_MANY_PIXELS });
    // Just under the limit still works.
    expect(sizes(await processImage(pngBomb(8000, 5000)))).toEqual([
      [320, 200],
      [384, 240],
      [480, 300],
      [640, 400],
      [1280, 800],
    ]);
  });

  describe("a side or a shape out of bounds is refused from the header, before any pixel is decoded", () => {
    afterEach(() => vi.restoreAllMocks());
    // Every decode goes through resize or raw: neither may be reached (a spy, not a clock, so a slow machine cannot fail it).
    const decodes = () => [vi.spyOn(sharp.prototype, "resize"), vi.spyOn(sharp.prototype, "raw")];

    test("real photos from other people's cameras and phones are within the bounds", async () => {
      const folder = "/work/shared/testdata/images";
      const photos = readdirSync(folder).filter((name) => /\.(jpe?g|png)$/i.test(name));
      expect(photos.length).toBeGreaterThan(5);
      for (const name of photos) await expect(checkedHeader(readFileSync(`${folder}/${name}`)), name).resolves.toMatchObject({ width: expect.any(Number) });
    });

    test("a 30,000,000 × 1 PNG (a few KB, under the pixel limit) and its 1 × 30,000,000 twin", async () => {
      const wide = pngBomb(30_000_000, 1);
      const tall = pngBomb(1, 30_000_000);
      expect(wide.length).toBeLessThan(150_000);
      const spies = decodes();
      expect(await refusal(wide)).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_LONG_SIDE });
      expect(await refusal(tall)).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_LONG_SIDE });
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    });

    test(`a side over ${MAX_IMAGE_SIDE} px, or longer than ${MAX_ASPECT_RATIO}:1, is refused; exactly at the bounds is made`, async () => {
      const spies = decodes();
      expect(await refusal(pngBomb(MAX_IMAGE_SIDE + 1, 1999, { rows: false }))).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_LONG_SIDE });
      expect(await refusal(pngBomb(1101, 100, { rows: false }))).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_ELONGATED });
      expect(await refusal(pngBomb(100, 1001, { rows: false }))).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_ELONGATED });
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      // A 20,000 × 2,000 panorama and a 10:1 strip are real images: they still get their variants.
      expect(sizes(await processImage(pngBomb(MAX_IMAGE_SIDE, 2000))).at(-1)).toEqual([1280, 128]);
      expect(sizes(await processImage(pngBomb(100, 1000)))).toEqual([[100, 1000]]);
    });
  });

  test("garbage, a truncated JPEG and formats outside PNG/JPEG/WebP/GIF are refused", async () => {
    const unreadable = { code: "storage/invalid-format", message: IMAGE_UNREADABLE };
    expect(await refusal(new TextEncoder().encode("definitely not an image"))).toEqual(unreadable);
    expect(await refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]))).toEqual(unreadable);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
      .jpeg()
      .toBuffer();
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toEqual(unreadable);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await refusal(svg)).toEqual(unreadable);
    expect(await refusal(await solid(10, 10).tiff().toBuffer())).toEqual(unreadable);
  });
});

describe("widths added later (images:migrate)", () => {
  test("are made from the largest variant, proportional, as WebP", async () => {
    const [largest] = (await processImage(await solid(2400, 1600).jpeg().toBuffer())).slice(-1);
    const made = await extraVariants(largest.bytes, [384, 480]);
    expect(sizes(made)).toEqual([
      [384, 256],
      [480, 320],
    ]);
    for (const variant of made) expect(Buffer.from(variant.bytes.subarray(8, 12)).toString("latin1")).toBe("WEBP");
  });
});
