import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { PortfolioFormData } from "../../../convex/model/formData";
import { withValueAt } from "../../../src/builder/session/merge";
import { previewContent } from "../../../src/builder/session/previewContent";
import { shareUnchanged } from "../../../src/lib/shareUnchanged";
import { sampleFormData } from "../../../src/sample/samplePortfolio";

const withIds: PortfolioFormData = { ...sampleFormData, projects: sampleFormData.projects.map((project, i) => ({ ...project, id: `p${i}` })) };
const content = (values: PortfolioFormData) => previewContent({ values, images: {}, knownImages: {} });

describe("structural sharing of the preview's content", () => {
  it("keeps every unchanged part the same object after a keystroke in one project's description", () => {
    const before = content(withIds);
    const typed = withValueAt(withIds, ["projects", { id: "p1" }, "description"], `${withIds.projects[1]!.description}x`);
    const after = shareUnchanged(before, content(typed));
    expect(after).not.toBe(before);
    expect(after).toEqual(content(typed));
    expect(after.projects).not.toBe(before.projects);
    expect(after.projects[1]).not.toBe(before.projects[1]);
    after.projects.forEach((project, i) => i !== 1 && expect(project).toBe(before.projects[i]));
    for (const key of ["experience", "skills", "education", "contact", "socialLinks", "theme", "sections"] as const) expect(after[key]).toBe(before[key]);
    expect(after.about).toBe(before.about);
  });

  it("gives the previous content itself when nothing it shows changed", () => {
    const before = content(withIds);
    expect(shareUnchanged(before, content(withIds))).toBe(before);
  });

  it("keeps a key named __proto__ as a key (fast-check found it)", () => {
    const next = JSON.parse('{"__proto__": 0}') as Record<string, unknown>;
    const shared = shareUnchanged({}, next);
    expect(shared).toStrictEqual(next);
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(shareUnchanged(JSON.parse('{"__proto__": 0}'), next)).toStrictEqual(next);
  });

  it("always deep-equals the new value, sharing only equal parts", () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, (previous, next) => {
        const shared = shareUnchanged(previous, next);
        expect(shared).toStrictEqual(next);
        if (JSON.stringify(previous) === JSON.stringify(next) && typeof next === "object" && next !== null) expect(shared).toBe(previous);
      }),
      { numRuns: 2000 },
    );
  });
});
