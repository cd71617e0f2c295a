import { Fragment, memo } from "react";
import Markdown, { type Components, type UrlTransform } from "react-markdown";
import { mailtoHref, sanitizeUrl } from "../../../convex/model/urls";
import { ExternalLink } from "./ExternalLink";
import { markdownBlocks } from "./markdownBlocks";

/** The Markdown subset people may use: paragraphs, bold, italic, links and bullet lists. */
export const MARKDOWN_ELEMENTS = ["p", "br", "strong", "em", "a", "ul", "ol", "li"];

/**
 * Links go through the portfolio's URL rules (http(s), or mailto:); anything else (javascript:,
 * data:, relative paths) loses its address and renders as plain text.
 */
export const markdownUrl: UrlTransform = (url, key) => (key === "href" ? markdownHref(url) : null);

/** A Markdown link's address under those rules (also for the résumé's Word file), or null. */
export function markdownHref(url: string): string | null {
  if (/^mailto:/i.test(url.trim())) return mailtoHref(url.trim().slice("mailto:".length));
  return sanitizeUrl(url, "web");
}

const components: Components = {
  a: ({ href, children }) => (href ? <ExternalLink href={href}>{children}</ExternalLink> : <>{children}</>),
};

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
  return (
    <Markdown allowedElements={MARKDOWN_ELEMENTS} unwrapDisallowed skipHtml urlTransform={markdownUrl} components={components}>
      {text.replace(/\r\n?/g, "\n")}
    </Markdown>
  );
});
