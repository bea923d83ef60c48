/**
 * The one markdown walker (server/platform/documents/markdown-blocks.ts) that the packet's
 * typesetter and the .docx writer both render.
 */
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../server/platform/documents/markdown-blocks';
import { markdownBlocks } from '../../server/platform/packet/markdown';

describe('parseMarkdown', () => {
  it('reads headings, emphasis runs and nested lists with their numbering', () => {
    const blocks = parseMarkdown(
      ['# Awards', '', 'She won the **Gold *Medal*** in `2019`.', '', '3. first', '4. second', '   - nested', '     1. deeper', '', '###### Six'].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, runs: [{ kind: 'text', text: 'Awards' }] },
      {
        kind: 'paragraph',
        runs: [
          { kind: 'text', text: 'She won the ' },
          { kind: 'text', text: 'Gold ', bold: true },
          { kind: 'text', text: 'Medal', bold: true, italic: true },
          { kind: 'text', text: ' in ' },
          { kind: 'code', text: '2019' },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [
          [{ kind: 'paragraph', runs: [{ kind: 'text', text: 'first' }] }],
          [
            { kind: 'paragraph', runs: [{ kind: 'text', text: 'second' }] },
            {
              kind: 'list',
              ordered: false,
              start: 1,
              items: [
                [
                  { kind: 'paragraph', runs: [{ kind: 'text', text: 'nested' }] },
                  { kind: 'list', ordered: true, start: 1, items: [[{ kind: 'paragraph', runs: [{ kind: 'text', text: 'deeper' }] }]] },
                ],
              ],
            },
          ],
        ],
      },
      { kind: 'heading', level: 6, runs: [{ kind: 'text', text: 'Six' }] },
    ]);
  });

  it('keeps raw HTML as text, never markup, in blocks and inline', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\nSee <b onclick="x()">this</b>.');
    expect(blocks).toEqual([
      { kind: 'html', text: '<script>alert(1)</script>' },
      {
        kind: 'paragraph',
        runs: [
          { kind: 'text', text: 'See ' },
          { kind: 'literal', text: '<b onclick="x()">' },
          { kind: 'text', text: 'this' },
          { kind: 'literal', text: '</b>' },
          { kind: 'text', text: '.' },
        ],
      },
    ]);
    // The typesetter prints it as written.
    expect(markdownBlocks('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
  });

  it('reads quotes, code, rules and pipe tables; a table-like line inside a list item stays its text', () => {
    expect(parseMarkdown('> quoted\n\n```\na\nb\n```\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- | x |\n  |---|')).toEqual([
      { kind: 'quote', children: [{ kind: 'paragraph', runs: [{ kind: 'text', text: 'quoted' }] }] },
      { kind: 'code', text: 'a\nb' },
      { kind: 'rule' },
      { kind: 'table', rows: [['a', 'b'], ['1', '2']] },
      { kind: 'list', ordered: false, start: 1, items: [[{ kind: 'paragraph', runs: [{ kind: 'text', text: '| x |\n|---|' }] }]] },
    ]);
  });

  it('gives the typesetter items with their depth and markers, and tables as one line per row', () => {
    expect(markdownBlocks('1. one\n   - sub\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toEqual([
      { kind: 'item', marker: '1.', depth: 0, text: 'one' },
      { kind: 'item', marker: '•', depth: 1, text: 'sub' },
      { kind: 'paragraph', text: 'a | b' },
      { kind: 'paragraph', text: '1 | 2' },
    ]);
  });
});
