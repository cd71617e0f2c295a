import { Fragment, memo, type ReactNode } from "react";
import { Parser, type Node } from "commonmark";
import { mailtoHref, sanitizeUrl } from "../../../convex/model/urls";
import { ExternalLink } from "./ExternalLink";
import { markdownBlocks } from "./markdownBlocks";

/** The Markdown subset people may use: paragraphs, bold, italic, links and bullet lists. */
export const MARKDOWN_ELEMENTS = ["p", "br", "strong", "em", "a", "ul", "ol", "li"];

/**
 * A Markdown link's address under the portfolio's URL rules (also for the résumé's Word file): http(s)
 * or mailto:, else null (javascript:, data:, relative paths), and the link renders as its text.
 */
export function markdownHref(url: string): string | null {
  if (/^mailto:/i.test(url.trim())) return mailtoHref(url.trim().slice("mailto:".length));
  return sanitizeUrl(url, "web");
}

/**
 * Text written in the builder (about, descriptions) rendered as the Markdown subset, on the server
 * and in the app alike. No raw HTML (skipped), no images or headings (their text stays), no
 * unsafe links. The result is React elements: nothing is ever set as HTML. Memoised by its text,
 * and parsed block by block (markdownBlocks.ts), each block memoised by its own text: the builder's
 * live preview re-renders on every keystroke, parsing is the costly part, and a keystroke changes
 * one paragraph of a long text.
 */
export const RichText = memo(function RichText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`pt-md ${className}`}>
      {markdownBlocks(text).map((block, i) => (
        // Whole-text parsing puts a line break between top-level blocks; so do the blocks here.
        <Fragment key={i}>
          {i > 0 && "\n"}
          <MarkdownBlock text={block} />
        </Fragment>
      ))}
    </div>
  );
});

/**
 * One block of Markdown (or a whole text: the same elements). Line ends become "\n" first, as the
 * blocks' cuts make them: the parser keeps a "\r" inside indented code, and it means nothing on a page.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return <>{blockChildren(parser.parse(text.replace(/\r\n?/g, "\n")), false)}</>;
});

/**
 * CommonMark's reference parser (commonmark.js), several times as fast as remark's micromark (the
 * builder's first load parsed a large portfolio's Markdown for 150 ms); the two read the spec's edge
 * cases differently at times, and this one is the spec's reference. The tree
 * becomes React elements as react-markdown made them (tests/web/templates/markdownEngine.test.tsx
 * compares the two on every kind of block): the subset's elements (MARKDOWN_ELEMENTS); any other
 * element gives its children (a heading's text, a quote's paragraphs, code's text); raw HTML,
 * images and rules give nothing; a "\n" between blocks, as HTML from Markdown has.
 */
const parser = new Parser();

/** A block's children with a "\n" between them (and around them: `around`, a list's items, a quote's blocks). */
function blockChildren(node: Node, around: boolean): ReactNode[] {
  const out: ReactNode[] = around ? ["\n"] : [];
  let index = 0;
  for (let child = node.firstChild; child; child = child.next, index++) {
    if (index > 0) out.push("\n");
    out.push(<Fragment key={index}>{block(child)}</Fragment>);
  }
  if (around && index > 0) out.push("\n");
  return out;
}

function block(node: Node): ReactNode {
  switch (node.type) {
    case "paragraph":
      return <p>{inlines(node)}</p>;
    case "heading":
      return inlines(node);
    case "block_quote":
      return blockChildren(node, true);
    case "list": {
      const items = blockChildren(node, true);
      if (node.listType === "bullet") return <ul>{items}</ul>;
      return <ol start={node.listStart === 1 ? undefined : (node.listStart ?? undefined)}>{items}</ol>;
    }
    case "item":
      return <li>{item(node)}</li>;
    case "code_block":
      return node.literal;
    default:
      // html_block, thematic_break
      return null;
  }
}

/** A list item's blocks: a tight list's paragraphs give their text, a "\n" around the other blocks (mdast-util-to-hast's listItem). */
function item(node: Node): ReactNode[] {
  const loose = !node.parent?.listTight;
  const out: ReactNode[] = [];
  let index = 0;
  let last: Node | null = null;
  for (let child = node.firstChild; child; child = child.next, index++) {
    const paragraph = child.type === "paragraph";
    if (loose || index !== 0 || !paragraph) out.push("\n");
    out.push(<Fragment key={index}>{paragraph && !loose ? inlines(child) : block(child)}</Fragment>);
    last = child;
  }
  if (last && (loose || last.type !== "paragraph")) out.push("\n");
  return out;
}

function inlines(node: Node): ReactNode[] {
  const out: ReactNode[] = [];
  let index = 0;
  for (let child = node.firstChild; child; child = child.next, index++) out.push(<Fragment key={index}>{inline(child)}</Fragment>);
  return out;
}

/** Tabs beside a soft line break go, as spaces do (the parser takes the spaces; remark's HTML took both). */
const beforeBreak = (node: Node) => node.next?.type === "softbreak";
const afterBreak = (node: Node) => node.prev?.type === "softbreak";

function inline(node: Node): ReactNode {
  switch (node.type) {
    case "text": {
      let text = node.literal ?? "";
      if (beforeBreak(node)) text = text.replace(/[ \t]+$/, "");
      if (afterBreak(node)) text = text.replace(/^[ \t]+/, "");
      return text;
    }
    case "code":
      return node.literal;
    case "softbreak":
      return "\n";
    case "linebreak":
      return [<br key="br" />, "\n"];
    case "emph":
      return <em>{inlines(node)}</em>;
    case "strong":
      return <strong>{inlines(node)}</strong>;
    case "link": {
      const href = markdownHref(node.destination ?? "");
      return href ? <ExternalLink href={href}>{inlines(node)}</ExternalLink> : inlines(node);
    }
    default:
      // html_inline, image
      return null;
  }
}
