import { inject } from "vitest";
import { api } from "../../convex/_generated/api";
import * as seed from "../../scripts/lib/seed";
import type { PortfolioFormData } from "../../convex/model/formData";
import { uniqueEmail } from "./fixtures";

/** The browser suite's backend (tests/e2e/globalSetup.ts), for the set-up helpers in scripts/lib/seed.ts. */
export const backend = (): seed.Backend => ({ url: inject("backendUrl"), adminKey: inject("adminKey") });

export type SeededUser = seed.SeededUser;

export const seedUser = (name = "seed") => seed.seedUser(backend(), uniqueEmail(name));
export const adminRun = (udfPath: string, args: Record<string, unknown>) => seed.adminRun(backend(), udfPath, args);
export const uploadFile = seed.uploadFile;
export const uploadImage = seed.uploadImage;
export const sampleWithImages = (user: SeededUser): Promise<PortfolioFormData> => seed.sampleWithImages(user);
export const seedPublished = (templateId: string, photo?: { bytes: Buffer; contentType: string }) =>
  seed.seedPublished(backend(), templateId, uniqueEmail(templateId), photo);

/**
 * One owner (paid plan) with the sample's pictures uploaded once, for a file that publishes the sample
 * in template after template: `publish` replaces the page before each look at it. Uploading the
 * pictures for every template cost about a second each, and the server's variants of them took CPU
 * from the browser.
 */
export async function sampleOwner(name: string): Promise<{ user: SeededUser; publish(templateId: string): Promise<void> }> {
  const user = await seedUser(name);
  await adminRun("users:setPlan", { email: user.email, plan: "pro" });
  const formData = await sampleWithImages(user);
  return { user, publish: (templateId) => user.client.mutation(api.portfolios.publish, { templateId, formData }).then(() => undefined) };
}
