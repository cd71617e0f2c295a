import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeHTMLStrict } from "../../../src/lib/browserEntities";

// The package commonmark uses on the server, and its list of HTML's named character references.
const require = createRequire(import.meta.url);
const commonmarkDir = path.resolve(import.meta.dirname, "../../../node_modules/commonmark");
const entities = require(require.resolve("entities", { paths: [commonmarkDir] })) as { decodeHTMLStrict: (text: string) => string };
const names = Object.keys(require(require.resolve("entities/lib/maps/entities.json", { paths: [commonmarkDir] })) as Record<string, string>);

describe("the browser's entity decoder (commonmark's in the browser bundle)", () => {
  it("decodes every named character reference as the package does", () => {
    expect(names.length).toBeGreaterThan(2000);
    for (const name of names) expect(decodeHTMLStrict(`&${name};`), name).toBe(entities.decodeHTMLStrict(`&${name};`));
  });

  it("decodes numeric references, out-of-range ones and unknown names as the package does", () => {
    for (const text of ["&#35;", "&#x41;", "&#X41;", "&#0;", "&#x110000;", "&#xD800;", "&#128512;", "&#1234567;", "&bogus;", "&amp", "&lt;script&gt;"])
      expect(decodeHTMLStrict(text), text).toBe(entities.decodeHTMLStrict(text));
  });
});
