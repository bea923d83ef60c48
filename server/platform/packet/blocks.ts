/** What the typesetter lays out: headings, paragraphs and list items, as plain text. */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; marker: string; depth: number; text: string }
  | { kind: 'pageBreak' };

/** Plain text: one paragraph per blank-line-separated chunk, line breaks kept inside it. */
export function textBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .flatMap((chunk) => chunk.split('\n'))
    .map((line) => line.trimEnd())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .map((line) => ({ kind: 'paragraph', text: line }) as const);
}

export const blocksText = (blocks: readonly Block[]) => blocks.map((b) => ('text' in b ? b.text : ''));
