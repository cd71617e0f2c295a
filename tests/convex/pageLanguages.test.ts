import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { formData, setupBackend, signedUpUser } from "./setup";

/** A portfolio in English with French (published), Arabic (published) and German (still being translated). */
const translated = () =>
  formData({
    name: "Ada Lovelace",
    role: "Engineer",
    bio: "I build engines.",
    projects: [{ id: "engine", title: "Engine", link: "", description: "Brass and steam", project_image: null, technology: "Brass" }],
    translations: [
      {
        id: "fr",
        publish: true,
        texts: [
          { id: "role", text: "Ingénieure" },
          { id: "projects.engine.description", text: "Laiton et vapeur" },
        ],
      },
      { id: "ar", publish: true, texts: [{ id: "role", text: "مهندسة" }] },
      { id: "de", publish: false, texts: [{ id: "role", text: "Ingenieurin (Entwurf)" }] },
    ],
  });

async function published() {
  const t = await setupBackend();
  const ada = await signedUpUser(t);
  const { revision } = await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: translated(), baseRevision: 0 });
  await ada.as.mutation(api.portfolios.publishDraft, { revision });
  return { t, ada };
}

describe("a published page per language", () => {
  test("each published language is served with its own texts and nothing of the others; the main one without lang", async () => {
    const { t, ada } = await published();
    const main = await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace" });
    expect(main).toMatchObject({ status: "published", language: "en", languages: ["en", "fr", "ar"], content: { role: "Engineer" } });

    const fr = await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace", lang: "fr" });
    expect(fr).toMatchObject({ status: "published", language: "fr", languages: ["en", "fr", "ar"], content: { language: "fr", role: "Ingénieure" } });
    if (fr.status !== "published") throw new Error("not published");
    expect(fr.content.projects[0]).toMatchObject({ title: "Engine", description: "Laiton et vapeur" });
    // Untranslated texts fall back to the main language's.
    expect(fr.content.bio).toBe("I build engines.");
    // Only the served language's texts: no translation travels with the page.
    expect(fr.content).not.toHaveProperty("translations");
    for (const other of ["مهندسة", "Ingenieurin", "Engineer"]) expect(JSON.stringify(fr)).not.toContain(other);
    expect(JSON.stringify(main)).not.toContain("Ingénieure");

    const ar = await t.query(api.portfolios.getPublic, { userId: ada.userId, lang: "ar" });
    expect(ar).toMatchObject({ status: "published", language: "ar", content: { role: "مهندسة" } });
  });

  test("a language not published, unknown or the main one's tag misspelt answers exactly as a missing page", async () => {
    const { t, ada } = await published();
    const missing = await t.query(api.portfolios.getPublicBySlug, { slug: "nobody-here" });
    for (const lang of ["de", "es", "xx", "FR", ""]) {
      expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace", lang })).toEqual(missing);
      expect(await t.query(api.portfolios.getPublic, { userId: ada.userId, lang })).toEqual({ status: "not-found" });
    }
    // Nothing of the unpublished draft language anywhere in the public answers.
    for (const lang of [undefined, "fr", "ar"]) {
      expect(JSON.stringify(await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace", lang }))).not.toContain("Entwurf");
    }
  });

  test("an earlier slug forwards only for a served language", async () => {
    const { t, ada } = await published();
    await ada.as.mutation(api.portfolios.setSlug, { slug: "ada-new" });
    expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace", lang: "fr" })).toEqual({ status: "moved", slug: "ada-new" });
    expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace", lang: "de" })).toEqual({ status: "not-found" });
  });

  test("the sitemap lists the published languages (main first) for the alternates, and follows a publish", async () => {
    const { t, ada } = await published();
    const page = async () => (await t.query(api.portfolios.sitemap, { paginationOpts: { numItems: 10, cursor: null } })).page;
    expect(await page()).toEqual([{ slug: "ada-lovelace", publishedAt: expect.any(String), languages: ["en", "fr", "ar"] }]);
    // French taken offline, German put online: the next publish changes the alternates.
    const data = translated();
    data.translations = data.translations!.map((tr) => ({ ...tr, publish: tr.id !== "fr" }));
    const { revision } = await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: data, baseRevision: 1 });
    await ada.as.mutation(api.portfolios.publishDraft, { revision });
    expect((await page())[0].languages).toEqual(["en", "ar", "de"]);
    expect(await t.query(api.portfolios.getPublicBySlug, { slug: "ada-lovelace", lang: "fr" })).toEqual({ status: "not-found" });
    // One language only: no alternates.
    const { revision: next } = await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: revision });
    await ada.as.mutation(api.portfolios.publishDraft, { revision: next });
    expect((await page())[0].languages).toEqual([]);
  });
});
