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
  type IParagraphOptions,
  type IRunOptions,
  type ParagraphChild,
} from "docx";
import { fromMarkdown } from "mdast-util-from-markdown";
import type { List, Nodes, PhrasingContent, RootContent } from "mdast";
import { directionOf } from "../../convex/model/translations";
import { markdownHref } from "../templates/shared/Markdown";
import type { Resume, ResumeEntry, ResumeLink, ResumeSection } from "./resumeModel";

/**
 * The résumé as a Word document (docx), from the same model as the printed sheet: the name as the
 * title, sections as Heading 1, entries as Heading 2 with their dates at the right margin,
 * descriptions from their Markdown (paragraphs, bold, italic, bullet and numbered lists, links)
 * and every link a real hyperlink. Word's own heading styles, so the file stays editable and
 * applicant-tracking systems find the structure. A right-to-left language's (Arabic, Hebrew)
 * paragraphs and runs are marked right to left, which is all Word needs to mirror the layout (its
 * alignments, indents and tabs are the paragraph's own sides). Loaded on demand: docx is large.
 */

const FONT = "Calibri";
/** Half-points (docx's unit for font sizes). */
const BODY_SIZE = 21;
/** Twentieths of a point; A4 text width at 2 cm margins is about 9640. */
const RIGHT_TAB = 9640;
const MARGIN = 1134;

const hex = (color: string) => color.replace(/^#/, "").toUpperCase();

/**
 * What every paragraph and run of one document shares: its direction and language (nothing for a
 * left-to-right language, whose document stays as it always was), and its lists' numbering.
 */
type Writing = {
  paragraph: Pick<IParagraphOptions, "bidirectional">;
  run: Pick<IRunOptions, "rightToLeft" | "language">;
  /** Numbered lists each restart at 1: one numbering instance per list. */
  lists: { instance: number };
};

function writingIn(language: string): Writing {
  const rtl = directionOf(language) === "rtl";
  return {
    paragraph: rtl ? { bidirectional: true } : {},
    // The run's language for right-to-left text is Word's "complex script" one (w:lang w:bidi).
    run: rtl ? { rightToLeft: true, language: { bidirectional: language } } : {},
    lists: { instance: 0 },
  };
}

const paragraph = (writing: Writing, options: IParagraphOptions) => new Paragraph({ ...options, ...writing.paragraph });
const run = (writing: Writing, options: IRunOptions | string) =>
  new TextRun({ ...(typeof options === "string" ? { text: options } : options), ...writing.run });

function link(writing: Writing, href: string, text: string): ExternalHyperlink {
  return new ExternalHyperlink({ link: href, children: [run(writing, { text, style: "Hyperlink" })] });
}

type Marks = { bold?: boolean; italics?: boolean };

/** Inline Markdown as runs: bold, italic, links (only those the site's URL rules allow), line breaks. */
function inline(writing: Writing, nodes: readonly PhrasingContent[], marks: Marks = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case "text":
        return [run(writing, { text: node.value, ...marks })];
      case "inlineCode":
        return [run(writing, { text: node.value, ...marks })];
      case "strong":
        return inline(writing, node.children, { ...marks, bold: true });
      case "emphasis":
        return inline(writing, node.children, { ...marks, italics: true });
      case "break":
        return [run(writing, { break: 1 })];
      case "link": {
        const href = markdownHref(node.url);
        const text = node.children.map(plainText).join("");
        return href ? [link(writing, href, text)] : inline(writing, node.children, marks);
      }
      case "image":
        return node.alt ? [run(writing, { text: node.alt, ...marks })] : [];
      default:
        // Raw HTML and the rest are left out, as on the page.
        return "children" in node ? inline(writing, node.children as PhrasingContent[], marks) : [];
    }
  });
}

function plainText(node: Nodes): string {
  if ("value" in node && node.type !== "html") return node.value;
  return "children" in node ? node.children.map((child) => plainText(child as Nodes)).join("") : "";
}

function blocks(writing: Writing, nodes: readonly RootContent[], level = 0): Paragraph[] {
  return nodes.flatMap((node): Paragraph[] => {
    switch (node.type) {
      case "paragraph":
        return [paragraph(writing, { children: inline(writing, node.children), spacing: { after: 80 } })];
      case "heading":
        return [paragraph(writing, { children: inline(writing, node.children, { bold: true }), spacing: { after: 80 } })];
      case "list":
        return listItems(writing, node, level);
      case "blockquote":
        return blocks(writing, node.children, level);
      case "code":
        return node.value.split("\n").map((line) => paragraph(writing, { children: [run(writing, line)] }));
      default:
        return [];
    }
  });
}

function listItems(writing: Writing, list: List, level: number): Paragraph[] {
  const instance = ++writing.lists.instance;
  const numbering = { reference: list.ordered ? "numbers" : "bullets", level: Math.min(level, 2), ...(list.ordered ? { instance } : {}) };
  return list.children.flatMap((item) =>
    item.children.flatMap((child, i): Paragraph[] => {
      if (child.type === "paragraph" && i === 0) return [paragraph(writing, { children: inline(writing, child.children), numbering, spacing: { after: 40 } })];
      if (child.type === "list") return listItems(writing, child, level + 1);
      return blocks(writing, [child], level);
    }),
  );
}

/** Markdown text (about, descriptions) as Word paragraphs. */
function markdownParagraphs(writing: Writing, markdown: string): Paragraph[] {
  if (markdown.trim() === "") return [];
  return blocks(writing, fromMarkdown(markdown.replace(/\r\n?/g, "\n")).children);
}

function detail(writing: Writing, item: ResumeLink): ParagraphChild[] {
  const label = item.showLabel ? [run(writing, { text: `${item.label}: `, color: "57606A" })] : [];
  return [...label, item.href === "" ? run(writing, item.text) : link(writing, item.href, item.text)];
}

function entryParagraphs(writing: Writing, entry: ResumeEntry): Paragraph[] {
  const heading = paragraph(writing, {
    heading: HeadingLevel.HEADING_2,
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
    children: [
      run(writing, entry.title),
      ...(entry.title && entry.subtitle ? [run(writing, { text: " · ", bold: false })] : []),
      ...(entry.subtitle ? [run(writing, { text: entry.subtitle, bold: false })] : []),
      ...(entry.date ? [run(writing, { text: `\t${entry.date}`, bold: false, color: "57606A" })] : []),
    ],
  });
  return [
    heading,
    ...(entry.tags.length > 0 ? [paragraph(writing, { children: [run(writing, { text: entry.tags.join(" · "), color: "57606A" })] })] : []),
    ...markdownParagraphs(writing, entry.description),
    ...(entry.link ? [paragraph(writing, { children: [link(writing, entry.link.href, entry.link.text)] })] : []),
  ];
}

function sectionParagraphs(writing: Writing, section: ResumeSection): Paragraph[] {
  const heading = paragraph(writing, { heading: HeadingLevel.HEADING_1, children: [run(writing, section.title)], keepNext: true });
  switch (section.kind) {
    case "text":
      return [heading, ...markdownParagraphs(writing, section.markdown)];
    case "list":
      return [heading, paragraph(writing, { children: [run(writing, section.items.join(" · "))] })];
    case "entries":
      return [heading, ...section.entries.flatMap((entry) => entryParagraphs(writing, entry))];
  }
}

/** The Word document of a résumé, in the portfolio's accent (`accent`: a colour readable on white). */
export function resumeDocx(resume: Resume, accent: string): Document {
  const color = hex(accent);
  const writing = writingIn(resume.language);
  const details = [...resume.contact, ...resume.links];
  const separator = () => run(writing, { text: "  ·  ", color: "8C959F" });
  const header = [
    paragraph(writing, { heading: HeadingLevel.TITLE, children: [run(writing, resume.name || "Your Name")] }),
    ...(resume.role ? [paragraph(writing, { children: [run(writing, { text: resume.role, bold: true, color, size: 24 })] })] : []),
    ...(details.length > 0
      ? [paragraph(writing, { children: details.flatMap((item, i) => [...(i > 0 ? [separator()] : []), ...detail(writing, item)]) })]
      : []),
    ...(resume.bio ? [paragraph(writing, { children: [run(writing, resume.bio)], spacing: { before: 120 } })] : []),
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
        document: { run: { font: FONT, size: BODY_SIZE, color: "1F2328", ...writing.run }, paragraph: { spacing: { after: 40, line: 264 } } },
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
        children: [...header, ...resume.sections.flatMap((section) => sectionParagraphs(writing, section))],
      },
    ],
  });
}

/** The .docx file's bytes as a Blob (browser) for download. */
export function resumeDocxBlob(resume: Resume, accent: string): Promise<Blob> {
  return Packer.toBlob(resumeDocx(resume, accent));
}
