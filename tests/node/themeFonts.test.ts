import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { FONT_PAIRINGS, FONT_PAIRING_IDS } from "../../convex/model/theme";
import { PAIRING_FACES, fontFaceCss } from "../../src/templates/shared/themeFonts";

// In Vitest a `?url` import is the file's path from the project root ("/node_modules/...").
const bytesOf = (url: string) => statSync(path.join(process.cwd(), url.split("?")[0])).size;

describe("theme font pairings", () => {
  test("4–6 choices besides the template's own, each with files for the families its stacks name", () => {
    expect(FONT_PAIRING_IDS.length - 1).toBeGreaterThanOrEqual(4);
    expect(FONT_PAIRING_IDS.length - 1).toBeLessThanOrEqual(6);
    for (const id of FONT_PAIRING_IDS) {
      const { heading, body } = FONT_PAIRINGS[id];
      for (const face of PAIRING_FACES[id]) expect(`${heading} ${body}`).toContain(face.family);
    }
  });

  test.each(FONT_PAIRING_IDS)("%s: latin woff2 files only, at most 30 KB in all", (id) => {
    const faces = PAIRING_FACES[id];
    for (const face of faces) expect(face.url).toMatch(/-latin-\d00-normal\.woff2$/);
    const total = faces.reduce((sum, face) => sum + bytesOf(face.url), 0);
    expect(total).toBeLessThanOrEqual(30 * 1024);
  });

  test("@font-face rules swap, name only the pairing's files, and nothing for unknown ids", () => {
    const css = fontFaceCss("grotesk");
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css.match(/font-display:swap/g)).toHaveLength(2);
    expect(css).toMatch(/unicode-range:U\+0000-00FF/);
    expect(css).not.toMatch(/playfair|inter-latin|source-serif/);
    expect(fontFaceCss("template")).toBe("");
    expect(fontFaceCss("__proto__")).toBe("");
  });
});
