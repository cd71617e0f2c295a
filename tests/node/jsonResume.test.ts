import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import AjvDraft04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import { describe, expect, test } from "vitest";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { IMPORT_MAX_BYTES, IMPORT_MAX_DEPTH, JSON_RESUME_SCHEMA_URL } from "../../convex/model/jsonResume";
import { toJsonResume, withCurrentNames } from "../../convex/model/jsonResumeExport";
import { fromJsonResume, MAX_LINES, parseJsonResume } from "../../convex/model/jsonResumeImport";
import { mergeImport } from "../../convex/model/jsonResumeMerge";
import { LIMITS } from "../../convex/model/limits";

const require = createRequire(import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(require.resolve(path), "utf8")) as Record<string, unknown>;

/**
 * JSON Resume schema 1.0.0 as published (npm resume-schema@1.0.0: draft-04, no extra top-level
 * keys) and the current official schema (npm @jsonresume/schema: draft-07, looser). Exports must
 * satisfy both.
 */
const schema100 = readJson("resume-schema/schema.json");
const schemaCurrent = readJson("@jsonresume/schema/schema.json");
const validate100 = addFormats(new AjvDraft04({ allErrors: true, strict: false })).compile(schema100);
const validateCurrent = addFormats(new Ajv({ allErrors: true, strict: false })).compile(schemaCurrent);

function expectValid(resume: unknown) {
  expect(validate100(resume), JSON.stringify(validate100.errors)).toBe(true);
  expect(validateCurrent(resume), JSON.stringify(validateCurrent.errors)).toBe(true);
}

const full: PortfolioFormData = {
  ...emptyFormData(),
  name: "Ada Lovelace",
  role: "Analyst",
  bio: "First programmer.",
  about: "I wrote the first algorithm\nfor a machine.",
  socialLinks: { github: "https://github.com/ada", linkedin: "linkedin.com/in/ada", twitter: "", facebook: "", instagram: "javascript:alert(1)" },
  skills: [{ name: "Maths", percentage: 95 }, { name: "Poetry" }],
  experience: [
    { title: "Analyst", company: "Analytical Engine", duration: "1842 – 1843", description: "Notes on the engine." },
    { title: "Translator", company: "Taylor's", duration: "summer 1842, part time", description: "" },
    { title: "Writer", company: "", duration: "1840-05 – Present", description: "Letters" },
  ],
  projects: [
    { title: "Note G", link: "https://example.com/note-g", description: "Bernoulli numbers", project_image: null, technology: "Punch cards, Maths" },
    { title: "Sketch", link: "example.org/sketch", description: "", project_image: null, technology: "pen,ink" },
  ],
  education: [
    { type: "UG", degree: "Mathematics", institution: "Home tutoring", school: "", year: "1835", cgpa: "9.1" },
    { type: "SSLC", degree: "", institution: "", school: "Local school", year: "1825 to 1829", cgpa: "" },
  ],
  contact: { phone: "+44 20 7946 0000", email: "ada@example.com", address: "St James's Square, London" },
};

describe("JSON Resume export", () => {
  test("is valid against schema 1.0.0 and the current schema, with the standard fields filled", () => {
    const resume = toJsonResume(full, { imageUrl: "https://files.example/ada.webp", lastModified: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) });
    expectValid(resume);
    expect(resume).toMatchObject({
      $schema: JSON_RESUME_SCHEMA_URL,
      basics: {
        name: "Ada Lovelace",
        label: "Analyst",
        summary: "I wrote the first algorithm\nfor a machine.",
        email: "ada@example.com",
        phone: "+44 20 7946 0000",
        image: "https://files.example/ada.webp",
        location: { address: "St James's Square, London" },
        profiles: [
          { network: "GitHub", url: "https://github.com/ada" },
          { network: "LinkedIn", url: "https://linkedin.com/in/ada", "x-portfolio": { url: "linkedin.com/in/ada" } },
          { network: "Instagram", "x-portfolio": { url: "javascript:alert(1)" } },
        ],
        "x-portfolio": { bio: "First programmer." },
      },
      work: [
        { name: "Analytical Engine", position: "Analyst", summary: "Notes on the engine.", startDate: "1842", endDate: "1843" },
        { name: "Taylor's", position: "Translator", "x-portfolio": { duration: "summer 1842, part time" } },
        { position: "Writer", startDate: "1840-05", summary: "Letters" },
      ],
      skills: [{ name: "Maths", level: "95%" }, { name: "Poetry" }],
      projects: [
        { name: "Note G", url: "https://example.com/note-g", keywords: ["Punch cards", "Maths"] },
        { name: "Sketch", url: "https://example.org/sketch" },
      ],
      education: [
        { institution: "Home tutoring", area: "Mathematics", studyType: "UG", score: "9.1", endDate: "1835" },
        { institution: "Local school", studyType: "SSLC", "x-portfolio": { institution: "", school: "Local school", year: "1825 to 1829" } },
      ],
      meta: { version: "v1.0.0", lastModified: "2026-01-02T03:04:05" },
    });
  });

  test("every export is valid: empty, half-typed and odd drafts included", () => {
    expectValid(toJsonResume(emptyFormData()));
    const odd: PortfolioFormData = {
      ...full,
      contact: { phone: "", email: "not an email", address: "" },
      socialLinks: { github: "htt", linkedin: " ", twitter: "x.com", facebook: "ftp://a.b", instagram: "https://" },
      experience: [{ title: "", company: "", duration: "0999 – 2020", description: "" }],
      education: [{ type: "", degree: "", institution: "", school: "", year: "2020-13-45", cgpa: "" }],
      projects: [{ title: "", link: "javascript:alert(1)", description: "<script>alert(1)</script>", project_image: null, technology: ",,," }],
    };
    expectValid(toJsonResume(odd));
  });
});

describe("JSON Resume import", () => {
  test("export then import gives the same draft (photos aside: JSON carries no files)", () => {
    const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(full))));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    // The one unsafe link cannot come back in: it is dropped with a note.
    expect(back.formData).toEqual({ ...full, socialLinks: { ...full.socialLinks, instagram: "" } });
    expect(back.notes).toEqual(["Instagram link was left out: only http:// and https:// addresses are allowed."]);
    const safe = { ...full, socialLinks: { ...full.socialLinks, instagram: "https://instagram.com/ada" } };
    expect(fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(safe))))).toEqual({ ok: true, formData: safe, notes: [] });
  });

  test("reads résumés made elsewhere: dates, highlights, usernames, locations; says what it left out", () => {
    const sample = readJson("@jsonresume/schema/sample.resume.json");
    const result = fromJsonResume(sample);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.formData.name).toBe((sample.basics as { name: string }).name);
    expect(result.formData.experience.length).toBe((sample.work as unknown[]).length);
    const own = fromJsonResume({
      basics: {
        name: "Grace",
        location: { address: "1 Navy Way", city: "Arlington", region: "VA", countryCode: "US" },
        profiles: [
          { network: "X", username: "grace" },
          { network: "Mastodon", url: "https://m.example/@g" },
        ],
        image: "https://example.com/g.png",
      },
      work: [{ name: "Navy", position: "Rear Admiral", startDate: "1943-12", highlights: ["COBOL", "Debugging"], summary: "Computers" }],
      skills: [
        { name: "Compilers", level: "Master" },
        { name: "COBOL", level: "100 %" },
      ],
      languages: [{ language: "English" }],
    });
    expect(own).toMatchObject({
      ok: true,
      formData: {
        contact: { address: "1 Navy Way, Arlington, VA, US" },
        socialLinks: { twitter: "https://twitter.com/grace" },
        experience: [{ title: "Rear Admiral", company: "Navy", duration: "1943-12 – Present", description: "Computers\n\n- COBOL\n- Debugging" }],
        skills: [{ name: "Compilers" }, { name: "COBOL", percentage: 100 }],
        // A network the builder has no field for becomes a custom link.
        links: { custom: [{ label: "Mastodon", url: "https://m.example/@g" }] },
        // Lists without a fixed section become sections of one's own.
        customSections: [{ id: "languages", title: "Languages", kind: "languages", entries: [{ title: "English", subtitle: "", image: null }] }],
      },
      notes: ["The photo address is kept for exports, but not shown: upload your photo in the builder."],
    });
  });

  test("bad files are refused with a list of problems", () => {
    expect(parseJsonResume("{not json")).toEqual({ ok: false, problems: [expect.stringMatching(/^The file is not valid JSON: /)] });
    expect(parseJsonResume("[1, 2]")).toEqual({ ok: false, problems: ["The file must hold a JSON object (a résumé), not a list or a single value."] });
    expect(parseJsonResume(" ".repeat(IMPORT_MAX_BYTES + 1))).toEqual({ ok: false, problems: ["The file is larger than 1 MB."] });
    const wrong = fromJsonResume({ basics: { name: 42, profiles: "github" }, work: {}, skills: [1, { name: ["x"] }] });
    expect(wrong).toEqual({
      ok: false,
      problems: [
        "basics.name must be text.",
        "basics.profiles must be a list.",
        "work must be a list.",
        "skills[0] must be an object.",
        "skills[1].name must be text.",
      ],
    });
    const tooBig = fromJsonResume({
      basics: { name: "x".repeat(LIMITS.name + 1) },
      skills: Array.from({ length: LIMITS.entriesPerList + 1 }, () => ({ name: "s" })),
    });
    expect(tooBig).toEqual({
      ok: false,
      problems: [`basics.name: Must be at most ${LIMITS.name} characters.`, `skills: At most ${LIMITS.entriesPerList} entries.`],
    });
  });

  test("a file with thousands of problems or left-out profiles gives a short answer", () => {
    const problems = fromJsonResume({ work: Array.from({ length: 5000 }, () => 1) });
    expect(problems.ok === false && problems.problems).toHaveLength(MAX_LINES + 1);
    expect(problems.ok === false && problems.problems.at(-1)).toBe(`…and ${5000 - MAX_LINES} more.`);
    const notes = fromJsonResume({ basics: { profiles: Array.from({ length: 5000 }, (_, i) => ({ network: `n${i}` })) } });
    expect(notes.ok && notes.notes).toHaveLength(MAX_LINES + 1);
  });

  test("a file nested 3,000 deep is refused before it is parsed; brackets inside text do not count", () => {
    const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
    const tooDeep = { ok: false, problems: [`The file nests lists and objects more than ${IMPORT_MAX_DEPTH} levels deep: no résumé does.`] };
    expect(parseJsonResume(`{"basics": {"name": "Ada", "x": ${deep(3000)}}}`)).toEqual(tooDeep);
    expect(parseJsonResume(`{"work": [{"x-portfolio": ${'{"a":'.repeat(3000)}1${"}".repeat(3000)}}]}`)).toEqual(tooDeep);
    // The top object and basics are two levels: 62 more reach the bound exactly.
    expect(parseJsonResume(`{"basics": {"name": "Ada", "x": ${deep(IMPORT_MAX_DEPTH - 2)}}}`)).toMatchObject({ ok: true });
    expect(parseJsonResume(`{"basics": {"name": "Ada", "x": ${deep(IMPORT_MAX_DEPTH - 1)}}}`)).toEqual(tooDeep);
    expect(parseJsonResume(JSON.stringify({ basics: { name: "[".repeat(90), summary: '{"[\\'.repeat(1000) } }))).toMatchObject({ ok: true });
  });

  test("real résumés from other people are within every bound", () => {
    const folder = "/work/shared/testdata/resumes";
    for (const name of ["jsonresume-schema-sample", "thomasdavis", "0xadada", "56kyle", "0bCdian"]) {
      const text = readFileSync(`${folder}/${name}.resume.json`, "utf8");
      expect(parseJsonResume(text), name).toMatchObject({ ok: true });
    }
  });

  test("a list longer than the draft holds is refused without reading its entries", () => {
    let reads = 0;
    const watched = () => Object.defineProperty({}, "position", { enumerable: true, get: () => (reads++, "Engineer") });
    const result = fromJsonResume({ work: Array.from({ length: 5000 }, watched), awards: Array.from({ length: LIMITS.customEntries + 1 }, () => ({})) });
    expect(result).toEqual({ ok: false, problems: [`work: At most ${LIMITS.entriesPerList} entries.`, `awards: At most ${LIMITS.customEntries} entries.`] });
    expect(reads).toBe(0);
    // A megabyte of empty entries answers at once rather than after seconds of mapping.
    const wide = `{"work": [${Array(300_000).fill("{}").join(",")}]}`;
    expect(parseJsonResume(wide)).toEqual({ ok: false, problems: [`work: At most ${LIMITS.entriesPerList} entries.`] });
    // Sections of one's own recorded by an export are bounded the same way.
    const own = {
      meta: {
        "x-portfolio": { customSections: [{ id: "own", title: "Talks", entries: Array.from({ length: LIMITS.customEntries + 1 }, () => ({ title: "t" })) }] },
      },
    };
    expect(fromJsonResume(own)).toEqual({ ok: false, problems: [`“Talks”: At most ${LIMITS.customEntries} entries.`] });
  });

  test("hostile content: script links dropped, control and bidi characters removed, prototype keys ignored", () => {
    const hostile = JSON.parse(
      `{"__proto__": {"polluted": true}, "basics": {"name": "Eve\\u202E\\u0000<img src=x onerror=alert(1)>", "x-portfolio": {"__proto__": {"name": "x"}, "bio": 5},
        "profiles": [{"network": "GitHub", "url": "javascript:alert(1)"}, {"network": "LinkedIn", "url": "https://ok.example", "x-portfolio": {"url": " JaVaScRiPt:alert(1)"}}]},
        "projects": [{"name": "P", "url": "data:text/html,<script>alert(1)</script>"}, {"name": "Q", "url": "vbscript:x", "x-portfolio": {"link": "javascript://evil.example/%0Aalert(1)"}}]}`,
    );
    const result = fromJsonResume(hostile);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Text stays text (React escapes it when rendering); only invisible trickery is removed.
    expect(result.formData.name).toBe("Eve<img src=x onerror=alert(1)>");
    expect(result.formData.bio).toBe("");
    expect(result.formData.socialLinks).toEqual({ github: "", linkedin: "", twitter: "", facebook: "", instagram: "" });
    expect(result.formData.projects.map((p) => p.link)).toEqual(["", ""]);
    expect(result.notes).toHaveLength(4);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test("merging keeps the draft's photo and the pictures of same-titled projects", () => {
    const photo = "kg2photo" as PortfolioFormData["image"];
    const picture = "kg2picture" as PortfolioFormData["image"];
    const current: PortfolioFormData = { ...full, image: photo, projects: [{ ...full.projects[0], project_image: picture }] };
    const imported = { ...full, projects: [full.projects[1], full.projects[0]] };
    const merged = mergeImport(current, imported);
    expect(merged.image).toBe(photo);
    expect(merged.projects.map((p) => p.project_image)).toEqual([null, picture]);
    expect(mergeImport(null, imported)).toBe(imported);
  });

  test("the theme travels in meta and imports back; a file without one keeps the draft's", () => {
    const themed: PortfolioFormData = { ...full, theme: { accent: "#be123c", fonts: "editorial", scheme: "auto" } };
    const resume = toJsonResume(themed);
    expectValid(resume);
    expect((resume.meta as Record<string, unknown>)["x-portfolio"]).toEqual({ theme: themed.theme });
    const back = fromJsonResume(JSON.parse(JSON.stringify(resume)));
    expect(back.ok && back.formData.theme).toEqual(themed.theme);
    expect(mergeImport(themed, full).theme).toEqual(themed.theme);
    expect("theme" in mergeImport(full, full)).toBe(false);
  });

  test("a bad theme in a file is a problem, never imported", () => {
    const bad = fromJsonResume({ meta: { "x-portfolio": { theme: { accent: "url(javascript:1)", fonts: "template", scheme: "light" } } } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems).toEqual([expect.stringMatching(/^meta\.x-portfolio\.theme\.accent: /)]);
    const wrongShape = fromJsonResume({ meta: { "x-portfolio": { theme: "dark" } } });
    expect(!wrongShape.ok && wrongShape.problems[0]).toMatch(/theme must be an object/);
  });
});

describe("JSON Resume: links, section layout, highlights and galleries", () => {
  const withMore: PortfolioFormData = {
    ...full,
    experience: [{ title: "Analyst", company: "Engine", duration: "1842", description: "Notes on the **engine**.\n\n- Bernoulli numbers\n- Loops" }],
    links: {
      website: "ada.example",
      dribbble: "https://dribbble.com/ada",
      behance: "",
      medium: "",
      youtube: "https://youtube.com/@ada",
      custom: [
        { label: "GitHub", url: "https://ada.example/also-github" },
        { label: "Letters", url: "https://ada.example/letters" },
      ],
    },
    sections: [
      { id: "projects", visible: true },
      { id: "skills", visible: false },
    ],
  };

  test("export puts the website in basics.url, the platforms and custom links in profiles, bullets in highlights; valid against both schemas", () => {
    const resume = toJsonResume(withMore);
    expectValid(resume);
    const basics = resume.basics as { url?: string; profiles: { network: string; url?: string }[] };
    expect(basics.url).toBe("https://ada.example/");
    expect(basics.profiles.map((p) => [p.network, p.url])).toEqual([
      ["GitHub", "https://github.com/ada"],
      ["LinkedIn", "https://linkedin.com/in/ada"],
      ["Instagram", undefined],
      ["Dribbble", "https://dribbble.com/ada"],
      ["YouTube", "https://youtube.com/@ada"],
      ["GitHub", "https://ada.example/also-github"],
      ["Letters", "https://ada.example/letters"],
    ]);
    expect((resume.work as Record<string, unknown>[])[0]).toMatchObject({ summary: "Notes on the **engine**.", highlights: ["Bernoulli numbers", "Loops"] });
    expect(resume.meta).toMatchObject({ "x-portfolio": { sections: withMore.sections } });
  });

  test("a file with the schema's older names exports under 1.0.0's names only, so 1.0.0 readers see the company and website", () => {
    const older = {
      basics: { name: "Ada", website: "https://ada.example/", picture: "https://ada.example/me.jpg" },
      work: [{ company: "Analytical Engine", website: "https://engine.example/", position: "Analyst" }],
      education: [{ institution: "Home", gpa: "9.1" }],
      volunteer: [{ organization: "Society", position: "Member", website: "https://society.example/" }],
      publications: [{ name: "Notes", website: "https://notes.example/" }],
    };
    const result = fromJsonResume(JSON.parse(JSON.stringify(older)));
    if (!result.ok) throw new Error(result.problems.join("\n"));
    const resume = toJsonResume(result.formData);
    expectValid(resume);
    expect(resume.basics).toEqual({ name: "Ada", url: "https://ada.example/", image: "https://ada.example/me.jpg" });
    expect(resume.work).toEqual([{ name: "Analytical Engine", url: "https://engine.example/", position: "Analyst" }]);
    expect(resume.education).toEqual([{ institution: "Home", score: "9.1" }]);
    expect(resume.volunteer).toEqual([{ organization: "Society", position: "Member", url: "https://society.example/" }]);
    expect(resume.publications).toEqual([{ name: "Notes", url: "https://notes.example/" }]);
  });

  test("an old name is dropped when its 1.0.0 name is set, and moved when that is blank", () => {
    const renamed = withCurrentNames({
      work: [
        { name: "New", company: "Old" },
        { name: " ", company: "Old" },
      ],
      basics: { url: "https://a.example/", website: "https://b.example/" },
    });
    expect(renamed).toEqual({ work: [{ name: "New" }, { name: "Old" }], basics: { url: "https://a.example/" } });
  });

  test("export then import gives the same links, layout and descriptions", () => {
    const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(withMore))));
    // The sample's javascript: Instagram link is dropped on import, as ever.
    expect(back.ok && back.formData).toEqual({ ...withMore, socialLinks: { ...withMore.socialLinks, instagram: "" } });
  });

  test("import: unsafe custom links are dropped with a note, a custom link label is kept short, an unreadable layout is left out", () => {
    const result = fromJsonResume({
      basics: {
        url: "javascript:alert(1)",
        profiles: [
          { network: "Behance", url: "behance.net/ada" },
          { network: "Blog", url: "javascript:alert(1)" },
          { network: "x".repeat(200), url: "https://long.example" },
        ],
      },
      meta: { "x-portfolio": { sections: [{ id: "about", visible: false }, { id: "__proto__", visible: true }, "x"] } },
    });
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.formData.links).toEqual({
      website: "",
      dribbble: "",
      behance: "behance.net/ada",
      medium: "",
      youtube: "",
      custom: [{ label: "x".repeat(LIMITS.linkLabel), url: "https://long.example" }],
    });
    expect(result.formData.sections).toEqual([{ id: "about", visible: false }]);
    expect(result.notes).toEqual(
      expect.arrayContaining([
        expect.stringContaining("The website was left out"),
        expect.stringContaining("“Blog” link was left out"),
        expect.stringContaining("section layout"),
      ]),
    );
  });

  test("import: custom links beyond the cap are left out with a note", () => {
    const profiles = Array.from({ length: LIMITS.customLinks + 2 }, (_, i) => ({ network: `Site ${i}`, url: `https://s${i}.example` }));
    const result = fromJsonResume({ basics: { profiles } });
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.formData.links?.custom).toHaveLength(LIMITS.customLinks);
    expect(result.notes.filter((note) => note.includes("custom links"))).toHaveLength(2);
  });

  test("merging keeps a same-titled project's gallery as well as its cover", () => {
    const cover = "kg2cover" as PortfolioFormData["image"];
    const more = ["kg2a", "kg2b"] as NonNullable<PortfolioFormData["projects"][number]["gallery"]>;
    const current: PortfolioFormData = { ...full, projects: [{ ...full.projects[0], project_image: cover, gallery: more }] };
    const imported = fromJsonResume(toJsonResume(full));
    if (!imported.ok) throw new Error("import failed");
    const merged = mergeImport(current, imported.formData);
    expect(merged.projects[0]).toMatchObject({ title: "Note G", project_image: cover, gallery: more });
    expect(merged.projects[1]).not.toHaveProperty("gallery");
  });
});
