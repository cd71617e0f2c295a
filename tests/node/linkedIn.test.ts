import { zipSync, strToU8 } from "fflate";
import Papa from "papaparse";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LIMITS } from "../../convex/model/limits";
import {
  fromLinkedInExport,
  LINKEDIN_FILE_MAX_BYTES,
  LINKEDIN_FILES,
  LINKEDIN_OTHER_ROWS,
  LINKEDIN_TOTAL_MAX_BYTES,
  linkedInFileName,
  linkedInRange,
  parseLinkedInDate,
  splitHeadline,
} from "../../convex/model/linkedIn";
import { readLinkedInCsvs, readLinkedInZip } from "../../src/account/data/linkedInZip";
import { LINKEDIN_EXPORT as EXPORT } from "../support/linkedInExport";

const files = (record: Record<string, string>) => Object.entries(record).map(([name, text]) => ({ name: `Basic_LinkedInDataExport_11-25-2026/${name}`, text }));

describe("LinkedIn export", () => {
  test("maps the profile, positions, education, skills, projects, contact and the lists that become sections of one's own", () => {
    const result = fromLinkedInExport(files(EXPORT));
    if (!result.ok) throw new Error(result.problems.join("\n"));
    const data = result.formData;
    expect(data).toMatchObject({
      name: "Ada Example",
      role: "Analyst, engines & notes",
      about: 'I write notes.\nMany, "quoted" notes.',
      contact: { email: "ada@example.com", phone: "+44 20 7946 0000", address: "London, United Kingdom" },
      socialLinks: { twitter: "https://twitter.com/adaexample" },
      links: { website: "https://ada.example", custom: [{ label: "notes.example", url: "https://notes.example/ada" }] },
      experience: [
        { title: "Lead analyst", company: "Engine Co", duration: "Jan 2019 – Present", description: "Location: London\n\nDesigned the notes.\n- Note G" },
        { title: "Writer", company: "Letters Ltd", duration: "2015 – Mar 2018", description: "" },
      ],
      education: [{ institution: "Home tutoring", degree: "BSc Mathematics", year: "2010 – 2014" }],
      skills: [{ name: "Maths" }, { name: "Poetry" }],
      projects: [
        { title: "Note G", link: "https://notes.example/g", description: "Bernoulli numbers" },
        { title: "Bad link", link: "" },
      ],
    });
    expect(data.customSections?.map((s) => [s.title, s.kind, s.entries.map((e) => [e.title, e.subtitle, e.date])])).toEqual([
      ["Certifications", "certificates", [["Engine Operator", "Royal Society", "Jun 2021"]]],
      [
        "Languages",
        "languages",
        [
          ["English", "Native or bilingual proficiency", ""],
          ["French", "Professional working proficiency", ""],
        ],
      ],
      ["Awards", "awards", [["Royal Medal", "", "Nov 2022"]]],
      ["Volunteering", "volunteer", [["Teacher", "Code Club", "Sep 2017 – Jun 2019"]]],
      ["Activities", undefined, [["Home tutoring", "BSc Mathematics", "2010 – 2014"]]],
    ]);
    expect(data.customSections?.at(-1)?.entries[0]?.description).toBe("Chess club");
    expect(result.notes).toEqual(["The link of project “Bad link” was left out: only http:// and https:// addresses are allowed."]);
  });

  test("a headline becomes a role and a short bio; locations, licence numbers and bullets are kept", () => {
    const result = fromLinkedInExport(
      files({
        "Profile.csv": 'First Name,Last Name,Headline\nMaya,Lind,"Senior Designer at Acme | Speaker | Mentor"\n',
        "Positions.csv":
          "Company Name,Title,Description,Location,Started On,Finished On\n" +
          'Acme,Senior Designer,"Leads the design team.\n• Shipped the app\n·Cut costs\n- Hired four\n* Spoke at events\n-5% churn, *really*",' +
          '"Berlin, Germany",Jan 2020,\n' +
          "Beta,Designer,,,2018,2019\n",
        "Certifications.csv": "Name,Url,Authority,Started On,Finished On,License Number\nUX Lead,,Nielsen Norman,Jun 2021,,NN-1234\nNo number,,Someone,,,\n",
        "Projects.csv": 'Title,Description,Url\nAtlas,"What it did:\n • Maps\n • Routes",\n',
      }),
    );
    if (!result.ok) throw new Error(result.problems.join("\n"));
    const data = result.formData;
    expect([data.role, data.bio]).toEqual(["Senior Designer at Acme", "Speaker | Mentor"]);
    expect(data.experience.map((job) => job.description)).toEqual([
      "Location: Berlin, Germany\n\nLeads the design team.\n- Shipped the app\n- Cut costs\n- Hired four\n- Spoke at events\n-5% churn, *really*",
      "",
    ]);
    expect(data.customSections?.[0]?.entries.map((e) => [e.title, e.subtitle, e.description])).toEqual([
      ["UX Lead", "Nielsen Norman", "Licence number: NN-1234"],
      ["No number", "Someone", ""],
    ]);
    expect(data.projects[0]?.description).toBe("What it did:\n- Maps\n- Routes");
  });

  test("headlines: the first part is the role, the rest the bio as written; one part is all role", () => {
    expect(splitHeadline("Senior Designer at Acme | Speaker | Mentor")).toEqual({ role: "Senior Designer at Acme", bio: "Speaker | Mentor" });
    expect(splitHeadline("Engineer • Writer · Runner")).toEqual({ role: "Engineer", bio: "Writer · Runner" });
    expect(splitHeadline("Analyst, engines & notes - London")).toEqual({ role: "Analyst, engines & notes - London", bio: "" });
    expect(splitHeadline("  ")).toEqual({ role: "", bio: "" });
    expect(splitHeadline("| Speaker")).toEqual({ role: "| Speaker", bio: "" });
  });

  test("missing and empty files, unknown files and files that are not an export", () => {
    const onlySkills = fromLinkedInExport([{ name: "Skills.csv", text: "\uFEFFName\r\nGo\r\n" }]);
    expect(onlySkills).toMatchObject({ ok: true, formData: { name: "", skills: [{ name: "Go" }] } });
    if (onlySkills.ok)
      expect(onlySkills.notes).toEqual([
        "Profile.csv was not in the export: nothing came from it.",
        "Positions.csv was not in the export: nothing came from it.",
      ]);
    expect(fromLinkedInExport([{ name: "Profile.csv", text: "" }])).toMatchObject({ ok: true });
    expect(fromLinkedInExport([{ name: "notes.txt", text: "hello" }])).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^This is not a LinkedIn data export/)],
    });
    expect(fromLinkedInExport([{ name: "Skills.csv", text: "Name\n" + "x\n".repeat(LINKEDIN_FILE_MAX_BYTES / 2) }])).toEqual({
      ok: false,
      problems: ["Skills.csv is larger than 1 MB."],
    });
    const tooMany = fromLinkedInExport([{ name: "Skills.csv", text: "Name\n" + Array.from({ length: 60 }, (_, i) => `s${i}`).join("\n") }]);
    expect(tooMany).toEqual({ ok: false, problems: ["Skills.csv: At most 50 entries."] });
  });

  test("dates: English and other languages' months, years only, numeric forms; ranges read as the builder writes them", () => {
    expect(
      ["Jan 2019", "janv. 2019", "März 2020", "ene 2021", "out. 2018", "mei 2017", "2016", "03/2015", "2014-07-01"].map((d) => parseLinkedInDate(d)),
    ).toEqual([
      { year: 2019, month: 1 },
      { year: 2019, month: 1 },
      { year: 2020, month: 3 },
      { year: 2021, month: 1 },
      { year: 2018, month: 10 },
      { year: 2017, month: 5 },
      { year: 2016 },
      { year: 2015, month: 3 },
      { year: 2014, month: 7 },
    ]);
    expect(parseLinkedInDate("someday")).toBeNull();
    expect(linkedInRange("févr. 2020", "")).toBe("Feb 2020 – Present");
    expect(linkedInRange("", "2012")).toBe("2012");
    expect(linkedInFileName("x/Email Addresses.csv")).toBe("Email Addresses.csv");
    expect(linkedInFileName("messages.csv")).toBeNull();
  });

  test("the ZIP as downloaded: only the files the import reads are unpacked", async () => {
    const zip = zipSync({
      "Basic_LinkedInDataExport/Profile.csv": strToU8(EXPORT["Profile.csv"]!),
      "Basic_LinkedInDataExport/messages.csv": strToU8("a,b\n1,2\n"),
    });
    const read = await readLinkedInZip(new Blob([zip]));
    expect(read).toEqual({ ok: true, files: [{ name: "Basic_LinkedInDataExport/Profile.csv", text: EXPORT["Profile.csv"]!.replace(/^\uFEFF/, "") }] });
    expect(await readLinkedInZip(new Blob([strToU8("not a zip")]))).toEqual({ ok: false, problems: ["The file is not a ZIP archive that can be opened."] });
  });

  test("a file missing columns, or with short rows, reads them as empty instead of failing", () => {
    // Each file the import reads, with none of the columns it uses (LinkedIn renames columns now and then).
    for (const name of LINKEDIN_FILES) {
      const result = fromLinkedInExport([{ name, text: "Unrelated,Other\nvalue,more\n" }]);
      expect(result.ok, name).toBe(true);
    }
    const result = fromLinkedInExport([
      { name: "Certifications.csv", text: "Name,Url,Authority,Started On\nEngine Operator\n" },
      { name: "Languages.csv", text: "Proficiency\nNative\n" },
      { name: "Honors.csv", text: "Title\nRoyal Medal\n" },
      { name: "Volunteering.csv", text: "Role\nTeacher\n" },
    ]);
    if (!result.ok) throw new Error(result.problems.join("\n"));
    expect(result.formData.customSections?.map((s) => [s.title, s.entries.map((e) => [e.title, e.subtitle, e.date, e.description, e.link])])).toEqual([
      ["Certifications", [["Engine Operator", "", "", "", ""]]],
      ["Languages", [["", "Native", "", "", ""]]],
      ["Awards", [["Royal Medal", "", "", "", ""]]],
      ["Volunteering", [["Teacher", "", "", "", ""]]],
    ]);
  });

  describe("bounds, counted while reading", () => {
    afterEach(() => vi.restoreAllMocks());

    /** How many rows Papa Parse hands the import, across every parse. */
    function countRowsParsed() {
      const count = { rows: 0 };
      const parse = Papa.parse.bind(Papa);
      vi.spyOn(Papa, "parse").mockImplementation(((input: string, config: Papa.ParseConfig) =>
        parse(input, {
          ...config,
          step: (results: Papa.ParseStepResult<unknown>, parser: Papa.Parser) => {
            count.rows++;
            config.step?.(results, parser);
          },
        })) as typeof Papa.parse);
      return count;
    }

    test("a list stops being read at its cap and is refused, naming the file", () => {
      const count = countRowsParsed();
      const skills = "Name\n" + Array.from({ length: 20_000 }, (_, i) => `skill ${i}`).join("\n");
      expect(fromLinkedInExport([{ name: "Skills.csv", text: skills }])).toEqual({ ok: false, problems: ["Skills.csv: At most 50 entries."] });
      expect(count.rows).toBe(LIMITS.entriesPerList + 1);
      const certificates = "Name\n" + Array.from({ length: LIMITS.customEntries + 1 }, (_, i) => `c${i}`).join("\n");
      expect(fromLinkedInExport([{ name: "x/Certifications.csv", text: certificates }])).toEqual({
        ok: false,
        problems: [`Certifications.csv: At most ${LIMITS.customEntries} entries.`],
      });
      // Exactly at the cap is fine.
      const fifty = "Name\n" + Array.from({ length: LIMITS.entriesPerList }, (_, i) => `s${i}`).join("\n");
      expect(fromLinkedInExport([{ name: "Skills.csv", text: fifty }])).toMatchObject({ ok: true });
    });

    test("of the files whose first row is used only the first rows are read", () => {
      const count = countRowsParsed();
      const emails = "Email Address,Primary\n" + Array.from({ length: 5000 }, (_, i) => `a${i}@example.com,No`).join("\n");
      expect(fromLinkedInExport([{ name: "Email Addresses.csv", text: emails }])).toMatchObject({
        ok: true,
        formData: { contact: { email: "a0@example.com" } },
      });
      expect(count.rows).toBe(LINKEDIN_OTHER_ROWS + 1);
    });

    test("each file and all of them together are bounded in UTF-8 bytes; 11 × 1 MB is refused before any is parsed", () => {
      const count = countRowsParsed();
      // 400,000 three-byte characters: 1.2 MB, though under a million characters.
      expect(fromLinkedInExport([{ name: "Positions.csv", text: "Title\n" + "語".repeat(400_000) }])).toEqual({
        ok: false,
        problems: ["Positions.csv is larger than 1 MB."],
      });
      const megabyte = "Name\n" + "x".repeat(LINKEDIN_FILE_MAX_BYTES - 5);
      const eleven = LINKEDIN_FILES.map((name) => ({ name, text: megabyte }));
      const started = count.rows;
      expect(fromLinkedInExport(eleven)).toEqual({
        ok: false,
        problems: [`The export's files are larger than 2 MB together (counting up to ${LINKEDIN_FILES[2]}).`],
      });
      // Two files were within bounds and read; the third passed the total and nothing more was.
      expect(count.rows - started).toBe(2);
      // Files the import does not read count too: the server is sent them all the same.
      expect(
        fromLinkedInExport([
          { name: "notes.txt", text: "x".repeat(LINKEDIN_TOTAL_MAX_BYTES) },
          { name: "Skills.csv", text: "Name\nGo" },
        ]),
      ).toEqual({
        ok: false,
        problems: ["notes.txt is larger than 1 MB."],
      });
    });

    test("the browser checks the same bounds before it reads or inflates anything", async () => {
      const big = (name: string) => new File(["x".repeat(LINKEDIN_FILE_MAX_BYTES - 100)], name);
      expect(await readLinkedInCsvs([big("Skills.csv"), big("Positions.csv"), big("Projects.csv")])).toEqual({
        ok: false,
        problems: ["The export's files are larger than 2 MB together (counting up to Projects.csv)."],
      });
      expect(await readLinkedInCsvs([new File(["x".repeat(LINKEDIN_FILE_MAX_BYTES + 1)], "Skills.csv")])).toEqual({
        ok: false,
        problems: ["Skills.csv is larger than 1 MB."],
      });
      const zip = zipSync(
        Object.fromEntries(
          ["Skills.csv", "Positions.csv", "Projects.csv"].map((name) => [`export/${name}`, strToU8("x".repeat(LINKEDIN_FILE_MAX_BYTES - 100))]),
        ),
      );
      expect(await readLinkedInZip(new Blob([zip]))).toEqual({
        ok: false,
        problems: ["The export's files are larger than 2 MB together (counting up to Projects.csv)."],
      });
    });
  });
});
