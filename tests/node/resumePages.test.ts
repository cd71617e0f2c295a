import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fromJsonResume } from "../../convex/model/jsonResumeImport";
import type { PortfolioFormData } from "../../convex/model/formData";
import type { ResumeOptions } from "../../convex/model/resumeOptions";
import { ResumeDocument } from "../../src/resume/ResumeDocument";
import { launchChromium } from "../../scripts/lib/chromium";

/**
 * Long imported résumés on paper: the sheet (ResumeDocument and resume.css, as the résumé page
 * prints it) printed to A4 by Chromium, pages counted. "Short" must keep them to two pages.
 */
const RESUMES = "/work/shared/testdata/resumes";
const CSS = readFileSync(path.resolve(import.meta.dirname, "../../src/resume/resume.css"), "utf8");

function imported(file: string): PortfolioFormData {
  const result = fromJsonResume(JSON.parse(readFileSync(path.join(RESUMES, file), "utf8")));
  if (!result.ok) throw new Error(result.problems.join("; "));
  return result.formData;
}

/** Pages in a PDF made by Chromium (one page object each). */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function printedPages(formData: PortfolioFormData, options: ResumeOptions): Promise<number> {
  const sheet = renderToStaticMarkup(createElement(ResumeDocument, { formData, templateId: "modern", options }));
  const page = await browser.newPage();
  try {
    await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${CSS}</style></head><body>${sheet}</body></html>`);
    await page.emulateMedia({ media: "print" });
    return pageCount(await page.pdf({ format: "A4" }));
  } finally {
    await page.close();
  }
}

describe("long imported résumés on paper", () => {
  test("run past two pages in full and fit two pages when short", async () => {
    const counts: Record<string, [number, number]> = {};
    for (const file of ["thomasdavis.resume.json", "0xadada.resume.json"]) {
      const data = imported(file);
      counts[file] = [await printedPages(data, { length: "full", omit: [] }), await printedPages(data, { length: "short", omit: [] })];
    }
    // The full ones are what the option is for (three pages and more); the short ones fit two.
    expect(Math.max(...Object.values(counts).map(([full]) => full)), JSON.stringify(counts)).toBeGreaterThan(2);
    for (const [file, [, short]] of Object.entries(counts)) expect(short, file).toBeLessThanOrEqual(2);
  });
});
