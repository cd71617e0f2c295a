import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { emptyFormData } from "../../convex/model/formData";
import { appUrl, useBrowser } from "./fixtures";
import { openBuilder, openSection, sectionForm, signedIn, waitForSaved } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();

describe("sections of one's own", () => {
  test(
    "added in the builder, moved first, a second one hidden, published: the page shows it in its place and deep-links to it",
    { timeout: 120_000 },
    async () => {
      const user = await seedUser("custom-sections");
      await user.client.mutation(api.drafts.save, {
        templateId: "creative",
        formData: { ...emptyFormData(), name: "Ada Lovelace", about: "Analyst." },
        baseRevision: 0,
      });
      const context = await browser.context();
      const page = await browser.open(context, "/login");
      await signedIn(page, user.email);
      await openBuilder(page, "creative");
      await waitForSaved(page);

      // Add "Awards" with one entry, and "Talks" (to be hidden).
      await openSection(page, "Your sections");
      const panel = sectionForm(page, "Your sections");
      const title = panel.getByLabel("New section title");
      await title.fill("Awards");
      await title.press("Escape");
      await panel.getByRole("button", { name: "Add section" }).click();
      const awards = panel.getByRole("region", { name: "Awards" });
      await awards.getByRole("textbox", { name: "Title", exact: true }).fill("Royal Medal");
      await awards.getByRole("textbox", { name: "Subtitle" }).fill("Royal Society");
      await awards.getByRole("textbox", { name: "Date" }).fill("1843");
      await awards.getByRole("textbox", { name: "Description" }).fill("For **Note G**");
      await awards.getByRole("textbox", { name: "Link" }).fill("https://royalsociety.example/medal");
      await title.fill("Talks");
      await title.press("Escape");
      await panel.getByRole("button", { name: "Add section" }).click();
      await panel.getByRole("region", { name: "Talks" }).getByRole("textbox", { name: "Title", exact: true }).fill("Secret talk");

      // Page sections: Awards moves to the top, Talks is hidden.
      await openSection(page, "Page sections");
      const layout = sectionForm(page, "Page sections");
      for (let i = 0; i < 6; i++) await layout.getByRole("button", { name: "Move Awards up" }).click();
      await layout.getByRole("switch", { name: "Talks" }).uncheck();
      await waitForSaved(page);
      const saved = (await user.client.query(api.drafts.get, {}))!.formData;
      expect(saved.customSections?.map((s) => [s.title, s.kind])).toEqual([
        ["Awards", "awards"],
        ["Talks", undefined],
      ]);
      const [awardsId, talksId] = saved.customSections!.map((s) => `custom:${s.id}`);
      expect(saved.sections?.[0]).toEqual({ id: awardsId, visible: true });
      expect(saved.sections?.find((s) => s.id === talksId)).toEqual({ id: talksId, visible: false });

      // The live preview follows the layout.
      const preview = page.getByRole("region", { name: "Live preview" });
      await expect
        .poll(() => preview.getByRole("tab").allInnerTexts())
        .toEqual(["Home", "Awards", "About", "Experience", "Skills", "Education", "Projects", "Contact"]);

      // Publish from the builder, then open the page as a stranger at #<awards>.
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      const portfolio = await user.client.query(api.portfolios.getPublic, { userId: user.userId });
      expect(portfolio.status).toBe("published");
      const stranger = await browser.open(await browser.context(), `/portfolio-view/${user.userId}#${awardsId}`);
      const tabs = stranger.getByRole("tab");
      // Visitors get only sections with something in them (the builder's preview shows every one, to fill in).
      await expect.poll(() => tabs.allInnerTexts()).toEqual(["Home", "Awards", "About", "Contact"]);
      const panelAwards = stranger.locator(`[id="${awardsId}"]`);
      await panelAwards.getByRole("heading", { level: 2, name: "Awards" }).waitFor();
      expect(await panelAwards.isVisible()).toBe(true);
      // The page's script (after load) marks the tab the address names.
      await expect.poll(() => stranger.getByRole("tab", { name: "Awards" }).getAttribute("aria-selected")).toBe("true");
      await panelAwards.getByRole("heading", { level: 3, name: /Royal Medal.*Royal Society/ }).waitFor();
      expect(await panelAwards.locator("strong").innerText()).toBe("Note G");
      expect(await panelAwards.getByRole("link", { name: /Open link/ }).getAttribute("href")).toBe("https://royalsociety.example/medal");
      // Only the chosen panel shows; the hidden section is not on the page at all.
      expect(await stranger.locator('[id="about"]').isVisible()).toBe(false);
      expect(await stranger.content()).not.toContain("Secret talk");
      expect(stranger.url().startsWith(appUrl())).toBe(true);
    },
  );
});
