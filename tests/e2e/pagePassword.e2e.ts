import { ConvexHttpClient } from "convex/browser";
import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { seriousViolations } from "./axe";
import { appUrl, useBrowser } from "./fixtures";
import { signedIn } from "./journeys";
import { backend, seedPublished } from "./seed";

const browser = useBrowser();

const LOCK_NAME = "A private portfolio";

describe("a password-protected page", () => {
  test("shows nothing but its name and a form until the right password, and locks again when it changes", async () => {
    const owner = await seedPublished("modern");
    const content = await owner.client.query(api.portfolios.getPublic, { userId: owner.userId });
    if (content.status !== "published") throw new Error("the seeded page is not published");
    const { name, role, bio } = content.content;
    const slug = content.slug!;

    // The owner sets the password on the dashboard's published card.
    const ownerContext = await browser.context({ width: 1280, height: 900 });
    const dashboard = await browser.open(ownerContext, "/login");
    await signedIn(dashboard, owner.email);
    await dashboard.getByRole("textbox", { name: "Name on the locked page" }).fill(LOCK_NAME);
    await dashboard.getByLabel("Password", { exact: true }).fill("open sesame 1");
    await dashboard.getByRole("button", { name: "Set password" }).click();
    await dashboard.getByText("Password protected", { exact: true }).waitFor();

    // Every public route of the page, fetched as a stranger: nothing of the content.
    const secrets = [name, role, bio.slice(0, 40)].filter((text) => text.length > 3);
    const routes = [
      `/p/${slug}`,
      `/portfolio-view/${owner.userId}`,
      `/p/${slug}/share.png`,
      `/portfolio-view/${owner.userId}/share.png`,
      "/sitemap.xml",
      "/robots.txt",
    ];
    for (const route of routes) {
      const response = await fetch(appUrl() + route);
      const text = await response.text();
      for (const secret of secrets) expect(text, `${route} shows "${secret}"`).not.toContain(secret);
      // The share image is the name card (tests/node/lockedShareImage.test.ts: drawn from the name alone).
      if (route.endsWith("share.png")) expect([response.status, response.headers.get("content-type")], route).toEqual([200, "image/png"]);
      if (route.startsWith("/p/") && !route.endsWith(".png")) {
        expect(text).toContain(LOCK_NAME);
        expect(text).toMatch(/<meta name="robots" content="noindex/);
        expect(text).not.toContain("application/ld+json");
        expect(text).not.toMatch(/og:image|og:description|id="about"|href="#/);
        expect(response.headers.get("cache-control")).toBe("private, no-cache");
      }
    }
    expect(await (await fetch(`${appUrl()}/sitemap.xml`)).text()).not.toContain(`/p/${slug}<`);
    const stranger = new ConvexHttpClient(backend().url);
    for (const answer of [
      await stranger.query(api.portfolios.getPublic, { userId: owner.userId }),
      await stranger.query(api.portfolios.getPublicBySlug, { slug }),
      await stranger.query(api.portfolios.getPublic, { userId: owner.userId, unlock: "forged.1.9999999999.cookie.AAAA" }),
    ]) {
      expect(answer).toMatchObject({ status: "locked", name: LOCK_NAME });
      for (const secret of secrets) expect(JSON.stringify(answer)).not.toContain(secret);
    }

    // A visitor sees the form, in the template's look, accessible.
    const visitorContext = await browser.context({ width: 375, height: 800 });
    const visitor = await browser.open(visitorContext, `/p/${slug}`);
    await visitor.getByRole("heading", { name: LOCK_NAME }).waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByLabel("Password").fill("not it");
    await visitor.getByRole("button", { name: "Unlock" }).click();
    await visitor.getByRole("alert").filter({ hasText: "That password is not right. Please try again." }).waitFor();
    // The refused attempt answers 401, which Chromium logs: expected here, and only here.
    for (let i = browser.errors.length - 1; i >= 0; i--) if (/\b401\b.*\/p\//.test(browser.errors[i]!)) browser.errors.splice(i, 1);
    await visitor.getByLabel("Password").fill("open sesame 1");
    await visitor.getByRole("button", { name: "Unlock" }).click();
    await visitor.getByRole("heading", { name, level: 1 }).waitFor();
    const cookies = await visitorContext.cookies();
    expect(cookies.find((cookie) => cookie.name === "pb_unlock")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: `/portfolio-builder/p/${slug}` });
    // Its cookie opens this page's address only: the other address asks again.
    const other = await visitorContext.newPage();
    await other.goto(`${appUrl()}/portfolio-view/${owner.userId}`);
    await other.getByRole("heading", { name: LOCK_NAME }).waitFor();
    await other.close();

    // The owner changes the password: the visitor is locked out again (the open page reloads itself).
    await dashboard.getByLabel("New password").fill("open sesame 2");
    await dashboard.getByRole("button", { name: "Change password" }).click();
    await visitor.getByRole("heading", { name: LOCK_NAME }).waitFor({ timeout: 15_000 });
    await visitor.reload();
    await visitor.getByRole("heading", { name: LOCK_NAME }).waitFor();
    await ownerContext.close();
    await visitorContext.close();
  });
});
