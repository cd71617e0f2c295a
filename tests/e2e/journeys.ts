import type { Page } from "playwright-core";
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
