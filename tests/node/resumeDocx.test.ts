import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Packer } from "docx";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, test } from "vitest";
import type { PortfolioFormData } from "../../convex/model/formData";
import type { ResumeOptions } from "../../convex/model/resumeOptions";
import { resumeDocx } from "../../src/resume/resumeDocx";
import { resumeOf } from "../../src/resume/resumeModel";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { TALKS_FIRST_SECTIONS } from "../support/resumeSections";

/** The sample with a section of one's own first, Skills hidden, an imported-style date and a description with a list and a link. */
const draft: PortfolioFormData = {
  ...sampleFormData,
  experience: [
    {
      title: "Staff Engineer",
      company: "Northwind",
      duration: "2020-05-05 – Present",
      description: "Led the **design system** team. See [the write-up](https://northwind.example/ds).\n\n- Cut build times in half\n- Mentored four engineers",
    },
  ],
  customSections: [
    {
      id: "talks",
      title: "Talks",
      entries: [
        { id: "t1", title: "Calm interfaces", subtitle: "Frontend Lisbon", date: "2024", description: "", link: "https://talks.example/calm", image: null },
      ],
    },
  ],
  sections: TALKS_FIRST_SECTIONS,
};

type WordParagraph = { style: string | null; text: string; numbered: boolean };

/** The .docx read back as Word would: document.xml's paragraphs and the relationships' targets. */
async function readBack(data: PortfolioFormData, options?: ResumeOptions) {
  const bytes = await Packer.toBuffer(resumeDocx(resumeOf(data, { options, locale: "en-US" }), "#0e7490"));
  const files = unzipSync(new Uint8Array(bytes));
  const xml = strFromU8(files["word/document.xml"]!);
  const rels = strFromU8(files["word/_rels/document.xml.rels"]!);
  const unescape = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
  const paragraphs: WordParagraph[] = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((m) => {
    const body = m[1] ?? m[2] ?? "";
    return {
      style: /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1] ?? null,
      text: unescape([...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join("")),
      numbered: body.includes("<w:numPr>"),
    };
  });
  // Each hyperlink's relationship id, resolved to its target.
  const targets = new Map(
    [...rels.matchAll(/<Relationship [^>]*Id="([^"]+)"[^>]*Target="([^"]+)"[^>]*TargetMode="External"/g)].map((m) => [m[1], unescape(m[2]!)]),
  );
  const links = [...xml.matchAll(/<w:hyperlink [^>]*r:id="([^"]+)"[^>]*>([\s\S]*?)<\/w:hyperlink>/g)].map((m) => ({
    href: targets.get(m[1]!),
    text: [...m[2]!.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(""),
  }));
  return { bytes, paragraphs, links, headings: (style: string) => paragraphs.filter((p) => p.style === style).map((p) => p.text) };
}

describe("the résumé as a Word file", () => {
  it("has the name as its title and the shown sections as headings in the portfolio's order", async () => {
    const { headings } = await readBack(draft);
    expect(headings("Title")).toEqual([sampleFormData.name]);
    expect(headings("Heading1")).toEqual(["Talks", "About", "Experience", "Education", "Projects"]);
    expect(headings("Heading2")[0]).toBe("Calm interfaces · Frontend Lisbon\t2024");
    expect(headings("Heading2")).toContain("Staff Engineer · Northwind\tMay 2020 – Present");
  });

  it("keeps descriptions' paragraphs and lists, and makes every link clickable", async () => {
    const { paragraphs, links } = await readBack(draft);
    expect(paragraphs.find((p) => p.text.startsWith("Led the"))).toEqual({
      style: null,
      text: "Led the design system team. See the write-up.",
      numbered: false,
    });
    expect(paragraphs.filter((p) => p.numbered).map((p) => p.text)).toEqual(expect.arrayContaining(["Cut build times in half", "Mentored four engineers"]));
    expect(links).toEqual(
      expect.arrayContaining([
        { href: "https://northwind.example/ds", text: "the write-up" },
        { href: "https://talks.example/calm", text: "talks.example/calm" },
        { href: `mailto:${sampleFormData.contact.email}`, text: sampleFormData.contact.email },
      ]),
    );
  });

  it("follows the résumé settings: short descriptions, sections left out", async () => {
    const { paragraphs, headings } = await readBack(draft, { length: "short", omit: ["projects", "custom:talks"] });
    expect(headings("Heading1")).toEqual(["About", "Experience", "Education"]);
    expect(paragraphs.some((p) => p.text === "Cut build times in half")).toBe(false);
    expect(paragraphs.some((p) => p.text.startsWith("Led the design system team"))).toBe(true);
  });

  it("is written right to left for a right-to-left language (paragraphs bidi, runs rtl, its language), and not otherwise", async () => {
    const documentXml = async (data: PortfolioFormData) => strFromU8(unzipSync(new Uint8Array((await readBack(data)).bytes))["word/document.xml"]!);
    const stylesXml = async (data: PortfolioFormData) => strFromU8(unzipSync(new Uint8Array((await readBack(data)).bytes))["word/styles.xml"]!);
    for (const language of ["ar", "he"]) {
      const xml = await documentXml({ ...draft, language });
      const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => m[0]);
      const runs = [...xml.matchAll(/<w:r>[\s\S]*?<\/w:r>/g)].map((m) => m[0]);
      expect(paragraphs.length).toBeGreaterThan(10);
      expect(paragraphs.filter((p) => !p.includes("<w:bidi/>"))).toEqual([]);
      expect(runs.filter((r) => !r.includes("<w:rtl/>") || !r.includes(`<w:lang w:bidi="${language}"/>`))).toEqual([]);
      // The document's own default too, for what Word adds later (a paragraph typed into it).
      expect(await stylesXml({ ...draft, language })).toMatch(new RegExp(`<w:rPrDefault>.*<w:rtl/>.*<w:lang w:bidi="${language}"/>`, "s"));
    }
    for (const language of [undefined, "en", "fr"]) {
      const xml = await documentXml({ ...draft, language });
      expect(xml).not.toMatch(/<w:bidi|<w:rtl|<w:lang/);
      expect(await stylesXml({ ...draft, language })).not.toMatch(/<w:rtl|<w:lang/);
    }
  });

  const soffice = "/usr/bin/soffice";
  test.skipIf(!existsSync(soffice))(`opens in LibreOffice (converted to PDF; skipped when ${soffice} is not installed)`, { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "resume-docx-"));
    const file = path.join(dir, "resume.docx");
    writeFileSync(file, (await readBack(draft)).bytes);
    execFileSync(soffice, ["--headless", `-env:UserInstallation=file://${dir}/profile`, "--convert-to", "pdf", "--outdir", dir, file], {
      stdio: "pipe",
      timeout: 110_000,
    });
    expect(readFileSync(path.join(dir, "resume.pdf")).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
  if (!existsSync(soffice)) console.warn(`LibreOffice is not installed (${soffice}): the Word résumé was not converted to PDF.`);
});
