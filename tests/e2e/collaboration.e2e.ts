import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { confirmAddress, invitationToken } from "./outbox";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { appUrl, useBrowser } from "./fixtures";
import { seriousViolations } from "./axe";
import { openBuilder, signedIn, toast, waitForSaved } from "./journeys";
import { adminRun, seedUser } from "./seed";

const browser = useBrowser();

const fullName = (page: Page) => page.getByRole("textbox", { name: "Full name", exact: true });

describe("working together on one portfolio", () => {
  test("the owner invites, the editor accepts from the mailed link and edits, the owner sees it live; removal turns the editor's builder read-only", async () => {
    const owner = await seedUser("owner");
    await adminRun("users:setPlan", { email: owner.email, plan: "business" });
    await owner.client.mutation(api.drafts.save, { templateId: "minimalist", formData: { ...sampleFormData, name: "Ana Owner" }, baseRevision: 0 });
    const editor = await seedUser("editor");
    // Invitations are sent and accepted from confirmed addresses only.
    await Promise.all([confirmAddress(owner.email), confirmAddress(editor.email)]);

    // The owner invites from the dashboard's members panel.
    const ownerContext = await browser.context();
    const ownerPage = await browser.open(ownerContext, "/login");
    await signedIn(ownerPage, owner.email);
    const panel = ownerPage.getByRole("region", { name: "People working on your portfolio" });
    await panel.getByRole("textbox", { name: "Email address" }).fill(editor.email);
    await panel.getByRole("combobox", { name: "Role" }).selectOption("editor");
    await panel.getByRole("button", { name: "Send invitation" }).click();
    await toast(ownerPage, `Invitation sent to ${editor.email}.`);
    await panel.getByRole("list", { name: "Pending invitations" }).getByText(editor.email).waitFor();
    expect(await seriousViolations(ownerPage)).toEqual([]);

    // The editor follows the link from the outbox, signed in with the invited address.
    const token = await invitationToken(editor.email);
    const editorContext = await browser.context();
    const editorPage = await browser.open(editorContext, "/login");
    await signedIn(editorPage, editor.email);
    await editorPage.goto(`${appUrl()}/invite/${token}`);
    await editorPage.getByRole("heading", { name: "You are invited" }).waitFor();
    expect(await seriousViolations(editorPage)).toEqual([]);
    await editorPage.getByRole("button", { name: "Accept invitation" }).click();
    await editorPage.waitForURL(/\/dashboard$/);
    const shared = editorPage.getByRole("region", { name: "Shared with you" });
    await shared.getByText(`Owner: ${owner.email} · Your role: Editor`).waitFor();
    // The owner's panel moved them from pending to members, live.
    await panel.getByRole("list", { name: "Members" }).getByText(editor.email).waitFor();

    // The editor opens the shared builder: the owner's draft, no Publish.
    await shared.getByRole("link", { name: "Edit Ana Owner" }).click();
    await editorPage.waitForURL(/\/builder\/minimalist\?portfolio=/);
    await fullName(editorPage).waitFor({ timeout: 15_000 });
    expect(await fullName(editorPage).inputValue()).toBe("Ana Owner");
    expect(await editorPage.getByRole("button", { name: "Publish", exact: true }).count()).toBe(0);
    await editorPage.getByText(`Minimalist template · ${owner.email}'s portfolio`).waitFor();

    // The owner has their builder open; the editor's edit arrives there live, with who made it.
    await openBuilder(ownerPage, "minimalist");
    // Presence: the owner sees who is here, and the field the editor is typing in names them.
    await ownerPage.getByRole("group", { name: `Here now: ${editor.email} (Personal)` }).waitFor({ timeout: 15_000 });
    await fullName(editorPage).click();
    await ownerPage
      .getByTestId("typing-note")
      .filter({ hasText: `${editor.email} is typing here` })
      .waitFor({ timeout: 5000 });
    expect(await seriousViolations(ownerPage)).toEqual([]);
    await fullName(editorPage).fill("Ana Owner, edited by the team");
    await waitForSaved(editorPage);
    await ownerPage.waitForFunction(
      (expected) =>
        [...document.querySelectorAll<HTMLLabelElement>("label")].some(
          (l) => l.textContent?.startsWith("Full name") && (l.control as HTMLInputElement | null)?.value === expected,
        ),
      "Ana Owner, edited by the team",
      { timeout: 10_000 },
    );
    await ownerPage
      .getByTestId("last-edited")
      .filter({ hasText: `Last edited by ${editor.email}` })
      .waitFor();

    // Both edit different fields at once: merged field by field, no dialog, nothing lost.
    await Promise.all([
      ownerPage.getByRole("textbox", { name: "Role", exact: true }).fill("Designer, by the owner"),
      editorPage.getByRole("textbox", { name: "Short bio", exact: true }).fill("A bio, by the editor."),
    ]);
    await Promise.all([waitForSaved(ownerPage), waitForSaved(editorPage)]);
    await expect
      .poll(
        async () => {
          const draft = await owner.client.query(api.drafts.get, {});
          return [draft?.formData.role, draft?.formData.bio, draft?.formData.name];
        },
        { timeout: 15_000 },
      )
      .toEqual(["Designer, by the owner", "A bio, by the editor.", "Ana Owner, edited by the team"]);
    for (const page of [ownerPage, editorPage]) expect(await page.getByRole("dialog", { name: "Your draft was changed elsewhere" }).count()).toBe(0);

    // The owner removes the editor; the editor's open builder turns read-only within 2 s.
    await ownerPage.goto(`${appUrl()}/dashboard`);
    await ownerPage.getByRole("button", { name: `Remove ${editor.email}` }).click();
    // From the moment the server has the removal (the owner's own list drops the person): what is
    // measured is how fast it reaches the other person's open builder.
    await ownerPage.getByRole("button", { name: `Remove ${editor.email}` }).waitFor({ state: "detached", timeout: 15_000 });
    const removedAt = Date.now();
    await editorPage.getByRole("alert").filter({ hasText: "You no longer have access to this portfolio." }).waitFor({ timeout: 2000 });
    expect(Date.now() - removedAt).toBeLessThan(2000);
    expect(await fullName(editorPage).count()).toBe(0);
    // Their next call is refused by the server too.
    const portfolioId = new URL(editorPage.url()).searchParams.get("portfolio")!;
    await expect(editor.client.query(api.drafts.get, { portfolioId })).resolves.toBeNull();
    await expect(
      editor.client.mutation(api.drafts.save, { portfolioId, templateId: "minimalist", formData: sampleFormData, baseRevision: 99 }),
    ).rejects.toThrow(/no longer have access/);

    await ownerContext.close();
    await editorContext.close();
  });
});
