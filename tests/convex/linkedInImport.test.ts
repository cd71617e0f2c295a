import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { LINKEDIN_FILE_MAX_BYTES, LINKEDIN_FILES, linkedInFileName } from "../../convex/model/linkedIn";
import { LINKEDIN_EXPORT } from "../support/linkedInExport";
import { formData, rejectionData, setupBackend, signedUpUser } from "./setup";

// What the browser sends: the files the import reads (readLinkedInZip leaves the rest in the ZIP).
const files = Object.entries(LINKEDIN_EXPORT)
  .filter(([name]) => linkedInFileName(name) !== null)
  .map(([name, text]) => ({ name, text }));

describe("LinkedIn import on the server", () => {
  test("reads the CSVs again and writes the draft as the next revision, keeping the draft's layout and theme", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const theme = { accent: "#b45309", fonts: "template", scheme: "dark" };
    const sections = [{ id: "contact" as const, visible: false }];
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: formData({ theme, sections }), baseRevision: 0 });
    const result = await ada.as.mutation(api.drafts.importLinkedIn, { files, baseRevision: 1 });
    expect(result).toMatchObject({ revision: 2, notes: expect.any(Array) });
    const draft = await ada.as.query(api.drafts.get, {});
    expect(draft).toMatchObject({ templateId: "creative", formData: { name: "Ada Example", theme, sections, contact: { email: "ada@example.com" } } });
    expect(draft?.formData.customSections?.map((s) => s.title)).toEqual(["Certifications", "Languages", "Awards", "Volunteering", "Activities"]);
  });

  test("refused: signed out, stale revisions, files that are not an export, oversize files and lists", async () => {
    const t = await setupBackend();
    expect(await rejectionData(t.mutation(api.drafts.importLinkedIn, { files, baseRevision: 0 }))).toMatchObject({ code: "auth/unauthenticated" });
    const ada = await signedUpUser(t);
    expect(await rejectionData(ada.as.mutation(api.drafts.importLinkedIn, { files, baseRevision: 5 }))).toMatchObject({ code: "portfolio/conflict" });
    expect(await rejectionData(ada.as.mutation(api.drafts.importLinkedIn, { files: [{ name: "a.txt", text: "x" }], baseRevision: 0 }))).toMatchObject({
      code: "validation/invalid",
      problems: [expect.stringMatching(/^This is not a LinkedIn data export/)],
    });
    const many = Array.from({ length: 60 }, (_, i) => `skill ${i}`).join("\n");
    expect(
      await rejectionData(ada.as.mutation(api.drafts.importLinkedIn, { files: [{ name: "Skills.csv", text: `Name\n${many}` }], baseRevision: 0 })),
    ).toMatchObject({
      code: "validation/invalid",
      problems: ["Skills.csv: At most 50 entries."],
    });
    const flood = Array.from({ length: 20 }, (_, i) => ({ name: `f${i}.csv`, text: "" }));
    expect(await rejectionData(ada.as.mutation(api.drafts.importLinkedIn, { files: flood, baseRevision: 0 }))).toMatchObject({ code: "validation/invalid" });
    expect(await ada.as.query(api.drafts.get, {})).toBeNull();
  });

  test("a file missing columns is imported with those fields empty (rows left with nothing are dropped); 11 × 1 MB is refused, naming where the bound was passed", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const partial = [
      { name: "Certifications.csv", text: "Name\nEngine Operator\n" },
      { name: "Languages.csv", text: "Language\nEnglish\n" },
    ];
    expect(await ada.as.mutation(api.drafts.importLinkedIn, { files: partial, baseRevision: 0 })).toMatchObject({ revision: 1 });
    const draft = await ada.as.query(api.drafts.get, {});
    expect(draft?.formData.customSections?.map((s) => [s.title, s.entries.map((e) => [e.title, e.subtitle])])).toEqual([
      ["Certifications", [["Engine Operator", ""]]],
    ]);
    const megabyte = "Name\n" + "x".repeat(LINKEDIN_FILE_MAX_BYTES - 5);
    const eleven = LINKEDIN_FILES.map((name) => ({ name, text: megabyte }));
    expect(await rejectionData(ada.as.mutation(api.drafts.importLinkedIn, { files: eleven, baseRevision: 1 }))).toEqual({
      code: "validation/invalid",
      message: "This file cannot be imported.",
      problems: ["The export's files are larger than 2 MB together (counting up to Education.csv)."],
    });
    expect(await ada.as.query(api.drafts.get, {})).toMatchObject({ revision: 1 });
  });
});
