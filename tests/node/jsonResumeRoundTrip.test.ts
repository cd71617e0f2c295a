import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { RESUME_KINDS, type CustomSection } from "../../convex/model/customSections";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { toJsonResume, withCurrentNames } from "../../convex/model/jsonResumeExport";
import { fromJsonResume } from "../../convex/model/jsonResumeImport";
import { mergeImport } from "../../convex/model/jsonResumeMerge";
import { withoutKeyDeep } from "../../convex/model/resumeExtras";
import { PORTFOLIO_SECTIONS, type SectionLayout } from "../../convex/model/sectionLayout";

/** Real résumés other people wrote (see its README): every field must survive import → export (under schema 1.0.0's names). */
const RESUMES_DIR = "/work/shared/testdata/resumes";
const realResumes = readdirSync(RESUMES_DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => [name, JSON.parse(readFileSync(join(RESUMES_DIR, name), "utf8")) as Record<string, unknown>] as const);

const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** A résumé as another tool sees it: without this product's own extension (and the meta object left empty without it). */
function standardOf(resume: unknown) {
  const standard = withoutKeyDeep(jsonCopy(resume), "x-portfolio") as Record<string, unknown>;
  if (JSON.stringify(standard.meta) === "{}") delete standard.meta;
  return standard;
}

/** A draft as it reads: no links and no custom sections are the same as empty ones. */
function sameDraft(data: PortfolioFormData): PortfolioFormData {
  const copy = { ...data };
  if (copy.links && Object.values(copy.links).every((value) => value === "" || (Array.isArray(value) && value.length === 0))) delete copy.links;
  if (copy.customSections?.length === 0) delete copy.customSections;
  return copy;
}

function importExport(resume: Record<string, unknown>) {
  const result = fromJsonResume(jsonCopy(resume));
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return { draft: result.formData, notes: result.notes, back: toJsonResume(result.formData) };
}

describe("real résumés keep every field", () => {
  test.each(realResumes)("%s: import then export gives the same résumé", (_name, resume) => {
    const { back } = importExport(resume);
    expect(standardOf(back)).toEqual(standardOf(withCurrentNames(resume)));
  });

  test("the lists without a fixed section arrive as sections of one's own, shown on the page", () => {
    const sample = realResumes.find(([name]) => name.startsWith("jsonresume-schema-sample"))![1];
    const { draft } = importExport(sample);
    expect(draft.customSections?.map((s) => [s.kind, s.title, s.entries.length])).toEqual(
      [
        ["awards", "Awards", 1],
        ["certificates", "Certifications", 1],
        ["publications", "Publications", 1],
        ["languages", "Languages", 1],
        ["interests", "Interests", 1],
        ["references", "References", 1],
        ["volunteer", "Volunteering", 1],
      ].filter(([kind]) => Array.isArray(sample[kind as string]) && (sample[kind as string] as unknown[]).length > 0),
    );
    const volunteer = draft.customSections!.find((s) => s.kind === "volunteer")!.entries[0]!;
    expect(volunteer).toMatchObject({ title: "Teacher", subtitle: "CoderDojo", date: "2012-01-01 – 2013-01-01", link: "http://coderdojo.example.com/" });
    expect(volunteer.description).toContain("- Awarded 'Teacher of the Month'");
  });

  test("older names come back under schema 1.0.0's: basics.url and .image, work[].name and .url, education[].score", () => {
    const older = realResumes.find(([name]) => name.startsWith("0xadada"))![1];
    const { draft, back } = importExport(older);
    const [basics, backBasics] = [older.basics as Record<string, unknown>, back.basics as Record<string, unknown>];
    expect(draft.links?.website).toBe(basics.website);
    expect(backBasics).toMatchObject({ url: basics.website, image: basics.picture });
    expect(backBasics).not.toHaveProperty("website");
    expect(backBasics).not.toHaveProperty("picture");
    const [work, backWork] = [older.work as Record<string, unknown>[], back.work as Record<string, unknown>[]];
    expect(backWork.map((w) => w.name)).toEqual(work.map((w) => w.company));
    expect(backWork.every((w) => !("company" in w) && !("website" in w))).toBe(true);
    expect(backWork.filter((w) => w.url).map((w) => w.url)).toEqual(work.filter((w) => w.website).map((w) => w.website));
    const education = back.education as Record<string, unknown>[];
    expect(education.some((e) => "score" in e) && education.every((e) => !("gpa" in e))).toBe(true);
  });
});

// ----- property-based: any draft → résumé → draft, and any résumé → draft → résumé -----

/** Text as people type it: no control characters (import removes them), sometimes blank. */
const line = fc.string({ maxLength: 30, unit: fc.constantFrom(..."abcdefgh XYZ éü,.-–:/%#*()0123456789") });
const para = fc.array(fc.oneof(line, fc.constant("- a point")), { maxLength: 4 }).map((lines) => lines.join("\n"));
const link = fc.constantFrom("", "https://example.com/a", "example.org/b", "http://x.example/p?q=1");
const date = fc.constantFrom("", "2021", "2020-05", "2019-04-01", "2019 – 2021", "2018-01 – Present", "summer 2020", "– 2020");

const entry = fc.record({ title: line, subtitle: line, date, description: para, link, image: fc.constant(null) });
const anyDraft: fc.Arbitrary<PortfolioFormData> = fc
  .record({
    name: line,
    role: line,
    bio: para,
    about: para,
    email: fc.constantFrom("", "a@b.example", "not an email"),
    phone: fc.constantFrom("", "+44 20 7946 0000"),
    address: line,
    github: link,
    website: link,
    customLinks: fc.array(fc.record({ label: fc.constantFrom("Blog", "Talks"), url: fc.constantFrom("https://blog.example", "https://t.example/x") }), {
      maxLength: 2,
    }),
    skills: fc.array(fc.record({ name: line, percentage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }) }), { maxLength: 4 }),
    experience: fc.array(fc.record({ title: line, company: line, duration: date, description: para }), { maxLength: 3 }),
    projects: fc.array(fc.record({ title: line, link, description: para, technology: line }), { maxLength: 3 }),
    education: fc.array(fc.record({ type: line, degree: line, institution: line, school: line, year: date, cgpa: line }), { maxLength: 3 }),
    custom: fc.array(
      fc.record({ kind: fc.option(fc.constantFrom(...RESUME_KINDS), { nil: undefined }), title: line, entries: fc.array(entry, { maxLength: 3 }) }),
      {
        maxLength: 4,
      },
    ),
    hidden: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    order: fc.integer({ min: 0, max: 1000 }),
    theme: fc.option(fc.constantFrom({ accent: "#1d4ed8", fonts: "template", scheme: "dark" }, { accent: null, fonts: "template", scheme: "template" }), {
      nil: undefined,
    }),
  })
  .map((g) => {
    const kinds = new Set<string>();
    const customSections: CustomSection[] = g.custom.map((s, i) => {
      // One section per JSON Resume list: a second of the same kind is an ordinary one.
      const kind = s.kind && !kinds.has(s.kind) ? s.kind : undefined;
      if (kind) kinds.add(kind);
      return { id: `s${i}`, title: s.title, ...(kind ? { kind } : {}), entries: s.entries };
    });
    const ids = [...PORTFOLIO_SECTIONS, ...customSections.map((s) => `custom:${s.id}` as const)];
    const rotated = [...ids.slice(g.order % ids.length), ...ids.slice(0, g.order % ids.length)];
    const sections: SectionLayout = rotated.map((id, i) => ({ id, visible: !g.hidden[i % 12] }));
    const data: PortfolioFormData = {
      ...emptyFormData(),
      name: g.name,
      role: g.role,
      bio: g.bio,
      about: g.about,
      contact: { email: g.email, phone: g.phone, address: g.address },
      socialLinks: { ...emptyFormData().socialLinks, github: g.github },
      links: { website: g.website, dribbble: "", behance: "", medium: "", youtube: "", custom: g.customLinks },
      skills: g.skills.map(({ name, percentage }) => (percentage === undefined ? { name } : { name, percentage })),
      experience: g.experience,
      projects: g.projects.map((p) => ({ ...p, project_image: null })),
      education: g.education,
      customSections,
      sections,
    };
    return g.theme ? { ...data, theme: g.theme } : data;
  });

/** JSON Resume items as other tools write them (schema 1.0.0 fields, some older names, some unknown keys). */
const iso = fc.constantFrom("2014", "2015-06", "2016-08-24");
const words = fc.array(
  line.filter((w) => w.trim() !== "" && !w.includes(",")),
  { maxLength: 3 },
);
const url = fc.constantFrom("https://example.com", "http://a.example/b");
const item = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields, { requiredKeys: [] });
const anyResume = fc
  .record(
    {
      basics: item({
        name: line,
        label: line,
        image: url,
        picture: url,
        email: fc.constantFrom("a@b.example"),
        phone: line,
        url,
        website: url,
        summary: para,
        location: item({ address: line, postalCode: line, city: line, countryCode: fc.constantFrom("US", "PT"), region: line }),
        profiles: fc.array(item({ network: fc.constantFrom("GitHub", "Twitter", "Mastodon", "Dribbble"), username: line, url }), { maxLength: 3 }),
      }),
      work: fc.array(
        item({
          name: line,
          company: line,
          position: line,
          location: line,
          url,
          website: url,
          startDate: iso,
          endDate: iso,
          summary: para,
          description: line,
          highlights: words,
        }),
        { maxLength: 3 },
      ),
      volunteer: fc.array(item({ organization: line, position: line, url, website: url, startDate: iso, endDate: iso, summary: para, highlights: words }), {
        maxLength: 2,
      }),
      education: fc.array(item({ institution: line, url, area: line, studyType: line, startDate: iso, endDate: iso, score: line, gpa: line, courses: words }), {
        maxLength: 2,
      }),
      awards: fc.array(item({ title: line, date: iso, awarder: line, summary: para }), { maxLength: 2 }),
      certificates: fc.array(item({ name: line, date: iso, url, issuer: line }), { maxLength: 2 }),
      publications: fc.array(item({ name: line, publisher: line, releaseDate: iso, url, website: url, summary: para }), { maxLength: 2 }),
      skills: fc.array(item({ name: line, level: fc.constantFrom("Master", "80%", "Beginner"), keywords: words }), { maxLength: 3 }),
      languages: fc.array(item({ language: line, fluency: line }), { maxLength: 2 }),
      interests: fc.array(item({ name: line, keywords: words }), { maxLength: 2 }),
      references: fc.array(item({ name: line, reference: para }), { maxLength: 2 }),
      projects: fc.array(
        item({ name: line, description: line, highlights: words, keywords: words, startDate: iso, endDate: iso, url, roles: words, entity: line, type: line }),
        { maxLength: 2 },
      ),
      meta: item({ canonical: url, version: fc.constantFrom("v1.0.0"), lastModified: fc.constantFrom("2017-12-24T15:53:00") }),
      metaTheme: fc.constantFrom("elegant"),
    },
    { requiredKeys: [] },
  )
  .map((resume) => jsonCopy(resume) as Record<string, unknown>);

describe("round trips lose nothing (property-based)", () => {
  test("any draft → JSON Resume → draft gives the same draft", () => {
    fc.assert(
      fc.property(anyDraft, (draft) => {
        const result = fromJsonResume(jsonCopy(toJsonResume(draft)));
        if (!result.ok) throw new Error(result.problems.join("\n"));
        expect(sameDraft(result.formData)).toEqual(sameDraft(draft));
      }),
      { numRuns: 300 },
    );
  });

  test("importing a draft's own export over it changes nothing (ids, pictures, layout and theme kept)", () => {
    fc.assert(
      fc.property(anyDraft, (draft) => {
        const withIds: PortfolioFormData = {
          ...draft,
          experience: draft.experience.map((e, i) => ({ ...e, id: `e${i}` })),
          skills: draft.skills.map((s, i) => ({ ...s, id: `k${i}` })),
        };
        const result = fromJsonResume(jsonCopy(toJsonResume(withIds)));
        if (!result.ok) throw new Error(result.problems.join("\n"));
        expect(sameDraft(mergeImport(withIds, result.formData))).toEqual(sameDraft(withIds));
      }),
      { numRuns: 200 },
    );
  });

  test("any JSON Resume → draft → JSON Resume gives an equivalent résumé", () => {
    fc.assert(
      fc.property(anyResume, (resume) => {
        const result = fromJsonResume(jsonCopy(resume));
        if (!result.ok) throw new Error(result.problems.join("\n"));
        expect(standardOf(toJsonResume(result.formData))).toEqual(standardOf(withCurrentNames(resume)));
      }),
      { numRuns: 300 },
    );
  });
});
