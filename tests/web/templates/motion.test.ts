import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// jsdom applies no CSS, so check the motion rules where they are written.
const css = (path: string) => readFileSync(resolve("src/templates", path), "utf8");

describe("template motion", () => {
  const shared = css("shared/shared.css");

  it("uses a 0.45 s layout duration and a 0.1 s stagger by default", () => {
    expect(shared).toMatch(/\.pt-root \{[^}]*--pt-duration: 0\.45s;[^}]*--pt-stagger: 0\.1s;/);
  });

  it("turns every animation and transition off under prefers-reduced-motion", () => {
    const block = shared.slice(shared.indexOf("@media (prefers-reduced-motion: reduce)"));
    expect(block).toMatch(/--pt-duration: 0s;\s*--pt-stagger: 0s;/);
    expect(block).toMatch(/animation: none !important;\s*transition: none !important;/);
  });

  it("staggers the modern template's skills by their index", () => {
    const modern = css("modern/Modern.module.css");
    expect(modern).toContain("animation-delay: calc(var(--i) * var(--pt-stagger));");
    expect(modern).toMatch(/animation: pt-modern-rise var\(--pt-duration\)/);
  });
});
