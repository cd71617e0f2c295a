/**
 * iPhone photos (HEIC/HEIF) as JPEG, converted in the browser before upload: browsers other than
 * Safari cannot show HEIC, and the server's image library has no HEVC decoder. Loaded only when
 * such a file is picked (libheif compiled to WebAssembly, about 1.5 MB). The canvas re-encode
 * also drops the photo's metadata (GPS) before it leaves the device.
 */
import heicLib from "heic-decode/lib.js";
import createLibheif from "libheif-js/libheif-wasm/libheif.js";
import wasmUrl from "libheif-js/libheif-wasm/libheif.wasm?url";
import { firstHeicImage, type HeicImages } from "./heicImage";

const JPEG_QUALITY = 0.9;
/** Longest side of the JPEG: well above the largest stored variant (1280 px), and under the 5 MB upload limit. */
const MAX_SIDE = 2560;

let decoder: Promise<HeicImages> | undefined;

function loadDecoder(): Promise<HeicImages> {
  decoder ??= (async () => {
    // The module compiles the wasm synchronously from bytes handed to it (no sync XHR on the main thread).
    const wasmBinary = await (await fetch(wasmUrl)).arrayBuffer();
    return heicLib(createLibheif({ wasmBinary }));
  })();
  decoder.catch(() => (decoder = undefined));
  return decoder;
}

/** The first image of a HEIC/HEIF file as a JPEG file named like it (`IMG_0001.jpg`). */
export async function heicToJpeg(file: File): Promise<File> {
  const { width, height, data } = await firstHeicImage(await loadDecoder(), new Uint8Array(await file.arrayBuffer()));
  const full = document.createElement("canvas");
  full.width = width;
  full.height = height;
  full.getContext("2d")!.putImageData(new ImageData(new Uint8ClampedArray(data), width, height), 0, 0);
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d")!;
  context.imageSmoothingQuality = "high";
  context.drawImage(full, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
  if (!blob) throw new Error("The photo could not be converted.");
  return new File([blob], file.name.replace(/\.(heic|heif)$/i, "") + ".jpg", { type: "image/jpeg", lastModified: file.lastModified });
}
