import { describe, expect, test } from "vitest";
import { COLOR_SCHEME_STORAGE_KEY } from "../../src/lib/colorScheme";
import { appUrl, forgetRefusedSignIns, uniqueEmail, useBrowser } from "./fixtures";
import { logIn, signUp, toast } from "./journeys";

const browser = useBrowser();

describe("accounts journey", () => {
  test("sign up, land on login with the email filled in, log in, see the dashboard, log out", async () => {
    const email = uniqueEmail("ada");
    const page = await browser.open(await browser.context(), "/signup");
    await page.getByRole("textbox", { name: "Email" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
    await signUp(page, email);
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(email);
    await logIn(page, email);
    await toast(page, "Login successful!");
    await page.waitForURL(/\/dashboard$/);
    await page.getByText(`Welcome`, { exact: false }).first().waitFor();
    await page.getByText(email).first().waitFor();
    // A full load of the prerendered /home, signed in and in dark mode: it takes over the
    // prerendered page (any hydration mismatch would be a console error) and shows the session.
    await page.evaluate((key) => localStorage.setItem(key, "dark"), COLOR_SCHEME_STORAGE_KEY);
    await page.goto(appUrl() + "/home");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe("dark");
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe("light");
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL(/\/login$/);
    await page.goto(appUrl() + "/dashboard");
    await page.waitForURL(/\/login$/);
  });

  test("a page without React knows the session: members' links and calls to action, and Logout ends the session", async () => {
    const email = uniqueEmail("hedy");
    const page = await browser.open(await browser.context(), "/signup");
    await signUp(page, email);
    await logIn(page, email);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(appUrl() + "/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Account" }).waitFor();
    expect(await nav.getByRole("link", { name: "Login" }).count()).toBe(0);
    // The member script marks their plan: Free is theirs, its button leads to the dashboard.
    expect(await page.getByRole("link", { name: "Go to your dashboard: Free" }).getAttribute("href")).toBe("/portfolio-builder/dashboard");
    const signOut = page.waitForResponse((response) => response.url().endsWith("/api/action") && response.request().method() === "POST");
    await nav.getByRole("button", { name: "Logout" }).click();
    // The server ended the session (auth:signOut), not only this browser's copy of it.
    const ended = await signOut;
    expect(ended.request().postDataJSON()).toMatchObject({ path: "auth:signOut" });
    expect(ended.status()).toBe(200); // Convex's HTTP API answers a failed function with another status
    await page.waitForURL(/\/login$/);
    await page.getByRole("button", { name: "Log in" }).waitFor();
    await page.goto(appUrl() + "/dashboard");
    await page.waitForURL(/\/login$/);
    await page.goto(appUrl() + "/home");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).waitFor();
  });

  test("wrong password and unknown email show the same message; a duplicate email is refused", async () => {
    const email = uniqueEmail("grace");
    const page = await browser.open(await browser.context(), "/signup");
    await signUp(page, email);
    await logIn(page, email, "not the password");
    await toast(page, "Invalid email or password.");
    expect(page.url()).toMatch(/\/login$/);
    await logIn(page, uniqueEmail("nobody"));
    await toast(page, "Invalid email or password.");

    await page.goto(appUrl() + "/signup");
    await page.getByRole("textbox", { name: "Email" }).fill(email.toUpperCase());
    await page.getByRole("textbox", { name: "Password" }).fill("another password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await toast(page, /already exists/);
    expect(page.url()).toMatch(/\/signup$/);
    forgetRefusedSignIns(browser.errors);
  });

  test("after login the guard returns to the page first asked for", async () => {
    const email = uniqueEmail("alan");
    const context = await browser.context();
    const setup = await browser.open(context, "/signup");
    await signUp(setup, email);
    await setup.close();
    const page = await browser.open(await browser.context(), "/account");
    await page.waitForURL(/\/login$/);
    await logIn(page, email);
    await page.waitForURL(/\/account$/);
  });

  test("a first load of /signup is HTML with a small script: errors tied to their fields, focus on the first, the strength hint", async () => {
    const context = await browser.context({ width: 375, height: 760 });
    const scripts: string[] = [];
    context.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
    const page = await browser.open(context, "/signup");
    const email = page.getByRole("textbox", { name: "Email" });
    const password = page.getByRole("textbox", { name: "Password" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("auth-email");
    // What follows is the script's doing: it starts after the first paint (before, the server answers a post).
    await page.locator("form[data-enhanced]").waitFor({ state: "attached" });
    await password.fill("short");
    await page.getByRole("button", { name: "Sign Up" }).click();
    // The first field in error gets the focus; each message is tied to its field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("auth-email");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await email.getAttribute("aria-describedby")}`).textContent()).toBe("Email is required.");
    expect(await password.getAttribute("aria-describedby")).toContain("auth-password-error");
    expect(await page.locator("#auth-password-error").textContent()).toBe("Password must be at least 8 characters.");
    // The strength hint (zxcvbn, loaded on the first keystroke) says what the rules say.
    await page.getByText("Strength: Very weak").waitFor();
    await email.fill("ada@example.com");
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    await password.fill("violet tractor umbrella 19");
    await page.getByText(/^Strength: (Good|Strong)/).waitFor();
    // No React, no router: the page's own script and the small modules it shares with the app.
    expect(scripts.filter((url) => /react|entry\.client|manifest/i.test(url))).toEqual([]);
  });
});
