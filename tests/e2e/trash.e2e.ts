import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { emptyCustomEntry } from "../../convex/model/customSections";
import { emptyFormData } from "../../convex/model/formData";
import { seriousViolations } from "./axe";
import { useBrowser } from "./fixtures";
import { openBuilder, openSection, sectionForm, signedIn, toast, waitForSaved } from "./journeys";
import { seedUser, uploadFile } from "./seed";

const browser = useBrowser();

describe("the trash", () => {
  test(
    "an entry with a picture and a section of one's own, deleted in the builder, come back from the dashboard; so does the whole portfolio",
    { timeout: 120_000 },
    async () => {
      const user = await seedUser("trash");
      const picture = await uploadFile(user, "public/sample/project-harbor.webp");
      const formData = {
        ...emptyFormData(),
        name: "Ada Lovelace",
        projects: [{ id: "harbor1", title: "Harbor", link: "", description: "", technology: "", project_image: picture }],
        customSections: [{ id: "awards", title: "Awards", entries: [{ ...emptyCustomEntry(), id: "medal1", title: "Royal Medal" }] }],
      };
      await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData, baseRevision: 0 });
      await user.client.mutation(api.portfolios.publishDraft, {});

      const page = await browser.open(await browser.context(), "/login");
      await signedIn(page, user.email);
      await openBuilder(page, "minimalist");
      await waitForSaved(page);
      await openSection(page, "Projects");
      await sectionForm(page, "Projects").getByRole("button", { name: "Remove project 1", exact: true }).click();
      await openSection(page, "Your sections");
      await sectionForm(page, "Your sections").getByRole("button", { name: "Delete section Awards" }).click();
      await waitForSaved(page);

      await page.goto(page.url().replace(/\/builder\/.*$/, "/dashboard"));
      const trash = page.getByRole("region", { name: "Trash", exact: true }).last();
      const items = trash.getByRole("listitem");
      await expect.poll(() => items.count()).toBe(2);
      await trash.getByText("30 days left").first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await trash.getByRole("button", { name: "Restore Harbor" }).click();
      // The outcome is said in the card (a toast covered the next row's buttons).
      await trash
        .getByRole("status")
        .filter({ hasText: /“Harbor” is back/ })
        .waitFor();
      await trash.getByRole("button", { name: "Restore Awards" }).click();
      await trash
        .getByRole("status")
        .filter({ hasText: /“Awards” is back/ })
        .waitFor();
      await trash.getByText("The trash is empty.").waitFor();
      const draft = await user.client.query(api.drafts.get, {});
      expect(draft?.formData.projects.map((p) => p.title)).toEqual(["Harbor"]);
      expect(draft?.formData.customSections?.map((s) => s.title)).toEqual(["Awards"]);

      // The whole portfolio: unpublished and deleted, then restored online.
      await page.getByRole("button", { name: "Delete portfolio" }).click();
      await page.getByRole("dialog", { name: "Delete your portfolio?" }).getByRole("button", { name: "Delete portfolio" }).click();
      await toast(page, "Your portfolio is in the trash for 30 days.");
      expect((await user.client.query(api.portfolios.getPublic, { userId: user.userId })).status).toBe("not-published");
      await trash.getByRole("button", { name: /^Restore Ada Lovelace/ }).click();
      await trash
        .getByRole("status")
        .filter({ hasText: /Your portfolio is back online/ })
        .waitFor();
      expect((await user.client.query(api.portfolios.getPublic, { userId: user.userId })).status).toBe("published");
    },
  );
});
