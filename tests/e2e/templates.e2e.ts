import { mkdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { TEMPLATES } from "../../convex/model/templates";
import { seriousViolations, scrollsSideways } from "./axe";
import { useBrowser } from "./fixtures";
import { sampleOwner } from "./seed";

const browser = useBrowser();
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/templates");
mkdirSync(SHOTS, { recursive: true });

describe("every template, published with the sample data", () => {
  let owner: Awaited<ReturnType<typeof sampleOwner>>;
  beforeAll(async () => {
    owner = await sampleOwner("templates");
  });

  test.each(TEMPLATES.map((t) => t.id))(
    "%s at 375 px and 1280 px: no sideways scroll, no app navigation, no private fields, accessible",
    async (templateId) => {
      await owner.publish(templateId);
      const { user } = owner;
      for (const width of [375, 1280]) {
        const context = await browser.context({ width, height: 800 });
        const page = await browser.open(context, `/portfolio-view/${user.userId}`);
        await page.getByRole("heading", { level: 1, name: /Nadia Okafor/ }).waitFor();
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: path.join(SHOTS, `${templateId}-${width}.png`), fullPage: true });
        expect(await scrollsSideways(page), `${templateId} at ${width}px scrolls sideways`).toBe(false);
        expect(await page.getByRole("link", { name: "Pricing" }).count(), "the app's top navigation is hidden").toBe(0);
        const text = await page.locator("body").innerText();
        expect(text).not.toContain(user.email);
        expect(await page.title()).toContain("Nadia Okafor");
        expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("calm, accessible interfaces");
        // Images load from storage: the profile picture, and the project pictures (on their tab in
        // one-section-at-a-time templates; some load lazily, so bring each into view).
        const projectsTab = page.getByRole("tab", { name: /Projects/ });
        if ((await projectsTab.count()) > 0) await projectsTab.first().click();
        const visible = page.locator("img:visible");
        for (const img of await visible.all()) await img.scrollIntoViewIfNeeded();
        const loaded = () =>
          visible.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);
        await expect.poll(loaded, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
        expect(await loaded()).toBe(await visible.count());
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }
    },
  );
});
