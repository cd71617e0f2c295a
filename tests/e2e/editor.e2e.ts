import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { emptyFormData } from "../../convex/model/formData";
import { useBrowser } from "./fixtures";
import { openBuilder, openSection, sectionForm, signedIn, waitForSaved } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();

describe("the builder's editor", () => {
  test("reorders skills by keyboard drag and drop, and undoes it with Ctrl+Z", { timeout: 90_000 }, async () => {
    const user = await seedUser("editor");
    const skills = ["Go", "Rust", "Zig"].map((name) => ({ name }));
    await user.client.mutation(api.drafts.save, { templateId: "minimalist", formData: { ...emptyFormData(), name: "Ada", skills }, baseRevision: 0 });
    const context = await browser.context();
    const page = await browser.open(context, "/login");
    await signedIn(page, user.email);
    await openBuilder(page, "minimalist");
    await waitForSaved(page);
    await openSection(page, "Skills");
    const names = () =>
      sectionForm(page, "Skills")
        .getByRole("textbox", { name: "Skill", exact: true })
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(await names()).toEqual(["Go", "Rust", "Zig"]);

    // Space picks the entry up, arrows move it, Space drops it; each step is announced.
    await page.getByRole("button", { name: "Drag skill 1" }).focus();
    await page.keyboard.press("Space");
    await page.getByText("Picked up skill 1.").waitFor({ state: "attached" });
    // One step at a time: dnd-kit measures the list between key presses, so a busy machine could drop a fast second press.
    await page.keyboard.press("ArrowDown");
    await page.getByText("Skill 1 is over position 2 of 3.").waitFor({ state: "attached" });
    await page.keyboard.press("ArrowDown");
    await page.getByText("Skill 1 is over position 3 of 3.").waitFor({ state: "attached" });
    await page.keyboard.press("Space");
    await page.getByText("Skill moved to position 3 of 3.").waitFor({ state: "attached" });
    await expect.poll(names).toEqual(["Rust", "Zig", "Go"]);
    await waitForSaved(page);
    await expect.poll(async () => (await user.client.query(api.drafts.get, {}))?.formData.skills.map((s) => s.name)).toEqual(["Rust", "Zig", "Go"]);

    await page.keyboard.press("Control+z");
    await expect.poll(names).toEqual(["Go", "Rust", "Zig"]);
  });
});
