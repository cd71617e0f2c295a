import { describe, expect, test } from "vitest";
import { formatRoute, measureRoute } from "../../scripts/bench/bundle";
import { launchChromium } from "../../scripts/lib/chromium";
import { seriousViolations } from "./axe";
import { appUrl, uniqueEmail, useBrowser } from "./fixtures";
import { newSignedInUser, saveStatus } from "./journeys";
import { seedPublished } from "./seed";

const browser = useBrowser();
const KB = 1024;

describe("budgets", () => {
  test("bundle: /home ≤ 200 KB JS and ≤ 25 KB CSS (gzip); a published portfolio ≤ 60 KB JS and no React", async () => {
    const user = await seedPublished("minimalist");
    const chromium = await launchChromium();
    try {
      const home = await measureRoute(chromium, appUrl(), "/home");
      const view = await measureRoute(chromium, appUrl(), `/portfolio-view/${user.userId}`);
      console.log(formatRoute(home));
      console.log(formatRoute(view).replace(user.userId, "{uid}"));
      expect(home.js).toBeGreaterThan(0);
      // 200 KB since React Router's framework runtime (hydrating server-rendered pages) came in.
      expect(home.js).toBeLessThanOrEqual(200 * KB);
      expect(home.css).toBeLessThanOrEqual(25 * KB);
      expect(view.js).toBeLessThanOrEqual(60 * KB);
      expect(view.files.map((f) => f.url).join(" ")).not.toMatch(/entry\.client|chunk-|react-dom/);
      // Visitor pages must not download the builder's or the templates' code.
      expect(home.files.map((f) => f.url).join(" ")).not.toMatch(/Builder|Template(?!Showcase|PreviewImage)/);
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
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await saveStatus(page).filter({ hasText: "Portfolio saved successfully!" }).waitFor();
    await audit("/preview", "Minimalist Template");
    await audit("/account", /Account/);
    // The same pages in the dark scheme.
    await page.getByRole("button", { name: /dark|colou?r scheme|theme/i }).first().click();
    await audit("/dashboard", /Welcome/);
    await audit("/builder/minimalist", "Build your portfolio");
    await audit("/preview", "Minimalist Template");
    await audit("/home", "Portfolio Builder");
    expect(violations).toEqual([]);
  });
});
