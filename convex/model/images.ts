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

/** The client's quick check before uploading; the server checks again from the stored file. */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "Only PNG, JPEG, WebP or GIF images can be uploaded.";
  if (file.size > LIMITS.imageBytes) return "Images must be 5 MB or smaller.";
  return null;
}
