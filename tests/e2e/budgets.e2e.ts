import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { BUILD_LOG } from "../../scripts/lib/app";
import { formatRoute, measureRoute } from "../../scripts/bench/bundle";
import { launchChromium } from "../../scripts/lib/chromium";
import { seriousViolations } from "./axe";
import { appUrl, uniqueEmail, useBrowser } from "./fixtures";
import { newSignedInUser, saveStatus } from "./journeys";
import { api } from "../../convex/_generated/api";
import { sampleWithImages, seedUser } from "./seed";

const browser = useBrowser();
const KB = 1024;

describe("budgets", () => {
  test("the build says nothing about the project's own code or config (the log npm start keeps quiet)", () => {
    const distDir = path.resolve(process.env.E2E_DIST_DIR || "dist");
    const log = readFileSync(path.join(distDir, BUILD_LOG), "utf8");
    expect(log).toMatch(/built in/);
    // Vite's config loader, Rolldown's checks and its size report: each names our files or chunks.
    for (const warning of [
      "without a file extension",
      "INEFFECTIVE_DYNAMIC_IMPORT",
      "MODULE_LEVEL_DIRECTIVE",
      "larger than",
      "PLUGIN_TIMINGS",
      "externalized for browser compatibility",
    ]) {
      expect(log, warning).not.toContain(warning);
    }
  });

  test("bundle: /home, /about, /pricing, /contact ≤ 3 KB JS (no React) and ≤ 25 KB CSS; /login, /signup ≤ 9 KB JS; /templates ≤ 5 KB JS; a published portfolio ≤ 60 KB JS and no React", async () => {
    // A Free plan's page: its "Made with Portfolio Builder" link counts in the budget.
    const user = await seedUser("budget");
    await user.client.mutation(api.portfolios.publish, { templateId: "minimalist", formData: await sampleWithImages(user) });
    const chromium = await launchChromium();
    try {
      const view = await measureRoute(chromium, appUrl(), `/portfolio-view/${user.userId}`);
      console.log(formatRoute(view).replace(user.userId, "{uid}"));
      expect(view.js).toBeLessThanOrEqual(60 * KB);
      expect(view.files.map((f) => f.url).join(" ")).not.toMatch(/entry\.client|chunk-|react-dom/);
      // Plain server HTML and the one-file visitor script (2.9 KB when measured, /contact's form rules
      // included); the app is module-preloaded on intent, or prefetched (not a script request) once idle.
      for (const route of ["/home", "/about", "/pricing", "/contact"]) {
        const page = await measureRoute(chromium, appUrl(), route);
        console.log(formatRoute(page));
        expect(page.js, route).toBeGreaterThan(0);
        expect(page.js, route).toBeLessThanOrEqual(3 * KB);
        expect(page.css, route).toBeLessThanOrEqual(25 * KB);
        expect(page.files.map((f) => f.url).join(" "), route).not.toMatch(/entry\.client|chunk-|react-dom|Builder|Template(?!Showcase|PreviewImage)/);
      }
      // The sign-in pages: HTML plus their own script (src/account/auth-page) and the small modules it shares
      // with the app, the visitor script (with /contact's rules) included; no React (8.6 KB when measured; 205 KB while they hydrated the app).
      for (const route of ["/login", "/signup"]) {
        const page = await measureRoute(chromium, appUrl(), route);
        console.log(formatRoute(page));
        expect(page.js, route).toBeLessThanOrEqual(9 * KB);
        expect(page.css, route).toBeLessThanOrEqual(25 * KB);
        expect(page.files.map((f) => f.url).join(" "), route).not.toMatch(/entry\.client|chunk-|react-dom|Builder|passwordStrength/);
      }
      // The gallery: HTML with every card, and its own script (search, and for a member the plan's locks and
      // "Use this template", loaded only then) with the visitor script inside; no React (4.2 KB when measured;
      // 205 KB while it hydrated the app).
      for (const route of ["/templates"]) {
        const page = await measureRoute(chromium, appUrl(), route);
        console.log(formatRoute(page));
        expect(page.js, route).toBeLessThanOrEqual(5 * KB);
        expect(page.css, route).toBeLessThanOrEqual(25 * KB);
        expect(page.files.map((f) => f.url).join(" "), route).not.toMatch(/entry\.client|chunk-|react-dom|Builder|member/);
      }
    } finally {
      await chromium.close();
    }
  });

  test("accessibility: no serious or critical axe violations on the app's pages, light and dark", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/home");
    const violations: string[] = [];
    const audit = async (route: string, ready: string | RegExp) => {
      await page.goto(appUrl() + route);
      await page.getByRole("heading", { name: ready }).first().waitFor();
      violations.push(...(await seriousViolations(page)));
    };
    await audit("/home", "Portfolio Builder");
    await audit("/pricing", "Our Pricing Plans");
    await audit("/about", /About/);
    await audit("/contact", /Contact/);
    await audit("/login", "Log in");
    await audit("/signup", "Create your account");
    await newSignedInUser(page, uniqueEmail("axe"));
    await audit("/dashboard", /Welcome/);
    await audit("/templates", "Templates");
    await audit("/builder/minimalist", "Build your portfolio");
    // A saved draft, so the preview shows a whole portfolio in the app's frame.
    await page.getByRole("button", { name: "Start from the sample portfolio" }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "Full name" }).inputValue(), { timeout: 15_000 }).not.toBe("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saveStatus(page).filter({ hasText: "Portfolio saved successfully!" }).waitFor();
    await audit("/preview", "Minimalist Template");
    await audit("/account", /Account/);
    // The same pages in the dark scheme.
    await page
      .getByRole("button", { name: /dark|colou?r scheme|theme/i })
      .first()
      .click();
    await audit("/dashboard", /Welcome/);
    await audit("/builder/minimalist", "Build your portfolio");
    await audit("/preview", "Minimalist Template");
    await audit("/home", "Portfolio Builder");
    expect(violations).toEqual([]);
  });
});
