import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { TEMPLATE_IDS } from "../../convex/model/templates";
import { appUrl } from "./fixtures";
import { htmlErrors } from "./htmlChecker";
import { sampleOwner } from "./seed";

const html = async (route: string) => {
  const response = await fetch(appUrl() + route);
  expect(response.status, route).toBe(200);
  return await response.text();
};

describe("valid HTML to the W3C Nu checker", () => {
  test("published pages (every template, contact form on), live demos, visitor, sign-in and app pages: no errors, nothing taken out first", async () => {
    const pages: Record<string, string> = {};
    // One owner publishes the sample in each template in turn; each page is read right after its publish.
    const owner = await sampleOwner("validity");
    for (const templateId of TEMPLATE_IDS) {
      await owner.publish(templateId);
      await owner.user.client.mutation(api.audience.setContactForm, { enabled: true });
      pages[`published ${templateId}`] = await html(`/portfolio-view/${owner.user.userId}`);
      pages[`demo ${templateId}`] = await html(`/templates/${templateId}/demo`);
    }
    const appPages = ["/home", "/pricing", "/about", "/contact", "/templates", "/login", "/signup", "/reset-password", "/dashboard", "/account"];
    for (const route of appPages) pages[route] = await html(route);

    const errors = await htmlErrors(pages);
    for (const [name, found] of Object.entries(errors)) {
      expect(found, name).toEqual([]);
    }
  });
});
