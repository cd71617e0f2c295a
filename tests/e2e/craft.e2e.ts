import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { controlsUnderToasts, unstyledMantineParts } from "../../scripts/lib/pageChecks";
import { scrollsSideways } from "./axe";
import { appUrl, useBrowser } from "./fixtures";
import { openBuilder, openSection, saveStatus, sectionForm, signedIn, toast, waitForSaved } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();

/** The size of the first element matching `selector` inside `scope` (0×0 when absent or unstyled). */
const sizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { width: Math.round(r.width), height: Math.round(r.height) };
    });

describe("craft: what a new user sees", () => {
  test("every Mantine part on every screen has its styles, and toasts cover no control", async () => {
    const user = await seedUser("craft");
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: sampleFormData, baseRevision: 0 });
    const context = await browser.context();
    const page = await browser.open(context, "/home");
    const unstyled: string[] = [];
    const covered: string[] = [];
    const check = async (where: string) => {
      unstyled.push(...(await unstyledMantineParts(page)).map((line) => `${where}: ${line}`));
      covered.push(...(await controlsUnderToasts(page)).map((line) => `${where}: ${line}`));
    };

    for (const route of ["/home", "/pricing", "/templates", "/contact", "/signup"]) {
      await page.goto(appUrl() + route);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await check(route);
    }

    await page.goto(appUrl() + "/login");
    await signedIn(page, user.email);
    await toast(page, "Login successful!");
    await check("dashboard after login");

    await openBuilder(page, "minimalist");
    await waitForSaved(page);
    // The Theme panel's swatches are real buttons with a colour, not 0×0 boxes.
    await openSection(page, "Theme");
    const swatch = await sizeOf(page, ".mantine-ColorSwatch-root");
    expect(swatch.width).toBeGreaterThanOrEqual(24);
    expect(swatch.height).toBeGreaterThanOrEqual(24);
    await check("builder Theme");
    // Page sections: Mantine switches, not native checkboxes.
    await openSection(page, "Page sections");
    const track = await sizeOf(page, ".mantine-Switch-track");
    expect(track.width).toBeGreaterThan(track.height);
    const nativeOpacity = await page
      .locator(".mantine-Switch-input")
      .first()
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(nativeOpacity, "the native checkbox is hidden behind the switch").toBe("0");
    await check("builder Page sections");

    // Personal: "Profile image" and "Your own links" are labelled like every other field, and
    // "More links" has room above it.
    await openSection(page, "Personal");
    const personal = sectionForm(page, "Personal");
    const looks = (text: string) =>
      personal
        .getByText(text, { exact: true })
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.fontSize} ${style.fontWeight} ${style.color}`;
        });
    const fieldLabel = await looks("Role");
    expect(await looks("Profile image")).toBe(fieldLabel);
    expect(await looks("Your own links")).toBe(fieldLabel);
    const instagram = (await personal.getByRole("textbox", { name: "Instagram" }).boundingBox())!;
    const moreLinks = (await personal.getByRole("heading", { name: "More links" }).boundingBox())!;
    expect(moreLinks.y - (instagram.y + instagram.height)).toBeGreaterThanOrEqual(12);

    // Save says so in the save status, where the person is looking; no toast sits on the toolbar.
    await sectionForm(page, "Personal").getByRole("textbox", { name: "Role" }).fill("Designer");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saveStatus(page).filter({ hasText: "Portfolio saved successfully!" }).waitFor();
    await check("builder after Save");
    // The next control is free at once: Preview opens on the first click.
    await page.getByRole("button", { name: "Preview", exact: true }).click({ timeout: 5000 });
    await page.waitForURL(/\/preview$/, { timeout: 15_000 });
    await page.getByRole("heading", { name: "Minimalist Template" }).waitFor();
    // The tab says where the person is (the heading names the template, as the spec has it).
    expect(await page.title()).toBe("Preview · Portfolio Builder");
    await check("preview");

    await page.goto(appUrl() + "/account");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await check("account");

    expect(unstyled, "Mantine parts drawn without their styles").toEqual([]);
    expect(covered, "controls under a toast").toEqual([]);
  });

  test("on a phone the builder has one compact toolbar, with one Preview control, every action in view", async () => {
    const user = await seedUser("phone");
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: sampleFormData, baseRevision: 0 });
    const context = await browser.context({ width: 375, height: 740 });
    const page = await browser.open(context, "/login");
    await signedIn(page, user.email);
    await openBuilder(page, "minimalist");
    await waitForSaved(page);
    const toolbar = page.locator("[data-compact]");
    const box = (await toolbar.boundingBox())!;
    // Header (61 px) and toolbar together leave most of a 740 px screen to the form (was about 230 px).
    expect(box.y + box.height).toBeLessThanOrEqual(200);
    // One Preview in the toolbar (the full page); the live preview's sheet opens from beside the section tabs.
    expect(await toolbar.getByRole("button", { name: /preview/i }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Live preview" }).count()).toBe(1);
    expect(await page.getByRole("radio", { name: "Preview" }).count()).toBe(0);
    for (const name of ["Undo", "Redo", "Save", "Preview", "Publish"]) {
      const control = (await toolbar.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(control.x, name).toBeGreaterThanOrEqual(0);
      expect(control.x + control.width, name).toBeLessThanOrEqual(375);
    }
    expect(await unstyledMantineParts(page)).toEqual([]);
  });

  test("at 320 px nothing scrolls sideways: the first dashboard, the account and the builder, whose actions all stay in view", async () => {
    const user = await seedUser("narrow");
    const context = await browser.context({ width: 320, height: 640 });
    const page = await browser.open(context, "/login");
    await signedIn(page, user.email);
    const sideways: string[] = [];
    // The first step's buttons and two-factor's "Turn on two-factor authentication" once ran past the card.
    await page.getByRole("heading", { name: "Your first step" }).waitFor();
    if (await scrollsSideways(page)) sideways.push("the first dashboard");
    await page.goto(appUrl() + "/account");
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).waitFor();
    if (await scrollsSideways(page)) sideways.push("the account");
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: sampleFormData, baseRevision: 0 });
    await openBuilder(page, "minimalist");
    await waitForSaved(page);
    if (await scrollsSideways(page)) sideways.push("the builder");
    expect(sideways, "pages wider than a 320 px screen").toEqual([]);
    const toolbar = page.locator("[data-compact]");
    for (const name of ["Undo", "Redo", "Save", "Preview", "Publish"]) {
      const control = (await toolbar.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(control.x, name).toBeGreaterThanOrEqual(0);
      expect(control.x + control.width, name).toBeLessThanOrEqual(320);
    }
  });
});
