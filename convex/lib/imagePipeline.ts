"use node";
// sharp is native code: this module runs only in Convex's Node runtime (and in Node tests).
import sharp, { type Metadata } from "sharp";
import { appError } from "../model/errors";
import { IMAGE_UNREADABLE, imageDimensionsError, MAX_INPUT_PIXELS, variantWidths } from "../model/images";

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
 * GIF, and images with too many pixels, too long a side or too elongated a shape
 * (`imageDimensionsError`), judged from the header before any pixel is decoded.
 * Animated GIF and WebP keep their first frame only.
 */
export async function processImage(input: Uint8Array): Promise<EncodedVariant[]> {
  const meta = await checkedHeader(input);
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

/**
 * The header of an image this pipeline may decode: a PNG, JPEG, WebP or GIF whose dimensions are
 * within bounds. Reads no pixel; refuses with `storage/invalid-format`.
 */
export async function checkedHeader(input: Uint8Array): Promise<Metadata> {
  let meta: Metadata;
  try {
    // Reads the header only. sharp's own pixel limit would refuse a huge claim here as "unreadable";
    // imageDimensionsError says what is wrong instead.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw unreadable();
  // For animations `height` may cover every frame; one frame is what gets decoded.
  const problem = imageDimensionsError(meta.width, meta.pageHeight ?? meta.height);
  if (problem !== null) throw appError("storage/invalid-format", problem);
  return meta;
}

/** Decoded pixels → one WebP per width (never upscaled). */
async function encodeWidths(data: Buffer, info: { width: number; height: number; channels: 1 | 2 | 3 | 4 }, widths: number[]): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const encoded = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels }, limitInputPixels: MAX_INPUT_PIXELS })
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
