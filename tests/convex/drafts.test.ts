import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { LIMITS } from "../../convex/model/limits";
import { formData, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

describe("drafts", () => {
  test("save then get returns the caller's draft with revision, time and images", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await ada.as.query(api.drafts.get, {})).toBeNull();
    const image = await uploadAs(t, ada);
    const saved = await ada.as.mutation(api.drafts.save, {
      templateId: "minimalist",
      formData: formData({ image: image.storageId }),
      baseRevision: 0,
    });
    expect(saved).toEqual({ revision: 1, updatedAt: expect.any(Number) });
    const draft = await ada.as.query(api.drafts.get, {});
    expect(draft).toMatchObject({ templateId: "minimalist", revision: 1, formData: { name: "Ada Lovelace", image: image.storageId } });
    expect(draft?.images[image.storageId]).toEqual(image.image);
  });

  test("anonymous callers cannot save and read nothing", async () => {
    const t = await setupBackend();
    expect(await t.query(api.drafts.get, {})).toBeNull();
    const data = await rejectionData(t.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 }));
    expect(data).toMatchObject({ code: "auth/unauthenticated" });
  });

  test("each user sees only their own draft", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    expect(await bob.as.query(api.drafts.get, {})).toBeNull();
    await bob.as.mutation(api.drafts.save, { templateId: "creative", formData: formData({ name: "Bob" }), baseRevision: 0 });
    expect((await ada.as.query(api.drafts.get, {}))?.formData.name).toBe("Ada Lovelace");
  });

  test("a save from a stale revision is refused with the newer revision", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ bio: "laptop" }), baseRevision: 1 });
    const data = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ bio: "phone" }), baseRevision: 1 }));
    expect(data).toMatchObject({ code: "portfolio/conflict", revision: 2, updatedAt: expect.any(Number) });
    expect((await ada.as.query(api.drafts.get, {}))?.formData.bio).toBe("laptop");
    // A first save from a device that never saw the draft is also stale.
    expect(await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 }))).toMatchObject({
      code: "portfolio/conflict",
      revision: 2,
    });
  });

  test("drafts keep half-typed links but refuse oversized fields and lists", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const halfTyped = formData({ socialLinks: { github: "htt", linkedin: "", twitter: "", facebook: "", instagram: "" } });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: halfTyped, baseRevision: 0 });
    const long = await rejectionData(
      ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ bio: "x".repeat(LIMITS.bio + 1) }), baseRevision: 1 }),
    );
    expect(long).toMatchObject({ code: "validation/invalid", fields: { bio: `Must be at most ${LIMITS.bio} characters.` } });
    const many = await rejectionData(
      ada.as.mutation(api.drafts.save, {
        templateId: "minimalist",
        formData: formData({ skills: Array.from({ length: LIMITS.entriesPerList + 1 }, () => ({ name: "x" })) }),
        baseRevision: 1,
      }),
    );
    expect(many).toMatchObject({ code: "validation/invalid", fields: { skills: "At most 50 entries." } });
  });

  test("a draft cannot name another user's image or a premium template on the free plan", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const adaImage = await uploadAs(t, ada);
    const data = await rejectionData(
      bob.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ image: adaImage.storageId }), baseRevision: 0 }),
    );
    expect(data).toMatchObject({ code: "storage/unauthorized" });
    const premium = await rejectionData(bob.as.mutation(api.drafts.save, { templateId: "bold", formData: formData(), baseRevision: 0 }));
    expect(premium).toMatchObject({ code: "template/premium", message: "This is a premium template. Please upgrade to use it." });
  });
});
