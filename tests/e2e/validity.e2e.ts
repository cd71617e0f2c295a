import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { TEMPLATE_IDS } from "../../convex/model/templates";
import { appUrl } from "./fixtures";
import { htmlErrors } from "./htmlChecker";
import { seedPublished } from "./seed";

const html = async (route: string) => {
  const response = await fetch(appUrl() + route);
  expect(response.status, route).toBe(200);
  return await response.text();
};

/**
 * Mantine writes its CSS variables and responsive rules as <style data-mantine-styles> elements in
 * <body> while the app renders (MantineProvider, InlineStyles), and the app hydrates that markup:
 * only those elements are taken out of the app's pages before checking; everything else counts.
 */
const withoutMantineStyles = (html: string) => html.replace(/<style data-mantine-styles="[^"]*">[\s\S]*?<\/style>/g, "");

describe("valid HTML to the W3C Nu checker", () => {
  test("published pages (every template, contact form on) and the live demos: no errors; visitor and sign-in pages: none of the app's own", async () => {
    const pages: Record<string, string> = {};
    for (const templateId of TEMPLATE_IDS) {
      const user = await seedPublished(templateId);
      await user.client.mutation(api.audience.setContactForm, { enabled: true });
      pages[`published ${templateId}`] = await html(`/portfolio-view/${user.userId}`);
      pages[`demo ${templateId}`] = await html(`/templates/${templateId}/demo`);
    }
    const appPages = ["/home", "/pricing", "/about", "/contact", "/templates", "/login", "/signup", "/reset-password"];
    for (const route of appPages) pages[route] = withoutMantineStyles(await html(route));

    const errors = await htmlErrors(pages);
    for (const [name, found] of Object.entries(errors)) {
      expect(found, name).toEqual([]);
    }
  });
});
