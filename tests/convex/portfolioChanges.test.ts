import { describe, expect, test } from "vitest";
import { changedSections } from "../../convex/model/portfolioChanges";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { emptyLinks } from "../../convex/model/links";
import { defaultSectionLayout } from "../../convex/model/sectionLayout";

const base = (overrides: Partial<PortfolioFormData> = {}): PortfolioFormData => ({
  ...emptyFormData(),
  name: "Ada",
  skills: [{ name: "Maths" }, { name: "Poetry", percentage: 80 }],
  projects: [{ title: "Engine", link: "https://example.com", description: "", project_image: null, technology: "" }],
  ...overrides,
});

describe("changedSections", () => {
  test("equal content is no change, whatever the key order", () => {
    const a = base();
    // The same content with every object's keys in reverse order (as Convex may return them).
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value !== null && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    expect(changedSections({ templateId: "modern", formData: a }, { templateId: "modern", formData: reversed(a) as PortfolioFormData })).toEqual([]);
  });

  test("names each changed section in the builder's order, as facts the UI words", () => {
    const published = { templateId: "minimalist", formData: base() };
    const draft = {
      templateId: "bold",
      formData: base({
        name: "Ada L.",
        about: "More",
        skills: [{ name: "Poetry", percentage: 80 }, { name: "Maths" }],
        projects: [],
        education: [{ type: "UG", degree: "BSc", institution: "", school: "", year: "", cgpa: "" }],
        contact: { phone: "", email: "ada@example.com", address: "" },
        socialLinks: { github: "https://github.com/ada", linkedin: "", twitter: "", facebook: "", instagram: "x" },
      }),
    };
    expect(changedSections(published, draft)).toEqual([
      { section: "template", facts: { kind: "template", from: "minimalist", to: "bold" } },
      { section: "profile", facts: { kind: "fields", fields: ["name", "about"] } },
      { section: "skills", facts: { kind: "entries", added: 0, removed: 0 } },
      { section: "projects", facts: { kind: "entries", added: 0, removed: 1 } },
      { section: "education", facts: { kind: "entries", added: 1, removed: 0 } },
      { section: "contact", facts: { kind: "fields", fields: ["email"] } },
      { section: "socialLinks", facts: { kind: "fields", fields: ["github", "instagram"] } },
    ]);
  });

  test("an edited entry counts as added and removed; a new photo is a profile change", () => {
    const edited = base({ skills: [{ name: "Maths" }, { name: "Poetry", percentage: 90 }], image: "kg2abc" as PortfolioFormData["image"] });
    expect(changedSections({ templateId: "modern", formData: base() }, { templateId: "modern", formData: edited })).toEqual([
      { section: "profile", facts: { kind: "fields", fields: ["image"] } },
      { section: "skills", facts: { kind: "entries", added: 1, removed: 1 } },
    ]);
  });
  test("more links and the section layout: an absent field equals its empty or default value", () => {
    const state = (formData: PortfolioFormData) => ({ templateId: "modern", formData });
    expect(changedSections(state(base()), state(base({ links: emptyLinks(), sections: defaultSectionLayout() })))).toEqual([]);
    const draft = base({
      links: { ...emptyLinks(), website: "https://ada.example", custom: [{ label: "Notes", url: "https://ada.example/n" }] },
      sections: [{ id: "contact", visible: false }],
    });
    expect(changedSections(state(base()), state(draft))).toEqual([
      { section: "links", facts: { kind: "fields", fields: ["website", "custom"] } },
      { section: "sections", facts: { kind: "layout" } },
    ]);
  });

  test("a theme change is named by its parts; no theme equals the template's own look", () => {
    const own = base({ theme: { accent: null, fonts: "template", scheme: "template" } });
    expect(changedSections({ templateId: "modern", formData: base() }, { templateId: "modern", formData: own })).toEqual([]);
    const themed = base({ theme: { accent: "#be123c", fonts: "template", scheme: "dark" } });
    expect(changedSections({ templateId: "modern", formData: own }, { templateId: "modern", formData: themed })).toEqual([
      { section: "theme", facts: { kind: "fields", fields: ["accent", "scheme"] } },
    ]);
  });

  test("your own sections by title, added, changed or removed; an untitled one has no title", () => {
    const state = (customSections: PortfolioFormData["customSections"]) => ({ templateId: "modern", formData: base({ customSections }) });
    const awards = { id: "a", title: "Awards", entries: [] };
    const talks = { id: "t", title: "Talks ", entries: [] };
    const untitled = { id: "u", title: "", entries: [] };
    // (The section layout, which lists them, changes too.)
    expect(changedSections(state([awards, talks]), state([{ ...awards, title: "Prizes" }, untitled])).filter((c) => c.section === "customSections")).toEqual([
      {
        section: "customSections",
        facts: {
          kind: "customSections",
          items: [
            { title: "Prizes", change: "changed" },
            { title: "", change: "added" },
            { title: "Talks", change: "removed" },
          ],
        },
      },
    ]);
  });
});
