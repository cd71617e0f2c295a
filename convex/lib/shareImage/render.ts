"use node";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "../../model/images";
import { checkedHeader } from "../imagePipeline";
import { PHOTO_SIZE, shareCard, SHARE_IMAGE, type ShareCard } from "./card";
import { INTER_WOFF } from "./fonts.generated";

/** Share images are at most this big; link previews fetch them on every unfurl. */
export const MAX_SHARE_IMAGE_BYTES = 150 * 1024;

// One font list for every render: satori caches parsed fonts per list (see its README).
// Each subset gets its own family name: satori falls back across families per character, but
// of several files with one name and weight it uses only the first.
const FONTS: Font[] = INTER_WOFF.map(({ subset, weight, base64 }) => ({
  name: subset === "latin" ? "Inter" : `Inter ${subset}`,
  data: Buffer.from(base64, "base64"),
  weight,
  style: "normal",
}));

/**
 * The profile photo as a square JPEG data URL at the size it is drawn, or null when the bytes are
 * not an image the upload pipeline would decode (the card then shows initials). Satori decodes PNG and JPEG
 * only, and a phone photo would be megabytes of base64.
 */
export async function photoDataUrl(bytes: Uint8Array): Promise<string | null> {
  try {
    // The upload pipeline's bounds, from the header, before any pixel is decoded (decompression bombs).
    await checkedHeader(bytes);
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    return null;
  }
}

/** Satori's SVG for the card: text as paths, so rasterising needs no fonts. */
export async function shareImageSvg(card: ShareCard): Promise<string> {
  // The card is plain { type, props } objects, the element shape satori reads (no React needed).
  return await satori(shareCard(card) as unknown as Parameters<typeof satori>[0], { ...SHARE_IMAGE, fonts: FONTS });
}

/**
 * The 1200×630 PNG, with a palette: flat colour and text stay sharp and small. The photo is the
 * only busy part and is 300 px square, so even pure noise there stays far under the size limit
 * (about 85 KB; tests/node/shareImage.test.ts checks it).
 */
export async function renderShareImage(card: ShareCard): Promise<Uint8Array> {
  const svg = Buffer.from(await shareImageSvg(card));
  const png = await sharp(svg).png({ palette: true, quality: 90, effort: 8, compressionLevel: 9, dither: 0.5 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
