import { describe, expect, test } from "vitest";
import { PREMIUM_MESSAGE, TEMPLATES } from "../../convex/model/templates";
import { appUrl, uniqueEmail, useBrowser } from "./fixtures";
import { newSignedInUser, toast } from "./journeys";
import { adminRun } from "./seed";

const browser = useBrowser();

describe("premium templates", () => {
  test("a free user is blocked from the $15 and $20 templates with the spec's message; the URL does not change", async () => {
    const page = await browser.open(await browser.context(), "/signup");
    await newSignedInUser(page, uniqueEmail("free"));
    await page.goto(appUrl() + "/templates");
    for (const name of ["Artistic", "Bold"]) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
      await card
        .getByRole("link", { name: /Use this template/ })
        .or(card.getByRole("button", { name: /Use this template/ }))
        .click();
      await toast(page, PREMIUM_MESSAGE);
      expect(page.url()).toBe(`${appUrl()}/templates`);
      await page.locator(".mantine-Notification-root").getByRole("button").first().click();
    }
  });

  test("a member loading /templates directly gets the page without React: Free sees the premium templates locked; on Pro, with an expired access token, none, and one opens", async () => {
    const page = await browser.open(await browser.context(), "/signup");
    const email = uniqueEmail("member-gallery");
    await newSignedInUser(page, email);
    const served = await page.goto(appUrl() + "/templates");
    // As served, the page loads no React app (after the first paint it may warm the app's modules for
    // the next navigation: preloadApp.ts, so the live document is not the place to count them).
    expect(await served!.text()).not.toMatch(/<script[^>]+src="[^"]*entry\.client|<link[^>]+rel="modulepreload"/);
    expect(await page.locator('script[src*="entry.client"]').count()).toBe(0);
    const premium = TEMPLATES.filter((t) => t.price > 10).length;
    const locks = page.locator("a[data-template-use] .tabler-icon-lock");
    await expect.poll(() => locks.count()).toBe(premium);
    // The links lead to the builder (a new tab opens it there; the builder checks the plan too).
    const bold = page.getByRole("article", { name: "Bold" }).getByRole("link", { name: /Use this template/ });
    expect(await bold.getAttribute("href")).toBe("/portfolio-builder/builder/bold");

    // On Pro, and with the stored access token expired: the script refreshes the session first.
    await adminRun("users:setPlan", { email, plan: "pro" });
    const storedToken = () => page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith("__convexAuthJWT_"))![1]);
    const expired = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("__convexAuthJWT_"))!;
      const [head, , signature] = localStorage.getItem(key)!.split(".");
      const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, "");
      localStorage.setItem(key, `${head}.${payload}.${signature}`);
      return localStorage.getItem(key);
    });
    await page.reload();
    await expect.poll(storedToken).not.toBe(expired);
    await page.getByRole("article", { name: "Bold" }).waitFor();
    expect(await locks.count()).toBe(0);
    await bold.click();
    await page.waitForURL(`${appUrl()}/builder/bold`);
    await page.getByRole("textbox", { name: "Full name" }).waitFor({ timeout: 15_000 });
  });
});
