/** Whether a picked file is an iPhone photo in HEIC/HEIF (some browsers give no type for it). */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || (file.type === "" && /\.hei[cf]$/i.test(file.name));
}

/**
 * The file to upload for what was picked: HEIC photos converted to JPEG in the browser (see
 * heicToJpeg.ts, loaded only then), anything else as it is. When a photo cannot be converted,
 * it goes on as it is and the usual type check explains what to do.
 */
export async function uploadableImage(file: File): Promise<File> {
  if (!isHeic(file)) return file;
  try {
    const { heicToJpeg } = await import("./heicToJpeg");
    return await heicToJpeg(file);
  } catch {
    return file;
  }
}
