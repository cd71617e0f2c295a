import type { Locator, Page } from "playwright-core";
import { appUrl, PASSWORD } from "./fixtures";

/** Waits for a toast (Mantine notification) containing `text`. */
export async function toast(page: Page, text: string | RegExp) {
  await page.locator(".mantine-Notification-root").filter({ hasText: text }).first().waitFor();
}

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto(appUrl() + "/signup");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await toast(page, "Signup successful!");
  await page.waitForURL(/\/login$/);
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  if (!page.url().endsWith("/login")) await page.goto(appUrl() + "/login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** A new account, signed in, on the dashboard. */
export async function newSignedInUser(page: Page, email: string) {
  await signUp(page, email);
  await logIn(page, email);
  await page.waitForURL(/\/dashboard$/);
}

// --- The builder, preview and public view (journeys 3, 5 and 6) ---

/** The builder's autosave status line ("Saved 10:42", "Unsaved changes", …). */
export const saveStatus = (page: Page) => page.getByTestId("save-status");

/** Waits until the builder's status reads "Saved …" (or confirms a Save the person pressed); returns when it did (ms since epoch). */
export async function waitForSaved(page: Page, timeout = 15_000): Promise<number> {
  await saveStatus(page)
    .filter({ hasText: /^(Saved |Portfolio saved successfully!$)/ })
    .waitFor({ timeout });
  return Date.now();
}

/** Opens a builder section from the sidebar and waits for its form. */
export async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Builder sections" }).getByRole("button", { name, exact: true }).click();
  await sectionForm(page, name).waitFor();
}

/** The builder's form for one section (labelled by the section's heading). */
export const sectionForm = (page: Page, name: string) => page.getByRole("form", { name, exact: true });

/** A builder on `/builder/<templateId>` whose draft has loaded. */
export async function openBuilder(page: Page, templateId: string) {
  if (!page.url().endsWith(`/builder/${templateId}`)) await page.goto(`${appUrl()}/builder/${templateId}`);
  await page.getByRole("textbox", { name: "Full name" }).waitFor({ timeout: 15_000 });
}

/** Picks `file` through the button's file chooser, as a person would. */
export async function pickFile(page: Page, button: Locator, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), button.click()]);
  await chooser.setFiles(file);
}

/**
 * Whether an image finished loading with real pixels (brings lazy ones into view first). The
 * locator is resolved afresh on each try, as React may replace the element while a page settles.
 */
export async function imageLoaded(image: Locator, timeout = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const remaining = Math.max(deadline - Date.now(), 1);
    const loaded = await image
      .scrollIntoViewIfNeeded({ timeout: remaining })
      .then(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, undefined, { timeout: remaining }))
      .catch(() => false);
    if (loaded) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A person who already has an account, signed in through the login page. */
export async function signedIn(page: Page, email: string) {
  await logIn(page, email);
  await page.waitForURL(/\/dashboard$/);
}
