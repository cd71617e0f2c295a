import { describe, expect, test } from "vitest";
import { PREMIUM_MESSAGE } from "../../convex/model/templates";
import { appUrl, uniqueEmail, useBrowser } from "./fixtures";
import { newSignedInUser, toast } from "./journeys";

const browser = useBrowser();

describe("premium templates", () => {
  test("a free user is blocked from the $15 and $20 templates with the spec's message; the URL does not change", async () => {
    const page = await browser.open(await browser.context(), "/signup");
    await newSignedInUser(page, uniqueEmail("free"));
    await page.goto(appUrl() + "/templates");
    for (const name of ["Artistic", "Bold"]) {
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
      await card
        .getByRole("link", { name: /Use this template/ })
        .or(card.getByRole("button", { name: /Use this template/ }))
        .click();
      await toast(page, PREMIUM_MESSAGE);
      expect(page.url()).toBe(`${appUrl()}/templates`);
      await page.locator(".mantine-Notification-root").getByRole("button").first().click();
    }
  });
});
