import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { formData, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

const fullPortfolio = (image: Id<"_storage"> | null, projectImage: Id<"_storage"> | null) =>
  formData({
    bio: "I build analytical engines.",
    image,
    socialLinks: { github: "https://github.com/ada", linkedin: "", twitter: "", facebook: "", instagram: "" },
    skills: [{ name: "Mathematics", percentage: 95 }],
    projects: [{ title: "Engine", link: "https://example.com/engine", description: "Notes", project_image: projectImage, technology: "Brass" }],
    contact: { phone: "+44 20 7946 0000", email: "ada@example.com", address: "London" },
  });

describe("publishing and the public page", () => {
  test("publish sets the portfolio fields; the public query returns only published content with its images", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.users.updateAccount, {
      fields: { name: "Ada L", email: "ada@example.com", phone: "+44 20 7946 0001", dob: "1990-12-10", gender: "female", address: "Secret St 1" },
    });
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: formData({ bio: "draft only" }), baseRevision: 0 });
    const image = await uploadAs(t, ada);
    const projectImage = await uploadAs(t, ada);
    const result = await ada.as.mutation(api.portfolios.publish, {
      templateId: "minimalist",
      formData: fullPortfolio(image.storageId, projectImage.storageId),
    });
    expect(result).toEqual({ path: "/p/ada-lovelace", publishedAt: expect.any(String), customDomain: null });
    expect(new Date(result.publishedAt).toISOString()).toBe(result.publishedAt);

    const row = await t.run((ctx) =>
      ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", ada.userId))
        .unique(),
    );
    expect(row).toMatchObject({ isPublished: true, selectedTemplate: "minimalist", publishedAt: result.publishedAt });

    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page).toMatchObject({ status: "published", templateId: "minimalist", publishedAt: result.publishedAt, slug: "ada-lovelace", noindex: false });
    if (page.status !== "published") throw new Error("not published");
    expect(page.content.image).toEqual(image.image);
    expect(page.content.image?.srcSet).toEqual(expect.stringContaining("/api/storage/"));
    expect(page.content.projects[0].project_image).toEqual(projectImage.image);
    // Nothing private: no account fields, no plan, no draft text, no storage ids.
    const text = JSON.stringify(page);
    for (const secret of ["Secret St 1", "1990-12-10", "female", "7946 0001", "free", "draft only", image.storageId]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(page).sort()).toEqual([
      "branding",
      "contactForm",
      "content",
      "createdAt",
      "customDomain",
      "language",
      "languages",
      "noindex",
      "publishedAt",
      "seo",
      "shareImageUrl",
      "slug",
      "status",
      "templateId",
    ]);
  });

  test("publish validates content: required name, javascript: links and bad contact email are refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const data = await rejectionData(
      ada.as.mutation(api.portfolios.publish, {
        templateId: "minimalist",
        formData: formData({
          name: " ",
          socialLinks: { github: "javascript:alert(1)", linkedin: "", twitter: "", facebook: "", instagram: "" },
          projects: [{ title: "x", link: "JavaScript:alert(1)", description: "", project_image: null, technology: "" }],
          contact: { phone: "call me", email: "nope", address: "" },
        }),
      }),
    );
    expect(data).toMatchObject({
      code: "validation/invalid",
      fields: {
        name: "Your name is required to publish.",
        "socialLinks.github": expect.any(String),
        "projects.0.link": expect.any(String),
        "contact.email": "Enter a valid email address.",
        "contact.phone": "Use digits and + - ( ) only.",
      },
    });
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("not-published");
  });

  test("publish refuses premium templates on the free plan, another user's images and anonymous callers", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const adaImage = await uploadAs(t, ada);
    expect(await rejectionData(ada.as.mutation(api.portfolios.publish, { templateId: "artistic", formData: formData() }))).toMatchObject({
      code: "template/premium",
    });
    expect(
      await rejectionData(bob.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: fullPortfolio(null, adaImage.storageId) })),
    ).toMatchObject({ code: "storage/unauthorized" });
    expect(await rejectionData(t.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() }))).toMatchObject({
      code: "auth/unauthenticated",
    });
    await t.mutation(internal.users.setPlan, { email: "ada@example.com", plan: "business" });
    await ada.as.mutation(api.portfolios.publish, { templateId: "artistic", formData: formData() });
  });

  test("publishDraft publishes the saved draft at the revision the builder saved, and refuses once it moved on", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const first = await ada.as.mutation(api.drafts.save, {
      templateId: "minimalist",
      formData: formData({ role: "First", skills: [{ id: "s1", name: "Maths" }] }),
      baseRevision: 0,
    });
    const second = await ada.as.mutation(api.drafts.save, {
      templateId: "minimalist",
      formData: formData({ role: "Second", skills: [{ id: "s1", name: "Maths" }] }),
      baseRevision: first.revision,
    });

    const stale = await rejectionData(ada.as.mutation(api.portfolios.publishDraft, { revision: first.revision }));
    expect(stale).toMatchObject({ code: "portfolio/conflict", revision: second.revision, message: expect.stringContaining("publish again") });
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("not-published");

    expect(await ada.as.mutation(api.portfolios.publishDraft, { revision: second.revision })).toMatchObject({ path: "/p/ada-lovelace" });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    if (page.status !== "published") throw new Error("not published");
    // The entry ids travel with the content (the builder merges and undoes by them).
    expect(page.content).toMatchObject({ role: "Second", skills: [{ id: "s1", name: "Maths" }] });
  });

  test("unpublish takes the page offline; republish brings it back", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData() });
    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toEqual({ status: "not-published" });
    expect(await rejectionData(ada.as.mutation(api.portfolios.unpublish, {}))).toMatchObject({ code: "portfolio/not-found" });
    expect(await rejectionData(t.mutation(api.portfolios.unpublish, {}))).toMatchObject({ code: "auth/unauthenticated" });
    await ada.as.mutation(api.portfolios.publish, { templateId: "modern", formData: formData({ role: "Poet" }) });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page.status === "published" && page.content.role).toBe("Poet");
  });

  test("unknown and malformed ids give not-found; a signed-up user with nothing published gives not-published", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await t.query(api.portfolios.getPublic, { userId: "not-an-id" })).toEqual({ status: "not-found" });
    const otherTableId = await t.run((ctx) =>
      ctx.db
        .query("portfolios")
        .first()
        .then((p) => p!._id),
    );
    expect(await t.query(api.portfolios.getPublic, { userId: otherTableId })).toEqual({ status: "not-found" });
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toEqual({ status: "not-published" });
  });

  test("the public query reads a bounded number of documents with 1,000 users present", async () => {
    const t = await setupBackend({ limits: true });
    const ada = await signedUpUser(t);
    const image = await uploadAs(t, ada);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: fullPortfolio(image.storageId, image.storageId) });
    await t.run(async (ctx) => {
      for (let i = 0; i < 1000; i++) {
        const userId = await ctx.db.insert("users", { email: `user${i}@example.com`, plan: "free" });
        await ctx.db.insert("portfolios", {
          userId,
          isPublished: i % 2 === 0,
          selectedTemplate: "minimalist",
          portfolioData: formData({ name: `User ${i}` }),
          publishedAt: null,
        });
      }
    });
    const readPublic = (documentsRead: number) =>
      t.query((ctx) => ctx.runQuery(api.portfolios.getPublic, { userId: ada.userId }, { transactionLimits: { documentsRead } }));
    // The portfolio, its slug, its owner (the plan decides the branding), and at most 3 variants for each of its 2 images.
    expect((await readPublic(3 + 3 * 2)).status).toBe("published");
    // The limit is real: with no reads allowed the same call fails.
    await expect(readPublic(0)).rejects.toThrow(/too many documents/);
    // And it counts reads as expected: scanning the portfolios table blows it.
    await expect(
      t.query((ctx) =>
        ctx.runQuery(api.portfolios.getPublic, { userId: "x" }, { transactionLimits: { documentsRead: 3 } }).then(() => ctx.db.query("portfolios").take(4)),
      ),
    ).resolves.toHaveLength(4);
  });

  test("dashboard shows the caller's published card and draft status; null when signed out", async () => {
    const t = await setupBackend();
    expect(await t.query(api.portfolios.dashboard, {})).toBeNull();
    const ada = await signedUpUser(t);
    expect(await ada.as.query(api.portfolios.dashboard, {})).toMatchObject({
      displayName: "ada@example.com",
      everPublished: false,
      published: null,
      draft: null,
    });
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: formData(), baseRevision: 0 });
    const published = await ada.as.mutation(api.portfolios.publish, { templateId: "professional", formData: fullPortfolio(null, null) });
    expect(await ada.as.query(api.portfolios.dashboard, {})).toMatchObject({
      uid: ada.userId,
      published: {
        templateId: "professional",
        templateName: "Professional",
        publishedAt: published.publishedAt,
        name: "Ada Lovelace",
        email: "ada@example.com",
        image: null,
        path: "/p/ada-lovelace",
        slug: "ada-lovelace",
        hiddenFromSearch: false,
      },
      draft: { templateId: "creative", templateName: "Creative", updatedAt: expect.any(Number) },
    });
    // Unpublished again, it was still published once (its audience and messages stay on the dashboard).
    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await ada.as.query(api.portfolios.dashboard, {})).toMatchObject({ everPublished: true, published: null });
  });
});
