import { describe, expect, test } from "vitest";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { LANGUAGES, MAX_TRANSLATIONS } from "../../convex/model/translations";
import {
  addableLanguages,
  addLanguage,
  changedTranslationPaths,
  removeLanguage,
  setLanguagePublished,
  setMainLanguage,
  setTranslatedText,
  textKeyOf,
  translatedText,
  translationProgress,
} from "../../convex/model/translationEdits";

const draft = (patch: Partial<PortfolioFormData> = {}): PortfolioFormData => ({
  ...emptyFormData(),
  name: "Ada",
  role: "Engineer",
  projects: [{ id: "p1", title: "Compiler", description: "", technology: "", link: "https://example.com", project_image: null }],
  ...patch,
});

describe("textKeyOf: the builder's form paths as text keys", () => {
  test.each([
    ["role", "role"],
    ["about", "about"],
    ["projects.0.title", "projects.p1.title"],
    ["contact.address", "contact.address"],
    ["customSections.0.title", "customSections.s1.title"],
    ["customSections.0.entries.0.description", "customSections.s1.entries.e1.description"],
  ])("%s → %s", (path, key) => {
    const data = draft({
      customSections: [{ id: "s1", title: "Awards", entries: [{ id: "e1", title: "", subtitle: "", date: "", description: "", link: "", image: null }] }],
    });
    expect(textKeyOf(data, path)).toBe(key);
  });

  test.each(["projects.0.link", "socialLinks.github", "contact.email", "image", "projects.7.title", "skills.0.percentage"])(
    "%s is shared (no text key)",
    (path) => {
      expect(textKeyOf(draft({ skills: [{ id: "k1", name: "Go" }] }), path)).toBeNull();
    },
  );

  test("an entry without an id has no text key", () => {
    expect(textKeyOf(draft({ skills: [{ name: "Go" }] }), "skills.0.name")).toBeNull();
  });
});

describe("editing languages", () => {
  test("adds a language unpublished, once, never the main one; removes it with its texts", () => {
    const data = addLanguage(draft(), "fr");
    expect(data.translations).toEqual([{ id: "fr", publish: false, texts: [] }]);
    expect(addLanguage(data, "fr")).toBe(data);
    expect(addLanguage(data, "en")).toBe(data);
    const typed = setTranslatedText(data, "fr", "role", "Ingénieure");
    expect(removeLanguage(typed, "fr").translations).toEqual([]);
  });

  test("sets, replaces and clears a translated text (cleared: it falls back again)", () => {
    let data = addLanguage(draft(), "fr");
    data = setTranslatedText(data, "fr", "role", "Ing");
    data = setTranslatedText(data, "fr", "role", "Ingénieure");
    data = setTranslatedText(data, "fr", "projects.p1.title", "Compilateur");
    expect(data.translations![0]!.texts).toEqual([
      { id: "role", text: "Ingénieure" },
      { id: "projects.p1.title", text: "Compilateur" },
    ]);
    expect(translatedText(data, "fr", "role")).toBe("Ingénieure");
    data = setTranslatedText(data, "fr", "role", "");
    expect(data.translations![0]!.texts).toEqual([{ id: "projects.p1.title", text: "Compilateur" }]);
    expect(translatedText(data, "fr", "role")).toBe("");
    // A language not added is left alone.
    expect(setTranslatedText(data, "de", "role", "x")).toBe(data);
  });

  test("offers the languages not yet present, none once at the limit", () => {
    const data = addLanguage(setMainLanguage(draft(), "fr"), "ar");
    const offered = addableLanguages(data, LANGUAGES).map((l) => l.tag);
    expect(offered).not.toContain("fr");
    expect(offered).not.toContain("ar");
    expect(offered).toContain("en");
    const full = LANGUAGES.slice(1, MAX_TRANSLATIONS + 1).reduce((d, l) => addLanguage(d, l.tag), draft());
    expect(full.translations).toHaveLength(MAX_TRANSLATIONS);
    expect(addableLanguages(full, LANGUAGES)).toEqual([]);
  });

  test("publishes a language by itself", () => {
    const data = setLanguagePublished(addLanguage(addLanguage(draft(), "fr"), "ar"), "ar", true);
    expect(data.translations!.map((t) => [t.id, t.publish])).toEqual([
      ["fr", false],
      ["ar", true],
    ]);
  });

  test("counts the translated texts among the main language's non-empty ones", () => {
    let data = addLanguage(draft(), "fr");
    // Ada, Engineer and the project's title hold text.
    expect(translationProgress(data, "fr")).toEqual({ translated: 0, total: 3 });
    data = setTranslatedText(data, "fr", "role", "Ingénieure");
    data = setTranslatedText(data, "fr", "projects.gone.title", "Ancien");
    expect(translationProgress(data, "fr")).toEqual({ translated: 1, total: 3 });
  });
});

describe("changedTranslationPaths: what an undo step changed", () => {
  test("names each text changed, and a language added, removed or published", () => {
    const before = setTranslatedText(addLanguage(addLanguage(draft(), "fr"), "ar"), "fr", "role", "Ingénieure");
    const after = setLanguagePublished(setTranslatedText(setTranslatedText(before, "fr", "role", "Ingé"), "fr", "bio", "Bonjour"), "ar", true);
    expect(changedTranslationPaths(before.translations, after.translations)).toEqual(["translations.fr.role", "translations.fr.bio", "translations.ar"]);
    expect(changedTranslationPaths(undefined, addLanguage(draft(), "de").translations)).toEqual(["translations.de"]);
    expect(changedTranslationPaths(before.translations, before.translations)).toEqual([]);
  });
});
