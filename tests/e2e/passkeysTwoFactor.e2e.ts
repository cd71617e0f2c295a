import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { Secret, TOTP } from "otpauth";
import { describe, expect, test } from "vitest";
import { watchErrors } from "../../scripts/lib/chromium";
import { NEEDS_JAVASCRIPT } from "../../src/account/auth/authTexts";
import { appUrl, forgetRefusedSignIns, PASSWORD, uniqueEmail, useBrowser } from "./fixtures";
import { logIn, toast } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();

/**
 * WebAuthn needs a domain for its relying party, not an IP address: the app configured as
 * http://127.0.0.1:<port> offers passkeys at http://localhost:<port> (convex/lib/passkeyConfig.ts).
 */
const localhostUrl = () => appUrl().replace("//127.0.0.1:", "//localhost:");

/** A page with Chromium's virtual authenticator: a platform passkey store with user verification (a fingerprint that always matches). */
async function pageWithAuthenticator(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  watchErrors(page, browser.errors);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(localhostUrl() + route);
  return page;
}

const logOut = async (page: Page) => {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await page.waitForURL(/\/login$/);
};

describe("passkeys", () => {
  test("added on the account page, then used from /login without an email", async () => {
    const user = await seedUser("passkey");
    const page = await pageWithAuthenticator(await browser.context(), "/login");
    await logIn(page, user.email);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(localhostUrl() + "/account");
    const section = page.getByRole("region", { name: "Passkeys" });
    await section.getByRole("textbox", { name: "Passkey name" }).fill("Test laptop");
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await toast(page, "Passkey added. You can now log in with it.");
    await section.getByText("Test laptop").waitFor();
    await section.getByText(/Never used/).waitFor();

    await logOut(page);
    // A first load: the static page, whose passkey script loads on the click.
    await page.goto(localhostUrl() + "/login");
    await page.getByRole("button", { name: "Use a passkey" }).click();
    // Back where Logout was pressed, as after a password.
    await page.waitForURL(/\/account$/);
    await toast(page, "Login successful!");
    await page.goto(localhostUrl() + "/account");
    await page
      .getByRole("region", { name: "Passkeys" })
      .getByText(/Last used/)
      .waitFor();
  });

  test("signing up with a passkey instead of a password", async () => {
    const page = await pageWithAuthenticator(await browser.context(), "/signup");
    // Without an email the passkey has no account to go to.
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await toast(page, /Enter your email first/);
    await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("passkey-signup"));
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.waitForURL(/\/dashboard$/);
    await toast(page, "Signup successful!");
  });
});

describe("two-factor codes", () => {
  test("turned on with a code from the secret on screen; then a password asks for a code, a recovery code works once, with or without JavaScript", async () => {
    const user = await seedUser("twofactor");
    const page = await browser.open(await browser.context(), "/login");
    await logIn(page, user.email);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(appUrl() + "/account");
    const section = page.getByRole("region", { name: "Two-factor authentication" });
    await section.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await section.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await section.getByTestId("two-factor-secret").textContent())!.replace(/\s/g, "");
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await section.getByRole("textbox", { name: "Code from the app" }).fill(totp.generate());
    await section.getByRole("button", { name: "Confirm" }).click();
    // allTextContents does not wait: the list comes with the confirmation's answer.
    const codeItems = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await codeItems.first().waitFor();
    const codes = (await codeItems.allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("button", { name: "Download as .txt" }).click()]);
    expect(download.suggestedFilename()).toBe("portfolio-builder-recovery-codes.txt");
    expect(await readFile(await download.path(), "utf8")).toContain(codes.join("\n"));
    await section.getByRole("button", { name: "I have saved them" }).click();
    await section.getByText("10 of 10 recovery codes left.", { exact: false }).waitFor();

    // The app's /login (after Logout): the password, then a code (the next step's: the first is spent).
    await logOut(page);
    await logIn(page, user.email);
    await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await page.getByRole("textbox", { name: "Authentication code" }).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(/\/account$/);

    // The static /login (a first load): a recovery code, once.
    for (const expected of ["signedIn", "refused"] as const) {
      if (expected === "signedIn") await logOut(page);
      await page.goto(appUrl() + "/login");
      await logIn(page, user.email);
      await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
      await page.getByRole("textbox", { name: "Authentication code" }).fill(codes[0]);
      await page.getByRole("button", { name: "Verify" }).click();
      if (expected === "signedIn") {
        await page.waitForURL(/\/dashboard$/);
        await logOut(page);
      } else {
        await page.getByText(/That code is not right/).waitFor();
      }
    }
    forgetRefusedSignIns(browser.errors);
    for (let i = browser.errors.length - 1; i >= 0; i--) if (/\b400\b.*\/login\b/.test(browser.errors[i])) browser.errors.splice(i, 1);

    // Without JavaScript: the server asks for the code too.
    const noScript = await browser.open(await browser.context({ javaScript: false }), "/login");
    await noScript.getByRole("textbox", { name: "Email" }).fill(user.email);
    await noScript.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    await noScript.getByRole("button", { name: "Log in" }).click();
    await noScript.getByRole("textbox", { name: "Authentication code" }).fill(codes[1]);
    await noScript.getByRole("button", { name: "Verify" }).click();
    await noScript.getByText(NEEDS_JAVASCRIPT).waitFor();
  });
});
