/** Fetches a bundled sample picture as a File, so it can be uploaded like a picked one; null on failure. */
export async function fetchImageFile(url: string): Promise<File | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    const name = url.split("/").pop() || "image";
    return new File([blob], name, { type: blob.type });
  } catch {
    return null;
  }
}
