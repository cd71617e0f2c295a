import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../src/prerender";

// The real providers (no fakes): prerendering must work without a browser or a backend.
describe("prerendering", () => {
  it("renders /home as the app's first render: navigation, hero and footer, no session links yet", () => {
    const html = renderRoute("/home");
    expect(html).toMatch(/<h1[^>]*>Portfolio Builder/);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("<footer");
    expect(html).not.toMatch(/>(Dashboard|Login|Logout)</);
  });
});
