import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { TEMPLATE_IDS, TEMPLATES, templatePlan } from "../../convex/model/templates";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { sampleFor } from "../../src/sample/templateSamples";
import { seriousViolations } from "./axe";
import { appUrl, PASSWORD, uniqueEmail, useBrowser } from "./fixtures";
import { toast } from "./journeys";
import { seedPublished } from "./seed";

const browser = useBrowser();

describe("visitors see the product", () => {
  test("signed out: browse and search /templates, open a demo, Use this template, sign up, land in that template's builder", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/templates");
    await page.getByRole("heading", { level: 1, name: "Templates" }).waitFor();
    expect(page.url()).toBe(`${appUrl()}/templates`);
    // Plain server HTML with its small script: no React, no router.
    expect(await page.locator('script[src*="entry.client"], link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.getByRole("article").count()).toBe(TEMPLATE_IDS.length);
    const search = page.getByRole("textbox", { name: "Search templates" });

    // Live search by a word of the description; Escape and both Clear buttons bring every card back.
    await search.fill("calm");
    await page.getByText("1 template", { exact: true }).waitFor();
    expect(await page.getByRole("article").count()).toBe(1);
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await page.getByText(`${TEMPLATE_IDS.length} templates`, { exact: true }).waitFor();
    expect(await search.inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Clear", exact: true }).isVisible()).toBe(false);
    await search.fill("spaceship");
    await page.getByText(/No templates match “spaceship”/).waitFor();
    expect(await page.getByRole("article").count()).toBe(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    expect(await page.getByRole("article").count()).toBe(TEMPLATE_IDS.length);
    await search.fill("calm");
    await page.getByText("1 template", { exact: true }).waitFor();
    await search.press("Escape");
    expect(await page.getByRole("article").count()).toBe(TEMPLATE_IDS.length);
    // "Use this template" signs up first, then opens that template's builder.
    const bold = page.getByRole("article", { name: "Bold" }).getByRole("link", { name: /Use this template/ });
    expect(await bold.getAttribute("href")).toBe("/portfolio-builder/signup?next=%2Fbuilder%2Fbold");
    await search.fill("minimal");
    await page.getByText("2 templates", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The demo: server HTML of the sample portfolio, no React.
    await page.getByRole("link", { name: /^Live demo\s*: Minimalist$/ }).click();
    await page.waitForURL(`${appUrl()}/templates/minimalist/demo`);
    await page.getByRole("heading", { level: 1, name: sampleFormData.name }).waitFor();
    const bar = page.getByRole("region", { name: "Template demo" });
    expect(await bar.innerText()).toMatch(/This is a demo/);
    expect(await page.locator('script[src*="entry.client"], link[rel="modulepreload"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByRole("link", { name: "Use this template" }).click();
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    expect(page.url()).toBe(`${appUrl()}/signup?next=%2Fbuilder%2Fminimalist`);
    await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("visitor"));
    await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await toast(page, "Signup successful!");
    await page.waitForURL(`${appUrl()}/builder/minimalist`);
    await page.getByRole("textbox", { name: "Full name" }).waitFor({ timeout: 15_000 });
    // Signed in for real: the navigation offers the dashboard.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).waitFor();
  });

  test("the static gallery's plan and category filters: in the address with its script, rendered by the server without it", async () => {
    const expected = (plan: string, category: string) => TEMPLATES.filter((t) => templatePlan(t) === plan && t.category === category).map((t) => t.name);
    const context = await browser.context();
    const page = await browser.open(context, "/templates");
    await page.getByRole("combobox", { name: "Plan" }).selectOption("pro");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Art");
    await page.getByText(`${expected("pro", "Art").length} templates`, { exact: true }).waitFor();
    expect(page.url()).toBe(`${appUrl()}/templates?plan=pro&category=Art`);
    expect(await page.getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(expected("pro", "Art"));
    // Without JavaScript the form's GET lands on the same address, which the server renders filtered.
    const html = await (await fetch(`${appUrl()}/templates?q=&plan=free&category=Business`)).text();
    const shown = [...html.matchAll(/<article(?![^>]*display:\s*none)[^>]*aria-labelledby="template-([a-z]+)-title"/g)].map(
      (m) => TEMPLATES.find((t) => t.id === m[1])!.name,
    );
    expect(shown).toEqual(expected("free", "Business"));
    expect(html).toMatch(/<option value="free" selected="">Free<\/option>/);
  });

  test("demo pages answer 200 and may be indexed; an unknown template answers 404 with noindex", async () => {
    const demo = await fetch(`${appUrl()}/templates/modern/demo`);
    expect(demo.status).toBe(200);
    const html = await demo.text();
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(sampleFor("modern").name);
    expect(html).toContain("/signup?next=%2Fbuilder%2Fmodern");
    // Templates made for one kind of person show a sample that suits them.
    const developer = await (await fetch(`${appUrl()}/templates/codebase/demo`)).text();
    expect(developer).toContain("Tomás Lindqvist");
    expect(developer).not.toContain(sampleFormData.name);
    const missing = await fetch(`${appUrl()}/templates/no-such-template/demo`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("Template not found");
    expect(missingHtml).toContain('<meta name="robots" content="noindex"/>');
  });

  test.each([
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ])("home at $width×$height: the hero previews are above the fold, loaded, and not the largest paint", async ({ width, height }) => {
    const context = await browser.context({ width, height });
    const page = await browser.open(context, "/home");
    const previews = page.getByRole("list", { name: "Template previews" }).getByRole("link");
    await previews.first().waitFor();
    expect(await previews.count()).toBe(3);
    for (const link of await previews.all()) {
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      await expect.poll(() => link.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const lcpTag = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            resolve(entries.at(-1)?.element?.tagName ?? "none");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcpTag).not.toBe("IMG");
    expect(await previews.first().getAttribute("href")).toBe("/portfolio-builder/templates/minimalist/demo");
  });

  /** A toast from a failed login, compared with the header (and its open mobile menu). */
  async function toastBelowHeader(page: Page, menuOpen: boolean) {
    await page.goto(appUrl() + "/login");
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    if (menuOpen) {
      await page.getByRole("button", { name: "Open navigation" }).click();
      await page.getByRole("navigation", { name: "Main (mobile)" }).waitFor();
    }
    await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("nobody"));
    await page.getByRole("textbox", { name: "Password" }).fill("not the password 1");
    await page.getByRole("textbox", { name: "Password" }).press("Enter");
    const shown = page.locator(".mantine-Notification-root").first();
    await shown.waitFor();
    // Measure once the enter transition has ended.
    await expect.poll(() => shown.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    const toastBox = (await shown.boundingBox())!;
    const headerBox = (await page.getByRole("banner").boundingBox())!;
    const viewport = page.viewportSize()!;
    return { gap: toastBox.y - (headerBox.y + headerBox.height), right: toastBox.x + toastBox.width, left: toastBox.x, viewport: viewport.width };
  }

  test("toasts sit below the header and never cover the navigation, from 320 px up", async () => {
    const widths = [320, 375, 600, 768, 1024, 1440];
    for (const width of widths) {
      const context = await browser.context({ width, height: 760 });
      // Failed logins log errors on purpose: this page is not watched for console errors.
      const page = await context.newPage();
      const placed = await toastBelowHeader(page, false);
      expect(placed.gap, `${width}px`).toBeGreaterThanOrEqual(0);
      expect(placed.left).toBeGreaterThanOrEqual(0);
      expect(placed.right).toBeLessThanOrEqual(placed.viewport);
      // Below md the navigation is a burger menu: open, it pushes toasts further down.
      if (width < 992) {
        const open = await toastBelowHeader(page, true);
        expect(open.gap, `${width}px, menu open`).toBeGreaterThanOrEqual(0);
      }
      await context.close();
    }
  });

  test("published pages on a phone: the section nav is one line, and a section opened at #section shows its heading below any sticky header", async () => {
    const user = await seedPublished("minimalist");
    const context = await browser.context({ width: 375, height: 740 });
    const problems: string[] = [];
    const pages = [`/portfolio-view/${user.userId}`, ...TEMPLATE_IDS.map((id) => `/templates/${id}/demo`)];
    for (const route of pages) {
      const page = await browser.open(context, route);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const nav = page.getByRole("navigation", { name: "Sections" }).first();
      const navBox = await nav.boundingBox();
      if (navBox && navBox.height > 64) problems.push(`${route}: the section nav is ${Math.round(navBox.height)} px high`);
      for (const id of ["about", "experience", "projects", "contact"]) {
        // Open the section, then wait for the page to settle: its hashchange handlers have run and the
        // section's place on screen is the same two frames running (was a fixed 150 ms wait each time).
        await page.evaluate(
          (hash) =>
            new Promise<void>((resolve) => {
              const settle = () => {
                let last = NaN;
                const frame = () => {
                  const top = document.getElementById(hash)?.getBoundingClientRect().top ?? 0;
                  if (top === last) resolve();
                  else requestAnimationFrame(() => ((last = top), frame()));
                };
                frame();
              };
              addEventListener("hashchange", settle, { once: true });
              // Setting the address it already has changes nothing and fires no event.
              setTimeout(settle, 1000);
              location.hash = hash;
            }),
          id,
        );
        const overlap = await page.evaluate((sectionId) => {
          const section = document.getElementById(sectionId);
          const heading = section?.querySelector("h2, h3");
          if (!section || !heading || section.getBoundingClientRect().height === 0) return null;
          // Everything pinned to the top of the viewport: sticky or fixed boxes whose top is at 0.
          const pinned = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => {
            const { position } = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            return (position === "sticky" || position === "fixed") && box.height > 0 && box.top <= 1 && box.bottom > 0;
          });
          const covered = Math.max(0, ...pinned.map((el) => el.getBoundingClientRect().bottom));
          return { top: heading.getBoundingClientRect().top, covered };
        }, id);
        // Within a pixel: layout in fractions of a pixel can leave a heading at -0.4 px with nothing pinned.
        if (overlap && overlap.top < overlap.covered - 1)
          problems.push(`${route}#${id}: heading at ${Math.round(overlap.top)} px under a sticky header ending at ${Math.round(overlap.covered)} px`);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});
