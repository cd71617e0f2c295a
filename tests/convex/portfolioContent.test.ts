import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { emptyFormData, imageIdsOf, validateFormData, type PortfolioFormData } from "../../convex/model/formData";
import { galleryError, projectImageIds, withProjectImages } from "../../convex/model/gallery";
import { LIMITS } from "../../convex/model/limits";
import { emptyLinks, linkErrors } from "../../convex/model/links";
import { moveSection, sectionLayoutErrors, sectionLayoutOf, visibleSections, type SectionLayout } from "../../convex/model/sectionLayout";
import { formData, pngHeader, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

const id = (n: number) => `kg2${n}aaaaaaaaaaaaaaaaaaaaaaaaaaaa` as Id<"_storage">;
const project = (over: Partial<PortfolioFormData["projects"][number]> = {}): PortfolioFormData["projects"][number] => ({
  title: "Engine",
  link: "",
  description: "",
  project_image: null,
  technology: "",
  ...over,
});

describe("section order and visibility (model)", () => {
  test("old drafts have no layout: every section shows in the default order", () => {
    expect(visibleSections(undefined)).toEqual(["about", "experience", "skills", "education", "projects", "contact"]);
    expect(validateFormData(emptyFormData(), "publish")).not.toHaveProperty("sections");
  });

  test("the stored order wins; hidden sections drop out; left-out sections are appended, shown", () => {
    const stored: SectionLayout = [
      { id: "projects", visible: true },
      { id: "skills", visible: false },
      { id: "about", visible: true },
    ];
    expect(visibleSections(stored)).toEqual(["projects", "about", "experience", "education", "contact"]);
    expect(sectionLayoutOf(stored).map((entry) => entry.id)).toEqual(["projects", "skills", "about", "experience", "education", "contact"]);
  });

  test("a section listed twice is refused (drafts too), and reads as listed once", () => {
    const twice: SectionLayout = [
      { id: "about", visible: false },
      { id: "about", visible: true },
    ];
    expect(sectionLayoutErrors(twice)).toEqual({ sections: "Each section can be listed only once." });
    expect(validateFormData({ ...emptyFormData(), sections: twice }, "draft")).toHaveProperty("sections");
    expect(visibleSections(twice)).not.toContain("about");
  });

  test("moving a section up and down, clamped at the ends", () => {
    const layout = sectionLayoutOf(undefined);
    expect(
      moveSection(layout, 0, 1)
        .map((entry) => entry.id)
        .slice(0, 2),
    ).toEqual(["experience", "about"]);
    expect(moveSection(layout, 0, -1)).toBe(layout);
    expect(moveSection(layout, layout.length - 1, 1)).toBe(layout);
  });
});

describe("more links (model)", () => {
  test("drafts get size limits only; publishing needs safe URLs and a label for custom links", () => {
    const links = {
      ...emptyLinks(),
      website: "javascript:alert(1)",
      youtube: "youtube.com/@ada",
      custom: [
        { label: "", url: "https://ada.example" },
        { label: "Blog", url: "data:text/html,x" },
      ],
    };
    expect(linkErrors(links, "draft")).toEqual({});
    expect(linkErrors(links, "publish")).toEqual({
      "links.website": "Enter a web address starting with http:// or https://.",
      "links.custom.0.label": "Give this link a label.",
      "links.custom.1.url": "Enter a web address starting with http:// or https://.",
    });
    expect(validateFormData({ ...formData(), links }, "publish")).toMatchObject({ "links.website": expect.any(String) });
  });

  test("custom links are capped, labels and URLs are limited in size", () => {
    const custom = Array.from({ length: LIMITS.customLinks + 1 }, (_, i) => ({ label: `L${i}`, url: "https://a.example" }));
    expect(linkErrors({ ...emptyLinks(), custom }, "draft")).toEqual({ "links.custom": `At most ${LIMITS.customLinks} links.` });
    const long = { ...emptyLinks(), medium: `https://a.example/${"x".repeat(LIMITS.url)}`, custom: [{ label: "x".repeat(LIMITS.linkLabel + 1), url: "" }] };
    expect(Object.keys(linkErrors(long, "draft")).sort()).toEqual(["links.custom.0.label", "links.medium"]);
  });
});

describe("project galleries (model)", () => {
  test("the cover stays project_image; the gallery holds the rest, six in all", () => {
    const withImages = withProjectImages(project(), [id(1), id(2), id(3)]);
    expect(withImages).toMatchObject({ project_image: id(1), gallery: [id(2), id(3)] });
    expect(projectImageIds(withImages)).toEqual([id(1), id(2), id(3)]);
    expect(withProjectImages(withImages, [])).toMatchObject({ project_image: null, gallery: [] });
    expect(projectImageIds(project({ gallery: [id(4)] }))).toEqual([id(4)]);

    const seven = withProjectImages(project(), [1, 2, 3, 4, 5, 6, 7].map(id));
    expect(galleryError(seven)).toBe(`At most ${LIMITS.projectImages} images per project.`);
    expect(validateFormData({ ...emptyFormData(), projects: [seven] }, "draft")).toEqual({
      "projects.0.gallery": `At most ${LIMITS.projectImages} images per project.`,
    });
    expect(galleryError(withProjectImages(project(), [1, 2, 3, 4, 5, 6].map(id)))).toBeNull();
  });

  test("every gallery image counts as one of the portfolio's images (ownership checks, draft images)", () => {
    const data = { ...emptyFormData(), image: id(9), projects: [project({ project_image: id(1), gallery: [id(2)] }), project({ gallery: [id(3)] })] };
    expect(imageIdsOf(data)).toEqual([id(9), id(1), id(2), id(3)]);
  });
});

describe("the new fields through the backend", () => {
  test("gallery images must be the caller's own uploads", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const bobs = await uploadAs(t, bob, pngHeader(400, 300));
    const data = formData({ projects: [project({ gallery: [bobs.storageId] })] });
    expect(await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: data, baseRevision: 0 }))).toMatchObject({
      code: "storage/unauthorized",
    });
    expect(await rejectionData(ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: data }))).toMatchObject({
      code: "storage/unauthorized",
    });
  });

  test("links, layout and gallery are saved, published, kept in versions and served with resolved images only", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const cover = await uploadAs(t, ada, pngHeader(1600, 1000));
    const second = await uploadAs(t, ada, pngHeader(800, 600));
    const third = await uploadAs(t, ada, pngHeader(300, 200));
    const data = formData({
      about: "I like **engines**.",
      links: { ...emptyLinks(), website: "https://ada.example", custom: [{ label: "Notes", url: "https://ada.example/notes" }] },
      sections: [
        { id: "projects", visible: true },
        { id: "skills", visible: false },
      ],
      projects: [project({ project_image: cover.storageId, gallery: [second.storageId, third.storageId] })],
    });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: data, baseRevision: 0 });
    const draft = (await ada.as.query(api.drafts.get, {}))!;
    expect(draft.formData).toEqual(data);
    expect(Object.keys(draft.images).sort()).toEqual([cover.storageId, second.storageId, third.storageId].sort());

    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: data });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    if (page.status !== "published") throw new Error("expected a published page");
    expect(page.content.links).toEqual(data.links);
    expect(page.content.sections).toEqual(data.sections);
    expect(page.content.projects[0].project_image).toEqual(cover.image);
    expect(page.content.projects[0].galleryImages).toEqual([second.image, third.image]);
    expect(page.content.projects[0].galleryImages?.[0]?.srcSet).toMatch(/320w/);
    // The public page names no storage ids.
    const text = JSON.stringify(page);
    for (const storageId of [cover.storageId, second.storageId, third.storageId]) expect(text).not.toContain(storageId);

    const [version] = (await ada.as.query(api.portfolioVersions.list, {}))!;
    const shown = await ada.as.query(api.portfolioVersions.get, { versionId: version.id });
    if (shown?.status !== "found") throw new Error("expected the version");
    expect(shown.content.projects[0].galleryImages).toEqual([second.image, third.image]);
    expect(shown.content.sections).toEqual(data.sections);

    const exported = (await ada.as.query(api.dataExport.get, {}))!;
    expect(exported.draft?.formData).toEqual(data);
    expect(exported.published?.formData).toEqual(data);
  });

  test("publishing refuses an unsafe custom link; old drafts without the new fields still publish", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const unsafe = formData({ links: { ...emptyLinks(), custom: [{ label: "Click", url: "javascript:alert(1)" }] } });
    expect(await rejectionData(ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: unsafe }))).toMatchObject({
      code: "validation/invalid",
      fields: { "links.custom.0.url": expect.any(String) },
    });
    const old = formData();
    delete (old as Partial<PortfolioFormData>).links;
    delete (old as Partial<PortfolioFormData>).sections;
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: old });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page.status).toBe("published");
  });
});
