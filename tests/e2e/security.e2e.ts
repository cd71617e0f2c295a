import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { describe, expect, inject, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { OUTBOX_DIR } from "../../local-backend/outbox";
import { appUrl, forgetRefusedSignIns, PASSWORD, uniqueEmail, useBrowser } from "./fixtures";
import { logIn, newSignedInUser, signUp, toast } from "./journeys";
import { seedPublished } from "./seed";

const browser = useBrowser();

/**
 * The newest mail the local backend's outbox holds for `email` whose text matches `pattern`
 * (waits for it to arrive; the address's confirmation link, mailed at sign-up, is there too).
 */
async function mailTo(email: string, pattern: RegExp, timeout = 10_000): Promise<{ subject: string; text: string }> {
  const dir = path.join(inject("dataDir"), OUTBOX_DIR);
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(dir, file), "utf8")) as { to: string; subject: string; text: string };
      if (mail.to === email && pattern.test(mail.text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} in the outbox`);
}

describe("account security journeys", () => {
  test("forgot password: the code from the outbox sets a new password; the old one stops working", async () => {
    const email = uniqueEmail("reset");
    const page = await browser.open(await browser.context(), "/signup");
    await signUp(page, email);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/reset-password$/);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByText(`If an account uses ${email}, we sent it a code.`, { exact: false }).waitFor();

    const code = /Your code: (\d{8})/.exec((await mailTo(email, /Your code: \d{8}/)).text)![1];
    await page.getByRole("textbox", { name: "Code" }).fill(code);
    await page.getByRole("textbox", { name: "New password" }).fill("violet tractor umbrella 19");
    await page.getByRole("button", { name: "Set new password" }).click();
    await toast(page, "Your password was changed.");
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL(/\/login$/);
    await logIn(page, email, PASSWORD);
    await toast(page, "Invalid email or password.");
    await logIn(page, email, "violet tractor umbrella 19");
    await page.waitForURL(/\/dashboard$/);
  });

  test("changing the password signs out the other device; sign out of all devices ends this one too", async () => {
    const email = uniqueEmail("change");
    const laptop = await browser.open(await browser.context(), "/signup");
    await newSignedInUser(laptop, email);
    const phone = await browser.open(await browser.context(), "/login");
    await logIn(phone, email);
    await phone.waitForURL(/\/dashboard$/);

    await laptop.goto(appUrl() + "/account");
    const form = laptop.getByRole("region", { name: "Password" });
    await form.getByRole("textbox", { name: "Current password" }).fill(PASSWORD);
    await form.getByRole("textbox", { name: "New password" }).fill("violet tractor umbrella 19");
    await form.getByRole("button", { name: "Change password" }).click();
    await toast(laptop, "Password changed.");
    // The other device's session ended at once: it is sent to the login page.
    await phone.waitForURL(/\/login$/, { timeout: 10_000 });
    expect(laptop.url()).toMatch(/\/account$/);

    await laptop.getByRole("button", { name: "Sign out of all devices" }).click();
    await laptop.waitForURL(/\/login$/);
    await laptop.goto(appUrl() + "/dashboard");
    await laptop.waitForURL(/\/login$/);
  });

  test("deleting the account: password confirms, the public page is gone, login is refused, other devices are out", async () => {
    const owner = await seedPublished("minimalist");
    const backend = new ConvexHttpClient(inject("backendUrl"));
    expect((await backend.query(api.portfolios.getPublic, { userId: owner.userId })).status).toBe("published");

    const laptop = await browser.open(await browser.context(), "/login");
    await logIn(laptop, owner.email);
    await laptop.waitForURL(/\/dashboard$/);
    const phone = await browser.open(await browser.context(), "/login");
    await logIn(phone, owner.email);
    await phone.waitForURL(/\/dashboard$/);

    await laptop.goto(appUrl() + "/account");
    await laptop.getByRole("button", { name: "Delete account…" }).click();
    const dialog = laptop.getByRole("dialog", { name: "Delete your account for good?" });
    await dialog.getByRole("textbox", { name: "Password" }).fill("not my password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("The password is not correct.").waitFor();
    await dialog.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await toast(laptop, "Your account and everything in it were deleted.");
    await laptop.waitForURL(/\/home$/);
    await phone.waitForURL(/\/login$/, { timeout: 10_000 });

    expect(await backend.query(api.portfolios.getPublic, { userId: owner.userId })).toEqual({ status: "gone" });
    // The public link answers 410 Gone, with a page that says so.
    const gone = await fetch(`${appUrl()}/portfolio-view/${owner.userId}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("This portfolio is not available");

    await logIn(laptop, owner.email);
    await toast(laptop, "Invalid email or password.");
    forgetRefusedSignIns(browser.errors);
  });
});
