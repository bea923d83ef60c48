/** Markdown (statements, letters) as typesetter blocks. */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { List, PhrasingContent, RootContent } from 'mdast';
import type { Block } from './blocks';

const inline = (nodes: readonly PhrasingContent[]): string =>
  nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
        case 'inlineCode':
        case 'html':
          return node.value;
        case 'break':
          return ' ';
        case 'image':
          return node.alt ?? '';
        case 'footnoteReference':
          return '';
        default:
          return 'children' in node ? inline(node.children) : '';
      }
    })
    .join('');

export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const visit = (node: RootContent, depth: number) => {
    switch (node.type) {
      case 'heading':
        blocks.push({ kind: 'heading', level: node.depth, text: inline(node.children) });
        return;
      case 'paragraph':
        blocks.push({ kind: 'paragraph', text: inline(node.children) });
        return;
      case 'list':
        list(node, depth);
        return;
      case 'blockquote':
        node.children.forEach((child) => visit(child, depth + 1));
        return;
      case 'code':
        node.value.split('\n').forEach((line) => blocks.push({ kind: 'paragraph', text: line }));
        return;
      case 'thematicBreak':
        blocks.push({ kind: 'paragraph', text: '' });
        return;
      case 'html':
        blocks.push({ kind: 'paragraph', text: node.value });
        return;
      default:
        return;
    }
  };
  const list = (node: List, depth: number) => {
    node.children.forEach((item, i) => {
      const marker = node.ordered ? `${(node.start ?? 1) + i}.` : '•';
      const [first, ...rest] = item.children;
      blocks.push({ kind: 'item', marker, depth, text: first?.type === 'paragraph' ? inline(first.children) : '' });
      const nested = first?.type === 'paragraph' ? rest : item.children;
      nested.forEach((child) => visit(child, depth + 1));
    });
  };
  fromMarkdown(markdown).children.forEach((node) => visit(node, 0));
  return blocks;
}
