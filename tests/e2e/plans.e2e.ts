import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { DAY_MS } from "../../convex/model/plans";
import { PREMIUM_MESSAGE } from "../../convex/model/templates";
import { seriousViolations } from "./axe";
import { appUrl, uniqueEmail, useBrowser } from "./fixtures";
import { newSignedInUser, openBuilder, signedIn, toast } from "./journeys";
import { adminRun, sampleWithImages, seedUser } from "./seed";

const browser = useBrowser();
const BRANDING = "Made with Portfolio Builder";

describe("plans that keep their promises", () => {
  test("a free user meets a premium template, starts a trial from the message, publishes with it; the trial ends: the page stays, the builder turns read-only", async () => {
    const page = await browser.open(await browser.context({ clipboard: true }), "/signup");
    const email = uniqueEmail("trial");
    await newSignedInUser(page, email);
    const yourPlan = page.getByRole("region", { name: "Your plan" });
    await yourPlan.getByText("Free", { exact: true }).waitFor();

    // The premium template stops a free user with the spec's message, which offers the trial.
    await page.goto(appUrl() + "/templates");
    const bold = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Bold" }) });
    await bold.getByRole("link", { name: /Use this template/ }).click();
    await toast(page, PREMIUM_MESSAGE);
    await page.getByRole("link", { name: "Try Pro free for 14 days" }).click();
    await page.waitForURL(/\/upgrade\/pro\?next=%2Fbuilder%2Fbold$/);
    await page.getByRole("button", { name: "Start free Pro trial" }).click();
    await toast(page, /Your Pro trial has started: 14 days/);
    await page.waitForURL(/\/builder\/bold$/);

    // Build and publish with it.
    await openBuilder(page, "bold");
    await page.getByRole("button", { name: "Start from the sample portfolio" }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "Full name" }).inputValue(), { timeout: 15_000 }).not.toBe("");
    const name = await page.getByRole("textbox", { name: "Full name" }).inputValue();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // The sample unchanged: asked first, with what is still someone else's.
    const sampleDialog = page.getByRole("dialog", { name: "Publish the sample's details?" });
    await sampleDialog.getByText("Name:").waitFor();
    await sampleDialog.getByRole("button", { name: "Publish anyway" }).click();
    await toast(page, "Portfolio published and link copied to clipboard!");
    await page.waitForURL(/\/dashboard$/);
    await yourPlan.getByText("Pro trial").waitFor();
    expect(await yourPlan.getByTestId("trial-days-left").innerText()).toMatch(/Free trial: 14 days left/);
    const publicHref = await page.getByRole("link", { name: "View Published Portfolio" }).getAttribute("href");
    expect(publicHref).toBeTruthy();
    const visitor = await browser.open(await browser.context(), publicHref!.replace(/^\/portfolio-builder/, ""));
    await visitor.getByRole("heading", { level: 1, name }).waitFor();
    expect(await visitor.getByRole("link", { name: BRANDING }).count(), "no branding during a Pro trial").toBe(0);

    // Fifteen days later (the billing sweep, run as of then): the plan lapses, live on the dashboard.
    await adminRun("billing:sweep", { now: Date.now() + 15 * DAY_MS });
    await yourPlan.getByText("Free", { exact: true }).waitFor({ timeout: 10_000 });

    // The page stays up as published (Bold), now with the Free plan's link.
    const response = await visitor.reload();
    expect(response?.status()).toBe(200);
    await visitor.getByRole("heading", { level: 1, name }).waitFor();
    await visitor.getByRole("link", { name: BRANDING }).waitFor();

    // The builder shows the premium template read-only, with the way to upgrade.
    await page.goto(appUrl() + "/builder/bold");
    await page.getByText(/Below is a read-only preview/).waitFor({ timeout: 15_000 });
    await page.getByRole("region", { name: "Live preview" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Full name" }).count()).toBe(0);
    // The trial is used: the way up is Subscribe, and with no payment processor it says so.
    await page.getByRole("link", { name: "Subscribe to Pro" }).click();
    await page.getByText(/You have already used your free trial/).waitFor();
    await page.getByRole("button", { name: "Subscribe to Pro" }).click();
    await page
      .getByRole("alert")
      .getByText(/takes no payments/)
      .waitFor();
  });

  test("branding: a small link on a Free page, readable in light and dark; none on Pro", async () => {
    const user = await seedUser("brand");
    await user.client.mutation(api.portfolios.publish, { templateId: "minimalist", formData: await sampleWithImages(user) });
    const page = await browser.open(await browser.context(), `/portfolio-view/${user.userId}`);
    const link = page.getByRole("link", { name: BRANDING });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await link.waitFor();
      expect(await link.getAttribute("href")).toBe("/portfolio-builder/home");
      expect(await seriousViolations(page), `axe on the Free page, ${colorScheme}`).toEqual([]);
    }
    await adminRun("users:setPlan", { email: user.email, plan: "pro" });
    await page.reload();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await link.count()).toBe(0);
  });

  test("SEO tools: the panel's preview matches the served page's tags, and the checklist reads the page", async () => {
    const user = await seedUser("seo");
    await adminRun("users:setPlan", { email: user.email, plan: "business" });
    await user.client.mutation(api.portfolios.publish, { templateId: "minimalist", formData: await sampleWithImages(user) });
    const page = await browser.open(await browser.context(), "/login");
    await signedIn(page, user.email);
    const panel = page.getByRole("region", { name: "Search and sharing" });
    await panel.getByRole("textbox", { name: "Page title" }).fill("Nadia Okafor – Product designer in Lisbon");
    await panel
      .getByRole("textbox", { name: "Description" })
      .fill("Product designer making calm, useful tools for healthcare and climate teams. Case studies, talks and contact.");
    await panel.getByRole("radio", { name: "Your photo" }).check();
    await expect.poll(() => panel.getByTestId("snippet-title").innerText()).toBe("Nadia Okafor – Product designer in Lisbon");
    await panel.getByRole("button", { name: "Save SEO settings" }).click();
    await toast(page, "SEO settings saved.");

    const checklist = panel.getByTestId("seo-checklist");
    await expect.poll(() => checklist.locator('[data-check="title"]').getAttribute("data-ok"), { timeout: 15_000 }).toBe("true");
    expect(await checklist.locator("[data-check]").count()).toBe(6);
    const preview = {
      title: await panel.getByTestId("snippet-title").innerText(),
      description: await panel.getByTestId("snippet-description").innerText(),
      image: await panel.getByTestId("link-card-image").getAttribute("src"),
      cardTitle: await panel.getByTestId("link-card-title").innerText(),
    };

    const served = await browser.open(await browser.context(), `/portfolio-view/${user.userId}`);
    const tags = await served.evaluate(() => ({
      title: document.title,
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      image: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
      ogTitle: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content,
    }));
    expect(preview).toEqual({ title: tags.title, description: tags.description, image: tags.image, cardTitle: tags.ogTitle });
  });
});
