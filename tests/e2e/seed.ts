import { readFile } from "node:fs/promises";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { decodeJwt } from "jose";
import { inject } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { FormData } from "../../convex/model/formData";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { PASSWORD, uniqueEmail } from "./fixtures";

/**
 * Fast set-up through the same HTTP API the clients use, for journeys that are about what a
 * page shows rather than how the data got there.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

export type SeededUser = { userId: Id<"users">; email: string; client: ConvexHttpClient };

export async function seedUser(name = "seed"): Promise<SeededUser> {
  const url = inject("backendUrl");
  const email = uniqueEmail(name);
  const result = await new ConvexHttpClient(url).action(api.auth.signIn, { provider: "password", params: { email, password: PASSWORD, flow: "signUp" } });
  const token = result.tokens?.token;
  if (!token) throw new Error("sign-up returned no token");
  return { userId: decodeJwt(token).sub!.split("|")[0] as Id<"users">, email, client: new ConvexHttpClient(url, { auth: token }) };
}

/** Runs an internal function with the admin key, as `npm run convex:run` does. */
export async function adminRun(udfPath: string, args: Record<string, unknown>) {
  const response = await fetch(`${inject("backendUrl")}/api/function`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Convex ${inject("adminKey")}` },
    body: JSON.stringify({ path: udfPath, args, format: "json" }),
  });
  const result = (await response.json()) as { status: string; errorMessage?: string };
  if (result.status !== "success") throw new Error(`${udfPath} failed: ${result.errorMessage}`);
}

export async function uploadFile(user: SeededUser, file: string): Promise<Id<"_storage">> {
  const uploadUrl = await user.client.mutation(api.files.generateUploadUrl, {});
  const posted = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/webp" }, body: await readFile(file) });
  const { storageId } = (await posted.json()) as { storageId: Id<"_storage"> };
  return (await user.client.action(api.files.confirmUpload, { storageId })).storageId;
}

/** The sample portfolio with its real pictures uploaded as this user's files. */
export async function sampleWithImages(user: SeededUser): Promise<FormData> {
  const sample = (name: string) => path.join(ROOT, "public/sample", name);
  const projectFiles = ["project-harbor.webp", "project-tidepool.webp", "project-fernhouse.webp"];
  const [image, ...projectImages] = await Promise.all([uploadFile(user, sample("profile.webp")), ...projectFiles.map((f) => uploadFile(user, sample(f)))]);
  return { ...sampleFormData, image, projects: sampleFormData.projects.map((p, i) => ({ ...p, project_image: projectImages[i] ?? null })) };
}

/** A user whose sample portfolio is published in `templateId` (premium ones get a paid plan). */
export async function seedPublished(templateId: string): Promise<SeededUser> {
  const user = await seedUser(templateId);
  await adminRun("users:setPlan", { email: user.email, plan: "pro" });
  await user.client.mutation(api.portfolios.publish, { templateId, formData: await sampleWithImages(user) });
  return user;
}
