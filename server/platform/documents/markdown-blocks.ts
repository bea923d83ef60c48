/**
 * Markdown read once into a small typed block tree (docs/decisions/029), which both the packet's
 * typesetter (`packet/markdown.ts`) and the .docx writer (`docx.ts`) render. Raw HTML never becomes
 * markup here: it is a `literal` run or an `html` block, whose text a renderer shows as written.
 */
import type { BlockContent, DefinitionContent, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * A piece of a line. `text` is prose, whose line breaks are the source's wrapping; `code` is inline
 * code; `literal` is raw HTML or an image's alt text, kept as written.
 */
export type Inline = { kind: 'text' | 'code' | 'literal'; text: string; bold?: true; italic?: true } | { kind: 'break' };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; runs: Inline[] }
  | { kind: 'paragraph'; runs: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: MarkdownBlock[][] }
  | { kind: 'quote'; children: MarkdownBlock[] }
  /** A fenced or indented code block, its line breaks its own. */
  | { kind: 'code'; text: string }
  /** A raw HTML block, as text. */
  | { kind: 'html'; text: string }
  /** A pipe table: the first row is the header. */
  | { kind: 'table'; rows: string[][] }
  | { kind: 'rule' };

type Marks = { bold?: true; italic?: true };

function inline(nodes: readonly PhrasingContent[], marks: Marks = {}): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    switch (node.type) {
      case 'text':
        return [{ kind: 'text', text: node.value, ...marks }];
      case 'strong':
        return inline(node.children, { ...marks, bold: true });
      case 'emphasis':
        return inline(node.children, { ...marks, italic: true });
      case 'inlineCode':
        return [{ kind: 'code', text: node.value, ...marks }];
      case 'html':
        return [{ kind: 'literal', text: node.value, ...marks }];
      case 'break':
        return [{ kind: 'break' }];
      case 'image':
      case 'imageReference':
        return node.alt ? [{ kind: 'literal', text: node.alt, ...marks }] : [];
      case 'footnoteReference':
        return [];
      default:
        return 'children' in node ? inline(node.children, marks) : [];
    }
  });
}

/** Inline content as its words only (table cells). */
function plain(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((n) => ('value' in n ? n.value : 'children' in n ? plain(n.children) : n.type === 'image' ? (n.alt ?? '') : ''))
    .join('');
}

const DELIMITER_ROW = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/**
 * A pipe table ('| a | b |' over '|---|---|'). The app reads CommonMark, where such a table is a
 * paragraph, so it is recognised here: a draft pasted from elsewhere keeps its table.
 */
function pipeTable(children: readonly PhrasingContent[]): string[][] | null {
  const lines = plain(children)
    .split('\n')
    .filter((l) => l.trim() !== '');
  const [header, delimiter, ...rows] = lines;
  if (!header || !delimiter || !header.includes('|') || !DELIMITER_ROW.test(delimiter.trim())) return null;
  const width = cellsOf(header).length;
  if (cellsOf(delimiter).length !== width || rows.some((r) => !r.includes('|'))) return null;
  return [cellsOf(header), ...rows.map((r) => cellsOf(r))];
}

type Node = RootContent | BlockContent | DefinitionContent;

/** `inItem`: a list item's own paragraphs are its text, never a table. */
function blocks(nodes: readonly Node[], inItem = false): MarkdownBlock[] {
  return nodes.flatMap((node): MarkdownBlock[] => {
    switch (node.type) {
      case 'heading':
        return [{ kind: 'heading', level: Math.min(Math.max(node.depth, 1), 6) as 1, runs: inline(node.children) }];
      case 'paragraph': {
        const rows = inItem ? null : pipeTable(node.children);
        return [rows ? { kind: 'table', rows } : { kind: 'paragraph', runs: inline(node.children) }];
      }
      case 'list':
        return [{ kind: 'list', ordered: node.ordered ?? false, start: node.start ?? 1, items: node.children.map((item) => blocks(item.children, true)) }];
      case 'blockquote':
        return [{ kind: 'quote', children: blocks(node.children) }];
      case 'code':
        return [{ kind: 'code', text: node.value }];
      case 'html':
        return [{ kind: 'html', text: node.value }];
      case 'table':
        return [{ kind: 'table', rows: node.children.map((row) => row.children.map((cell) => plain(cell.children))) }];
      case 'thematicBreak':
        return [{ kind: 'rule' }];
      // A link definition or front matter has no words of its own.
      default:
        return [];
    }
  });
}

export function parseMarkdown(markdown: string): MarkdownBlock[] {
  return blocks(fromMarkdown(markdown).children);
}
