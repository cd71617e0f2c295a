"use node";
// sharp is native code: this module runs only in Convex's Node runtime (and in Node tests).
import sharp, { type Metadata } from "sharp";
import { appError } from "../model/errors";
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, MAX_INPUT_PIXELS, variantWidths } from "../model/images";

export type EncodedVariant = { width: number; height: number; bytes: Uint8Array<ArrayBuffer> };

/** The formats the upload check accepts; anything else sharp could decode (SVG, TIFF, HEIF...) is refused. */
const FORMATS = new Set(["jpeg", "png", "webp", "gif"]);

// A long-running backend processes one image at a time per request; libvips' cache only holds memory.
sharp.cache(false);

const unreadable = () => appError("storage/invalid-format", IMAGE_UNREADABLE);

/**
 * Bytes of an uploaded image → its WebP variants (see `variantWidths`), auto-oriented and with
 * every piece of metadata (EXIF, GPS, XMP, IPTC, ICC) left out, which is sharp's default output.
 * Refuses, with `storage/invalid-format`, anything that does not decode as a PNG, JPEG, WebP or
 * GIF, and images over MAX_INPUT_PIXELS, judged from the header before any pixel is decoded.
 * Animated GIF and WebP keep their first frame only.
 */
export async function processImage(input: Uint8Array): Promise<EncodedVariant[]> {
  let meta: Metadata;
  try {
    // Reads the header only. sharp's own pixel limit would refuse a huge claim here as "unreadable";
    // this module's check below says what is wrong instead.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw unreadable();
  // For animations `height` may cover every frame; one frame is what gets decoded.
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > MAX_INPUT_PIXELS) throw appError("storage/invalid-format", IMAGE_TOO_MANY_PIXELS);

  const widths = variantWidths(meta.autoOrient?.width ?? meta.width);
  try {
    // Decode once (limitInputPixels repeats the check inside libvips; pages: 1 = the first frame
    // only), orient and shrink to the largest variant; the smaller ones are made from that, so
    // memory holds one decoded image at a time.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .autoOrient()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return await encodeWidths(data, info, widths);
  } catch {
    // Truncated or corrupt pixel data, or a shape WebP cannot hold (over 16,383 px on a side).
    throw unreadable();
  }
}

/** Decoded pixels → one WebP per width (never upscaled). */
async function encodeWidths(data: Buffer, info: { width: number; height: number; channels: 1 | 2 | 3 | 4 }, widths: number[]): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const encoded = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: encoded.info.width, height: encoded.info.height, bytes: new Uint8Array(encoded.data) });
  }
  return variants;
}

/**
 * Widths added to `VARIANT_WIDTHS` after an image was processed, made from its largest stored
 * variant (the original is gone by then; `widths` are all smaller than that variant, so nothing
 * is upscaled). The input is one of this pipeline's own WebP files, so no checks beyond decoding.
 */
export async function extraVariants(largestVariant: Uint8Array, widths: number[]): Promise<EncodedVariant[]> {
  try {
    const { data, info } = await sharp(largestVariant, { limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer({ resolveWithObject: true });
    return await encodeWidths(data, info, widths);
  } catch {
    throw unreadable();
  }
}
