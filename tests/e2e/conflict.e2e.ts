import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { useBrowser } from "./fixtures";
import { openBuilder, openSection, saveStatus, signedIn, toast, waitForSaved } from "./journeys";
import { seedUser, type SeededUser } from "./seed";

const browser = useBrowser();

/** One device: its own browser profile, signed in, on the builder of the shared draft. */
type Device = { context: BrowserContext; page: Page };

async function device(user: SeededUser): Promise<Device> {
  const context = await browser.context();
  const page = await browser.open(context, "/login");
  await signedIn(page, user.email);
  await openBuilder(page, "minimalist");
  await waitForSaved(page);
  return { context, page };
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function setField(page: Page, section: string, name: string, value: string) {
  await openSection(page, section);
  await field(page, name).fill(value);
}

async function fieldValue(page: Page, section: string, name: string) {
  await openSection(page, section);
  return field(page, name).inputValue();
}

/** Waits until a field shows `value` (live updates arrive asynchronously). */
async function waitForValue(page: Page, section: string, name: string, value: string, timeout = 5000) {
  await openSection(page, section);
  await page.waitForFunction(
    ([label, expected]) =>
      [...document.querySelectorAll<HTMLLabelElement>("label")].some(
        (l) => l.textContent?.replace(/\s*\*$/, "") === label && (l.control as HTMLInputElement | null)?.value === expected,
      ),
    [name, value] as const,
    { timeout },
  );
}

/**
 * The deterministic race: B goes offline (the builder does not autosave offline) and edits; A
 * edits and autosaves; B comes back online and autosaves from the older revision.
 */
async function editOnBoth(a: Device, b: Device, edits: { a: [string, string, string]; b: [string, string, string] }) {
  await b.context.setOffline(true);
  await saveStatus(b.page).filter({ hasText: "Offline — will save when reconnected" }).waitFor();
  await setField(b.page, ...edits.b);
  // Offline, B keeps its edit and says so, well past the autosave delay.
  await b.page.waitForTimeout(1500);
  expect(await saveStatus(b.page).innerText()).toBe("Offline — will save when reconnected");

  await setField(a.page, ...edits.a);
  await saveStatus(a.page)
    .filter({ hasText: /^(Unsaved changes|Saving…)$/ })
    .waitFor();
  await waitForSaved(a.page);

  await b.context.setOffline(false);
}

/** Both devices changed the same field: B shows the choice. Returns the dialog. */
async function conflictingEdits(a: Device, b: Device, edits: { a: [string, string, string]; b: [string, string, string] }): Promise<Locator> {
  await editOnBoth(a, b, edits);
  const dialog = b.page.getByRole("dialog", { name: "Your draft was changed elsewhere" });
  await dialog.waitFor({ timeout: 15_000 });
  await dialog.getByText(/This draft was saved on another device or tab at .*Your changes here are not saved yet\. Choose what to keep\./).waitFor();
  expect(await saveStatus(b.page).innerText()).toBe("Not saved: choose which version to keep");
  return dialog;
}

describe("two devices edit the same draft", () => {
  let user: SeededUser;
  let a: Device;
  let b: Device;
  beforeAll(async () => {
    user = await seedUser("conflict");
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: sampleFormData, baseRevision: 0 });
    a = await device(user);
    b = await device(user);
  });

  test("edits to different fields merge with no dialog, and nothing typed is lost", { timeout: 90_000 }, async () => {
    const fromA = "Bio typed on device A.";
    const fromB = "About text typed on device B while offline.";
    await editOnBoth(a, b, { a: ["Personal", "Short bio", fromA], b: ["About", "About you", fromB] });
    // B's save is refused (A saved first), B merges both versions and saves the result by itself.
    await saveStatus(b.page)
      .filter({ hasText: /^Saved / })
      .waitFor({ timeout: 15_000 });
    await waitForValue(b.page, "Personal", "Short bio", fromA);
    expect(await b.page.getByRole("dialog", { name: "Your draft was changed elsewhere" }).count()).toBe(0);

    // Both texts: in B's form, in A (which follows the saved draft live), and after a reload.
    expect(await fieldValue(b.page, "About", "About you")).toBe(fromB);
    await waitForValue(a.page, "About", "About you", fromB);
    expect(await fieldValue(a.page, "Personal", "Short bio")).toBe(fromA);
    await b.page.reload();
    await openBuilder(b.page, "minimalist");
    expect(await fieldValue(b.page, "Personal", "Short bio")).toBe(fromA);
    expect(await fieldValue(b.page, "About", "About you")).toBe(fromB);
    const saved = await user.client.query(api.drafts.get, {});
    expect(saved?.formData).toMatchObject({ bio: fromA, about: fromB });
  });

  test("the same field changed on both shows both values and saves the one picked", { timeout: 90_000 }, async () => {
    const dialog = await conflictingEdits(a, b, { a: ["Personal", "Role", "Role picked from A"], b: ["Personal", "Role", "Role typed on B"] });
    await dialog.getByRole("radio", { name: "Role: theirs, Role picked from A" }).check();
    await dialog.getByRole("button", { name: "Save my choices" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitForSaved(b.page);
    expect(await field(b.page, "Role").inputValue()).toBe("Role picked from A");
    expect((await user.client.query(api.drafts.get, {}))?.formData.role).toBe("Role picked from A");
  });

  test("“Keep mine” saves this device's version over the other", { timeout: 60_000 }, async () => {
    const dialog = await conflictingEdits(a, b, { a: ["About", "About you", "A's about, replaced on purpose."], b: ["About", "About you", "B's about wins."] });
    await dialog.getByRole("button", { name: "Keep mine" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitForSaved(b.page);
    expect(await fieldValue(b.page, "About", "About you")).toBe("B's about wins.");
    await waitForValue(a.page, "About", "About you", "B's about wins.");
  });

  test("“Reload theirs” shows the other version and can be undone, so nothing typed is lost", { timeout: 60_000 }, async () => {
    const dialog = await conflictingEdits(a, b, { a: ["Personal", "Role", "Role from A"], b: ["Personal", "Role", "Role from B"] });
    await dialog.getByRole("button", { name: "Reload theirs" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await field(b.page, "Role").inputValue()).toBe("Role from A");
    await toast(b.page, "Loaded the version saved elsewhere.");
    await b.page.locator(".mantine-Notification-root").filter({ hasText: "Loaded the version saved elsewhere." }).getByRole("button", { name: "Undo" }).click();
    expect(await field(b.page, "Role").inputValue()).toBe("Role from B");
    // The restored edit autosaves on top of A's version, without another conflict.
    await saveStatus(b.page)
      .filter({ hasText: /^(Unsaved changes|Saving…)$/ })
      .waitFor();
    await waitForSaved(b.page);
    await waitForValue(a.page, "Personal", "Role", "Role from B");
    expect((await user.client.query(api.drafts.get, {}))?.formData.role).toBe("Role from B");
  });
});
