import { mkdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { api } from "../../convex/_generated/api";
import type { PortfolioFormData } from "../../convex/model/formData";
import { TEMPLATES } from "../../convex/model/templates";
import { visibleSections } from "../../convex/model/sectionLayout";
import { accentPair, relativeLuminance, themeStyle, type Theme } from "../../convex/model/theme";

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
import { seriousViolations, scrollsSideways } from "./axe";
import { useBrowser } from "./fixtures";
import { adminRun, sampleWithImages, seedUser } from "./seed";

const browser = useBrowser();
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/themes");
mkdirSync(SHOTS, { recursive: true });

/** Ten widths from a small phone to a wide desktop, with the 500–670 px range Professional once broke in. */
const WIDTHS = [320, 375, 414, 500, 560, 620, 670, 768, 1280, 1920];

/** Themes to check: the template's own look, a pale accent (darkened for text), a deep custom colour with web fonts. */
const THEMES: { name: string; theme: Omit<Theme, "scheme"> }[] = [
  { name: "default", theme: { accent: null, fonts: "template" } },
  { name: "light accent", theme: { accent: "#fde047", fonts: "grotesk" } },
  { name: "dark custom colour", theme: { accent: "#123456", fonts: "editorial" } },
];

/** The sample with a section of one's own (shown second), so widths and axe cover it in every template. */
function withOwnSection(content: PortfolioFormData): PortfolioFormData {
  const entry = { title: "", subtitle: "", date: "", description: "", link: "", image: null };
  return {
    ...content,
    customSections: [
      {
        id: "awards",
        title: "Awards and honours",
        entries: [
          { ...entry, title: "Design Award", subtitle: "Lisbon Design Week", date: "2023", description: "For **Tidepool**", link: "https://example.com/award" },
          { ...entry, title: "A very long award name that has to wrap on a narrow phone without pushing the page sideways", date: "2019 – 2021" },
        ],
      },
    ],
    sections: [{ id: "custom:awards", visible: true }, ...(content.sections ?? [])],
  };
}

/** The page's sections in order, as the templates lay them out: Home, then the visible ones. */
const sectionIds = (content: PortfolioFormData) => ["home", ...visibleSections(content.sections, content.customSections)];

async function publish(user: Awaited<ReturnType<typeof seedUser>>, templateId: string, formData: PortfolioFormData) {
  await user.client.mutation(api.portfolios.publish, { templateId, formData });
}

/** The frame's computed background, as relative luminance (0 black … 1 white). */
async function backgroundLuminance(page: Page): Promise<number> {
  const rgb = await page.locator(".pt-root").evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map(Number);
  const hex = `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
  return relativeLuminance(hex);
}

async function showSection(page: Page, id: string) {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, id);
}

describe.each(TEMPLATES.map((t, index) => [t.id, index] as const))("%s template, server-rendered", (templateId, index) => {
  // One owner per template with the sample's pictures uploaded once: each test publishes what it
  // looks at before opening the page (uploading them for every test cost about a second each, and
  // the server's image variants competed with the browser).
  let user: Awaited<ReturnType<typeof seedUser>>;
  let sample: PortfolioFormData;
  beforeAll(async () => {
    user = await seedUser(`themes-${templateId}`);
    await adminRun("users:setPlan", { email: user.email, plan: "pro" });
    sample = await sampleWithImages(user);
  });

  test("every section and the owner's own in the page under its own #id; no sideways scroll at 10 widths from 320 to 1920 px", async () => {
    const content = withOwnSection(sample);
    await publish(user, templateId, content);
    const context = await browser.context({ width: 320, height: 800 });
    const page = await browser.open(context, `/portfolio-view/${user.userId}`);
    await page.getByRole("heading", { level: 1, name: /Nadia Okafor/ }).waitFor();
    // Deep links: each section is an element with the section's id, the owner's own one titled.
    const ids = sectionIds(content);
    expect(ids).toContain("custom:awards");
    for (const id of ids) expect(await page.locator(`[id="${id}"]`).count(), `#${id}`).toBe(1);
    // Tabbed templates keep it in a panel shown from its tab: count it hidden too.
    expect(await page.getByRole("heading", { level: 2, name: "Awards and honours", includeHidden: true }).count()).toBeGreaterThan(0);
    expect(await page.locator("main").textContent()).toContain("Lisbon Design Week");
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Tabbed templates show one section at a time: check each (single-page ones show all at once).
      for (const id of ids) {
        await showSection(page, id);
        if (await scrollsSideways(page)) problems.push(`${width}px #${id}`);
      }
    }
    expect(problems, `${templateId} scrolls sideways`).toEqual([]);
    await context.close();
  });

  // Light and dark for every template; the themes take turns across templates (each theme × scheme is
  // still checked on several templates) rather than all of them on every template: the suite's time.
  const checks = (["light", "dark"] as const).map((scheme, i) => ({ scheme, ...THEMES[(index + i) % THEMES.length]! }));
  test(`axe finds nothing serious in light (${checks[0]!.name}) and dark (${checks[1]!.name}), own section included; the theme reaches the page`, async () => {
    const content = withOwnSection(sample);
    const context = await browser.context({ width: 1280, height: 900 });
    const problems: string[] = [];
    for (const { name, theme, scheme } of checks) {
      await publish(user, templateId, { ...content, theme: { ...theme, scheme } });
      const page = await browser.open(context, `/portfolio-view/${user.userId}`);
      await page.getByRole("heading", { level: 1, name: /Nadia Okafor/ }).waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: path.join(SHOTS, `${templateId}-${name.replace(/ /g, "-")}-${scheme}.png`) });
      const luminance = await backgroundLuminance(page);
      if (scheme === "dark" ? luminance > 0.1 : luminance < 0.5) problems.push(`${name}/${scheme}: background luminance ${luminance.toFixed(2)}`);
      if (theme.accent !== null) {
        const accent = await page.locator(".pt-root").evaluate((el) => getComputedStyle(el).getPropertyValue("--pt-accent"));
        const { light, dark } = accentPair(theme.accent);
        if (!accent.includes(light) || !accent.includes(dark)) problems.push(`${name}/${scheme}: --pt-accent is ${accent}`);
        // Filled project tags take the chosen accent's tint (outlined or plain-text tags, as in Artistic,
        // Studio, Lens, Quill and Sketchbook, are deliberately neutral and have no fill to tint).
        const tag =
          (await page.locator(".pt-tag").count()) > 0
            ? await page
                .locator(".pt-tag")
                .first()
                .evaluate((el) => getComputedStyle(el).backgroundColor)
            : null;
        if (tag !== null && tag !== "rgba(0, 0, 0, 0)") {
          const [chipLight, chipDark] = /light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/.exec(themeStyle({ ...theme, scheme })["--pt-chip-bg"]!)!.slice(1);
          const expected = hexToRgb(scheme === "dark" ? chipDark! : chipLight!);
          if (tag !== expected) problems.push(`${name}/${scheme}: a project tag is ${tag}, the accent's tint is ${expected}`);
        }
      }
      // Only the chosen pairing's fonts, within the 30 KB budget.
      const fonts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => ({ name: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
      );
      const fontBytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
      if (fontBytes > 30 * 1024) problems.push(`${name}/${scheme}: ${fontBytes} bytes of fonts`);
      if (theme.fonts === "template" && fonts.length > 0)
        problems.push(`${name}/${scheme}: fonts loaded for the template's own: ${fonts.map((f) => f.name).join(", ")}`);
      if (theme.fonts === "editorial" && !fonts.every((f) => /playfair/.test(f.name)))
        problems.push(`${name}/${scheme}: other fonts than the pairing's: ${fonts.map((f) => f.name).join(", ")}`);
      // The pairing's own files arrive and are used (not a missing file hidden by the fallback).
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, ""));
      });
      const expected = { template: [], grotesk: ["Space Grotesk", "Archivo"], editorial: ["Playfair Display"] }[
        theme.fonts as "template" | "grotesk" | "editorial"
      ];
      for (const family of expected) if (!loaded.includes(family)) problems.push(`${name}/${scheme}: ${family} did not load (loaded: ${loaded.join(", ")})`);
      // Every section: tabbed templates one tab at a time, single-page ones all at once.
      const tabbed = (await page.getByRole("tab").count()) > 0;
      for (const id of tabbed ? sectionIds(content) : ["home"]) {
        await showSection(page, id);
        for (const line of await seriousViolations(page)) problems.push(`${name}/${scheme} #${id}: ${line}`);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test("automatic scheme follows the visitor's device", async () => {
    await publish(user, templateId, { ...sample, theme: { accent: "#0f766e", fonts: "template", scheme: "auto" } });
    const context = await browser.context({ width: 1024, height: 800 });
    const page = await browser.open(context, `/portfolio-view/${user.userId}`);
    await page.getByRole("heading", { level: 1, name: /Nadia Okafor/ }).waitFor();
    await page.emulateMedia({ colorScheme: "light" });
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.5);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
