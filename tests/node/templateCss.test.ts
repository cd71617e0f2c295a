import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import postcss, { type AtRule, type Declaration as Declaration_ } from "postcss";
import { describe, expect, test } from "vitest";
import { DARK_CEILING, LIGHT_FLOOR, relativeLuminance } from "../../convex/model/theme";

/**
 * Keeps the templates on one token system (so themes and dark mode reach every colour): every colour is a token (a custom
 * property), nothing needs `!important`, and no block of template CSS is a copy of another.
 */
const ROOT = "src/templates";

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

type Declaration = { property: string; value: string; line: number };
type Rule = { file: string; selector: string; declarations: Declaration[] };

/** The rules of a stylesheet, nested at-rules flattened into the selector, declarations with line numbers. */
export function parseCss(file: string, text: string): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(text, { from: file }).walkRules((rule) => {
    const declarations = (rule.nodes ?? [])
      .filter((node): node is Declaration_ => node.type === "decl")
      .map((decl) => ({ property: decl.prop, value: decl.value.trim().replace(/\s+/g, " "), line: decl.source?.start?.line ?? 0 }));
    const atRules: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
      if (parent.type === "atrule") atRules.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
    }
    if (declarations.length > 0) rules.push({ file, selector: [...atRules, rule.selector].join(" "), declarations });
  });
  return rules;
}

const NAMED_COLOURS = [
  "white",
  "black",
  "red",
  "blue",
  "green",
  "yellow",
  "orange",
  "purple",
  "pink",
  "gray",
  "grey",
  "navy",
  "teal",
  "silver",
  "gold",
  "maroon",
  "olive",
  "lime",
  "aqua",
  "fuchsia",
  "cyan",
  "magenta",
  "brown",
  "violet",
  "indigo",
];
const HARD_COLOUR = new RegExp(`#[0-9a-f]{3,8}\\b|\\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(|\\b(${NAMED_COLOURS.join("|")})\\b`, "i");

const files = cssFiles(ROOT);
const rules = files.flatMap((file) => parseCss(relative(ROOT, file), readFileSync(file, "utf8")));

describe("template CSS", () => {
  test("the reader finds the templates' rules", () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
    expect(rules.length).toBeGreaterThan(100);
    expect(parseCss("x.css", "a { color: #fff; --b: red }\n@container pt (min-width: 1rem) { .c { top: 0 } }")).toEqual([
      {
        file: "x.css",
        selector: "a",
        declarations: [
          { property: "color", value: "#fff", line: 1 },
          { property: "--b", value: "red", line: 1 },
        ],
      },
      { file: "x.css", selector: "@container pt (min-width: 1rem) .c", declarations: [{ property: "top", value: "0", line: 2 }] },
    ]);
  });

  test("no !important", () => {
    const found = files.filter((file) => /!\s*important/i.test(readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "")));
    expect(found).toEqual([]);
  });

  test("colours are written only in token declarations (custom properties)", () => {
    // Token names (var(--violet)) are not colours.
    const written = (value: string) => value.replace(/--[\w-]+/g, "");
    const found = rules.flatMap((rule) =>
      rule.declarations
        .filter((d) => !d.property.startsWith("--") && HARD_COLOUR.test(written(d.value)))
        .map((d) => `${rule.file}:${d.line} ${rule.selector} { ${d.property}: ${d.value} }`),
    );
    expect(found).toEqual([]);
  });

  test("fonts are written only in tokens too", () => {
    const found = rules.flatMap((rule) =>
      rule.declarations.filter((d) => d.property === "font-family" && !/^var\(--[\w-]+\)$/.test(d.value)).map((d) => `${rule.file}:${d.line} ${rule.selector}`),
    );
    expect(found).toEqual([]);
  });

  test("no block is copied: no two rules share a body of 4+ declarations or a run of 6 identical ones", () => {
    const RUN = 6;
    const seen = new Map<string, string>();
    const bodies = new Map<string, string>();
    const copies: string[] = [];
    for (const rule of rules) {
      const lines = rule.declarations.map((d) => `${d.property}: ${d.value}`);
      const where = `${rule.file} ${rule.selector}`;
      const body = lines.join("; ");
      if (lines.length >= 4 && !lines.every((line) => line.startsWith("--"))) {
        const first = bodies.get(body);
        if (first !== undefined) copies.push(`${where} is a copy of ${first}`);
        else bodies.set(body, where);
      }
      for (let i = 0; i + RUN <= lines.length; i++) {
        const key = lines.slice(i, i + RUN).join("; ");
        const first = seen.get(key);
        if (first !== undefined && first !== where) copies.push(`${where} repeats ${first}: ${key}`);
        else seen.set(key, where);
      }
    }
    expect(copies).toEqual([]);
  });

  test("every template's light backgrounds are light enough, and dark ones dark enough, for theme accents", () => {
    // The theme's accent is made readable against LIGHT_FLOOR / DARK_CEILING (convex/model/theme.ts).
    const pair = /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/i;
    const problems: string[] = [];
    for (const rule of rules) {
      for (const d of rule.declarations) {
        if (!["--pt-bg", "--pt-surface"].includes(d.property)) continue;
        const match = pair.exec(d.value);
        if (d.value === "transparent" || d.value.startsWith("var(")) continue;
        if (!match) {
          problems.push(`${rule.file}:${d.line} ${d.property} must be light-dark(#light, #dark), is ${d.value}`);
          continue;
        }
        if (relativeLuminance(match[1]) < relativeLuminance(LIGHT_FLOOR))
          problems.push(`${rule.file}:${d.line} ${d.property} light ${match[1]} is darker than ${LIGHT_FLOOR}`);
        if (relativeLuminance(match[2]) > relativeLuminance(DARK_CEILING))
          problems.push(`${rule.file}:${d.line} ${d.property} dark ${match[2]} is lighter than ${DARK_CEILING}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
