const BLANK = /^[ \t]*$/;
/** A line that may go on with a list or a quote across a blank line: indented, or itself an item or a quote. */
const MAY_CONTINUE = /^(?:[ \t]|[-+*>]|\d{1,9}[.)])/;
/**
 * What can tie blocks together however far apart: link reference definitions (used anywhere),
 * fenced code and HTML (which may hold blank lines). Text with any of them stays whole.
 */
const SPANNING = /```|~~~|<|\]:/;

/**
 * Markdown text cut at the blank lines between its top-level blocks, so each block can be parsed
 * (and memoised) on its own: editing one paragraph of a long text re-parses that paragraph only.
 * Rendering the blocks in order, a "\n" between them, gives what parsing the whole text gives
 * (tests/web/templates/markdownBlocks.test.tsx). A cut is made after a blank line unless the block
 * so far has a list or a quote that the next line may continue; when in doubt the text stays whole.
 */
export function markdownBlocks(text: string): string[] {
  if (SPANNING.test(text)) return text.trim() === "" ? [] : [text];
  const blocks: string[] = [];
  let current: string[] = [];
  let blanks: string[] = [];
  // Whether the block so far has a line a later one could continue (a list item, a quote, an indented line).
  let open = false;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (BLANK.test(line)) {
      if (current.length > 0) blanks.push(line);
      continue;
    }
    const continues = MAY_CONTINUE.test(line);
    if (blanks.length > 0 && !(open && continues)) {
      blocks.push(current.join("\n"));
      current = [];
      blanks = [];
      open = false;
    }
    current.push(...blanks, line);
    blanks = [];
    open ||= continues;
  }
  // Blank lines at the very end stay with the last block: indented code ending the text keeps them.
  if (current.length > 0) blocks.push([...current, ...blanks].join("\n"));
  return blocks;
}
