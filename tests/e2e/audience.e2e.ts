import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { TEMPLATE_IDS } from "../../convex/model/templates";
import { useBrowser } from "./fixtures";
import { signedIn } from "./journeys";
import { sampleOwner, seedPublished } from "./seed";

const browser = useBrowser();
/** Headless Chromium names itself in its user agent, and known bots are not counted: visitors use ordinary browsers' names. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("audience: views, viewing now and messages", () => {
  test("a visitor opens the page and sends a message while the owner's dashboard shows both arriving live", async () => {
    const owner = await seedPublished("minimalist");
    const dashboard = await browser.open(await browser.context(), "/login");
    await signedIn(dashboard, owner.email);

    const audience = dashboard.getByRole("region", { name: "Audience" });
    await audience.getByTestId("total-views").getByText("0", { exact: true }).waitFor();
    await audience.getByText("0 people viewing your portfolio now").waitFor();
    // Pro plan (seeded): the chart and referrers; the contact form is off until the owner turns it on.
    await audience.getByRole("heading", { name: "Last 30 days" }).waitFor();
    await audience.getByRole("switch", { name: "Show a contact form on my portfolio" }).check({ force: true });
    await expect.poll(() => audience.getByRole("switch", { name: "Show a contact form on my portfolio" }).isChecked()).toBe(true);
    const inbox = dashboard.getByRole("region", { name: "Messages" });
    await inbox.getByText("No messages yet.", { exact: false }).waitFor();

    // A visitor opens the published page: one more view and one person viewing, live.
    const visitorContext = await browser.context();
    await visitorContext.setExtraHTTPHeaders({ "User-Agent": CHROME });
    const page = await browser.open(visitorContext, `/portfolio-view/${owner.userId}`);
    await audience.getByTestId("total-views").getByText("1", { exact: true }).waitFor({ timeout: 10_000 });
    await audience.getByText("1 person viewing your portfolio now").waitFor({ timeout: 10_000 });

    // Reloading within 30 minutes is the same visitor: still one view, and the tab is still one viewer.
    await page.reload();
    await page.getByRole("heading", { name: "Send a message" }).waitFor();
    // A second tab counts; leaving it stops counting it within seconds (its goodbye, not the 40 s expiry).
    const other = await browser.open(visitorContext, `/portfolio-view/${owner.userId}`);
    await audience.getByText("2 people viewing your portfolio now").waitFor({ timeout: 10_000 });
    await other.goto("about:blank");
    await audience.getByText("1 person viewing your portfolio now").waitFor({ timeout: 8_000 });
    await page.reload();
    await page.getByRole("heading", { name: "Send a message" }).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await audience.getByText(/viewing your portfolio now/).textContent()).toContain("1 person viewing");

    // The message, sent in place by the page's script.
    await page.getByLabel("Your name").fill("Grace Hopper");
    await page.getByLabel("Your email").fill("grace@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Loved your portfolio. Coffee next week?");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Thank you! Your message has been sent.").waitFor();

    const message = inbox.getByRole("listitem", { name: "Message from Grace Hopper" });
    await message.getByText("Loved your portfolio. Coffee next week?").waitFor({ timeout: 10_000 });
    await message.getByText("grace@example.com").waitFor();
    await inbox.getByText("1 unread").waitFor();
    expect(await audience.getByTestId("total-views").textContent()).toBe("1");

    // The owner was mailed (the local backend's outbox).
    const outbox = path.join(inject("dataDir"), "outbox");
    await expect
      .poll(
        async () => {
          const files = await readdir(outbox).catch(() => []);
          const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), "utf8")));
          return mails.some((mail) => mail.includes(owner.email) && mail.includes("New message via your portfolio") && mail.includes("From: Grace Hopper"));
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    await message.getByRole("button", { name: "Mark read" }).click();
    await expect.poll(() => inbox.getByText("1 unread").count()).toBe(0);
    await message.getByRole("button", { name: "Delete the message from Grace Hopper" }).click();
    await inbox.getByText("No messages yet.", { exact: false }).waitFor();
  });

  test("without JavaScript the form posts and shows the thank-you page; bad input keeps what was typed", async () => {
    const owner = await seedPublished("minimalist");
    await owner.client.mutation(api.audience.setContactForm, { enabled: true });
    const context = await browser.context({ javaScript: false });
    await context.setExtraHTTPHeaders({ "User-Agent": FIREFOX });
    const page = await browser.open(context, `/portfolio-view/${owner.userId}`);
    await page.getByLabel("Your name").fill("Ada");
    // The browser's own check lets "name@host" through; the shared rules want a dot in the domain.
    await page.getByLabel("Your email").fill("ada@example");
    await page.getByLabel("Message", { exact: true }).fill("Hello from a browser without scripts");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Enter a valid email address.").waitFor();
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe("Hello from a browser without scripts");
    // The form's errors come back with HTTP 400, as intended: not a console error of this journey.
    for (let i = browser.errors.length - 1; i >= 0; i--) if (/\b400\b/.test(browser.errors[i])) browser.errors.splice(i, 1);
    await page.getByLabel("Your email").fill("ada@example.com");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Thank you! Your message has been sent.").waitFor();
    const inbox = await owner.client.query(api.messages.inbox, {});
    expect(inbox?.messages.map((m) => m.email)).toEqual(["ada@example.com"]);
  });

  test("the contact form sits in each template's Contact section in its tokens, light and dark, and turning it on reaches an open page live", async () => {
    const problems: string[] = [];
    const context = await browser.context({ width: 1280, height: 900 });
    await context.setExtraHTTPHeaders({ "User-Agent": CHROME });
    // One owner publishes the sample in each template in turn, the form off until the page is open.
    const { user: owner, publish } = await sampleOwner("contact-form");
    for (const templateId of TEMPLATE_IDS) {
      await owner.client.mutation(api.audience.setContactForm, { enabled: false });
      await publish(templateId);
      const page = await browser.open(context, `/portfolio-view/${owner.userId}#contact`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      // Turned on while the page is open: it arrives without a reload.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await owner.client.mutation(api.audience.setContactForm, { enabled: true });
      await page.locator("#contact-form").waitFor({ state: "attached", timeout: 10_000 });
      if ((await page.evaluate(() => (window as unknown as { marker?: number }).marker)) !== 1) problems.push(`${templateId}: the page reloaded`);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        const facts = await page.evaluate(() => {
          const form = document.getElementById("contact-form")!;
          const section = document.getElementById("contact") ?? document.querySelector('[role="tabpanel"][id$="contact"]');
          const root = form.closest<HTMLElement>(".pt-root");
          const probe = document.createElement("span");
          probe.style.cssText = "background: var(--pt-accent); color: var(--pt-text); font-family: var(--pt-font)";
          root?.appendChild(probe);
          const expected = getComputedStyle(probe);
          const button = getComputedStyle(form.querySelector("button")!);
          const result = {
            inSection: !!section && section.contains(form),
            inTemplate: root !== null,
            button: button.backgroundColor,
            accent: expected.backgroundColor,
            text: getComputedStyle(form).color,
            templateText: expected.color,
            font: getComputedStyle(form).fontFamily,
            templateFont: expected.fontFamily,
          };
          probe.remove();
          return result;
        });
        if (!facts.inSection) problems.push(`${templateId}: the form is not inside the Contact section`);
        if (!facts.inTemplate) problems.push(`${templateId}: the form is outside the template`);
        if (facts.button !== facts.accent) problems.push(`${templateId}/${scheme}: button ${facts.button}, accent ${facts.accent}`);
        if (facts.text !== facts.templateText) problems.push(`${templateId}/${scheme}: text ${facts.text}, template ${facts.templateText}`);
        if (facts.font !== facts.templateFont) problems.push(`${templateId}/${scheme}: font ${facts.font}, template ${facts.templateFont}`);
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});
