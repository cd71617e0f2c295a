import { IMAGE_TYPES, LIMITS } from "./limits";

type ImageType = (typeof IMAGE_TYPES)[number];

/** The image type named by a file's first bytes, or null when it is not one we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return "image/webp";
  }
  return null;
}

/** How to get a JPEG from an iPhone when its HEIC photo cannot be converted on this device. */
export const HEIC_HELP =
  "This iPhone photo (HEIC) could not be converted here. Upload it from the iPhone itself (it sends a JPEG), or set Settings → Camera → Formats → Most Compatible, or export it as JPEG (Mac: Preview → File → Export → JPEG).";

/** The client's quick check before uploading; the server checks again from the stored file. */
export function imageFileError(file: { type: string; size: number }): string | null {
  // Reached only when the browser could not convert the photo (see src/uploads/uploadableImage.ts).
  if (/^image\/hei[cf]/i.test(file.type)) return HEIC_HELP;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "Only PNG, JPEG, WebP or GIF images can be uploaded.";
  if (file.size > LIMITS.imageBytes) return "Images must be 5 MB or smaller.";
  return null;
}

/**
 * What templates and app screens get for a stored image: the largest variant as `src`, every
 * variant in `srcSet`, and its size. A picture still on this device has only `src` (an object URL).
 */
export type ImageSource = { src: string; srcSet?: string; width?: number; height?: number };

/**
 * Widths of the WebP variants stored for every accepted image (the largest is also `src`).
 * 384 and 480 are for profile photos: browsers take the narrowest variant that covers the
 * displayed width × the screen's pixel ratio, and a 12–13rem photo on a 1.75× phone needs 336–364
 * px, a 16rem one 448 px; with only 320 and 640 those fetched 640 (three times the pixels).
 */
export const VARIANT_WIDTHS = [320, 384, 480, 640, 1280] as const;

/** Larger images are refused before they are decoded (a small PNG can claim 100,000 × 100,000 pixels). */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Longest side and most elongated shape decoded. Within the pixel limit a 117 KB PNG can still be
 * 30,000,000 × 1, and shrinking that to a variant takes gigabytes; 20,000 px and 10:1 keep every
 * real photo and panorama, and keep a variant's height within what WebP can hold (16,383 px).
 */
export const MAX_IMAGE_SIDE = 20_000;
export const MAX_ASPECT_RATIO = 10;

/**
 * The variant widths for an image `width` pixels wide (after orientation): never upscaled, so a
 * 200 px image gets one 200 px variant and a 900 px one gets 320, 640 and 900.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Widths an image processed earlier lacks, judged from the variants it has: what `variantWidths`
 * gives today for its largest variant (the original is gone), minus what is there.
 */
export function missingVariantWidths(have: number[]): number[] {
  if (have.length === 0) return [];
  return variantWidths(Math.max(...have)).filter((width) => !have.includes(width));
}

/** The `srcset` attribute for variants (any order). */
export function srcSetOf(variants: { url: string; width: number }[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

export const IMAGE_UNREADABLE = "This file could not be read as an image. Please choose a PNG, JPEG, WebP or GIF image.";
export const IMAGE_TOO_MANY_PIXELS = `This image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please choose a smaller one.`;
// Grouped by hand, not with toLocaleString: this runs when the module loads, and a page's first use
// of Intl's number formatting sets ICU up (18–70 ms in Chromium), on the builder's first load too.
export const IMAGE_TOO_LONG_SIDE = `This image is too large (at most ${String(MAX_IMAGE_SIDE).replace(/\B(?=(\d{3})+$)/g, ",")} pixels on a side). Please choose a smaller one.`;
export const IMAGE_TOO_ELONGATED = `This image is too long and narrow (at most ${MAX_ASPECT_RATIO} times as long as it is wide). Please crop it or choose another one.`;

/**
 * Why an image of `width` × `height` pixels (read from its header) is not decoded, or null. The
 * server's pipeline and the browser's HEIC conversion both ask before decoding any pixel.
 */
export function imageDimensionsError(width: number, height: number): string | null {
  if (width * height > MAX_INPUT_PIXELS) return IMAGE_TOO_MANY_PIXELS;
  if (Math.max(width, height) > MAX_IMAGE_SIDE) return IMAGE_TOO_LONG_SIDE;
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) return IMAGE_TOO_ELONGATED;
  return null;
}
