import { describe, expect, it } from 'vitest';
import { documentTypeLabel } from '../../src/features/evidence/lib/evidence-view';
import { markdownPreview } from '../../src/contract/evidence-preview';

// The description cell's one-line preview of the analyst's markdown (issue 12 item 5).
describe('markdownPreview', () => {
  it('keeps the underscores of a file name the analyst escaped for markdown', () => {
    expect(markdownPreview('An award letter, filed under Awards: scan\\_0012\\_final.pdf.')).toBe('An award letter, filed under Awards: scan_0012_final.pdf.');
  });

  it('keeps intraword underscores that were never escaped, and other escaped marks as their characters', () => {
    expect(markdownPreview('Read from my_cv_2024.pdf and \\*starred\\* \\[note\\].')).toBe('Read from my_cv_2024.pdf and *starred* [note].');
  });

  it('still drops formatting: headings, bold, italics, links and list markers, on one line', () => {
    expect(markdownPreview('# Title\n\nA **bold** and _italic_ [link](https://x.test).\n\n- "first"\n- second')).toBe('Title A bold and italic link. • "first" • second');
  });

  it('cuts a long text with an ellipsis', () => {
    const preview = markdownPreview('word '.repeat(60), { max: 20 });
    expect(preview).toHaveLength(20);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('documentTypeLabel', () => {
  it('names the type of a row that has no photo to show, by declared type first, then by extension', () => {
    expect(documentTypeLabel({ mimeType: 'application/pdf', fileName: 'scan' })).toBe('PDF');
    expect(documentTypeLabel({ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'cv' })).toBe('DOCX');
    expect(documentTypeLabel({ mimeType: null, fileName: 'Letter.DOCX' })).toBe('DOCX');
    expect(documentTypeLabel({ mimeType: 'text/plain', fileName: 'notes.txt' })).toBe('TXT');
    expect(documentTypeLabel({ mimeType: 'text/markdown', fileName: 'notes.md' })).toBe('MD');
    expect(documentTypeLabel({ mimeType: null, fileName: 'archive.bin' })).toBe('FILE');
  });
});
