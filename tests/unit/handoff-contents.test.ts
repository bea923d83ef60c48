import { describe, expect, it } from 'vitest';
import { csvCell, exhibitIndexCsv, uniqueName } from '../../server/modules/handoff/contents';

// The hand-off's text files (decision 028): spreadsheet-safe cells and names that do not collide.

describe('exhibit-index.csv cells', () => {
  it('neutralises every cell a spreadsheet would read as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Award 2024')).toBe('Award 2024');
    expect(csvCell(-3)).toBe('-3');
  });

  it('drops bidi overrides a row stored before names were cleaned may hold', () => {
    expect(csvCell('Letter from Grace \u202eexe.reppoH')).toBe('Letter from Grace exe.reppoH');
    expect(csvCell('\u2066=1+1\u2069')).toBe("'=1+1");
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('Prize, "best" paper')).toBe('"Prize, ""best"" paper"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('starts with a BOM and ends every row with CRLF, accents intact', () => {
    const csv = exhibitIndexCsv('O-1A', [{ label: 'Exhibit 1', evidenceId: 'e1', title: 'Prix Dvořák', criterionId: 'o1a_awards', part: 1, startPage: 5, endPage: 6 }]);
    expect(csv.toString('utf8')).toBe('\uFEFFLabel,Title,Criterion,Part,Start page,End page\r\nExhibit 1,Prix Dvořák,Awards,1,5,6\r\n');
  });
});

describe('names in the zip', () => {
  it('numbers a repeated name, ignoring case as Windows and macOS do', () => {
    const taken = new Set<string>();
    expect(uniqueName(taken, 'statements', 'Final merits.docx')).toBe('statements/Final merits.docx');
    expect(uniqueName(taken, 'statements', 'FINAL MERITS.docx')).toBe('statements/FINAL MERITS (2).docx');
    expect(uniqueName(taken, 'statements', 'Final merits.docx')).toBe('statements/Final merits (3).docx');
    expect(uniqueName(taken, 'letters', 'Final merits.docx')).toBe('letters/Final merits.docx');
  });
});
