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
 * Mantine writes its CSS variables and responsive rules as <style> elements in <body> while the
 * app renders (MantineProvider, InlineStyles); the app hydrates that markup, so it cannot move.
 * Only those findings are set aside on the app's pages, each recognised by Mantine's own marker.
 */
const MANTINE_STYLE = /A “style” element in “body” must|The selector “:root|:host/;
const mantineStyleOnly = (error: string) => MANTINE_STYLE.test(error) && /data-mantine-styles|--mantine-|mantine/.test(error);

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
    for (const route of appPages) pages[route] = await html(route);

    const errors = await htmlErrors(pages);
    for (const [name, found] of Object.entries(errors)) {
      const own = name.startsWith("/") ? found.filter((error) => !mantineStyleOnly(error)) : found;
      expect(own, name).toEqual([]);
    }
  });
});
