import { describe, expect, test } from "vitest";
import type { Id } from "../../convex/_generated/dataModel";
import { withoutResumeExtras, type PortfolioFormData, type PortfolioContent } from "../../convex/model/formData";
import type { ImageSource } from "../../convex/model/images";
import { contentFromSources, portfolioContent, toPortfolioContent } from "../../convex/model/portfolioContent";
import { sampleFormData } from "../../src/sample/samplePortfolio";

const id = (n: number) => `kg2${n}aaaaaaaaaaaaaaaaaaaaaaaaaaaa` as Id<"_storage">;
const source = (n: number): ImageSource => ({ src: `/img/${n}.webp`, srcSet: `/img/${n}-640.webp 640w`, width: 640, height: 480 });

/** A draft with every kind of picture, JSON Resume extras, languages and a custom section, in stored key order. */
const draft: PortfolioFormData = {
  ...sampleFormData,
  image: id(1),
  language: "en",
  translations: [{ id: "fr", publish: true, texts: [{ id: "name", text: "Nadia" }] }],
  resume: { basics: '{"x":1}', top: undefined },
  skills: sampleFormData.skills.map((skill, i) => ({ ...skill, id: `s${i}`, ...(i === 0 ? { resume: '{"level":"x"}' } : {}) })),
  projects: sampleFormData.projects.map((project, i) => ({ ...project, id: `p${i}`, project_image: id(10 + i), gallery: [id(20 + i), id(99)], resume: "{}" })),
  customSections: [
    { id: "c1", title: "Talks", entries: [{ id: "e1", title: "Talk", subtitle: "", date: "", description: "", link: "", image: id(30), resume: "{}" }] },
  ],
} as PortfolioFormData;
const images: Record<string, ImageSource | null> = Object.fromEntries([1, 10, 11, 12, 13, 20, 21, 22, 23, 30].map((n) => [id(n), source(n)]));
images[id(99)] = null;

/** The server's mapping before it was shared with the builder (issue 45), kept as the oracle of its bytes. */
async function previousServerContent(data: PortfolioFormData, sourceOf: (id: Id<"_storage">) => Promise<ImageSource | null>): Promise<unknown> {
  const resolve = (i: Id<"_storage"> | null) => (i === null ? Promise.resolve(null) : sourceOf(i));
  const resolveAll = async (ids: Id<"_storage">[] = []) => (await Promise.all(ids.map(sourceOf))).filter((s): s is ImageSource => s !== null);
  const [image, projects, customSections] = await Promise.all([
    resolve(data.image),
    Promise.all(
      data.projects.map(async ({ gallery, ...p }) => ({ ...p, project_image: await resolve(p.project_image), galleryImages: await resolveAll(gallery) })),
    ),
    data.customSections === undefined
      ? undefined
      : Promise.all(
          data.customSections.map(async (s) => ({ ...s, entries: await Promise.all(s.entries.map(async (e) => ({ ...e, image: await resolve(e.image) }))) })),
        ),
  ]);
  const { customSections: _stored, translations: _languages, ...rest } = data;
  return withoutResumeExtras(customSections === undefined ? { ...rest, image, projects } : { ...rest, image, projects, customSections });
}

describe("form data → page content (one mapping: published pages, versions, the builder's preview)", () => {
  test("the published content is byte for byte what the server made before, key order included", async () => {
    const sourceOf = async (i: Id<"_storage">) => images[i] ?? null;
    const content = await toPortfolioContent(draft, sourceOf);
    expect(JSON.stringify(content)).toBe(JSON.stringify(await previousServerContent(draft, sourceOf)));
    expect(content).not.toHaveProperty("translations");
    expect(content).not.toHaveProperty("resume");
    expect(content.projects[0]).not.toHaveProperty("gallery");
    expect(content.projects[0]!.galleryImages).toEqual([source(20)]);
  });

  test("resolves each stored picture once", async () => {
    const asked: string[] = [];
    await toPortfolioContent(draft, async (i) => (asked.push(i), images[i] ?? null));
    expect(asked.filter((i) => i === id(99))).toHaveLength(1);
    expect(new Set(asked).size).toBe(asked.length);
  });

  test("an edit in one project's description leaves every other part of the content the same object", () => {
    const before = contentFromSources(draft, images);
    const typed = { ...draft, projects: draft.projects.map((p, i) => (i === 1 ? { ...p, description: `${p.description}x` } : p)) };
    const after = contentFromSources(typed, images);
    expect(after.projects[1]!.description).toBe(`${draft.projects[1]!.description}x`);
    expect(after.projects[1]).not.toBe(before.projects[1]);
    after.projects.forEach((project, i) => i !== 1 && expect(project).toBe(before.projects[i]));
    for (const key of ["skills", "experience", "education", "customSections", "contact", "socialLinks", "theme", "sections"] as const) {
      expect(after[key]).toBe(before[key]);
    }
    // The same form data (a save status changed, not the values): the very same content.
    expect(contentFromSources(typed, { ...images })).toBe(after);
  });

  test("a picture that changes makes its entry new, and only that one", () => {
    const before = contentFromSources(draft, images);
    const after = contentFromSources(draft, { ...images, [id(11)]: source(111) });
    expect(after).not.toBe(before);
    expect(after.projects[1]!.project_image).toEqual(source(111));
    expect(after.projects[0]).toBe(before.projects[0]);
    expect(after.customSections).toBe(before.customSections);
    // An equal picture in a new object (a local preview's `{ src }` made again) changes nothing.
    expect(contentFromSources(draft, { ...images, [id(11)]: source(111), [id(30)]: { ...source(30) } })).toBe(after);
  });

  test("the builder's slots: the profile's is `image`, a cover's or entry's its entry id, a gallery's none", () => {
    const slots: (string | undefined)[] = [];
    portfolioContent(draft, (_id, slot) => (slots.push(slot), null));
    expect(slots).toContain("image");
    expect(slots).toContain("p0");
    expect(slots).toContain("e1");
    expect(slots.filter((slot) => slot === undefined)).toHaveLength(draft.projects.length * 2);
    const content: PortfolioContent = portfolioContent(draft, () => null);
    expect(content.customSections?.[0]?.entries[0]?.image).toBeNull();
  });
});
