import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// jsdom applies no CSS, so check the motion rules where they are written.
const css = (path: string) => readFileSync(resolve("src/templates", path), "utf8");

describe("template motion", () => {
  const shared = css("shared/shared.css");

  it("uses a 0.45 s layout duration and a 0.1 s stagger by default", () => {
    expect(shared).toMatch(/:where\(\.pt-root\) \{[^}]*--pt-duration: 0\.45s;[^}]*--pt-stagger: 0\.1s;[^}]*--pt-quick: 0\.2s;/);
  });

  it("turns every animation and transition off under prefers-reduced-motion", () => {
    const block = shared.slice(shared.indexOf("@media (prefers-reduced-motion: reduce)"));
    expect(block).toMatch(/--pt-duration: 0s;\s*--pt-stagger: 0s;\s*--pt-quick: 0s;/);
  });

  it("times every animation and transition by those tokens, so reduced motion reaches them all", () => {
    for (const file of [
      "shared/shared.css",
      "minimalist/Minimalist.module.css",
      "bold/Bold.module.css",
      "creative/Creative.module.css",
      "professional/Professional.module.css",
      "artistic/Artistic.module.css",
      "modern/Modern.module.css",
    ]) {
      const declarations = css(file).match(/^\s*(animation|transition):[^;]*;/gm) ?? [];
      for (const declaration of declarations) expect(declaration, file).toMatch(/var\(--pt-(duration|quick)\)/);
    }
  });

  it("staggers the modern template's skills by their index", () => {
    const modern = css("modern/Modern.module.css");
    expect(modern).toContain("animation-delay: calc(var(--i) * var(--pt-stagger));");
    expect(modern).toMatch(/animation: pt-modern-rise var\(--pt-duration\)/);
  });
});
