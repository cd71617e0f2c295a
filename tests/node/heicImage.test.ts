import { readFileSync } from "node:fs";
import decode from "heic-decode";
import { describe, expect, test, vi } from "vitest";
import { IMAGE_TOO_LONG_SIDE } from "../../convex/model/images";
import { firstHeicImage, type HeicImages } from "../../src/uploads/heicImage";

/** A real iPhone photo (see /work/shared/testdata/images/README.md), through the same libheif the browser loads. */
const iphone = new Uint8Array(readFileSync("/work/shared/testdata/images/iphone7-gps.heic"));

describe("HEIC photos in the browser (heic-decode)", () => {
  test("a real iPhone photo is decoded, and the decoder freed", async () => {
    const dispose = vi.fn();
    const decoder: HeicImages = {
      all: async (input) => {
        const images = await decode.all(input);
        return Object.assign([...images], { dispose: () => (dispose(), images.dispose()) });
      },
    };
    const { width, height, data } = await firstHeicImage(decoder, iphone);
    expect(width * height).toBeGreaterThan(1_000_000);
    expect(data.length).toBe(width * height * 4);
    expect(dispose).toHaveBeenCalledOnce();
  });

  test("a header claiming 30,000,000 × 1 pixels is refused before any pixel is decoded", async () => {
    const images = await decode.all({ buffer: iphone });
    const pixels = vi.fn(() => images[0]!.decode());
    const claiming: HeicImages = {
      all: async () => Object.assign([{ width: 30_000_000, height: 1, decode: pixels }], { dispose: () => images.dispose() }),
    };
    await expect(firstHeicImage(claiming, iphone)).rejects.toThrow(IMAGE_TOO_LONG_SIDE);
    expect(pixels).not.toHaveBeenCalled();
  });
});
