import { describe, expect, test } from "vitest";
import { appUrl, useBrowser } from "./fixtures";

const browser = useBrowser();

/** Drops the console's lines for refusals a test caused on purpose (each named by its status). */
function expectRefused(status: number) {
  for (let i = browser.errors.length - 1; i >= 0; i--) if (new RegExp(`\\b${status}\\b`).test(browser.errors[i])) browser.errors.splice(i, 1);
}

describe("visitor journey", () => {
  test("/ lands on /home with the heading and calls to action", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/");
    await page.waitForURL(/\/portfolio-builder\/home$/);
    await page.getByRole("heading", { level: 1, name: "Portfolio Builder" }).waitFor();
    expect(await page.getByText(/show their skills in minutes/i).count()).toBeGreaterThan(0);
  });

  test("visitor pages arrive prerendered: their content is in the HTML, before any script runs", async () => {
    const html = await (await fetch(appUrl() + "/home")).text();
    expect(html).toMatch(/<h1[^>]*>Portfolio Builder/);
    expect(html).toMatch(/show their skills in minutes/i);
    // The session is unknown when prerendering: its links are in the HTML only hidden, for the page's script.
    const shown = html.replace(/<span data-session="[^"]*" hidden=""[^>]*>[\s\S]*?<\/span>/g, "");
    expect(shown).not.toMatch(/>(Dashboard|Login)</);
    expect(await (await fetch(appUrl() + "/pricing")).text()).toMatch(/Our Pricing Plans/);
    expect(await (await fetch(appUrl() + "/about")).text()).toMatch(/Simplicity/);
    expect(await (await fetch(appUrl() + "/contact")).text()).toMatch(/Full Name/);
    // App screens need the session, which only the browser holds: their shell waits for it.
    const dashboard = await fetch(appUrl() + "/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Loading...");
    expect((await fetch(appUrl() + "/no-such-page")).status).toBe(404);
  });

  test("/home, /about, /pricing and /contact ship no React: only the small visitor script, the app preloaded on intent", async () => {
    for (const route of ["/home", "/about", "/pricing", "/contact"]) {
      const html = await (await fetch(appUrl() + route)).text();
      expect(html, route).not.toContain("__reactRouterContext");
      expect(html, route).not.toContain('rel="modulepreload"');
      expect(html.match(/<script type="module" src="[^"]+"/g), route).toEqual([expect.stringMatching(/\/assets\/visitor-page-[\w-]+\.js"$/)]);
    }
    const context = await browser.context();
    // Save-Data: nothing is preloaded while idle, only on intent.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true }) }));
    const page = await browser.open(context, "/home");
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".js"))
          .map((e) => e.name),
      );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect((await scripts()).some((name) => name.includes("entry.client"))).toBe(false);
    // Heading into the app (the pointer on "Get started free") fetches its entry before the click.
    await page.getByRole("link", { name: "Get started free" }).hover();
    await expect.poll(async () => (await scripts()).some((name) => name.includes("entry.client"))).toBe(true);
    await page.getByRole("link", { name: "Get started free" }).click();
    await page.getByRole("button", { name: "Sign Up" }).waitFor();
  });

  test("visitor pages preload the app's code once loaded and idle, not before", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/contact");
    const timing = () =>
      page.evaluate(() => ({
        loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
        starts: performance
          .getEntriesByType("resource")
          .filter((e) => e.name.includes("entry.client"))
          .map((e) => e.startTime),
      }));
    // No pointer, focus or touch: the browser's idle moment after load fetches it.
    await expect.poll(async () => (await timing()).starts.length, { timeout: 15_000 }).toBe(1);
    const { loaded, starts } = await timing();
    expect(loaded).toBeGreaterThan(0);
    expect(starts[0]).toBeGreaterThanOrEqual(loaded + 4000);
    // Into the cache only (nothing compiled on the main thread); intent module-preloads.
    expect(await page.locator('link[rel="prefetch"][href*="entry.client"]').count()).toBe(1);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  });

  test("the static navigation: mobile menu, colour scheme", async () => {
    const context = await browser.context({ width: 375 });
    const page = await browser.open(context, "/about");
    await page.getByRole("heading", { name: "About Portfolio Builder" }).waitFor();
    expect(await page.getByRole("link", { name: "Pricing" }).count()).toBe(1); // the footer's; the menu is closed
    await page.getByRole("button", { name: "Open navigation" }).click();
    const menu = page.getByRole("navigation", { name: "Main (mobile)" });
    for (const name of ["Home", "Pricing", "About", "Contact", "Login", "Signup"]) await menu.getByRole("link", { name }).waitFor();
    expect(await menu.getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("button", { name: "Close navigation" }).click();
    await menu.waitFor({ state: "hidden" });
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const before = await scheme();
    const next = before === "dark" ? "light" : "dark";
    await page.getByRole("button", { name: `Switch to ${next} mode` }).click();
    expect(await scheme()).toBe(next);
    await page.getByRole("button", { name: `Switch to ${before} mode` }).waitFor();
    // Remembered as the app remembers it.
    await page.reload();
    expect(await scheme()).toBe(next);
  });

  test("pricing: the yearly toggle changes the prices", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/pricing");
    await page.getByRole("heading", { name: "Our Pricing Plans" }).waitFor();
    const proCard = page.getByRole("article").filter({ hasText: "Pro" }).first();
    const monthly = await proCard.innerText();
    expect(monthly).toContain("$10");
    await page.getByText("Yearly", { exact: true }).click();
    await expect.poll(() => proCard.innerText()).not.toBe(monthly);
    expect(await proCard.innerText()).toContain("$100");
  });

  test("about shows the four values", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/about");
    for (const value of ["Simplicity", "Creativity", "Speed", "Support"]) {
      await page.getByRole("heading", { name: value }).waitFor();
    }
    expect(await page.getByText(/2025/).count()).toBeGreaterThan(0);
  });

  test("contact: missing fields show messages; a complete message is sent and the form clears", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/contact");
    await page.getByRole("button", { name: /send/i }).click();
    await page.getByText("Full name is required.").waitFor();
    await page.getByText("Email is required.").waitFor();
    await page.getByText("Phone number is required.").waitFor();
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Your Email").fill("grace@example.com");
    await page.getByLabel("Phone Number").fill("+1 555 0100");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello from the browser suite");
    await page.getByRole("button", { name: /send/i }).click();
    await page.getByRole("status").filter({ hasText: "Thank you! We will get back to you soon." }).waitFor();
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("");
  });

  test("contact without React: errors tied to their fields with focus on the first; the server's refusal keeps what was typed", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/contact");
    await page.getByLabel("Your Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    const email = page.getByRole("textbox", { name: "Your Email" });
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await email.getAttribute("aria-describedby")}`).innerText()).toBe("Enter a valid email address.");
    // The rate limit (3 messages per sender in 10 minutes) is the server's: its message shows and nothing typed is lost.
    const sender = `limit-${Date.now()}@example.com`;
    for (let sent = 0; sent < 4; sent++) {
      await page.getByLabel("Full Name").fill("Ada Lovelace");
      await email.fill(sender);
      await page.getByLabel("Phone Number").fill("+44 20 7946 0000");
      await page.getByRole("textbox", { name: "Message" }).fill(`Message ${sent}`);
      await page.getByRole("button", { name: "Send Message" }).click();
      if (sent < 3) await expect.poll(() => page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("");
    }
    await page.getByRole("alert").filter({ hasText: "You have sent several messages recently." }).waitFor();
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("Message 3");
    expectRefused(560); // Convex's HTTP API answers an application error so
  });

  test("contact without JavaScript: the form posts to the page, which answers with its errors (what was typed kept) or its thank-you", async () => {
    const context = await browser.context({ javaScript: false });
    const page = await browser.open(context, "/contact");
    await page.getByLabel("Full Name").fill("Alan Turing");
    await page.getByLabel("Phone Number").fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." }).waitFor();
    await page.getByText("Email is required.").waitFor();
    await page.getByText("Too short: a phone number has at least 5 digits.").waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Alan Turing");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    await page.getByLabel("Your Email").fill(`alan-${Date.now()}@example.com`);
    await page.getByLabel("Phone Number").fill("+44 161 496 0000");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("status").filter({ hasText: "Thank you! We will get back to you soon." }).waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("");
    expectRefused(400);
  });

  test("a signed-out visitor asking for /dashboard goes to /login", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/dashboard");
    await page.waitForURL(/\/login/);
    expect(page.url()).toBe(`${appUrl()}/login`);
  });
});
