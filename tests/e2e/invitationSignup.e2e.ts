import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { confirmAddress, confirmationToken, invitationToken } from "./outbox";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { appUrl, PASSWORD, uniqueEmail, useBrowser } from "./fixtures";
import { adminRun, seedUser } from "./seed";

const browser = useBrowser();

describe("an invitation to someone without an account", () => {
  test("the signed-out link names who invites on /login and /signup, signing up leads back to it, and accepting shares the portfolio", async () => {
    const owner = await seedUser("owner");
    await adminRun("users:setPlan", { email: owner.email, plan: "business" });
    await confirmAddress(owner.email);
    await owner.client.mutation(api.users.updateAccount, {
      fields: { name: "Ana Owner", email: owner.email, phone: "+1 555 0100", dob: "1990-01-02", gender: "female", address: "1 Main Street" },
    });
    await owner.client.mutation(api.drafts.save, { templateId: "minimalist", formData: { ...sampleFormData, name: "Ana's Studio" }, baseRevision: 0 });
    const invitee = uniqueEmail("invitee");
    await owner.client.mutation(api.members.invite, { email: invitee, role: "editor" });
    const token = await invitationToken(invitee);
    const mention = "Ana Owner invited you to edit “Ana's Studio”";

    // Signed out, the link leads to /login, which says who invites.
    const context = await browser.context();
    const page = await browser.open(context, `/invite/${token}`);
    await page.waitForURL(new RegExp(`/login\\?next=${encodeURIComponent(`/invite/${token}`)}$`));
    await page.getByText(mention).waitFor();

    // "Sign up" keeps the invitation; the page loaded afresh (no React) says it too.
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL(/\/signup\?next=/);
    await page.getByText(mention).waitFor();
    await page.reload();
    await page.getByText(mention).waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill(invitee);
    await page.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();

    // Signed up and signed in, back on the invitation: accepting waits for the address's link.
    await page.waitForURL(new RegExp(`/invite/${token}$`));
    await page.getByRole("heading", { name: "You are invited" }).waitFor();
    await page.getByText("Please confirm your email address").waitFor();
    expect(await page.getByRole("button", { name: "Accept invitation" }).count()).toBe(0);
    // The link from the mail confirms it; the invitation can then be accepted.
    await page.goto(`${appUrl()}/confirm-email/${await confirmationToken(invitee)}`);
    await page.getByRole("heading", { name: "Your email address is confirmed" }).waitFor();
    await page.goto(`${appUrl()}/invite/${token}`);
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await page.waitForURL(/\/dashboard$/);
    const shared = page.getByRole("region", { name: "Shared with you" });
    await shared.getByText(/Your role: Editor/).waitFor();
    expect(await shared.getByRole("link", { name: "Edit Ana's Studio" }).count()).toBe(1);
  });
});
