/**
 * mammoth's HTML (a small, regular subset: h1–h6, p, ul/ol/li, table/tr/td, inline marks) as
 * typesetter blocks. Tables become one line per row with the cells separated by ' | '.
 */
import type { Block } from './blocks';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let text = '';
  let row: string[] | undefined;
  let open: Block | undefined;
  const flush = () => {
    const value = decode(text).replace(/\s+/g, ' ').trim();
    text = '';
    if (row) {
      if (value) row.push(value);
      return;
    }
    if (!open && !value) return;
    const block = open ?? { kind: 'paragraph', text: '' };
    if ('text' in block) block.text = value;
    if (value || block.kind !== 'paragraph') blocks.push(block);
    open = undefined;
  };
  for (const token of html.split(/(<[^>]+>)/)) {
    const tag = token.match(/^<(\/?)([a-z0-9]+)/i);
    if (!tag) {
      text += token;
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (name === 'br') text += ' ';
    else if (/^h[1-6]$/.test(name) || name === 'p' || name === 'li') {
      flush();
      if (closing) continue;
      if (name === 'li') {
        const list = lists.at(-1);
        const marker = list?.ordered ? `${list.next++}.` : '•';
        open = { kind: 'item', marker, depth: Math.max(0, lists.length - 1), text: '' };
      } else if (name !== 'p') open = { kind: 'heading', level: Number(name.slice(1)), text: '' };
    } else if (name === 'ul' || name === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', next: 1 });
    } else if (name === 'tr') {
      flush();
      if (closing && row) {
        blocks.push({ kind: 'paragraph', text: row.join(' | ') });
        row = undefined;
      } else if (!closing) row = [];
    } else if (name === 'td' || name === 'th') {
      if (closing) flush();
    }
  }
  flush();
  return blocks;
}
