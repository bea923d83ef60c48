/** Markdown (statements, letters) as typesetter blocks, from the shared parse (docs/decisions/029). */
import { parseMarkdown, type Inline, type MarkdownBlock } from '../documents/markdown-blocks';
import type { Block } from './blocks';

/** The typesetter draws plain text: prose is rejoined across the source's line wrapping. */
const inline = (runs: readonly Inline[]): string =>
  runs.map((run) => (run.kind === 'break' ? ' ' : run.kind === 'text' ? run.text.replace(/[ \t]*\r?\n[ \t]*/g, ' ') : run.text)).join('');

export function markdownBlocks(markdown: string): Block[] {
  const out: Block[] = [];
  const visit = (block: MarkdownBlock, depth: number) => {
    switch (block.kind) {
      case 'heading':
        out.push({ kind: 'heading', level: block.level, text: inline(block.runs) });
        return;
      case 'paragraph':
        out.push({ kind: 'paragraph', text: inline(block.runs) });
        return;
      case 'list':
        block.items.forEach((item, i) => {
          const marker = block.ordered ? `${block.start + i}.` : '•';
          const [first, ...rest] = item;
          out.push({ kind: 'item', marker, depth, text: first?.kind === 'paragraph' ? inline(first.runs) : '' });
          (first?.kind === 'paragraph' ? rest : item).forEach((child) => visit(child, depth + 1));
        });
        return;
      case 'quote':
        block.children.forEach((child) => visit(child, depth + 1));
        return;
      case 'code':
        block.text.split('\n').forEach((line) => out.push({ kind: 'paragraph', text: line }));
        return;
      case 'html':
        out.push({ kind: 'paragraph', text: block.text });
        return;
      // One line per row, cells between ' | ', as a Word exhibit's tables are typeset (html.ts).
      case 'table':
        block.rows.forEach((row) => out.push({ kind: 'paragraph', text: row.join(' | ') }));
        return;
      case 'rule':
        out.push({ kind: 'paragraph', text: '' });
        return;
    }
  };
  parseMarkdown(markdown).forEach((block) => visit(block, 0));
  return out;
}
