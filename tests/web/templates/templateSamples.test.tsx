import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { validateFormData, type PortfolioFormData } from "../../../convex/model/formData";
import { TEMPLATES } from "../../../convex/model/templates";
import { samplePortfolio } from "../../../src/sample/samplePortfolio";
import { sampleFor } from "../../../src/sample/templateSamples";
import { PortfolioTemplate } from "../../../src/templates/PortfolioTemplate";
import { sectionIdsOf } from "../../../src/templates/shared/sections";

const PREMIUM_NEW = ["studio", "codebase", "lens", "quill", "scholar", "executive", "graduate", "milestones", "sketchbook", "stage"];
/** The first templates but Minimalist, which keeps the shared sample (the builder's example too). */
const FIRST_OWN = ["creative", "professional", "modern", "artistic", "bold"];
const OWN = [...FIRST_OWN, ...PREMIUM_NEW];

/** The persona as the builder would hold it (pictures are storage ids there: none). */
const asFormData = (id: string): PortfolioFormData => {
  const { image: _image, projects, customSections, ...rest } = sampleFor(id);
  return {
    ...rest,
    image: null,
    projects: projects.map(({ project_image: _cover, galleryImages: _gallery, ...project }) => ({ ...project, project_image: null, gallery: [] })),
    customSections: (customSections ?? []).map((section) => ({ ...section, entries: section.entries.map((entry) => ({ ...entry, image: null })) })),
  };
};

describe("live demo samples", () => {
  it("Minimalist keeps the shared sample; every other template has a persona of its own: sixteen people, sixteen faces", () => {
    expect(sampleFor("minimalist")).toBe(samplePortfolio);
    expect(OWN.length + 1).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((t) => t.id))).toEqual(new Set(["minimalist", ...OWN]));
    const people = TEMPLATES.map((t) => sampleFor(t.id));
    expect(new Set(people.map((p) => p.name)).size).toBe(TEMPLATES.length);
    expect(new Set(people.map((p) => (typeof p.image === "object" ? p.image?.src : p.image))).size).toBe(TEMPLATES.length);
    expect(new Set(people.map((p) => p.contact.email)).size).toBe(TEMPLATES.length);
    expect(sampleFor("no-such-template")).toBe(samplePortfolio);
  });

  it("each persona has a portrait and project pictures of its own, all in public/sample/; none shows the sample's", () => {
    const file = (image: { src: string } | string | null | undefined) => (image && typeof image === "object" ? image.src.split("/").pop()! : null);
    const sampleFiles = new Set([file(samplePortfolio.image), ...samplePortfolio.projects.map((p) => file(p.project_image))]);
    const portraits = OWN.map((id) => file(sampleFor(id).image));
    expect(new Set(portraits).size).toBe(OWN.length);
    for (const name of portraits) {
      expect(name).toMatch(/^portrait-[a-z]+\.webp$/);
      expect(existsSync(path.join("public/sample", name!))).toBe(true);
    }
    // Only the product designer (Studio) shows the sample's product mock-ups: they are her case studies.
    for (const id of OWN.filter((id) => id !== "studio")) {
      for (const project of sampleFor(id).projects) {
        const cover = file(project.project_image);
        expect(sampleFiles.has(cover), `${id}: ${project.title}`).toBe(false);
        expect(existsSync(path.join("public/sample", cover!))).toBe(true);
      }
    }
    expect(sampleFor("codebase").projects.map((p) => file(p.project_image))).toEqual(["project-pgshard.webp", "project-tidewire.webp", "project-lintkit.webp"]);
    // No two people share a project picture (the designer's are the sample's, which no one else shows).
    const covers = OWN.flatMap((id) => sampleFor(id).projects.map((p) => file(p.project_image)));
    const scenes = covers.filter((name) => name!.startsWith("scene-"));
    expect(new Set(covers.filter((name) => !name!.startsWith("scene-"))).size).toBe(covers.length - scenes.length);
  });

  it.each(OWN)("%s: a publishable persona whose page shows its own sections, in its order", async (id) => {
    if (PREMIUM_NEW.includes(id)) expect(TEMPLATES.find((t) => t.id === id)!.price).toBeGreaterThan(10);
    expect(validateFormData(asFormData(id), "publish")).toEqual({});
    const content = sampleFor(id);
    const { container } = render(<PortfolioTemplate templateId={id} content={content} />);
    expect(await screen.findByRole("heading", { level: 1, name: content.name })).toBeInTheDocument();
    // Creative, Professional and Modern also title their home panel (the name's own section).
    const headings = [...container.querySelectorAll("h2")].map((h) => h.textContent).filter((h) => h !== "Home");
    const titles = Object.fromEntries((content.customSections ?? []).map((s) => [`custom:${s.id}`, s.title]));
    const expected = sectionIdsOf(content).slice(1);
    expect(headings).toHaveLength(expected.length);
    for (const [i, sectionId] of expected.entries()) {
      // Some templates number their headings ("07Awards", the number hidden from assistive tech).
      if (sectionId.startsWith("custom:")) expect(headings[i]!.endsWith(titles[sectionId]!)).toBe(true);
    }
    expect(content.customSections!.length).toBeGreaterThan(0);
  });
});
