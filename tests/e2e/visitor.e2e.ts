import { describe, expect, test } from "vitest";
import { appUrl, useBrowser } from "./fixtures";

const browser = useBrowser();

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
    // The session is unknown when prerendering: no signed-in or signed-out links yet.
    expect(html).not.toMatch(/>(Dashboard|Login)</);
    expect(await (await fetch(appUrl() + "/pricing")).text()).toMatch(/Our Pricing Plans/);
    expect(await (await fetch(appUrl() + "/about")).text()).toMatch(/Simplicity/);
    expect(await (await fetch(appUrl() + "/contact")).text()).toMatch(/Full Name/);
    // App screens need the session, which only the browser holds: their shell waits for it.
    const dashboard = await fetch(appUrl() + "/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Loading...");
    expect((await fetch(appUrl() + "/no-such-page")).status).toBe(404);
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
    await page.getByLabel("Message").fill("Hello from the browser suite");
    await page.getByRole("button", { name: /send/i }).click();
    await page.getByRole("alert").filter({ hasText: /sent|thank/i }).first().waitFor();
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("");
  });

  test("a signed-out visitor asking for /dashboard goes to /login", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/dashboard");
    await page.waitForURL(/\/login/);
    expect(page.url()).toBe(`${appUrl()}/login`);
  });
});
