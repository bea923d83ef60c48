import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../../src/contract/markdown-text';
import { plainTextToMarkdown } from '../../src/contract/plain-text-markdown';

// Issue 33 item 6: the edit form shows plain text and stores what the user typed as markdown that reads back the same.

const AI_DESCRIPTION = [
  'A document, filed under **Awards** (O-1A): nsf\\_grant\\_award.pdf.',
  '',
  'Its key sentences:',
  '',
  '- "The applicant received the NSF CAREER award in 2021."',
  '- "It is given to 500 of 2,500 applicants."',
  '',
  'It runs to 44 words.',
].join('\n');

describe('plainTextToMarkdown', () => {
  it('reads back as the plain text the edit form showed, for what the analyst writes', () => {
    const plain = markdownToPlainText(AI_DESCRIPTION);
    expect(plain).not.toMatch(/\*\*|\\_/);
    expect(markdownToPlainText(plainTextToMarkdown(plain))).toBe(plain);
  });

  it.each([
    ['marks that are text here', 'Use *stars*, _underscores_, `ticks`, [brackets](x) and <b>tags</b> & &amp; as typed.'],
    ['lines that would start markdown blocks', '# not a heading\n> not a quote\n- not a list\n+ nor this\n1. nor this\n2) nor this\n=== nor a rule\n| nor a table |'],
    ['line breaks and paragraphs', 'First line\nsecond line\n\nA new paragraph.\n\n\n\nAnd another.'],
    ['a file name with underscores and a backslash', 'nsf_grant_award.pdf in C:\\Users\\ada'],
    ['indented lines, which markdown would make code', '    four spaces in\n\tand a tab'],
  ])('keeps %s as text', (_name, text) => {
    const expected = text
      .split('\n')
      .map((l) => l.trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n');
    expect(markdownToPlainText(plainTextToMarkdown(text))).toBe(expected);
  });
});
