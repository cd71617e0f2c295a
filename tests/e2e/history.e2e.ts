import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import Ajv from "ajv";
import AjvDraft04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { PortfolioFormData } from "../../convex/model/formData";
import { scrollsSideways, seriousViolations } from "./axe";
import { useBrowser } from "./fixtures";
import { signedIn, toast } from "./journeys";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { seedUser, uploadFile, type SeededUser } from "./seed";

const browser = useBrowser();
const require = createRequire(import.meta.url);
const schemaAt = async (path: string) => JSON.parse(await readFile(require.resolve(path), "utf8")) as Record<string, unknown>;

/** Clicks `button` and returns the downloaded file's name and bytes. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

describe("publish history, unpublished changes and data export", () => {
  let user: SeededUser;
  let first: PortfolioFormData;
  beforeAll(async () => {
    user = await seedUser("history");
    // The sample's pictures, uploaded one at a time (as a person would).
    const uploaded: PortfolioFormData["image"][] = [];
    for (const file of ["profile.webp", "project-harbor.webp", "project-tidepool.webp", "project-fernhouse.webp"]) {
      uploaded.push(await uploadFile(user, `public/sample/${file}`));
    }
    const [image, ...pictures] = uploaded;
    first = {
      ...sampleFormData,
      image: image!,
      role: "First role",
      projects: sampleFormData.projects.map((p, i) => ({ ...p, project_image: pictures[i] ?? null })),
    };
    // The first publish, as the builder would make it.
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: first, baseRevision: 0 });
    await user.client.mutation(api.portfolios.publish, { templateId: "minimalist", formData: first });
    // Then the draft moves on (another device).
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: { ...first, role: "Second role" }, baseRevision: 1 });
  });

  test("publish twice, view and restore the first, see what changed, download both exports", async () => {
    const page = await browser.open(await browser.context(), "/login");
    await signedIn(page, user.email);

    // The dashboard says the draft holds unpublished changes, and what they are.
    const changes = page.getByRole("region", { name: "Unpublished changes" });
    await changes.getByText("Role changed").waitFor();
    // The second publish: one click.
    await changes.getByRole("button", { name: "Publish changes" }).click();
    // Still the sample's name, email and links: asked first.
    await page.getByRole("dialog", { name: "Publish the sample's details?" }).getByRole("button", { name: "Publish anyway" }).click();
    await toast(page, "Your changes are published.");
    await page.getByText("Your published page is up to date with your draft.").waitFor();

    const history = page.getByRole("region", { name: "Publish history" });
    const items = history.getByRole("listitem");
    await expect.poll(() => items.count()).toBe(2);

    // View the first (older) version: it renders in its template inside the app.
    await items
      .nth(1)
      .getByRole("link", { name: /^View the version of/ })
      .click();
    await page.waitForURL(/\/history\/[^/]+$/);
    await page.getByRole("heading", { name: "Published version" }).waitFor();
    await page.getByText("First role").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to dashboard" }).click();

    // Restore it to the draft: the dashboard now shows what publishing would change.
    await items
      .nth(1)
      .getByRole("button", { name: /^Restore to draft: the version of/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Restore this version to your draft?" });
    await dialog.getByRole("button", { name: "Restore" }).click();
    await toast(page, /is now your draft/);
    await dialog.waitFor({ state: "hidden" });
    await changes.getByText("Role changed").waitFor();
    expect((await user.client.query(api.drafts.get, {}))?.formData.role).toBe("First role");
    expect(await seriousViolations(page)).toEqual([]);

    // Both exports, from the account page.
    await page.getByRole("link", { name: "Manage Account" }).click();
    await page.getByRole("region", { name: "Your data" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const zip = await download(page, "Download my data");
    expect(zip.name).toMatch(/^portfolio-builder-data-.*\.zip$/);
    const files = unzipSync(zip.bytes);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(["account.json", "draft.json", "published.json", "resume.json", "README.txt"]));
    expect(names.filter((n) => n.startsWith("history/"))).toHaveLength(2);
    // Every picture the sample uses, as WebP files (the photo and three project pictures).
    const imageDirs = new Set(names.filter((n) => n.startsWith("images/") && n.endsWith(".webp")).map((n) => n.split("/")[1]));
    expect(imageDirs.size).toBe(4);
    const webp = files[names.find((n) => n.startsWith("images/"))!];
    expect(strFromU8(webp.slice(0, 4))).toBe("RIFF");
    expect(JSON.parse(strFromU8(files["draft.json"]))).toMatchObject({ formData: { role: "First role" } });
    expect(JSON.parse(strFromU8(files["account.json"]))).toMatchObject({ email: user.email });

    const resumeFile = await download(page, "Export as JSON Resume");
    expect(resumeFile.name).toBe("resume.json");
    const resume = JSON.parse(strFromU8(resumeFile.bytes)) as Record<string, unknown>;
    expect(resume).toMatchObject({ basics: { name: first.name, label: "First role" } });
    const validate100 = addFormats(new AjvDraft04({ allErrors: true, strict: false })).compile(await schemaAt("resume-schema/schema.json"));
    const validateCurrent = addFormats(new Ajv({ allErrors: true, strict: false })).compile(await schemaAt("@jsonresume/schema/schema.json"));
    expect(validate100(resume), JSON.stringify(validate100.errors)).toBe(true);
    expect(validateCurrent(resume), JSON.stringify(validateCurrent.errors)).toBe(true);
  }, 120_000);

  test("the whole dashboard fits a 320px screen", async () => {
    // A draft that differs from the page, so the unpublished-changes panel shows too.
    const draft = await user.client.query(api.drafts.get, {});
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: { ...first, role: "Narrow role" }, baseRevision: draft?.revision ?? 0 });
    const page = await browser.open(await browser.context({ width: 320, height: 640 }), "/login");
    await signedIn(page, user.email);
    await page.getByRole("region", { name: "Publish history" }).getByRole("listitem").first().waitFor();
    await page.getByRole("region", { name: "Unpublished changes" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  }, 60_000);
});
