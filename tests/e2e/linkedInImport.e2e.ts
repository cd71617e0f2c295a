import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { LINKEDIN_EXPORT } from "../support/linkedInExport";
import { appUrl, useBrowser } from "./fixtures";
import { openBuilder, pickFile, signedIn, waitForSaved } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();

/** The made-up member's export as LinkedIn hands it out: a ZIP of CSV files in one folder. */
function exportZip(): string {
  const entries = Object.fromEntries(Object.entries(LINKEDIN_EXPORT).map(([name, text]) => [`Basic_LinkedInDataExport_11-25-2026/${name}`, strToU8(text)]));
  const path = join(mkdtempSync(join(tmpdir(), "linkedin-")), "Basic_LinkedInDataExport_11-25-2026.zip");
  writeFileSync(path, zipSync(entries));
  return path;
}

describe("LinkedIn import", () => {
  test("a new account imports its LinkedIn ZIP after a preview, then publishes it", { timeout: 120_000 }, async () => {
    const user = await seedUser("linkedin");
    const page = await browser.open(await browser.context(), "/login");
    await signedIn(page, user.email);
    await page.goto(`${appUrl()}/account`);
    const importButton = page.getByRole("button", { name: "Import LinkedIn export" });
    await importButton.waitFor();
    await pickFile(page, importButton, exportZip());

    const dialog = page.getByRole("dialog", { name: "Import this résumé into your draft?" });
    const lines = dialog.getByRole("list", { name: "What the import changes" }).getByRole("listitem");
    await expect.poll(() => lines.allInnerTexts()).toContain("Experience will be filled (2 entries added or edited)");
    expect(await lines.allInnerTexts()).toContain(
      "Your own sections will be filled (“Certifications” added, “Languages” added, “Awards” added, “Volunteering” added, “Activities” added)",
    );
    expect(await user.client.query(api.drafts.get, {})).toBeNull();
    await dialog.getByRole("button", { name: "Import" }).click();
    await page.getByText(/Imported into your draft/).waitFor();
    const draft = (await user.client.query(api.drafts.get, {}))!;
    expect(draft.formData).toMatchObject({ name: "Ada Example", contact: { email: "ada@example.com" } });

    await openBuilder(page, draft.templateId);
    await waitForSaved(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    const stranger = await browser.open(await browser.context(), `/portfolio-view/${user.userId}`);
    await stranger.getByRole("heading", { level: 1, name: "Ada Example" }).waitFor();
    await stranger.getByRole("heading", { level: 2, name: "Certifications" }).waitFor();
    await stranger.getByRole("heading", { name: /Lead analyst/ }).waitFor();
    expect(await stranger.getByText("Jan 2019 – Present").count()).toBeGreaterThan(0);
  });
});
