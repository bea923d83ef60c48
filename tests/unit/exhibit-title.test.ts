import { describe, expect, it } from 'vitest';
import { buildExhibitTitle, EXHIBIT_TITLE_TARGET } from '../../server/modules/analyst/exhibit-title';

// The exhibit's title (decision 050): from the document's own first lines, as a paralegal's exhibit list
// reads, never the bare file name while there is text.

const title = (text: string, more: { fileName?: string; mimeType?: string; kind?: string; categoryLabel?: string } = {}) =>
  buildExhibitTitle({ text, fileName: more.fileName ?? 'IMG_20231212_scan.jpg', mimeType: more.mimeType ?? 'application/pdf', kind: more.kind ?? 'other', categoryLabel: more.categoryLabel ?? null });

describe('exhibit titles from the first lines', () => {
  it('an award certificate: what it is and which award, the issuer and the date', () => {
    const text = ['ACM Conference on Robust Learning', 'CERTIFICATE OF RECOGNITION', 'Best Paper Award', 'is hereby presented to', 'Ada Lovelace', 'for the paper "Calibrated Uncertainty in Deep Networks"', 'June 2024'].join('\n');
    expect(title(text, { kind: 'award' })).toBe('Certificate of Recognition: Best Paper Award, ACM Conference on Robust Learning, June 2024');
  });

  it('a newspaper article: the publication, the headline in quotes, the date; not the URL, by-line or page header', () => {
    const text = [
      'Page 1 of 3',
      'The Boston Globe',
      'https://www.bostonglobe.com/2025/06/02/business/ai-models-uncertainty/',
      'A new way to make AI models admit what they do not know',
      'By Jane Reporter Globe Staff',
      'Monday, June 2, 2025, 6:00 a.m.',
      'Researchers at the Institute have found a way to make language models say when they are unsure, and the method is simple.',
    ].join('\n');
    expect(title(text, { kind: 'press_article' })).toBe('The Boston Globe, "A new way to make AI models admit what they do not know", June 2, 2025');
  });

  it("a recommendation letter: its subject line, the letterhead and the date, not the address or the salutation", () => {
    const text = [
      'Stanford University',
      'Department of Computer Science',
      '353 Jane Stanford Way, Stanford, CA 94305',
      'March 3, 2025',
      'To: U.S. Citizenship and Immigration Services',
      'Subject: Letter of recommendation for Dr. Ada Lovelace',
      'Dear Officer,',
      'I am writing to recommend Dr. Ada Lovelace, whose work on calibrated models I have followed for six years.',
    ].join('\n');
    expect(title(text, { kind: 'recommendation_letter' })).toBe('Letter of recommendation for Dr. Ada Lovelace, Stanford University, March 3, 2025');
  });

  it('a letter without a subject: its kind, the letterhead and the date', () => {
    const text = ['Yale University', 'January 5, 2025', 'Dear Sir or Madam,', 'It is my pleasure to recommend Ada Lovelace for the visa she seeks, without reservation.'].join('\n');
    expect(title(text, { kind: 'recommendation_letter' })).toBe('Recommendation letter, Yale University, January 5, 2025');
  });

  it('a journal paper: its title and the journal named in the running header, with the year', () => {
    const text = [
      'Journal of Machine Learning Research 25 (2024) 1-34 Submitted 1/23; Published 6/24',
      'Calibrated Uncertainty for Deep Networks',
      'Ada Lovelace ada@london.ac.uk',
      'Department of Mathematics, University of London',
      'Abstract',
      'We propose a method that makes deep networks report calibrated uncertainty at no extra cost.',
    ].join('\n');
    expect(title(text, { kind: 'scholarly_paper' })).toBe('Calibrated Uncertainty for Deep Networks, Journal of Machine Learning Research, 2024');
  });

  it('an email keeps its subject and skips the From/To/Date lines', () => {
    const text = ['From: Program Chairs <chairs@icml.cc>', 'To: Ada Lovelace <ada@example.com>', 'Date: Tue, 4 Feb 2025 09:12', 'Subject: Invitation to serve on the ICML 2025 Program Committee', 'Dear Dr. Lovelace,', 'We would be delighted if you would serve as a reviewer for the conference this year.'].join('\n');
    expect(title(text, { kind: 'review_record' })).toBe('Invitation to serve on the ICML 2025 Program Committee, 4 Feb 2025');
  });

  it('with no heading it takes the first sentence, and a long one is cut at a word', () => {
    expect(title('Press coverage of the work.')).toBe('Press coverage of the work');
    const long = `The committee ${'has carefully reviewed the many contributions of the applicant to the field '.repeat(3)}and agrees.`;
    const cut = title(long);
    expect(cut.length).toBeLessThanOrEqual(EXHIBIT_TITLE_TARGET);
    expect(cut).toMatch(/^The committee has carefully reviewed .* \p{L}+…$/u);
    expect(long).toContain(cut.slice(0, -1));
  });

  it('keeps the words verbatim: every word of the title is in the document', () => {
    const text = 'IEEE Transactions on Neural Networks, vol. 12, no. 3\nLearning to Abstain: Selective Prediction at Scale\nA. Lovelace and C. Babbage';
    const got = title(text, { kind: 'scholarly_paper' });
    expect(got).toBe('Learning to Abstain: Selective Prediction at Scale, IEEE Transactions on Neural Networks');
    for (const word of got.split(/[\s,:"]+/).filter(Boolean)) expect(text).toContain(word);
  });
});

describe('exhibit titles without text', () => {
  it('a photo with no OCR text: its kind or category and the file name, since nothing else names it', () => {
    expect(title('', { fileName: 'IMG_20231212.jpg', mimeType: 'image/jpeg', kind: 'award' })).toBe('Award certificate or notice (photo IMG_20231212)');
    expect(title('', { fileName: 'IMG_20231212.jpg', mimeType: 'image/jpeg', kind: 'other', categoryLabel: 'Awards' })).toBe('Awards (photo IMG_20231212)');
    expect(title('', { fileName: 'IMG_20231212.jpg', mimeType: 'image/jpeg' })).toBe('Untitled photo (IMG_20231212)');
  });

  it('lines that are only boilerplate (page numbers, URLs, dates, mail headers) count as no text', () => {
    const text = ['Page 1', 'https://example.org/document/123', '12 March 2024', 'From: someone@example.org', '2 / 7', '—'].join('\n');
    expect(title(text, { fileName: 'scan_0012.pdf', mimeType: 'application/pdf', kind: 'other' })).toBe('Untitled PDF (scan_0012)');
  });
});
