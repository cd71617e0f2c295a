import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { customSectionErrors, emptyCustomEntry, type CustomSection } from "../../convex/model/customSections";
import { LIMITS } from "../../convex/model/limits";
import { sectionLayoutErrors, sectionLayoutOf, visibleSections } from "../../convex/model/sectionLayout";
import { validateFormData } from "../../convex/model/formData";
import { formData, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

const entry = (overrides: Partial<CustomSection["entries"][number]> = {}) => ({ ...emptyCustomEntry(), title: "Best paper", ...overrides });
const section = (overrides: Partial<CustomSection> = {}): CustomSection => ({ id: "awards1", title: "Awards", entries: [entry()], ...overrides });

describe("custom sections: the shared rules", () => {
  test("older drafts without the field have none and validate", () => {
    const data = formData();
    expect(data.customSections).toBeUndefined();
    expect(validateFormData(data, "publish")).toEqual({});
    expect(visibleSections(data.sections, data.customSections)).toEqual(["about", "experience", "skills", "education", "projects", "contact"]);
  });

  test("the layout lists custom sections as custom:<id>: ordered, hidden, dropped once deleted, appended when new", () => {
    const sections = [section(), section({ id: "talks", title: "Talks" })];
    const stored = [
      { id: "custom:talks" as const, visible: false },
      { id: "about" as const, visible: true },
      { id: "custom:gone" as const, visible: true },
    ];
    expect(sectionLayoutOf(stored, sections).map((s) => s.id)).toEqual([
      "custom:talks",
      "about",
      "experience",
      "skills",
      "education",
      "projects",
      "contact",
      "custom:awards1",
    ]);
    expect(visibleSections(stored, sections)).not.toContain("custom:talks");
    expect(sectionLayoutErrors([{ id: "custom:Bad Id" as `custom:${string}`, visible: true }])).toEqual({
      sections: "The layout names a section that does not exist.",
    });
    expect(sectionLayoutErrors([{ id: "nonsense" as "about", visible: true }])).toHaveProperty("sections");
  });

  test("limits: sections, entries, field lengths and ids apply to drafts; safe links and titles to publishing", () => {
    const tooMany = Array.from({ length: LIMITS.customSections + 1 }, (_, i) => section({ id: `s${i}` }));
    expect(customSectionErrors(tooMany, "draft")).toMatchObject({ customSections: `At most ${LIMITS.customSections} sections of your own.` });
    const longList = section({ entries: Array.from({ length: LIMITS.customEntries + 1 }, () => entry()) });
    expect(customSectionErrors([longList], "draft")).toMatchObject({ "customSections.0.entries": `At most ${LIMITS.customEntries} entries.` });
    const total = Array.from({ length: 4 }, (_, i) => section({ id: `t${i}`, entries: Array.from({ length: 26 }, () => entry()) }));
    expect(customSectionErrors(total, "draft")).toMatchObject({ customSections: `At most ${LIMITS.customEntriesTotal} entries across your own sections.` });
    const long = section({ title: "x".repeat(LIMITS.customSectionTitle + 1), entries: [entry({ description: "y".repeat(LIMITS.customDescription + 1) })] });
    expect(customSectionErrors([long], "draft")).toEqual({
      "customSections.0.title": `Must be at most ${LIMITS.customSectionTitle} characters.`,
      "customSections.0.entries.0.description": `Must be at most ${LIMITS.customDescription} characters.`,
    });
    expect(customSectionErrors([section({ id: "dup" }), section({ id: "dup" })], "draft")).toHaveProperty(["customSections.1.id"]);
    expect(customSectionErrors([section({ id: "<script>" })], "draft")).toHaveProperty(["customSections.0.id"]);
    const unsafe = [section({ title: " ", entries: [entry({ link: "javascript:alert(1)" })] })];
    expect(customSectionErrors(unsafe, "draft")).toEqual({});
    expect(customSectionErrors(unsafe, "publish")).toEqual({
      "customSections.0.title": "Give this section a title.",
      "customSections.0.entries.0.link": "Enter a web address starting with http:// or https://.",
    });
  });
});

describe("custom sections on the server", () => {
  test("kept in the draft, published, in the history and on the public page with pictures resolved", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const picture = await uploadAs(t, ada);
    const custom = [section({ entries: [entry({ subtitle: "ACM", date: "2024", link: "https://acm.example/award", image: picture.storageId })] })];
    const data = formData({
      customSections: custom,
      sections: [
        { id: "custom:awards1", visible: true },
        { id: "about", visible: false },
      ],
    });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: data, baseRevision: 0 });
    const draft = await ada.as.query(api.drafts.get, {});
    expect(draft?.formData.customSections).toEqual(custom);
    expect(draft?.images[picture.storageId]).toEqual(picture.image);

    await ada.as.mutation(api.portfolios.publishDraft, { revision: 1 });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    if (page.status !== "published") throw new Error("not published");
    expect(page.content.customSections?.[0]).toMatchObject({ title: "Awards", entries: [{ title: "Best paper", subtitle: "ACM", image: picture.image }] });
    expect(page.content.sections?.[0]).toEqual({ id: "custom:awards1", visible: true });
    const history = await ada.as.query(api.portfolioVersions.list, {});
    expect(history?.length).toBe(1);
  });

  test("refused: oversize sections, unsafe links at publish, another user's picture, anonymous callers", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const tooMany = Array.from({ length: LIMITS.customSections + 1 }, (_, i) => section({ id: `s${i}` }));
    expect(
      await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ customSections: tooMany }), baseRevision: 0 })),
    ).toMatchObject({ code: "validation/invalid", fields: { customSections: `At most ${LIMITS.customSections} sections of your own.` } });

    const unsafe = formData({ customSections: [section({ entries: [entry({ link: "javascript:alert(1)" })] })] });
    expect(await rejectionData(ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: unsafe }))).toMatchObject({
      code: "validation/invalid",
      fields: { "customSections.0.entries.0.link": "Enter a web address starting with http:// or https://." },
    });

    const adaPicture = await uploadAs(t, ada);
    const stolen = formData({ customSections: [section({ entries: [entry({ image: adaPicture.storageId })] })] });
    expect(await rejectionData(bob.as.mutation(api.drafts.save, { templateId: "minimalist", formData: stolen, baseRevision: 0 }))).toMatchObject({
      code: "storage/unauthorized",
    });
    expect(
      await rejectionData(t.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ customSections: [section()] }), baseRevision: 0 })),
    ).toMatchObject({
      code: "auth/unauthenticated",
    });
  });
});
