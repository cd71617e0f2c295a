// Static: the builder's page shows the sample in its preview anyway, so it is in the same chunk.
import { sampleFormData, sampleImageUrls } from "../../sample/samplePortfolio";
import { fetchImageFile } from "./sampleImages";
import { PROFILE_SLOT, type BuilderSession } from "./session";

/**
 * Fills the session with the sample portfolio (one undo step) and uploads its pictures like any
 * picked image, so they are published too. Resolves to whether every picture could be added;
 * throws when the sample could not be filled in.
 */
export async function loadSamplePortfolio(session: BuilderSession): Promise<boolean> {
  const values = session.replaceValues(structuredClone(sampleFormData));
  const jobs = [{ slot: PROFILE_SLOT, url: sampleImageUrls.profile }, ...sampleImageUrls.projects.map((url, i) => ({ slot: values.projects[i]?.id ?? null, url }))];
  const added = await Promise.all(
    jobs.map(async ({ slot, url }) => {
      if (!url || slot === null) return true;
      const file = await fetchImageFile(url);
      return file !== null && session.pickImage(slot, file) === null;
    }),
  );
  return !added.includes(false);
}
