import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBlock, RichText } from "../../../src/templates/shared/Markdown";
import { markdownBlocks } from "../../../src/templates/shared/markdownBlocks";

/** What parsing the text whole gives (the way RichText rendered before it went block by block). */
const whole = (text: string) => renderToStaticMarkup(<div className="pt-md ">{<MarkdownBlock text={text} />}</div>);
const blockwise = (text: string) => renderToStaticMarkup(<RichText text={text} />);

const CORPUS = [
  "",
  "   \n\n  ",
  "One paragraph with **bold**, _italic_ and [a link](https://example.com).",
  "First paragraph.\n\nSecond paragraph.\n\n\n\nThird after more blank lines.\r\n\r\nWindows line ends.",
  "- one\n- two\n\n- loose three\n\nAfter the list.",
  "1. first\n\n2. second\n\n   continued inside the item\n\nDone.",
  "- item\n\n      indented code in the item\n\nnext",
  "Paragraph\n\n    indented code\n\nparagraph",
  "> quoted\n\n> another quote\n\nplain",
  "# Heading text\n\nbody\n\nSetext\n===\n\n---\n\n***",
  "Uses [a reference][ref].\n\n[ref]: https://example.com/ref",
  "```\ncode\n\nstill code\n```\n\nafter",
  "<div>\n\nhtml</div>\n\ntext <b>inline</b>",
  "line with two spaces  \nhard break\n\n\tTabbed start\n\nend\\\n",
  "[unsafe](javascript:alert(1))\n\n[mail](mailto:me@example.com)\n\n* star list\n\n+ plus list\n\n2020. not a list?",
  // Found by the property below: Windows line ends inside indented code.
  "    * \r\n\r\n    ",
];

// Pieces that stress the cuts: blank lines, indentation, list and quote markers, fences, references, HTML.
const piece = fc.constantFrom(
  "\n",
  "\n\n",
  "\r\n\r\n",
  "  ",
  "\t",
  "- ",
  "* ",
  "+ ",
  "1. ",
  "2) ",
  "> ",
  "# ",
  "===",
  "---",
  "```",
  "~~~",
  "    ",
  "[x]",
  "[x]: https://a.example",
  "<p>",
  "**",
  "_",
  "word",
  "Some words here",
  "\\",
  "[link](https://example.com)",
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""));

describe("block-wise Markdown", () => {
  it.each(CORPUS)("gives the HTML the whole-text parse gives: %j", (sample) => {
    expect(blockwise(sample)).toBe(whole(sample));
  });

  it("gives the HTML the whole-text parse gives, for any mix of Markdown's block syntax", () => {
    fc.assert(
      fc.property(text, (sample) => blockwise(sample) === whole(sample)),
      { numRuns: 400 },
    );
  });

  it("cuts a long text into its paragraphs, so one edit changes one block", () => {
    const paragraphs = ["First **one**.", "- a\n- b\n\n- c", "Third.", "Fourth."];
    const blocks = markdownBlocks(paragraphs.join("\n\n"));
    expect(blocks).toEqual(paragraphs);
    const edited = markdownBlocks([paragraphs[0], paragraphs[1], "Third, edited.", paragraphs[3]].join("\n\n"));
    expect(edited.filter((block, i) => block !== blocks[i])).toEqual(["Third, edited."]);
  });

  it("keeps text with references, fences or HTML whole", () => {
    expect(markdownBlocks("a [x]\n\n[x]: https://a.example")).toHaveLength(1);
    expect(markdownBlocks("```\na\n\nb\n```")).toHaveLength(1);
    expect(markdownBlocks("<!--\n\n-->\n\nb")).toHaveLength(1);
  });
});
