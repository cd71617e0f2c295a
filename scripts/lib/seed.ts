import { readFile } from "node:fs/promises";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { ConvexError } from "convex/values";
import { decodeJwt } from "jose";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import type { PortfolioFormData } from "../../convex/model/formData";
import { sampleFormData, sampleImageUrls } from "../../src/sample/samplePortfolio";

/**
 * Fast set-up through the same HTTP API the clients use (browser suite, benchmarks): for work
 * that is about what a page shows rather than how the data got there.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
export const SEED_PASSWORD = "correct horse 42";

/** A running backend: its deployment URL and admin key (DATA_DIR/admin-key). */
export type Backend = { url: string; adminKey: string };
export type SeededUser = { userId: Id<"users">; email: string; client: ConvexHttpClient };

export async function seedUser(backend: Backend, email: string): Promise<SeededUser> {
  const signUp = () =>
    new ConvexHttpClient(backend.url).action(api.auth.signIn, { provider: "password", params: { email, password: SEED_PASSWORD, flow: "signUp" } });
  // Sign-ups from everyone together are limited (a burst, then one every 2 s): seeding a dozen
  // accounts waits its turn as a person would.
  let result: Awaited<ReturnType<typeof signUp>> | undefined;
  for (let attempt = 0; result === undefined; attempt++) {
    try {
      result = await signUp();
    } catch (error) {
      if (attempt >= 30 || !(error instanceof ConvexError) || (error.data as { code?: string })?.code !== "auth/too-many-requests") throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  const token = result.tokens?.token;
  if (!token) throw new Error("sign-up returned no token");
  return { userId: decodeJwt(token).sub!.split("|")[0] as Id<"users">, email, client: new ConvexHttpClient(backend.url, { auth: token }) };
}

/** Runs an internal function with the admin key, as `npm run convex:run` does. */
export async function adminRun(backend: Backend, udfPath: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${backend.url}/api/function`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Convex ${backend.adminKey}` },
    body: JSON.stringify({ path: udfPath, args, format: "json" }),
  });
  const result = (await response.json()) as { status: string; value?: unknown; errorMessage?: string };
  if (result.status !== "success") throw new Error(`${udfPath} failed: ${result.errorMessage}`);
  return result.value;
}

/** Uploads bytes as the user's image, as the builder does (upload URL, POST, confirm). */
export async function uploadImage(user: SeededUser, bytes: Buffer, contentType: string): Promise<Id<"_storage">> {
  const uploadUrl = await user.client.mutation(api.files.generateUploadUrl, {});
  const posted = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": contentType }, body: new Uint8Array(bytes) });
  const { storageId } = (await posted.json()) as { storageId: Id<"_storage"> };
  return (await user.client.action(api.files.confirmUpload, { storageId })).storageId;
}

export const uploadFile = async (user: SeededUser, file: string) => uploadImage(user, await readFile(file), "image/webp");

/** The sample portfolio with its real pictures uploaded as this user's files (or `photo` as the profile picture). */
export async function sampleWithImages(user: SeededUser, photo?: { bytes: Buffer; contentType: string }): Promise<PortfolioFormData> {
  const sample = (name: string) => path.join(ROOT, "public/sample", name);
  const projectFiles = ["project-harbor.webp", "project-tidepool.webp", "project-fernhouse.webp"];
  const [image, ...projectImages] = await Promise.all([
    photo ? uploadImage(user, photo.bytes, photo.contentType) : uploadFile(user, sample("profile.webp")),
    ...projectFiles.map((f) => uploadFile(user, sample(f))),
  ]);
  // Each project's further pictures (its gallery), uploaded the same way.
  const galleries = await Promise.all(sampleImageUrls.galleries.map((urls) => Promise.all(urls.map((url) => uploadFile(user, sample(path.basename(url)))))));
  return {
    ...sampleFormData,
    image,
    projects: sampleFormData.projects.map((p, i) => ({ ...p, project_image: projectImages[i] ?? null, gallery: galleries[i] ?? [] })),
  };
}

/** A user whose sample portfolio is published in `templateId` (premium ones get a paid plan). */
export async function seedPublished(backend: Backend, templateId: string, email: string, photo?: { bytes: Buffer; contentType: string }): Promise<SeededUser> {
  const user = await seedUser(backend, email);
  await adminRun(backend, "users:setPlan", { email: user.email, plan: "pro" });
  await user.client.mutation(api.portfolios.publish, { templateId, formData: await sampleWithImages(user, photo) });
  return user;
}

/**
 * Connects `hostname` to the user's page and records a DNS check that found the records the
 * dashboard asked for, as the check would on a real DNS (the user needs a plan with domains).
 */
export async function seedServingDomain(backend: Backend, user: SeededUser, hostname: string): Promise<Id<"customDomains">> {
  const { id } = await user.client.mutation(api.customDomains.add, { domain: hostname });
  const domain = (await user.client.query(api.customDomains.list, {}))?.domains.find((row) => row.id === id);
  if (!domain) throw new Error(`${hostname} is not among the user's domains`);
  const answers = { txt: [] as string[], cname: [] as string[], a: [] as string[], aaaa: [] as string[] };
  for (const record of domain.records)
    answers[record.type === "TXT" ? "txt" : record.type === "CNAME" ? "cname" : record.type === "A" ? "a" : "aaaa"].push(record.value);
  await adminRun(backend, "customDomains:recordCheck", { id, answers });
  return id;
}
