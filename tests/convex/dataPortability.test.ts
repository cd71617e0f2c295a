import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { IMPORT_MAX_BYTES, IMPORT_MAX_DEPTH } from "../../convex/model/jsonResume";
import { toJsonResume } from "../../convex/model/jsonResumeExport";
import { LIMITS } from "../../convex/model/limits";
import { formData, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

describe("download my data", () => {
  test("holds the account fields, draft, published page, history and image variants: the caller's only", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const photo = await uploadAs(t, ada);
    await uploadAs(t, bob);
    await ada.as.mutation(api.users.setPhoto, { storageId: photo.storageId });
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ image: photo.storageId, bio: "v1" }) });
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ bio: "v2" }) });
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: formData({ bio: "draft" }), baseRevision: 0 });

    const data = await ada.as.query(api.dataExport.get, {});
    expect(data).toMatchObject({
      account: { email: "ada@example.com", plan: "free", photo: photo.storageId },
      draft: { templateId: "creative", revision: 1, formData: { bio: "draft" } },
      published: { isPublished: true, templateId: "modern", formData: { bio: "v2" }, slug: "ada-lovelace" },
      imagesTruncated: false,
    });
    const history = await ada.as.query(api.dataExport.history, { paginationOpts: { numItems: 10, cursor: null } });
    expect(history.page.map((v) => v.formData.bio)).toEqual(["v2", "v1"]);
    expect(history.isDone).toBe(true);
    expect(data?.images).toHaveLength(1);
    expect(data?.images[0].imageId).toBe(photo.storageId);
    expect(data?.images[0]?.variants.map((v) => v.url)).toEqual(
      String(photo.image?.srcSet)
        .split(", ")
        .map((entry) => entry.split(" ")[0]!),
    );

    // Bob's export holds nothing of Ada's; signed out there is nothing.
    const bobs = await bob.as.query(api.dataExport.get, {});
    expect(bobs).toMatchObject({ account: { email: "bob@example.com" }, draft: null, published: null });
    expect((await bob.as.query(api.dataExport.history, { paginationOpts: { numItems: 10, cursor: null } })).page).toEqual([]);
    expect(bobs?.images.map((i) => i.imageId)).not.toContain(photo.storageId);
    expect(await t.query(api.dataExport.get, {})).toBeNull();
  });
});

describe("JSON Resume import on the server", () => {
  const resume = JSON.stringify(toJsonResume(formData({ name: "Grace Hopper", bio: "Admiral", skills: [{ name: "COBOL", percentage: 90 }] })));

  test("fills the draft as a new revision, keeping template and photo; export then import gives the same draft", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const photo = await uploadAs(t, ada);
    const original = formData({
      image: photo.storageId,
      about: "Long text",
      experience: [{ title: "Engineer", company: "Engine", duration: "1842 – 1843", description: "Notes" }],
      projects: [{ title: "Note G", link: "https://example.com", description: "", project_image: photo.storageId, technology: "Cards" }],
      socialLinks: { github: "github.com/ada", linkedin: "", twitter: "", facebook: "", instagram: "" },
    });
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: original, baseRevision: 0 });
    const exported = JSON.stringify(toJsonResume(original));
    // Change the draft's text (pictures stay), then import the export: the draft is back as it was.
    const changed = { ...original, name: "Someone else", about: "", experience: [], projects: [{ ...original.projects[0], description: "edited" }] };
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: changed, baseRevision: 1 });
    expect(await ada.as.mutation(api.drafts.importJsonResume, { json: exported, baseRevision: 2 })).toMatchObject({ revision: 3, notes: [] });
    const draft = await ada.as.query(api.drafts.get, {});
    expect(draft).toMatchObject({ templateId: "creative", revision: 3 });
    // JSON carries no files: the photo and the same-titled project's picture stay from the draft.
    expect(draft?.formData).toEqual(original);

    // From no draft at all: a first draft in the default template.
    const bob = await signedUpUser(t, "bob@example.com");
    await bob.as.mutation(api.drafts.importJsonResume, { json: resume, baseRevision: 0 });
    expect(await bob.as.query(api.drafts.get, {})).toMatchObject({ templateId: "minimalist", revision: 1, formData: { name: "Grace Hopper", bio: "Admiral" } });
  });

  test("refuses bad files with the problems and changes nothing; stale revisions conflict; signed out is refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: formData({ bio: "mine" }), baseRevision: 0 });
    const cases: [string, unknown][] = [
      ["{nope", [expect.stringMatching(/^The file is not valid JSON/)]],
      ['"a string"', ["The file must hold a JSON object (a résumé), not a list or a single value."]],
      [JSON.stringify({ basics: { name: 7 } }), ["basics.name must be text."]],
      [JSON.stringify({ basics: { summary: "x".repeat(LIMITS.about + 1) } }), [`basics.summary: Must be at most ${LIMITS.about} characters.`]],
      [`{"basics": {"name": "${"x".repeat(IMPORT_MAX_BYTES)}"}}`, ["The file is larger than 1 MB."]],
      // Refused as a problem with the file, not a stack overflow (a plain "Server Error" on a deployment).
      [
        `{"basics": {"x": ${"[".repeat(3000)}${"]".repeat(3000)}}}`,
        [`The file nests lists and objects more than ${IMPORT_MAX_DEPTH} levels deep: no résumé does.`],
      ],
    ];
    for (const [json, problems] of cases) {
      expect(await rejectionData(ada.as.mutation(api.drafts.importJsonResume, { json, baseRevision: 1 }))).toEqual({
        code: "validation/invalid",
        message: "This file cannot be imported.",
        problems,
      });
    }
    expect(await ada.as.query(api.drafts.get, {})).toMatchObject({ revision: 1, formData: { bio: "mine" } });
    expect(await rejectionData(ada.as.mutation(api.drafts.importJsonResume, { json: resume, baseRevision: 0 }))).toMatchObject({
      code: "portfolio/conflict",
      revision: 1,
    });
    expect(await rejectionData(t.mutation(api.drafts.importJsonResume, { json: resume, baseRevision: 0 }))).toMatchObject({ code: "auth/unauthenticated" });
  });

  test("hostile links never reach the draft, even sent straight to the server", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const json = JSON.stringify({
      basics: {
        name: "Eve",
        profiles: [
          { network: "GitHub", url: "javascript:alert(document.cookie)" },
          { network: "LinkedIn", "x-portfolio": { url: "data:text/html,x" } },
        ],
      },
      projects: [{ name: "P", url: "https://ok.example", "x-portfolio": { link: "javascript:alert(1)" } }],
    });
    const result = await ada.as.mutation(api.drafts.importJsonResume, { json, baseRevision: 0 });
    expect(result.notes).toHaveLength(3);
    const draft = await ada.as.query(api.drafts.get, {});
    expect(draft?.formData.socialLinks).toEqual({ github: "", linkedin: "", twitter: "", facebook: "", instagram: "" });
    expect(draft?.formData.projects[0].link).toBe("");
  });
});
