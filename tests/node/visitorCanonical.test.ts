import { describe, expect, test } from "vitest";
import { withVisitorCanonical } from "../../src/lib/visitorCanonical";

const page =
  '<html><head><title>T</title><link rel="canonical" href="http://localhost/portfolio-builder/home"/></head><body><a rel="canonical">x</a></body></html>';

describe("the visitor pages' canonical link", () => {
  test("names the configured origin and the page's path, once, in the head", () => {
    for (const path of ["/portfolio-builder/pricing", "/portfolio-builder/pricing/"]) {
      const html = withVisitorCanonical(page.replace("/home", "/pricing"), "https://portfolio.example.com/", path);
      expect(html.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://portfolio.example.com/portfolio-builder/pricing"/>']);
      expect(html).toContain('<body><a rel="canonical">x</a></body>');
    }
  });

  test("leaves other pages alone", () => {
    for (const path of ["/portfolio-builder/dashboard", "/portfolio-builder/p/ana", "/home"]) {
      expect(withVisitorCanonical(page, "https://portfolio.example.com", path)).toBe(page);
    }
  });
});
