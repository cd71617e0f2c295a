import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  type ParagraphChild,
} from "docx";
import { fromMarkdown } from "mdast-util-from-markdown";
import type { List, Nodes, PhrasingContent, RootContent } from "mdast";
import { markdownHref } from "../templates/shared/Markdown";
import type { Resume, ResumeEntry, ResumeLink, ResumeSection } from "./resumeModel";

/**
 * The résumé as a Word document (docx), from the same model as the printed sheet: the name as the
 * title, sections as Heading 1, entries as Heading 2 with their dates at the right margin,
 * descriptions from their Markdown (paragraphs, bold, italic, bullet and numbered lists, links)
 * and every link a real hyperlink. Word's own heading styles, so the file stays editable and
 * applicant-tracking systems find the structure. Loaded on demand: docx is large.
 */

const FONT = "Calibri";
/** Half-points (docx's unit for font sizes). */
const BODY_SIZE = 21;
/** Twentieths of a point; A4 text width at 2 cm margins is about 9640. */
const RIGHT_TAB = 9640;
const MARGIN = 1134;

const hex = (color: string) => color.replace(/^#/, "").toUpperCase();

function link(href: string, text: string): ExternalHyperlink {
  return new ExternalHyperlink({ link: href, children: [new TextRun({ text, style: "Hyperlink" })] });
}

type Marks = { bold?: boolean; italics?: boolean };

/** Inline Markdown as runs: bold, italic, links (only those the site's URL rules allow), line breaks. */
function inline(nodes: readonly PhrasingContent[], marks: Marks = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case "text":
        return [new TextRun({ text: node.value, ...marks })];
      case "inlineCode":
        return [new TextRun({ text: node.value, ...marks })];
      case "strong":
        return inline(node.children, { ...marks, bold: true });
      case "emphasis":
        return inline(node.children, { ...marks, italics: true });
      case "break":
        return [new TextRun({ break: 1 })];
      case "link": {
        const href = markdownHref(node.url);
        const text = node.children.map(plainText).join("");
        return href ? [link(href, text)] : inline(node.children, marks);
      }
      case "image":
        return node.alt ? [new TextRun({ text: node.alt, ...marks })] : [];
      default:
        // Raw HTML and the rest are left out, as on the page.
        return "children" in node ? inline(node.children as PhrasingContent[], marks) : [];
    }
  });
}

function plainText(node: Nodes): string {
  if ("value" in node && node.type !== "html") return node.value;
  return "children" in node ? node.children.map((child) => plainText(child as Nodes)).join("") : "";
}

/** Numbered lists each restart at 1: one numbering instance per list. */
type ListState = { instance: number };

function blocks(nodes: readonly RootContent[], state: ListState, level = 0): Paragraph[] {
  return nodes.flatMap((node): Paragraph[] => {
    switch (node.type) {
      case "paragraph":
        return [new Paragraph({ children: inline(node.children), spacing: { after: 80 } })];
      case "heading":
        return [new Paragraph({ children: inline(node.children, { bold: true }), spacing: { after: 80 } })];
      case "list":
        return listItems(node, state, level);
      case "blockquote":
        return blocks(node.children, state, level);
      case "code":
        return node.value.split("\n").map((line) => new Paragraph({ children: [new TextRun(line)] }));
      default:
        return [];
    }
  });
}

function listItems(list: List, state: ListState, level: number): Paragraph[] {
  const instance = ++state.instance;
  const numbering = { reference: list.ordered ? "numbers" : "bullets", level: Math.min(level, 2), ...(list.ordered ? { instance } : {}) };
  return list.children.flatMap((item) =>
    item.children.flatMap((child, i): Paragraph[] => {
      if (child.type === "paragraph" && i === 0) return [new Paragraph({ children: inline(child.children), numbering, spacing: { after: 40 } })];
      if (child.type === "list") return listItems(child, state, level + 1);
      return blocks([child], state, level);
    }),
  );
}

/** Markdown text (about, descriptions) as Word paragraphs. */
export function markdownParagraphs(markdown: string, state: ListState = { instance: 0 }): Paragraph[] {
  if (markdown.trim() === "") return [];
  return blocks(fromMarkdown(markdown.replace(/\r\n?/g, "\n")).children, state);
}

function detail(item: ResumeLink): ParagraphChild[] {
  const label = item.showLabel ? [new TextRun({ text: `${item.label}: `, color: "57606A" })] : [];
  return [...label, item.href === "" ? new TextRun(item.text) : link(item.href, item.text)];
}

function entryParagraphs(entry: ResumeEntry, state: ListState): Paragraph[] {
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_2,
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
    children: [
      new TextRun(entry.title),
      ...(entry.title && entry.subtitle ? [new TextRun({ text: " · ", bold: false })] : []),
      ...(entry.subtitle ? [new TextRun({ text: entry.subtitle, bold: false })] : []),
      ...(entry.date ? [new TextRun({ text: `\t${entry.date}`, bold: false, color: "57606A" })] : []),
    ],
  });
  return [
    heading,
    ...(entry.tags.length > 0 ? [new Paragraph({ children: [new TextRun({ text: entry.tags.join(" · "), color: "57606A" })] })] : []),
    ...markdownParagraphs(entry.description, state),
    ...(entry.link ? [new Paragraph({ children: [link(entry.link.href, entry.link.text)] })] : []),
  ];
}

function sectionParagraphs(section: ResumeSection, state: ListState): Paragraph[] {
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_1, text: section.title, keepNext: true });
  switch (section.kind) {
    case "text":
      return [heading, ...markdownParagraphs(section.markdown, state)];
    case "list":
      return [heading, new Paragraph({ text: section.items.join(" · ") })];
    case "entries":
      return [heading, ...section.entries.flatMap((entry) => entryParagraphs(entry, state))];
  }
}

/** The Word document of a résumé, in the portfolio's accent (`accent`: a colour readable on white). */
export function resumeDocx(resume: Resume, accent: string): Document {
  const color = hex(accent);
  const state: ListState = { instance: 0 };
  const details = [...resume.contact, ...resume.links];
  const header = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: resume.name || "Your Name" }),
    ...(resume.role ? [new Paragraph({ children: [new TextRun({ text: resume.role, bold: true, color, size: 24 })] })] : []),
    ...(details.length > 0
      ? [new Paragraph({ children: details.flatMap((item, i) => [...(i > 0 ? [new TextRun({ text: "  ·  ", color: "8C959F" })] : []), ...detail(item)]) })]
      : []),
    ...(resume.bio ? [new Paragraph({ text: resume.bio, spacing: { before: 120 } })] : []),
  ];
  const bullet = (level: number) => ({
    level,
    format: LevelFormat.BULLET,
    text: level === 0 ? "•" : "◦",
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 240 } } },
  });
  const number = (level: number) => ({
    level,
    format: LevelFormat.DECIMAL,
    text: `%${level + 1}.`,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 300 } } },
  });
  return new Document({
    creator: resume.name || "Portfolio Builder",
    title: resume.name ? `${resume.name} – Résumé` : "Résumé",
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE, color: "1F2328" }, paragraph: { spacing: { after: 40, line: 264 } } },
        title: { run: { font: FONT, size: 44, bold: true, color: "1F2328" }, paragraph: { spacing: { after: 40 } } },
        heading1: {
          run: { font: FONT, size: 24, bold: true, color, allCaps: true },
          paragraph: {
            spacing: { before: 240, after: 80 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color, space: 2 } },
          },
        },
        heading2: { run: { font: FONT, size: BODY_SIZE, bold: true, color: "1F2328" }, paragraph: { spacing: { before: 120, after: 20 } } },
      },
    },
    numbering: {
      config: [
        { reference: "bullets", levels: [0, 1, 2].map(bullet) },
        { reference: "numbers", levels: [0, 1, 2].map(number) },
      ],
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: [...header, ...resume.sections.flatMap((section) => sectionParagraphs(section, state))],
      },
    ],
  });
}

/** The .docx file's bytes as a Blob (browser) for download. */
export function resumeDocxBlob(resume: Resume, accent: string): Promise<Blob> {
  return Packer.toBlob(resumeDocx(resume, accent));
}
