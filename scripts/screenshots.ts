/**
 * The screenshot gallery: every screen of the product at 375 and 1280 px, light and dark, written
 * to test-results/screens/<width>-<scheme>/ for a person to look at. Builds the app (SKIP_BUILD=1
 * reuses dist/), starts it with a fresh backend, seeds a new user, a user with a published
 * portfolio, a member invited to someone's portfolio, and one published portfolio per template
 * (the sample, and at 375 px a sparse one: no photo, projects or skills, one section of one's own),
 * and walks the screens: visitor pages (the gallery filtered too), auth, dashboard empty, full and
 * as a member, the gallery, the builder on every panel with its live preview (desktop and phone
 * width; the sheet on a phone), the preview, the account and each published template. Prints what a browser can measure as wrong (Mantine parts without
 * styles, pages wider than the viewport, controls under a toast).
 *
 *   npm run screenshots            ONLY=builder npm run screenshots (names containing "builder";
 *                                  ONLY=qr,resume for either)
 *   WIDTHS=320 SCHEMES=light npm run screenshots   (other widths, one scheme)
 */
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { ADMIN_KEY_FILE } from "../local-backend/adminKey";
import { TEMPLATES } from "../convex/model/templates";
import { buildApp, startApp } from "./lib/app";
import { launchChromium } from "./lib/chromium";
import { controlsUnderToasts, overflowCauses, unstyledMantineParts } from "./lib/pageChecks";
import { api } from "../convex/_generated/api";
import { SEED_PASSWORD, adminRun, sampleWithImages, seedPublished, seedUser, type Backend } from "./lib/seed";
import { confirmAddress, mailedToken } from "./lib/outbox";
import { sampleFormData } from "../src/sample/samplePortfolio";
import type { PortfolioFormData } from "../convex/model/formData";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "test-results/screens");
/** `WIDTHS=320 SCHEMES=light npm run screenshots`: other widths or one scheme (the narrowest phone, say). */
const WIDTHS = process.env.WIDTHS?.split(",")
  .map(Number)
  .filter((width) => width >= 200) ?? [375, 1280];
const SCHEMES = (process.env.SCHEMES?.split(",") ?? ["light", "dark"]).filter((scheme): scheme is "light" | "dark" => scheme === "light" || scheme === "dark");
const only = process.env.ONLY?.split(",").filter(Boolean);
const BUILDER_PANELS = ["Personal", "About", "Skills", "Experience", "Projects", "Education", "Contact", "Page sections", "Theme", "Languages"];

const problems: string[] = [];
let shots = 0;

/** Waits for fonts and images, then a full-page PNG; records what is measurably wrong. */
async function shoot(page: Page, dir: string, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (only && !only.some((part) => name.includes(part))) return;
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = "eager";
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
  });
  // The builder skips drawing what is out of view (content-visibility: auto); a full-page picture shows all of it.
  if (fullPage) await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.waitForTimeout(150);
  const label = `${path.basename(dir)}/${name}`;
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (wide > 1) problems.push(`${label}: ${wide}px wider than the viewport; ${(await overflowCauses(page)).join("; ") || "no box overflows its own"}`);
  for (const line of await unstyledMantineParts(page)) problems.push(`${label}: unstyled ${line}`);
  for (const line of await controlsUnderToasts(page)) problems.push(`${label}: ${line}`);
  await page.screenshot({ path: path.join(dir, `${String(++shots).padStart(3, "0")}-${name}.png`), fullPage });
}

async function signIn(page: Page, appUrl: string, email: string) {
  await page.goto(`${appUrl}/login`);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(SEED_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/dashboard$/);
  // The login toast (handed over to the dashboard, shown once it loads) is not part of the screens that follow.
  const toast = page.getByText("Login successful!");
  await toast.waitFor({ timeout: 10_000 }).catch(() => {});
  await dismissToasts(page);
  await toast.waitFor({ state: "detached", timeout: 5_000 }).catch(() => {});
}

const dismissToasts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll<HTMLButtonElement>(".mantine-Notification-root .mantine-Notification-closeButton").forEach((b) => b.click()));

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });

type Published = { templateId: string; userId: string }[];
type People = { newUser: string; fullUser: string; member: string; published: Published; sparse: Published };

/** What a new owner often publishes: no photo, no projects, no skills, one section of their own. */
const SPARSE: PortfolioFormData = {
  ...sampleFormData,
  image: null,
  projects: [],
  skills: [],
  customSections: [
    {
      id: "awards",
      title: "Awards",
      entries: [{ title: "Design Award", subtitle: "Lisbon", date: "2024", description: "Short and **true**.", link: "", image: null }],
    },
  ],
};

async function walk(browser: Browser, appUrl: string, people: People, width: number, scheme: "light" | "dark") {
  const dir = path.join(OUT, `${width}-${scheme}`);
  await mkdir(dir, { recursive: true });
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 860 }, colorScheme: scheme, reducedMotion: "reduce" });
  // tsx keeps function names with a helper (__name) that the page does not have.
  await context.addInitScript({ content: "globalThis.__name = (target) => target;" });
  const page = await context.newPage();
  shots = 0;
  try {
    for (const route of ["home", "templates", "pricing", "about", "contact", "login", "signup", "reset-password", "no-such-page"]) {
      await page.goto(`${appUrl}/${route}`);
      await heading(page);
      await shoot(page, dir, `visitor-${route}`);
    }
    // The gallery filtered, as a shared address opens it.
    await page.goto(`${appUrl}/templates?plan=pro&category=Art`);
    await heading(page);
    await shoot(page, dir, "visitor-templates-filtered");
    // A person who just signed up: the empty dashboard and builder.
    await signIn(page, appUrl, people.newUser);
    await heading(page);
    await shoot(page, dir, "dashboard-empty");
    // The gallery loaded directly by a member on the Free plan: premium templates locked, and their message.
    await page.goto(`${appUrl}/templates`);
    await page.locator("a[data-template-use] .tabler-icon-lock").first().waitFor({ timeout: 20_000 });
    await shoot(page, dir, "member-templates");
    await page
      .getByRole("article", { name: "Bold" })
      .getByRole("link", { name: /Use this template/ })
      .click();
    await page.getByText("Try Pro free for 14 days").waitFor();
    await shoot(page, dir, "member-templates-premium");
    await page.goto(`${appUrl}/builder/minimalist`);
    await page.getByRole("textbox", { name: "Full name" }).waitFor({ timeout: 20_000 });
    await shoot(page, dir, "builder-empty");
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    // Invited to edit someone's portfolio, with none of their own yet.
    await signIn(page, appUrl, people.member);
    await page.getByRole("region", { name: "Shared with you" }).waitFor({ timeout: 20_000 });
    await shoot(page, dir, "dashboard-member");
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());

    // A person with a published portfolio.
    await signIn(page, appUrl, people.fullUser);
    await page
      .getByText(/published/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await shoot(page, dir, "dashboard-full");
    await dismissToasts(page);
    await page.getByRole("button", { name: "QR code" }).click();
    await page.getByRole("dialog", { name: "QR code of your page" }).getByRole("img").waitFor();
    // A dialog over the page: what the screen shows.
    await shoot(page, dir, "dashboard-qr-code", { fullPage: false });
    await page.keyboard.press("Escape");
    await page.goto(`${appUrl}/resume`);
    await page.getByRole("article", { name: "Résumé" }).waitFor({ timeout: 20_000 });
    await shoot(page, dir, "resume");
    const settings = page.getByRole("region", { name: "Résumé settings" });
    await settings.getByText("Short", { exact: true }).click();
    await shoot(page, dir, "resume-short");
    await settings.getByText("Full", { exact: true }).click();
    await page.goto(`${appUrl}/builder/minimalist`);
    await page.getByRole("textbox", { name: "Full name" }).waitFor({ timeout: 20_000 });
    for (const panel of BUILDER_PANELS) {
      const nav = page.getByRole("navigation", { name: "Builder sections" });
      if (await nav.isVisible()) await nav.getByRole("button", { name: panel, exact: true }).click();
      else await page.getByLabel("Section", { exact: true }).selectOption({ label: panel });
      await page.getByRole("form", { name: panel, exact: true }).waitFor();
      await shoot(page, dir, `builder-${panel.toLowerCase().replace(/ /g, "-")}`);
    }
    // The live preview at a phone's width beside the form; on a phone, its sheet.
    const livePreview = page.getByRole("region", { name: "Live preview" });
    if (await livePreview.isVisible()) {
      // Mantine's segmented control: its radios are hidden under their labels.
      const widths = livePreview.getByRole("radiogroup", { name: "Preview width" });
      await widths.getByText("Phone", { exact: true }).click();
      await shoot(page, dir, "builder-preview-phone");
      await widths.getByText("Desktop", { exact: true }).click();
    } else {
      await page.getByRole("button", { name: "Live preview" }).click();
      await page.getByRole("dialog").getByRole("region", { name: "Live preview" }).locator("h1").first().waitFor({ timeout: 20_000 });
      // The sheet covers the screen: what a phone shows, not the form's full length behind it.
      await shoot(page, dir, "builder-preview-sheet", { fullPage: false });
      await page.getByRole("dialog").getByRole("radiogroup", { name: "Preview width" }).getByText("Desktop", { exact: true }).click();
      await shoot(page, dir, "builder-preview-sheet-desktop", { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await page.waitForURL(/\/preview$/);
    await heading(page);
    await shoot(page, dir, "preview");
    // Publishing (the sample's details, so asked first): the success message with the QR code.
    await page.getByRole("button", { name: "Publish Portfolio" }).click();
    await page.getByRole("button", { name: "Publish anyway" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.locator(".mantine-Notification-root img").waitFor({ timeout: 20_000 });
    await shoot(page, dir, "published-message-qr-code", { fullPage: false });
    await page.evaluate(() =>
      document.querySelectorAll<HTMLButtonElement>(".mantine-Notification-root button.mantine-Notification-closeButton").forEach((b) => b.click()),
    );
    await page.goto(`${appUrl}/account`);
    await heading(page);
    await shoot(page, dir, "account");
    for (const { templateId, userId } of people.published) {
      await page.goto(`${appUrl}/portfolio-view/${userId}`);
      await page.locator("h1").first().waitFor();
      await shoot(page, dir, `published-${templateId}`);
    }
    if (width < 600) {
      for (const { templateId, userId } of people.sparse) {
        await page.goto(`${appUrl}/portfolio-view/${userId}`);
        await page.locator("h1").first().waitFor();
        await shoot(page, dir, `published-sparse-${templateId}`);
      }
    }
  } catch (error) {
    problems.push(`${width}-${scheme}: the walk stopped at ${page.url()}: ${(error as Error).message.split("\n")[0]}`);
    await page.screenshot({ path: path.join(dir, "stopped-here.png") }).catch(() => {});
  } finally {
    await context.close();
  }
}

if (process.env.SKIP_BUILD !== "1") {
  console.log("Building the app…");
  await buildApp();
}
const app = await startApp();
try {
  const backend: Backend = { url: app.url, adminKey: (await readFile(path.join(app.dataDir, ADMIN_KEY_FILE), "utf8")).trim() };
  const stamp = Date.now().toString(36);
  const newUser = (await seedUser(backend, `new.${stamp}@example.com`)).email;
  // Published, with a saved draft (the builder's panels show the whole sample portfolio).
  const full = await seedPublished(backend, "minimalist", `full.${stamp}@example.com`);
  await full.client.mutation(api.drafts.save, { templateId: "minimalist", formData: await sampleWithImages(full), baseRevision: 0 });
  const fullUser = full.email;
  // One at a time: sign-ups hash passwords, and many at once overrun the backend's time limit on a busy machine.
  const published: Published = [];
  for (const t of TEMPLATES)
    published.push({ templateId: t.id, userId: (await seedPublished(backend, t.id, `${t.id}.${stamp}@example.com`)).userId as string });
  const sparse: Published = [];
  for (const t of TEMPLATES) {
    const user = await seedUser(backend, `sparse.${t.id}.${stamp}@example.com`);
    await adminRun(backend, "users:setPlan", { email: user.email, plan: "pro" });
    await user.client.mutation(api.portfolios.publish, { templateId: t.id, formData: SPARSE });
    sparse.push({ templateId: t.id, userId: user.userId as string });
  }
  // A member: invited by the full user (on Business, which collaboration needs) and accepted.
  const member = await seedUser(backend, `member.${stamp}@example.com`);
  await adminRun(backend, "users:setPlan", { email: fullUser, plan: "business" });
  // Invitations are sent and accepted from confirmed addresses only.
  await Promise.all([fullUser, member.email].map((email) => confirmAddress(app.url, app.dataDir, email)));
  await full.client.mutation(api.members.invite, { email: member.email, role: "editor" });
  await member.client.mutation(api.members.accept, { token: await mailedToken(app.dataDir, member.email, "invite") });
  await rm(OUT, { recursive: true, force: true });
  const browser = await launchChromium();
  try {
    for (const width of WIDTHS)
      for (const scheme of SCHEMES) await walk(browser, app.appUrl, { newUser, fullUser, member: member.email, published, sparse }, width, scheme);
  } finally {
    await browser.close();
  }
  console.log(`Screens written to ${path.relative(ROOT, OUT)}/<width>-<scheme>/`);
  console.log(problems.length === 0 ? "Nothing measurably wrong." : `Measurably wrong (${problems.length}):\n  ${problems.join("\n  ")}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await app.stop();
}
