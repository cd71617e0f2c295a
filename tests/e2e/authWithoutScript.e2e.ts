import type { Route } from "playwright-core";
import { describe, expect, test } from "vitest";
import { watchErrors } from "../../scripts/lib/chromium";
import { NEEDS_JAVASCRIPT } from "../../src/account/auth/authTexts";
import { appUrl, PASSWORD, uniqueEmail, useBrowser } from "./fixtures";
import { signUp, toast } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();

/** A form the server refuses comes back with HTTP 400, as intended: not an error of the journey. */
function forgetRefusedPosts() {
  for (let i = browser.errors.length - 1; i >= 0; i--) if (/\b400\b.*\/(login|signup)\b/.test(browser.errors[i])) browser.errors.splice(i, 1);
}

describe("/login and /signup sent before their script ran: the server answers the form", () => {
  test("without JavaScript: errors on their fields, sign-up on to /login, a wrong password refused, a right one answered", async () => {
    const page = await browser.open(await browser.context({ javaScript: false }), "/signup");
    const email = page.getByRole("textbox", { name: "Email" });
    const password = page.getByRole("textbox", { name: "Password" });
    const address = uniqueEmail("noscript");

    await email.fill("ada@example");
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Enter a valid email address.").waitFor();
    expect(await email.inputValue()).toBe("ada@example");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.getAttribute("aria-describedby")).toContain("auth-email-error");
    expect(await password.inputValue()).toBe("");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("auth-email");

    await email.fill(address);
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL(/\/login\?signedUp=/);
    await page.getByRole("status").filter({ hasText: "Signup successful!" }).waitFor();
    expect(await email.inputValue()).toBe(address);

    await password.fill("not the password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email or password." }).waitFor();
    expect(await page.getByRole("alert").textContent()).toContain("Login failed");
    expect(await email.inputValue()).toBe(address);

    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("status").filter({ hasText: "Login successful!" }).waitFor();
    await page.getByText(NEEDS_JAVASCRIPT).waitFor();
    // The session is in the page only (for its script), never in the address.
    expect(page.url()).toMatch(/\/login\?signedUp=[^&]*$/);
    forgetRefusedPosts();
  });

  /** A page whose own script (its built asset) never arrives while the test runs; `held` lists its requests. */
  async function pageWithoutItsScript() {
    const context = await browser.context();
    const page = await context.newPage();
    watchErrors(page, browser.errors);
    const held: Route[] = [];
    await page.route(/\/assets\/auth-page-[^/]*\.js(\?.*)?$/, (route) => void held.push(route));
    return { page, held };
  }

  test("with the script held back, signing up looks as it does with the script: the toast, then /login with the email", async () => {
    const { page, held } = await pageWithoutItsScript();
    const address = uniqueEmail("slowsignup");
    // The journeys' own steps (their waits: the toast, an address ending in /login).
    await signUp(page, address);
    expect(held.length).toBeGreaterThan(0);
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(address);
  });

  test("with the script held back, logging in posts to the server and the person lands on the dashboard, signed in", async () => {
    const user = await seedUser("slowscript");
    const { page, held } = await pageWithoutItsScript();
    await page.goto(`${appUrl()}/login`, { waitUntil: "commit" });
    await page.getByRole("textbox", { name: "Email" }).fill(user.email);
    await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST" && /\/login$/.test(response.url())),
      page.getByRole("button", { name: "Log in" }).click(),
    ]);
    expect(held.length).toBeGreaterThan(0);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("no-store");

    await page.waitForURL(/\/dashboard$/);
    await toast(page, "Login successful!");
    await page.getByText(user.email).first().waitFor();
    // Signed in the way the app expects: Convex Auth's tokens in localStorage.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.some((key) => key.startsWith("__convexAuthJWT_"))).toBe(true);
    expect(keys.some((key) => key.startsWith("__convexAuthRefreshToken_"))).toBe(true);
  });
});
