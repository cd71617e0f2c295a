import { inject } from "vitest";
import * as seed from "../../scripts/lib/seed";
import type { FormData } from "../../convex/model/formData";
import { uniqueEmail } from "./fixtures";

/** The browser suite's backend (tests/e2e/globalSetup.ts), for the set-up helpers in scripts/lib/seed.ts. */
export const backend = (): seed.Backend => ({ url: inject("backendUrl"), adminKey: inject("adminKey") });

export type SeededUser = seed.SeededUser;

export const seedUser = (name = "seed") => seed.seedUser(backend(), uniqueEmail(name));
export const adminRun = (udfPath: string, args: Record<string, unknown>) => seed.adminRun(backend(), udfPath, args);
export const uploadFile = seed.uploadFile;
export const uploadImage = seed.uploadImage;
export const sampleWithImages = (user: SeededUser): Promise<FormData> => seed.sampleWithImages(user);
export const seedPublished = (templateId: string, photo?: { bytes: Buffer; contentType: string }) =>
  seed.seedPublished(backend(), templateId, uniqueEmail(templateId), photo);
