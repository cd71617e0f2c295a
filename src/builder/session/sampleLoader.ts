// Static: the builder's page shows the sample in its preview anyway, so it is in the same chunk.
import { sampleFormData, sampleImageUrls } from "../../sample/samplePortfolio";
import { fetchImageFile } from "./sampleImages";
import { PROFILE_SLOT, type BuilderSession } from "./session";

/**
 * Fills the session with the sample portfolio (one undo step) and uploads its pictures like any
 * picked image, so they are published too. The pictures are fetched first, so the form fills and
 * their uploads start at one moment: a Save after the sample appears waits for those uploads.
 * Resolves to whether every picture could be added; throws when the sample could not be filled in.
 */
export async function loadSamplePortfolio(session: BuilderSession): Promise<boolean> {
  const urls = [sampleImageUrls.profile, ...sampleImageUrls.projects];
  const files = await Promise.all(urls.map((url) => (url ? fetchImageFile(url) : Promise.resolve(null))));
  const values = session.replaceValues(structuredClone(sampleFormData));
  const slots = [PROFILE_SLOT, ...sampleImageUrls.projects.map((_, i) => values.projects[i]?.id ?? null)];
  const added = urls.map((url, i) => {
    const file = files[i];
    const slot = slots[i];
    if (!url || slot === null || slot === undefined) return true;
    return file !== null && session.pickImage(slot, file) === null;
  });
  return !added.includes(false);
}
