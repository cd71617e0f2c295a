import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { appUrl, uniqueEmail, useBrowser } from "./fixtures";
import { imageLoaded, newSignedInUser, openBuilder, openSection, pickFile, saveStatus, sectionForm, toast, waitForSaved } from "./journeys";

const browser = useBrowser();
/** The real files other people made (shared/ beside the repository; TESTDATA_DIR elsewhere). */
const TESTDATA = process.env.TESTDATA_DIR ?? path.resolve(import.meta.dirname, "../../../shared/testdata");
const SAMPLE = path.resolve(import.meta.dirname, "../../public/sample");

/** What the person types, one or more fields per builder section. */
const TYPED = {
  name: "Ada Quintero",
  role: "Accessibility engineer",
  bio: "I make forms that everyone can fill in.",
  github: "https://github.com/ada-quintero",
  about: "Ten years of building inclusive web apps, from audits to design systems.",
  skill: "Screen reader testing",
  level: "85",
  jobTitle: "Lead engineer",
  company: "Harbor Labs",
  duration: "2021 – present",
  did: "Led the rebuild of the booking flow.",
  project: "Tidepool Tracker",
  technology: "React, Convex",
  link: "https://example.org/tidepool",
  description: "Live tide charts for surfers.",
  educationType: "UG",
  degree: "B.Sc. Computer Science",
  institution: "Coastal University",
  year: "2014",
  grade: "8.9",
  phone: "+44 20 7946 0958",
  contactEmail: "hello@ada-quintero.example",
  address: "12 Harbour Road, Bristol",
};

/** Records every "Uploading… N%" line that appears, so the test can tell progress was shown. */
async function watchUploadProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadProgress: string[] }).uploadProgress = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[aria-live=polite]")) {
        const text = el.textContent ?? "";
        if (/^Uploading… \d+%$/.test(text) && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const uploadProgress = (page: Page) => page.evaluate(() => (window as unknown as { uploadProgress: string[] }).uploadProgress);

/** Uploads `file` with the image field's button and waits for the upload to finish. */
async function uploadImage(page: Page, buttonName: string, previewAlt: string, file: string) {
  await watchUploadProgress(page);
  await pickFile(page, page.getByRole("button", { name: buttonName }), path.join(SAMPLE, file));
  // The picked file shows at once; the progress line comes and then goes when the upload is done.
  const preview = page.getByRole("img", { name: previewAlt });
  await preview.waitFor();
  await page.getByText(/^Uploading… \d+%$/).waitFor({ state: "detached", timeout: 15_000 });
  expect(await uploadProgress(page), "upload progress was shown").not.toEqual([]);
  expect(
    await page
      .getByRole("alert")
      .filter({ hasText: /upload|image/i })
      .count(),
    "no upload error",
  ).toBe(0);
  // Done: the button now offers to replace the uploaded image.
  await page.getByRole("button", { name: buttonName.replace(/^Upload/, "Replace") }).waitFor();
  expect(await imageLoaded(preview)).toBe(true);
}

async function fillEverySection(page: Page) {
  await openSection(page, "Personal");
  await page.getByRole("textbox", { name: "Full name" }).fill(TYPED.name);
  await page.getByRole("textbox", { name: "Role" }).fill(TYPED.role);
  await page.getByRole("textbox", { name: "Short bio" }).fill(TYPED.bio);
  await page.getByRole("textbox", { name: "GitHub" }).fill(TYPED.github);
  await uploadImage(page, "Upload profile image", "Profile image preview", "profile.webp");

  await openSection(page, "About");
  await page.getByRole("textbox", { name: "About you" }).fill(TYPED.about);

  await openSection(page, "Skills");
  await page.getByRole("button", { name: "Add skill" }).click();
  await page.getByRole("textbox", { name: "Skill", exact: true }).fill(TYPED.skill);
  await page.getByRole("textbox", { name: "Level (%)" }).fill(TYPED.level);

  await openSection(page, "Experience");
  await page.getByRole("button", { name: "Add experience" }).click();
  await page.getByRole("textbox", { name: "Job title" }).fill(TYPED.jobTitle);
  await page.getByRole("textbox", { name: "Company" }).fill(TYPED.company);
  await page.getByRole("textbox", { name: "Duration" }).fill(TYPED.duration);
  await page.getByRole("textbox", { name: "What you did" }).fill(TYPED.did);

  await openSection(page, "Projects");
  await page.getByRole("button", { name: "Add project" }).click();
  await page.getByRole("textbox", { name: "Project title" }).fill(TYPED.project);
  await page.getByRole("textbox", { name: "Technologies" }).fill(TYPED.technology);
  await page.getByRole("textbox", { name: "Link", exact: true }).fill(TYPED.link);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill(TYPED.description);
  await uploadImage(page, "Upload project 1 image", "Project 1 image preview", "project-tidepool.webp");

  await openSection(page, "Education");
  await page.getByRole("button", { name: "Add education" }).click();
  const form = sectionForm(page, "Education");
  await form.getByLabel("Type", { exact: true }).fill(TYPED.educationType);
  await page.keyboard.press("Escape");
  await form.getByRole("textbox", { name: "Degree" }).fill(TYPED.degree);
  await form.getByRole("textbox", { name: "Institution" }).fill(TYPED.institution);
  await form.getByRole("textbox", { name: "Year" }).fill(TYPED.year);
  await form.getByRole("textbox", { name: "Grade" }).fill(TYPED.grade);

  await openSection(page, "Contact");
  await page.getByRole("textbox", { name: "Phone" }).fill(TYPED.phone);
  await page.getByRole("textbox", { name: "Email" }).fill(TYPED.contactEmail);
  await page.getByRole("textbox", { name: "Address" }).fill(TYPED.address);
}

/** After a reload: one field (or more) from every section still holds what was typed. */
async function expectEverySectionKept(page: Page) {
  const value = (name: string, exact = false) => page.getByRole("textbox", { name, exact }).inputValue();
  await openSection(page, "Personal");
  expect(await value("Full name")).toBe(TYPED.name);
  expect(await value("Short bio")).toBe(TYPED.bio);
  expect(await value("GitHub")).toBe(TYPED.github);
  expect(await imageLoaded(page.getByRole("img", { name: "Profile image preview" }))).toBe(true);
  await openSection(page, "About");
  expect(await value("About you")).toBe(TYPED.about);
  await openSection(page, "Skills");
  expect(await value("Skill", true)).toBe(TYPED.skill);
  expect(await value("Level (%)")).toBe(TYPED.level);
  await openSection(page, "Experience");
  expect(await value("Company")).toBe(TYPED.company);
  expect(await value("What you did")).toBe(TYPED.did);
  await openSection(page, "Projects");
  expect(await value("Project title")).toBe(TYPED.project);
  expect(await value("Link", true)).toBe(TYPED.link);
  expect(await imageLoaded(page.getByRole("img", { name: "Project 1 image preview" }))).toBe(true);
  await openSection(page, "Education");
  expect(await sectionForm(page, "Education").getByLabel("Type", { exact: true }).inputValue()).toBe(TYPED.educationType);
  expect(await value("Degree")).toBe(TYPED.degree);
  expect(await value("Grade")).toBe(TYPED.grade);
  await openSection(page, "Contact");
  expect(await value("Email")).toBe(TYPED.contactEmail);
  expect(await value("Address")).toBe(TYPED.address);
}

describe("the whole product", () => {
  test("search and choose a free template, fill every section with images, save, reload, preview, publish, share the link", { timeout: 180_000 }, async () => {
    const accountEmail = uniqueEmail("ada");
    const context = await browser.context({ clipboard: true });
    const page = await browser.open(context, "/signup");
    await newSignedInUser(page, accountEmail);

    // Templates: the search narrows the gallery, then the free Minimalist template opens the builder.
    await page.goto(appUrl() + "/templates");
    const card = (name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await card("Creative").waitFor();
    await page.getByRole("textbox", { name: "Search templates" }).fill("minimal");
    await card("Creative").waitFor({ state: "detached" });
    expect(await card("Professional").count()).toBe(0);
    await card("Minimalist").waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: /^2 templates$/ })
      .waitFor();
    await card("Minimalist")
      .getByRole("link", { name: /Use this template/ })
      .click();
    await page.waitForURL(/\/builder\/minimalist$/);
    await openBuilder(page, "minimalist");

    // Every section, then Save.
    await fillEverySection(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saveStatus(page).filter({ hasText: "Portfolio saved successfully!" }).waitFor();
    await waitForSaved(page);

    // A reload brings the saved draft back, images included.
    await page.reload();
    await openBuilder(page, "minimalist");
    await expectEverySectionKept(page);
    expect(await saveStatus(page).innerText()).toMatch(/^Saved /);

    // Preview shows what was typed, with the uploaded pictures.
    await page.getByRole("button", { name: "Preview" }).click();
    await page.waitForURL(/\/preview$/);
    await page.getByRole("heading", { level: 1, name: TYPED.name }).waitFor();
    await page.getByRole("heading", { name: TYPED.project }).waitFor();
    await page.getByText(TYPED.about).waitFor();
    expect(await imageLoaded(page.getByRole("img", { name: `Portrait of ${TYPED.name}` }))).toBe(true);
    expect(await imageLoaded(page.getByRole("img", { name: `Preview of ${TYPED.project}` }))).toBe(true);

    // Publish: the spec's toast, the public link on the clipboard, and the dashboard's card.
    await page.getByRole("button", { name: "Publish Portfolio" }).click();
    await toast(page, "Portfolio published and link copied to clipboard!");
    await page.waitForURL(/\/dashboard$/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // The readable address, suggested from the name at the first publish.
    expect(link).toMatch(new RegExp(`^${appUrl().replace(/[.]/g, "\\.")}/p/[a-z0-9-]+$`));
    const published = page.getByRole("region", { name: "Published portfolio" });
    await published.getByText(TYPED.name).waitFor();
    await published.getByText("Minimalist", { exact: true }).waitFor();
    expect(await published.getByRole("textbox", { name: "Shareable link" }).inputValue()).toBe(link);
    const view = published.getByRole("link", { name: "View Published Portfolio" });
    expect(new URL((await view.getAttribute("href")) ?? "", appUrl()).href).toBe(link);

    // The link in a fresh, signed-out browser: the portfolio alone, nothing private.
    const stranger = await browser.open(await browser.context(), link.slice(appUrl().length));
    await stranger.getByRole("heading", { level: 1, name: TYPED.name }).waitFor();
    await stranger.getByRole("heading", { name: TYPED.project }).waitFor();
    await stranger.getByText(TYPED.contactEmail).first().waitFor();
    expect(await imageLoaded(stranger.getByRole("img", { name: `Portrait of ${TYPED.name}` }))).toBe(true);
    expect(await imageLoaded(stranger.getByRole("img", { name: `Preview of ${TYPED.project}` }))).toBe(true);
    expect(await stranger.getByRole("navigation", { name: /^Main/ }).count(), "the app's navigation").toBe(0);
    for (const name of ["Portfolio Builder", "Dashboard", "Login", "Signup", "Pricing"]) {
      expect(await stranger.getByRole("link", { name, exact: true }).count(), `app link "${name}"`).toBe(0);
    }
    const text = await stranger.locator("body").innerText();
    expect(text).not.toContain(accountEmail);
    expect(await stranger.content()).not.toContain(accountEmail);
  });

  test("an iPhone HEIC photo is accepted: converted to JPEG on the device, shown at once, uploaded", async () => {
    const page = await browser.open(await browser.context(), "/signup");
    await newSignedInUser(page, uniqueEmail("heic"));
    await openBuilder(page, "minimalist");
    await openSection(page, "Personal");
    await watchUploadProgress(page);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST" && /upload|storage/i.test(r.url()) && (r.headers()["content-type"] ?? "").startsWith("image/"), {
        timeout: 30_000,
      }),
      pickFile(page, page.getByRole("button", { name: "Upload profile image" }), path.join(TESTDATA, "images", "iphone7-gps.heic")),
    ]);
    expect(request.headers()["content-type"]).toBe("image/jpeg");
    const preview = page.getByRole("img", { name: "Profile image preview" });
    await page.getByRole("button", { name: "Replace profile image" }).waitFor({ timeout: 30_000 });
    expect(await imageLoaded(preview)).toBe(true);
    expect(await page.getByText(/Only PNG, JPEG, WebP or GIF|could not be converted/).count()).toBe(0);

    // The live preview shows each chosen section with its heading below Minimalist's sticky header.
    for (const [panel, id] of [
      ["About", "about"],
      ["Experience", "experience"],
      ["Projects", "projects"],
      ["Contact", "contact"],
    ] as const) {
      await openSection(page, panel);
      await page.waitForTimeout(300);
      const boxes = await page.getByTestId("preview-viewport").evaluate((viewport, sectionId) => {
        const section = viewport.querySelector(`section[id$="${sectionId}"]`);
        const heading = section?.querySelector("h2");
        const header = viewport.querySelector("header");
        if (!heading || !header) return null;
        return {
          heading: heading.getBoundingClientRect().top,
          header: header.getBoundingClientRect().bottom,
          viewport: viewport.getBoundingClientRect().bottom,
        };
      }, id);
      expect(boxes, panel).not.toBeNull();
      expect(boxes!.heading, `${panel}: heading below the sticky header`).toBeGreaterThanOrEqual(boxes!.header);
      expect(boxes!.heading, `${panel}: heading in view`).toBeLessThan(boxes!.viewport);
    }
  });
});
