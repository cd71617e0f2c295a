import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { api } from "../../convex/_generated/api";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { useBrowser } from "./fixtures";
import { openBuilder, openSection, sectionForm, signedIn, waitForSaved } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();

/** Adds a language from the Languages panel's list (searchable by its English name). */
async function addLanguage(page: Page, english: string, label: string) {
  const panel = sectionForm(page, "Languages");
  const select = panel.getByRole("combobox", { name: "Add a language" });
  await select.fill(english);
  await page.getByRole("option", { name: label }).click();
  await panel.getByRole("button", { name: "Add", exact: true }).click();
  await panel.getByRole("region", { name: label }).waitFor();
}

const chooseIn = (page: Page, group: string, name: string) => page.getByRole("radiogroup", { name: group }).getByText(name, { exact: true }).click();

const textOf = (data: PortfolioFormData | undefined, tag: string, key: string) =>
  data?.translations?.find((t) => t.id === tag)?.texts.find((t) => t.id === key)?.text;

describe("a portfolio in several languages, in the builder", () => {
  test("adds French and Arabic, translates a role and a bio, previews each language, undoes, and keeps them after a reload", { timeout: 90_000 }, async () => {
    const user = await seedUser("languages");
    await user.client.mutation(api.drafts.save, {
      templateId: "minimalist",
      formData: { ...emptyFormData(), name: "Ada Lovelace", role: "Engineer", bio: "I write programs." },
      baseRevision: 0,
    });
    const page = await browser.open(await browser.context(), "/login");
    await signedIn(page, user.email);
    await openBuilder(page, "minimalist");
    await waitForSaved(page);

    await openSection(page, "Languages");
    await addLanguage(page, "French", "Français (French)");
    await addLanguage(page, "Arabic", "العربية (Arabic)");

    // French role, Arabic bio: each field shows the English text until translated.
    await chooseIn(page, "Editing in", "Français");
    await openSection(page, "Personal");
    const personal = sectionForm(page, "Personal");
    const role = personal.getByRole("textbox", { name: "Role" });
    expect(await role.getAttribute("placeholder")).toBe("Engineer");
    await role.fill("Ingénieure");
    await chooseIn(page, "Editing in", "العربية");
    const bio = personal.getByRole("textbox", { name: "Short bio" });
    expect(await bio.getAttribute("lang")).toBe("ar");
    await bio.fill("أكتب البرامج.");

    // The preview in French shows the French role; in Arabic it reads right to left.
    const preview = page.getByRole("region", { name: "Live preview" });
    const shown = preview.locator("[data-device]");
    await chooseIn(page, "Preview language", "Français");
    await expect.poll(() => shown.innerText()).toContain("Ingénieure");
    expect(await shown.getAttribute("lang")).toBe("fr");
    await chooseIn(page, "Preview language", "العربية");
    await expect.poll(() => shown.getAttribute("dir")).toBe("rtl");
    await expect.poll(() => shown.innerText()).toContain("أكتب البرامج.");

    // Undo takes the Arabic bio back out; Redo brings it back.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => bio.inputValue()).toBe("");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect.poll(() => bio.inputValue()).toBe("أكتب البرامج.");

    await waitForSaved(page);
    const saved = (await user.client.query(api.drafts.get, {}))?.formData;
    expect(saved?.role).toBe("Engineer");
    expect(textOf(saved, "fr", "role")).toBe("Ingénieure");
    expect(textOf(saved, "ar", "bio")).toBe("أكتب البرامج.");

    await page.reload();
    await openBuilder(page, "minimalist");
    await chooseIn(page, "Editing in", "Français");
    expect(await sectionForm(page, "Personal").getByRole("textbox", { name: "Role" }).inputValue()).toBe("Ingénieure");
  });
});
