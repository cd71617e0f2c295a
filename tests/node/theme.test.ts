import { describe, expect, test } from "vitest";
import {
  ACCENT_PALETTE,
  DARK_CEILING,
  FONT_PAIRING_IDS,
  LIGHT_FLOOR,
  accentPair,
  contrastRatio,
  normalizeHex,
  onAccent,
  readableOn,
  relativeLuminance,
  requireValidTheme,
  resolveTheme,
  themeErrors,
  themeStyle,
} from "../../convex/model/theme";
import { errorData } from "../../convex/model/errors";

describe("contrast maths (WCAG 2)", () => {
  test("known ratios", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 5);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#767676")).toBe(contrastRatio("#767676", "#ffffff"));
  });

  test("readableOn leaves a colour that already passes unchanged", () => {
    expect(readableOn("#1d4ed8", ["#ffffff"], "dark")).toBe("#1d4ed8");
  });

  test("readableOn darkens a pale accent until it passes, keeping its hue", () => {
    const out = readableOn("#fde047", ["#ffffff"], "dark");
    expect(out).not.toBe("#fde047");
    expect(contrastRatio(out, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(out.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b); // still a yellow, not a grey
  });

  test("readableOn lightens a deep accent for dark pages", () => {
    const out = readableOn("#1e3a8a", ["#000000", DARK_CEILING], "light");
    expect(contrastRatio(out, DARK_CEILING)).toBeGreaterThanOrEqual(4.5);
  });

  test("onAccent always reaches AA", () => {
    for (const hex of ["#ffffff", "#000000", "#777777", "#808080", "#f59e0b", "#1d4ed8", "#22c55e", "#ff00ff"]) {
      expect(contrastRatio(onAccent(hex), hex)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("accentPair keeps every accent readable in both schemes", () => {
  const samples = [...ACCENT_PALETTE.map((c) => c.hex), "#ffffff", "#000000", "#fde047", "#00ffff", "#7f7f7f", "#123456"];
  test.each(samples)("%s", (hex) => {
    const { light, dark } = accentPair(hex);
    for (const bg of ["#ffffff", LIGHT_FLOOR]) expect(contrastRatio(light, bg)).toBeGreaterThanOrEqual(4.5);
    for (const bg of ["#000000", DARK_CEILING]) expect(contrastRatio(dark, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onAccent(light), light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onAccent(dark), dark)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("validation", () => {
  test("a missing theme and the default are valid", () => {
    expect(themeErrors(undefined)).toEqual({});
    expect(themeErrors({ accent: null, fonts: "template", scheme: "template" })).toEqual({});
    for (const fonts of FONT_PAIRING_IDS) expect(themeErrors({ accent: "#AbCdEf", fonts, scheme: "auto" })).toEqual({});
  });

  test("bad values name their field", () => {
    expect(Object.keys(themeErrors({ accent: "red", fonts: "comic-sans", scheme: "sepia" })).sort()).toEqual(["theme.accent", "theme.fonts", "theme.scheme"]);
    expect(themeErrors({ accent: "#12345", fonts: "template", scheme: "light" })).toHaveProperty("theme.accent");
    // CSS injection through the accent is refused, not passed through to a style attribute.
    expect(themeErrors({ accent: "#000000;background:url(x)", fonts: "template", scheme: "light" })).toHaveProperty("theme.accent");
    // Object keys inherited from Object.prototype are not pairings.
    expect(themeErrors({ accent: null, fonts: "constructor", scheme: "light" })).toHaveProperty("theme.fonts");
  });

  test("requireValidTheme throws a ConvexError with code and message", () => {
    let thrown: unknown;
    try {
      requireValidTheme({ accent: "blue", fonts: "template", scheme: "light" });
    } catch (error) {
      thrown = error;
    }
    const data = errorData(thrown);
    expect(data?.code).toBe("validation/invalid");
    expect(data?.message).toMatch(/theme/i);
    expect(data?.fields).toHaveProperty("theme.accent");
    expect(() => requireValidTheme(undefined)).not.toThrow();
  });

  test("normalizeHex", () => {
    expect(normalizeHex(" #ABC ")).toBe("#aabbcc");
    expect(normalizeHex("#A1b2C3")).toBe("#a1b2c3");
    expect(normalizeHex("abc")).toBeNull();
    expect(normalizeHex("#abcd")).toBeNull();
  });
});

describe("themeStyle", () => {
  test("the template's own look sets nothing", () => {
    expect(themeStyle(undefined)).toEqual({});
    expect(themeStyle({ accent: null, fonts: "template", scheme: "template" })).toEqual({});
  });

  test("unknown stored values fall back to the template's own", () => {
    expect(resolveTheme({ accent: "nope", fonts: "nope", scheme: "nope" })).toEqual({ accent: null, fonts: "template", scheme: "template" });
  });

  test("accent, fonts and scheme become custom properties and color-scheme", () => {
    const style = themeStyle({ accent: "#FDE047", fonts: "editorial", scheme: "auto" });
    const { light, dark } = accentPair("#fde047");
    expect(style["--pt-accent"]).toBe(`light-dark(${light}, ${dark})`);
    expect(style["--pt-on-accent"]).toBe(`light-dark(${onAccent(light)}, ${onAccent(dark)})`);
    expect(style["--pt-font-heading"]).toMatch(/^"Playfair Display"/);
    expect(style["--pt-font"]).toMatch(/system-ui/);
    expect(style["color-scheme"]).toBe("light dark");
    expect(themeStyle({ accent: null, fonts: "template", scheme: "dark" })).toEqual({ "color-scheme": "dark" });
  });

  test("a custom accent also tints tags and chips (readable, AA) and the templates' second accent", () => {
    for (const accent of ["#f97316", "#fde047", "#0f172a", "#22d3ee"]) {
      const style = themeStyle({ accent, fonts: "template", scheme: "auto" });
      const pair = (value: string) => /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/.exec(value)!.slice(1) as [string, string];
      const [bgLight, bgDark] = pair(style["--pt-chip-bg"]!);
      const [textLight, textDark] = pair(style["--pt-chip-text"]!);
      expect(contrastRatio(textLight, bgLight), accent).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(textDark, bgDark), accent).toBeGreaterThanOrEqual(4.5);
      const [altLight, altDark] = pair(style["--pt-accent-alt"]!);
      expect(contrastRatio(altLight, LIGHT_FLOOR), accent).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(altDark, DARK_CEILING), accent).toBeGreaterThanOrEqual(4.5);
    }
    // An orange accent gives orange tags, not the template's teal.
    const [bg] = /#[0-9a-f]{6}/.exec(themeStyle({ accent: "#f97316", fonts: "template", scheme: "light" })["--pt-chip-bg"]!)!;
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(bg.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
  });
});
