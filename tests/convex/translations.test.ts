import { describe, expect, test } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { api } from "../../convex/_generated/api";
import { draftSizeErrors, TOO_LARGE_FIELD_MESSAGE } from "../../convex/model/draftSize";
import { validateFormData, type PortfolioFormData } from "../../convex/model/formData";
import { toPortfolioContent } from "../../convex/model/portfolioContent";
import { toJsonResume, toJsonResumes } from "../../convex/model/jsonResumeExport";
import { fromJsonResume } from "../../convex/model/jsonResumeImport";
import { mergeImport } from "../../convex/model/jsonResumeMerge";
import { LIMITS } from "../../convex/model/limits";
import { changedSections } from "../../convex/model/portfolioChanges";
import { linkedInFileName } from "../../convex/model/linkedIn";
import { tooLongMessage } from "../../convex/model/sections/rules";
import {
  contentIn,
  localizedFormData,
  publishableFormData,
  publishableTranslations,
  publishedLanguages,
  translatableTexts,
  withDraftOnlyTranslations,
} from "../../convex/model/formTranslations";
import { limitOfKey, matchLanguage, MAX_TRANSLATIONS, translationErrors, type Translation } from "../../convex/model/translations";
import { buildDataZip, type ExportData } from "../../src/account/data/dataZip";
import { LINKEDIN_EXPORT } from "../support/linkedInExport";
import { formData, rejectionData, setupBackend, signedUpUser } from "./setup";
import { largePage, seedUser, wide } from "./worstCaseData";

/** Ada's portfolio with ids on its entries, as the builder keeps them. */
function portfolio(overrides: Partial<PortfolioFormData> = {}): PortfolioFormData {
  return formData({
    bio: "Writes about engines.",
    about: "I wrote the first program.",
    skills: [{ id: "s1", name: "Mathematics", percentage: 90 }],
    projects: [{ id: "p1", title: "Note G", description: "Bernoulli numbers", link: "https://notes.example/g", technology: "Engine", project_image: null }],
    contact: { email: "ada@example.com", phone: "", address: "London" },
    customSections: [
      { id: "talks", title: "Talks", entries: [{ id: "t1", title: "On engines", subtitle: "", date: "1843", description: "", link: "", image: null }] },
    ],
    ...overrides,
  });
}

const french = (texts: Record<string, string>, publish = true): Translation => ({
  id: "fr",
  publish,
  texts: Object.entries(texts).map(([id, text]) => ({ id, text })),
});

describe("the languages model", () => {
  test("translatableTexts: every text a translation may replace, by entry id, with its field's limit", () => {
    const data = portfolio({ education: [{ degree: "BSc", institution: "Home", school: "", type: "college", cgpa: "", year: "" }] });
    const texts = translatableTexts(data);
    const keys = texts.map((t) => t.key);
    expect(keys.slice(0, 4)).toEqual(["name", "role", "bio", "about"]);
    expect(keys).toContain("skills.s1.name");
    expect(keys).toEqual(expect.arrayContaining(["projects.p1.title", "projects.p1.description", "projects.p1.technology", "contact.address"]));
    expect(keys).toEqual(
      expect.arrayContaining(["customSections.talks.title", "customSections.talks.entries.t1.title", "customSections.talks.entries.t1.date"]),
    );
    // Links, numbers and an entry without an id (older drafts) are not words to translate.
    expect(keys.some((key) => key.endsWith(".link") || key.endsWith(".percentage") || key.startsWith("education"))).toBe(false);
    expect(texts.find((t) => t.key === "projects.p1.description")).toEqual({
      key: "projects.p1.description",
      text: "Bernoulli numbers",
      max: LIMITS.description,
    });
    expect(texts.find((t) => t.key === "about")?.max).toBe(LIMITS.about);
  });

  test("localizedFormData: translated texts replace, blank and missing ones fall back, structure is shared", () => {
    const data = portfolio({ translations: [french({ role: "Ingénieure", about: "   ", "projects.p1.title": "Note G (fr)" })] });
    const fr = localizedFormData(data, "fr");
    expect(fr.language).toBe("fr");
    expect(fr.role).toBe("Ingénieure");
    // Blank: the main language's text shows; missing: the same.
    expect(fr.about).toBe("I wrote the first program.");
    expect(fr.bio).toBe("Writes about engines.");
    expect(fr.projects[0]).toMatchObject({ id: "p1", title: "Note G (fr)", description: "Bernoulli numbers", link: "https://notes.example/g" });

    // An entry added after translating appears in every language, in the main language's words.
    const grown = {
      ...data,
      projects: [...data.projects, { id: "p2", title: "Analytical Engine", description: "", link: "", technology: "", project_image: null }],
    };
    expect(localizedFormData(grown, "fr").projects.map((p) => p.title)).toEqual(["Note G (fr)", "Analytical Engine"]);
    // A moved entry keeps its words (texts follow ids, not positions).
    const moved = { ...grown, projects: [...grown.projects].reverse() };
    expect(localizedFormData(moved, "fr").projects.map((p) => p.title)).toEqual(["Analytical Engine", "Note G (fr)"]);
    // Everything shared stays the same: contact email, skills' levels, theme, sections.
    expect({ ...fr, role: data.role, projects: data.projects, language: undefined }).toEqual({ ...data, language: undefined });

    // The main language, and a tag the portfolio does not hold, read as the draft itself.
    expect(localizedFormData(data, "en")).toBe(data);
    expect(localizedFormData(data, "ja")).toBe(data);
    // A language with nothing translated yet reads as the main language, under its own tag.
    expect(localizedFormData({ ...data, translations: [french({})] }, "fr")).toEqual({ ...data, translations: [french({})], language: "fr" });
  });

  test("limitOfKey: the field's own limit, null for anything that is not a translatable field", () => {
    expect(limitOfKey("name")).toBe(LIMITS.name);
    expect(limitOfKey("about")).toBe(LIMITS.about);
    expect(limitOfKey("contact.address")).toBe(LIMITS.contactAddress);
    expect(limitOfKey("experience.e1.description")).toBe(LIMITS.description);
    expect(limitOfKey("skills.s1.name")).toBe(LIMITS.skillName);
    expect(limitOfKey("customSections.talks.title")).toBe(LIMITS.customSectionTitle);
    expect(limitOfKey("customSections.talks.entries.t1.description")).toBe(LIMITS.customDescription);
    for (const key of [
      "image",
      "projects.p1.link",
      "skills.s1.percentage",
      "contact.email",
      "projects.p1",
      "nope.x.title",
      "customSections.talks.entries.t1.link",
      "toString",
      "skills.s1.constructor",
    ])
      expect(limitOfKey(key), key).toBeNull();
  });

  test("translationErrors: unknown, twice, the main one again, too many, too long, not a field", () => {
    expect(translationErrors(portfolio({ translations: [french({ about: "Bonjour" })] }))).toEqual({});
    expect(translationErrors({ language: "xx" })).toEqual({ language: "Choose a language from the list." });
    const errors = translationErrors({
      language: "en",
      translations: [
        { id: "klingon", publish: false, texts: [] },
        french({}),
        french({}),
        { id: "en", publish: false, texts: [] },
        french({ about: "x".repeat(LIMITS.about + 1), "projects.p1.link": "https://x.example" }),
      ],
    });
    expect(errors).toEqual({
      "translations.klingon": "Choose a language from the list.",
      "translations.fr": "This language is already in your portfolio.",
      "translations.en": "This language is already in your portfolio.",
      "translations.fr.about": tooLongMessage(LIMITS.about),
      "translations.fr.projects.p1.link": "This text is not part of your portfolio.",
    });
    const many = ["fr", "de", "es", "it", "pt", "ja"].map((id) => ({ id, publish: true, texts: [] }));
    expect(many.length).toBeGreaterThan(MAX_TRANSLATIONS);
    expect(translationErrors({ translations: many })).toEqual({ translations: `At most ${MAX_TRANSLATIONS} languages besides the main one.` });
    // Part of every validation, in drafts and at publish.
    expect(validateFormData(portfolio({ translations: many }), "draft")).toMatchObject({ translations: expect.any(String) });
  });

  test("what a publish puts online: published languages, without blank texts or texts whose entry is gone", () => {
    const data = portfolio({
      translations: [
        french({ role: "Ingénieure", bio: " ", "projects.gone.title": "Ancien" }),
        { id: "de", publish: false, texts: [{ id: "role", text: "Ingenieurin" }] },
      ],
    });
    expect(publishableTranslations(data)).toEqual([french({ role: "Ingénieure" })]);
    expect(publishableTranslations(portfolio())).toBeUndefined();
    expect(publishedLanguages(data)).toEqual(["en", "fr"]);
    expect(publishableFormData(data).translations).toEqual([french({ role: "Ingénieure" })]);
    // Nothing published: no `translations` field at all (old pages read the same).
    expect("translations" in publishableFormData(portfolio({ translations: [french({ role: "x" }, false)] }))).toBe(false);
  });

  test("contentIn: one published language as its page shows it, nothing of the others", () => {
    const data = portfolio({
      language: "en",
      translations: [french({ role: "Ingénieure" }), { id: "ar", publish: false, texts: [{ id: "role", text: "مهندسة" }] }],
    });
    const main = contentIn(data)!;
    expect(main.language).toBe("en");
    expect(main.role).toBe("Engineer");
    expect("translations" in main).toBe(false);
    expect(contentIn(data, "en")).toEqual(main);
    const fr = contentIn(data, "fr")!;
    expect(fr).toMatchObject({ language: "fr", role: "Ingénieure", name: "Ada Lovelace" });
    expect("translations" in fr).toBe(false);
    // Unpublished or absent languages are not served.
    expect(contentIn(data, "ar")).toBeNull();
    expect(contentIn(data, "ja")).toBeNull();
    // An older portfolio without a language is English.
    expect(contentIn(portfolio())?.language).toBe("en");
  });

  test("a page's content never carries other languages, but says its own", async () => {
    const content = await toPortfolioContent(portfolio({ language: "fr", translations: [{ id: "de", publish: true, texts: [] }] }), async () => null);
    expect(content.language).toBe("fr");
    expect("translations" in content).toBe(false);
  });

  test("restoring a version keeps the draft's languages the version does not hold, within the limit", () => {
    const version = portfolio({ translations: [french({ role: "v1" })] });
    const draft = portfolio({ translations: [french({ role: "draft" }), { id: "de", publish: false, texts: [] }] });
    expect(withDraftOnlyTranslations(version, draft).translations).toEqual([french({ role: "v1" }), { id: "de", publish: false, texts: [] }]);
    expect(withDraftOnlyTranslations(version, null)).toBe(version);
    const full = ["es", "it", "pt", "nl", "pl"].map((id) => ({ id, publish: false, texts: [] }));
    expect(withDraftOnlyTranslations(version, portfolio({ translations: full })).translations).toHaveLength(MAX_TRANSLATIONS);
  });

  test("unpublished changes name the languages a publish would change, not the ones still being translated", () => {
    const live = { templateId: "minimalist", formData: portfolio({ translations: [french({ role: "Ingénieure" })] }) };
    const summary = (formData: PortfolioFormData) => changedSections(live, { templateId: "minimalist", formData }).filter((c) => c.section === "languages");
    // A language being translated, and blank texts, change nothing online.
    expect(
      summary(portfolio({ translations: [french({ role: "Ingénieure", bio: " " }), { id: "de", publish: false, texts: [{ id: "role", text: "x" }] }] })),
    ).toEqual([]);
    expect(summary(portfolio({ language: "en", translations: [french({ role: "Ingénieur" }), { id: "ar", publish: true, texts: [] }] }))).toEqual([
      {
        section: "languages",
        facts: {
          kind: "languages",
          main: null,
          items: [
            { tag: "fr", change: "changed" },
            { tag: "ar", change: "added" },
          ],
        },
      },
    ]);
    expect(summary(portfolio({ language: "de" }))).toEqual([
      { section: "languages", facts: { kind: "languages", main: { from: "en", to: "de" }, items: [{ tag: "fr", change: "removed" }] } },
    ]);
  });

  test("matchLanguage reads tags written elsewhere", () => {
    expect(matchLanguage("fr")).toBe("fr");
    expect(matchLanguage("FR-ca")).toBe("fr");
    expect(matchLanguage("zh-hant")).toBe("zh-Hant");
    expect(matchLanguage("pt_BR")).toBe("pt");
    expect(matchLanguage("tlh")).toBeUndefined();
  });
});

describe("drafts with languages", () => {
  test("a save with an invalid translation is refused at the translated field's path; a valid one is kept", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const tooLong = portfolio({ translations: [french({ about: "x".repeat(LIMITS.about + 1) })] });
    const refused = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: tooLong, baseRevision: 0 }));
    expect(refused).toMatchObject({ code: "validation/invalid", fields: { "translations.fr.about": tooLongMessage(LIMITS.about) } });
    const unknown = portfolio({ translations: [{ id: "tlh", publish: false, texts: [] }] });
    expect(await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: unknown, baseRevision: 0 }))).toMatchObject({
      fields: { "translations.tlh": "Choose a language from the list." },
    });
    expect(await ada.as.query(api.drafts.get, {})).toBeNull();

    const good = portfolio({ language: "en", translations: [french({ about: "J'ai écrit le premier programme." })] });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: good, baseRevision: 0 });
    expect((await ada.as.query(api.drafts.get, {}))?.formData).toEqual(good);
  });

  /** `largePage` with five languages, each translating the about text and every project description in 3-byte characters. */
  function fiveLanguages(page: PortfolioFormData, length: number): PortfolioFormData {
    const keys = ["about", ...page.projects.map((p) => `projects.${p.id}.description`)];
    return {
      ...page,
      translations: ["fr", "de", "ja", "ar", "es"].map((id) => ({ id, publish: true, texts: keys.map((key) => ({ id: key, text: wide(length) })) })),
    };
  }

  test("translations count toward the size limit: five languages near it are refused in words, naming the translated field", async () => {
    const page = { ...largePage(), projects: largePage().projects.map((p, i) => ({ ...p, id: `p${i}` })) };
    // A few texts in five languages fit; long ones take the draft over the budget.
    expect(draftSizeErrors(fiveLanguages(page, 100), page)).toBeNull();
    const grown = fiveLanguages(page, 1500);
    grown.translations![2].texts[0].text = wide(LIMITS.about);
    const errors = draftSizeErrors(grown, page);
    expect(errors?.fields).toEqual({ "translations.ja.about": TOO_LARGE_FIELD_MESSAGE });
    expect(errors?.message).toContain("Most of the growth is in the Japanese translation");

    const t = await setupBackend({ limits: "strict" });
    const ada = await seedUser(t);
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: page, baseRevision: 0 });
    const refused = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: grown, baseRevision: 1 }));
    expect(refused).toMatchObject({ code: "portfolio/too-large", fields: { "translations.ja.about": TOO_LARGE_FIELD_MESSAGE } });
    expect(refused.message).toMatch(
      /^Your portfolio is too large to save \(\d\.\d\d MB; at most 0\.90 MB\)\. Most of the growth is in the Japanese translation/,
    );
    expect((await ada.as.query(api.drafts.get, {}))?.revision).toBe(1);
  });
});

describe("publishing with languages", () => {
  test("only published languages reach the page, its history, the API and the public query", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const draft = portfolio({
      translations: [french({ role: "Ingénieure", "projects.gone.title": "Ancien" }), { id: "ar", publish: false, texts: [{ id: "role", text: "مهندسة" }] }],
    });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: draft, baseRevision: 0 });
    await ada.as.mutation(api.portfolios.publishDraft, {});

    const stored = await t.run(async (ctx) => {
      const row = await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", ada.userId))
        .unique();
      const versions = await ctx.db.query("portfolioVersions").collect();
      return { page: row!.portfolioData!, version: versions[0]!.formData };
    });
    expect(stored.page.translations).toEqual([french({ role: "Ingénieure" })]);
    expect(stored.version.translations).toEqual([french({ role: "Ingénieure" })]);
    expect(JSON.stringify(stored)).not.toContain("مهندسة");

    // The public page: one language, no other language's texts; each published language through contentIn.
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page.status).toBe("published");
    if (page.status !== "published") return;
    expect(page.content.language ?? "en").toBe("en");
    expect(JSON.stringify(page)).not.toMatch(/Ingénieure|مهندسة/);
    expect(contentIn(stored.page, "fr")?.role).toBe("Ingénieure");
    expect(contentIn(stored.page, "ar")).toBeNull();

    // The draft keeps every language; restoring the published version keeps the unpublished one.
    const [version] = (await ada.as.query(api.portfolioVersions.list, {}))!;
    await ada.as.mutation(api.portfolioVersions.restore, { versionId: version.id, baseRevision: 1 });
    expect((await ada.as.query(api.drafts.get, {}))?.formData.translations?.map((tr) => tr.id)).toEqual(["fr", "ar"]);
  });

  test("the API: the portfolio carries published languages only, the draft all; both are in the OpenAPI; languages can be written", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const { internal } = await import("../../convex/_generated/api");
    await t.mutation(internal.users.setPlan, { email: ada.email, plan: "pro" });
    const draft = portfolio({ translations: [french({ role: "Ingénieure" }), { id: "ar", publish: false, texts: [{ id: "role", text: "مهندسة" }] }] });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: draft, baseRevision: 0 });
    const { secret } = await ada.as.mutation(api.apiTokens.create, { name: "test", scopes: ["read", "write_draft", "publish"], expiresInDays: 7 });
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await t.fetch(`/api/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> & { formData: PortfolioFormData } };
    };
    expect((await call("GET", "/draft")).body.formData.translations?.map((tr) => tr.id)).toEqual(["fr", "ar"]);
    expect((await call("POST", "/portfolio/publish", {})).status).toBe(200);
    const published = (await call("GET", "/portfolio")).body;
    expect(published.formData.translations?.map((tr) => tr.id)).toEqual(["fr"]);

    const spec = (await (await t.fetch("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: { "200": { content: { "application/json": { schema: { properties: Record<string, unknown> } } } } } }>>;
    };
    const draftSchema = spec.paths["/draft"].get.responses["200"].content["application/json"].schema.properties.formData as {
      properties: Record<string, unknown>;
    };
    expect(draftSchema.properties.language).toEqual({ type: "string" });
    expect(draftSchema.properties.translations).toMatchObject({ type: "array", items: { properties: { id: {}, publish: {}, texts: {} } } });

    // The languages are sections the API writes, under the builder's rules.
    expect((await call("PUT", "/draft/sections/language", { baseRevision: 1, value: "de" })).status).toBe(200);
    const wrong = await call("PUT", "/draft/sections/translations", { baseRevision: 2, value: [{ id: "de", publish: true, texts: [] }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ fields: { "translations.de": "This language is already in your portfolio." } });
    expect((await call("PUT", "/draft/sections/translations", { baseRevision: 2, value: [french({ role: "Ingénieure" })] })).status).toBe(200);
    expect((await call("GET", "/draft")).body.formData).toMatchObject({ language: "de", translations: [french({ role: "Ingénieure" })] });
  });
});

describe("imports and exports with languages", () => {
  test("JSON Resume: one file per language with meta.language, untranslated texts in the main language", () => {
    const data = portfolio({
      translations: [french({ role: "Ingénieure" }, false), { id: "ar", publish: true, texts: [{ id: "about", text: "كتبت أول برنامج." }] }],
    });
    const files = toJsonResumes(data);
    expect(files.map((f) => [f.fileName, f.language])).toEqual([
      ["resume.json", "en"],
      ["resume.fr.json", "fr"],
      ["resume.ar.json", "ar"],
    ]);
    const [en, fr, ar] = files.map((f) => f.resume as { basics: { label: string; summary: string }; meta: { language: string } });
    expect(en.meta.language).toBe("en");
    expect(en.basics).toMatchObject({ label: "Engineer", summary: "I wrote the first program." });
    expect(fr.meta.language).toBe("fr");
    expect(fr.basics).toMatchObject({ label: "Ingénieure", summary: "I wrote the first program." });
    expect(ar.basics).toMatchObject({ label: "Engineer", summary: "كتبت أول برنامج." });
    // No language's texts leak into another's file.
    expect(JSON.stringify(en)).not.toMatch(/Ingénieure|كتبت/);
    // One language and none named (older drafts, files from other tools): no meta.language, as before.
    expect((toJsonResume(portfolio()) as { meta: object }).meta).not.toHaveProperty("language");
    expect(toJsonResumes(portfolio()).map((f) => f.fileName)).toEqual(["resume.json"]);
  });

  test("the data ZIP holds resume.json and resume.<tag>.json", async () => {
    const data = portfolio({ translations: [french({ role: "Ingénieure" })] });
    const exported = {
      exportedAt: Date.UTC(2026, 10, 27),
      account: { email: "ada@example.com" },
      draft: { templateId: "minimalist", formData: data, revision: 1, updatedAt: 0 },
      published: null,
      views: { total: 0, days: [], referrers: [] },
      images: [],
      imagesTruncated: false,
    } as unknown as ExportData;
    const files = unzipSync(await buildDataZip(exported, { messages: [], history: [] }, async () => new Uint8Array()));
    expect(JSON.parse(strFromU8(files["resume.json"]))).toMatchObject({ basics: { label: "Engineer" }, meta: { language: "en" } });
    expect(JSON.parse(strFromU8(files["resume.fr.json"]))).toMatchObject({ basics: { label: "Ingénieure" }, meta: { language: "fr" } });
    expect(strFromU8(files["README.txt"])).toContain("resume.<language>.json");
  });

  test("JSON Resume import: the file's language becomes the main one only for a blank draft; translations are kept", () => {
    const file = { ...toJsonResume(portfolio({ language: "fr", role: "Ingénieure" })) };
    const read = fromJsonResume(JSON.parse(JSON.stringify(file)));
    expect(read).toMatchObject({ ok: true, language: "fr" });
    if (!read.ok) return;
    // The file's language is not part of the draft's fields until merged.
    expect("language" in read.formData).toBe(false);
    expect(mergeImport(null, read.formData, read.language).language).toBe("fr");
    expect(mergeImport(formData({ name: "", role: "" }), read.formData, read.language).language).toBe("fr");

    const current = portfolio({ language: "en", translations: [french({ role: "Ingénieure" }, false)] });
    const merged = mergeImport(current, read.formData, read.language);
    expect(merged.language).toBe("en");
    expect(merged.translations).toEqual(current.translations);
    expect(merged.role).toBe("Ingénieure");
    // A blank draft that already holds the file's language as a translation keeps its main one.
    const blank = { ...formData({ name: "", role: "" }), language: "de", translations: [french({})] };
    expect(mergeImport(blank, read.formData, read.language).language).toBe("de");
    // Tags are read loosely; unknown ones are ignored.
    const regional = fromJsonResume({ basics: { name: "Ada" }, meta: { language: "fr-CA" } });
    expect(regional).toMatchObject({ ok: true, language: "fr" });
    const unknown = fromJsonResume({ basics: { name: "Ada" }, meta: { language: "tlh" } });
    expect(unknown.ok && unknown.language).toBeUndefined();
  });

  test("imports through the server keep the draft's languages; LinkedIn fills the main language", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const current = portfolio({ translations: [french({ role: "Ingénieure", "projects.p1.title": "Note G (fr)" })] });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: current, baseRevision: 0 });

    const file = JSON.stringify(toJsonResume(formData({ name: "Ada King", role: "Countess", language: "ja" })));
    await ada.as.mutation(api.drafts.importJsonResume, { json: file, baseRevision: 1 });
    let saved = (await ada.as.query(api.drafts.get, {}))!.formData;
    expect(saved).toMatchObject({ name: "Ada King", role: "Countess", translations: current.translations });
    expect(saved.language ?? "en").toBe("en");

    const files = Object.entries(LINKEDIN_EXPORT)
      .filter(([name]) => linkedInFileName(name) !== null)
      .map(([name, text]) => ({ name, text }));
    await ada.as.mutation(api.drafts.importLinkedIn, { files, baseRevision: 2 });
    saved = (await ada.as.query(api.drafts.get, {}))!.formData;
    expect(saved).toMatchObject({ name: "Ada Example", translations: current.translations });
    expect(saved.language ?? "en").toBe("en");

    // A new account importing a Japanese résumé: its portfolio's main language is Japanese.
    const grace = await signedUpUser(t, "grace@example.com");
    await grace.as.mutation(api.drafts.importJsonResume, { json: file, baseRevision: 0 });
    expect((await grace.as.query(api.drafts.get, {}))!.formData.language).toBe("ja");
  });
});
