/**
 * Markdown as readable plain text, for the statement viewer's text area, its
 * clipboard copy, the case-card previews and the evidence list's cells (which
 * the server reads once per row: ./evidence-list-item, docs/decisions/043). It
 * reads the markdown with the parser react-markdown uses, so the plain text and
 * the formatted view agree on what is a heading, a list or an escaped character.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Blockquote, List, Parent, PhrasingContent, RootContent } from 'mdast';

const BULLET = '• ';

/** A soft line break inside a paragraph reads as a space, as it does when rendered. */
const softBreaks = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*/g, ' ');

/** The text of inline content: marks dropped, links as their text, images as their alt text. */
function inlineText(nodes: readonly PhrasingContent[]): string {
  return nodes.map(phrasing).join('');
}

function phrasing(node: PhrasingContent): string {
  switch (node.type) {
    case 'text':
      return softBreaks(node.value);
    case 'inlineCode':
    case 'html':
      // Raw HTML is shown as its literal text, as the formatted view shows it.
      return node.value;
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? inlineText(node.children) : '';
  }
}

const indent = (text: string, by: string) => text.replace(/\n(?=.)/g, `\n${by}`);

function listText(list: List): string {
  const first = list.start ?? 1;
  const items = list.children.map((item, i) => {
    const marker = list.ordered ? `${first + i}. ` : BULLET;
    const body = blocks(item.children, item.spread ? '\n\n' : '\n');
    return marker + indent(body, ' '.repeat(marker.length));
  });
  return items.join(list.spread ? '\n\n' : '\n');
}

/** A quotation reads as one: each paragraph in quotation marks, unless it already has them or is an attribution ('— Exhibit 3'). */
function blockquoteText(quote: Blockquote): string {
  return quote.children
    .map((child) => {
      const text = block(child);
      if (child.type !== 'paragraph' || !text || /^["“'‘—–-]/.test(text)) return text;
      return `"${text}"`;
    })
    .filter(Boolean)
    .join('\n\n');
}

function block(node: RootContent): string {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(node.children).trim();
    case 'list':
      return listText(node);
    case 'blockquote':
      return blockquoteText(node);
    case 'code':
    case 'html':
      return node.value;
    // A rule or a link definition has no words of its own; the blank line between blocks already separates sections.
    case 'thematicBreak':
    case 'definition':
      return '';
    default:
      return 'children' in node ? blocks((node as Parent).children) : '';
  }
}

function blocks(nodes: readonly RootContent[], separator = '\n\n'): string {
  return nodes.map(block).filter((text) => text.trim() !== '').join(separator);
}

/** The markdown's syntax tree (CommonMark, no raw HTML rendering, as react-markdown reads it). */
export const parseMarkdown = (markdown: string) => fromMarkdown(markdown);

/**
 * Readable plain text: no '#' or '**' marks; headings and paragraphs each on
 * their own, separated by a blank line; bullets as '• ', numbered lists kept;
 * links as their text; quotations in quotation marks.
 */
export function markdownToPlainText(markdown: string): string {
  const known = recent.get(markdown);
  if (known !== undefined) {
    // Most recently used last, so the oldest is the first to go.
    recent.delete(markdown);
    recent.set(markdown, known);
    return known;
  }
  const text = blocks(parseMarkdown(markdown).children)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  recent.set(markdown, text);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  return text;
}

/**
 * The evidence list shows two previews a row and renders every row again on each change (a push, a new row):
 * parsing them all each time was most of its work (docs/decisions/040). Texts rarely change, so the plain text
 * of the last few thousand is kept; a list of 1,000 rows fits.
 */
const RECENT_LIMIT = 2500;
const recent = new Map<string, string>();
