import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { PortfolioFormData } from "../../convex/model/formData";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { seriousViolations } from "./axe";
import { useBrowser } from "./fixtures";
import { signedIn } from "./journeys";
import { adminRun, seedUser } from "./seed";
import { TALKS_FIRST_SECTIONS } from "../support/resumeSections";

const browser = useBrowser();
const OUT = path.resolve(import.meta.dirname, "../../test-results/resume");
mkdirSync(OUT, { recursive: true });

/** The sample with a section of one's own moved first, Skills hidden, and a chosen accent and fonts. */
const draft: PortfolioFormData = {
  ...sampleFormData,
  customSections: [
    {
      id: "talks",
      title: "Talks",
      entries: [
        {
          id: "t1",
          title: "Calm interfaces",
          subtitle: "Frontend Lisbon",
          date: "2024",
          description: "Why quiet UIs win trust.",
          link: "https://talks.example/calm",
          image: null,
        },
        { id: "t2", title: "Tokens at scale", subtitle: "Design Systems Week", date: "2023", description: "", link: "", image: null },
      ],
    },
  ],
  sections: TALKS_FIRST_SECTIONS,
  theme: { accent: "#be123c", fonts: "editorial", scheme: "dark" },
};

/** Pages in a PDF made by Chromium (one page object each). */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

describe("résumé as PDF", () => {
  test("from the dashboard to a one- or two-page PDF: app chrome hidden in print, sections in order, links kept", async () => {
    const user = await seedUser("resume");
    await user.client.mutation(api.drafts.save, { templateId: "modern", formData: draft, baseRevision: 0 });
    const context = await browser.context({ width: 1280, height: 900 });
    const page = await browser.open(context, "/login");
    await signedIn(page, user.email);
    await page.getByRole("link", { name: "Résumé as PDF" }).click();
    await page.waitForURL(/\/resume$/);
    const sheet = page.getByRole("article", { name: "Résumé" });
    await sheet.getByRole("heading", { level: 1, name: "Nadia Okafor" }).waitFor();
    expect(await sheet.getByRole("heading", { level: 2 }).allTextContents()).toEqual(["Talks", "About", "Experience", "Education", "Projects"]);
    await expect.poll(() => page.getByRole("button", { name: "Download as PDF" }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: path.join(OUT, "screen-1280-light.png"), fullPage: true });

    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Download as PDF" }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    // Paper is light whatever the app's or the portfolio's scheme.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
    await page.screenshot({ path: path.join(OUT, "print-media.png"), fullPage: true });

    for (const format of ["A4", "Letter"] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      writeFileSync(path.join(OUT, `resume-${format}.pdf`), pdf);
      const pages = pageCount(pdf);
      expect(pages, `${format} pages`).toBeGreaterThanOrEqual(1);
      expect(pages, `${format} pages`).toBeLessThanOrEqual(2);
      // Links stay links in the PDF (link annotations with their addresses).
      const text = pdf.toString("latin1");
      expect(text).toContain("https://github.com/nadia-okafor-studio");
      expect(text).toContain("mailto:hello@nadia-okafor.example");
    }
    await context.close();
  });

  test("a long imported résumé: short fits two pages, and the Word file follows the same settings", async () => {
    const user = await seedUser("resume-long");
    const json = readFileSync("/work/shared/testdata/resumes/thomasdavis.resume.json", "utf8");
    await user.client.mutation(api.drafts.importJsonResume, { json, baseRevision: 0 });
    const context = await browser.context({ width: 1280, height: 900 });
    const page = await browser.open(context, "/login");
    await signedIn(page, user.email);
    await page.goto(page.url().replace(/\/dashboard$/, "/resume"));
    const sheet = page.getByRole("article", { name: "Résumé" });
    await sheet.getByText("May 2020 – Present").waitFor();
    const settings = page.getByRole("region", { name: "Résumé settings" });
    await settings.getByText("Short", { exact: true }).click();
    await settings.getByText("Interests", { exact: true }).click();
    await expect.poll(() => sheet.getByRole("heading", { level: 2 }).allTextContents()).not.toContain("Interests");
    await page.emulateMedia({ media: "print" });
    expect(pageCount(await page.pdf({ format: "A4", printBackground: true }))).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: "screen" });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as Word" }).click()]);
    expect(download.suggestedFilename()).toBe("Thomas Davis – Résumé.docx");
    const xml = strFromU8(unzipSync(new Uint8Array(readFileSync((await download.path())!)))["word/document.xml"]!);
    const sections = [...xml.matchAll(/<w:pStyle w:val="Heading1"\/>[\s\S]*?<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(sections).toEqual(["About", "Experience", "Skills", "Education", "Awards", "References"]);
    expect(xml).toContain("<w:hyperlink");
    await context.close();
  });

  test("the screen view at 375 px in the dark scheme: a light sheet, no sideways scroll", async () => {
    const user = await seedUser("resume-narrow");
    await adminRun("users:setPlan", { email: user.email, plan: "pro" });
    await user.client.mutation(api.drafts.save, { templateId: "artistic", formData: { ...draft, theme: undefined }, baseRevision: 0 });
    const context = await browser.context({ width: 375, height: 800 });
    const page = await browser.open(context, "/login");
    await page.emulateMedia({ colorScheme: "dark" });
    await signedIn(page, user.email);
    await page.goto(page.url().replace(/\/dashboard$/, "/resume"));
    await page.getByRole("article", { name: "Résumé" }).getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.locator(".rs-sheet").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: path.join(OUT, "screen-375-dark.png"), fullPage: true });
    await context.close();
  });
});
