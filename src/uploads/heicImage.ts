import { imageDimensionsError } from "../../convex/model/images";

type Decoded = { width: number; height: number; data: ArrayLike<number> };
/** heic-decode's `all`: each image's size from the file's header, its pixels only when asked. */
export type HeicImages = { all(input: { buffer: Uint8Array }): Promise<HeicImageList> };
export type HeicImageList = { width: number; height: number; decode(): Promise<Decoded> }[] & { dispose(): void };

/**
 * The pixels of a HEIC/HEIF file's first image, decoded only once its header's size is within the
 * bounds the server keeps (`imageDimensionsError`): a small file can claim 30,000,000 × 1 pixels,
 * which would take the device's memory. Throws with the reason otherwise.
 */
export async function firstHeicImage(decoder: HeicImages, buffer: Uint8Array): Promise<Decoded> {
  const images = await decoder.all({ buffer });
  try {
    const first = images[0];
    if (first === undefined) throw new Error("The file holds no image.");
    const problem = imageDimensionsError(first.width, first.height);
    if (problem !== null) throw new Error(problem);
    return await first.decode();
  } finally {
    images.dispose();
  }
}
