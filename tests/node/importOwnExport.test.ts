import { describe, expect, test } from "vitest";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { toJsonResume } from "../../convex/model/jsonResumeExport";
import { fromJsonResume } from "../../convex/model/jsonResumeImport";
import { mergeImport } from "../../convex/model/jsonResumeMerge";
import { importPreview } from "../../src/account/importPreview";

/** A draft as the builder keeps it: every entry with its id, a hidden section, a reordered layout, a theme, pictures. */
const draft: PortfolioFormData = {
  ...emptyFormData(),
  name: "Ada Lovelace",
  role: "Analyst",
  image: "photo" as PortfolioFormData["image"],
  experience: [
    { id: "e1", title: "Analyst", company: "Engine Co", duration: "1842 – 1843", description: "Notes" },
    { id: "e2", title: "Writer", company: "Letters", duration: "1840", description: "" },
  ],
  skills: ["Maths", "Poetry", "Looms"].map((name, i) => ({ id: `k${i}`, name, percentage: 50 + i })),
  projects: [
    {
      id: "p1",
      title: "Note G",
      link: "https://example.com/g",
      description: "Bernoulli",
      technology: "Cards",
      project_image: "cover" as PortfolioFormData["image"],
      gallery: [],
    },
  ],
  education: [{ id: "d1", type: "UG", degree: "Maths", institution: "Home", school: "", year: "1835", cgpa: "" }],
  customSections: [
    {
      id: "awards",
      title: "Awards",
      kind: "awards",
      entries: [{ id: "a1", title: "Medal", subtitle: "Society", date: "1843", description: "", link: "", image: null }],
    },
  ],
  sections: [
    { id: "projects", visible: true },
    { id: "custom:awards", visible: true },
    { id: "about", visible: false },
    { id: "experience", visible: true },
    { id: "skills", visible: true },
    { id: "education", visible: true },
    { id: "contact", visible: true },
  ],
  theme: { accent: "#b45309", fonts: "template", scheme: "dark" },
};

describe("importing your own export, changed in one role and one job", () => {
  test("reports only the changed section; unchanged entries keep their ids and pictures; layout and theme stay", () => {
    const exported = toJsonResume(draft, { imageUrl: "https://files.example/ada.webp" }) as {
      basics: Record<string, unknown>;
      work: Record<string, unknown>[];
    };
    exported.basics.label = "Engineer";
    exported.work[0]!.position = "Lead analyst";
    const result = fromJsonResume(JSON.parse(JSON.stringify(exported)));
    if (!result.ok) throw new Error(result.problems.join("\n"));
    const merged = mergeImport(draft, result.formData);

    const lines = importPreview(draft, merged, "minimalist");
    expect(lines.map(({ section, facts }) => [section, facts])).toEqual([
      ["profile", { kind: "fields", fields: ["role"] }],
      ["experience", { kind: "entries", added: 1, removed: 1 }],
    ]);
    expect(merged.sections).toEqual(draft.sections);
    expect(merged.theme).toEqual(draft.theme);
    expect(merged.image).toBe(draft.image);
    expect(merged.skills).toEqual(draft.skills);
    expect(merged.projects).toEqual(draft.projects);
    expect(merged.education).toEqual(draft.education);
    expect(merged.customSections).toEqual(draft.customSections);
    expect(merged.experience[1]).toEqual(draft.experience[1]);
    expect(merged.experience[0]).toMatchObject({ title: "Lead analyst", company: "Engine Co" });
    // The photo's address in the file is the draft's own photo, not something to keep.
    expect(merged.resume).toBeUndefined();
  });

  test("a file from elsewhere (no layout, no theme) keeps the portfolio's layout and theme", () => {
    const result = fromJsonResume({ basics: { name: "Ada" }, awards: [{ title: "Prize" }] });
    if (!result.ok) throw new Error(result.problems.join("\n"));
    const merged = mergeImport(draft, result.formData);
    expect(merged.sections).toEqual(draft.sections);
    expect(merged.theme).toEqual(draft.theme);
    // The awards section keeps its place in the layout: the file's awards list is the same section.
    expect(merged.customSections).toEqual([
      { id: "awards", title: "Awards", kind: "awards", entries: [{ title: "Prize", subtitle: "", date: "", description: "", link: "", image: null }] },
    ]);
  });
});
