import { describe, expect, it } from 'vitest';
import { BUNDLE_CHECK_IDS, countWords } from '../../src/contract/bundle-checks';
import { bundleChecks, cvCheck, evidenceCountCheck, evidenceLengthCheck, letterLengthCheck, lettersCheck, oneCriterionCheck, personalStatementCheck, sidesOf } from '../../server/modules/bundle-checks/checks';

const at = (iso: string) => new Date(iso);
const letter = (recommenderName: string, recommenderOrganization: string) => ({ recommenderName, recommenderOrganization });
const exhibits = (n: number, category = 'uk_awards') => Array.from({ length: n }, (_, i) => ({ evidenceNumber: i + 1, category }));

describe('countWords', () => {
  it('counts words, not markdown marks or punctuation', () => {
    expect(countWords('# My statement\n\n- **Built** a well-known tool — used by 1,200 people; it’s open.')).toBe(12);
    expect(countWords('   ')).toBe(0);
    expect(countWords('Élodie Дмитрий 東京')).toBe(3);
  });
});

describe('UK bundle checks', () => {
  it('CV: absent, uncountable, too long and within the limit', () => {
    expect(cvCheck({ present: false })).toMatchObject({ ok: false, fix: 'Upload your CV (at most 3 pages) on your profile.' });
    expect(cvCheck({ present: true, fileName: 'cv.docx', pages: null })).toMatchObject({ ok: false, message: 'The pages of your CV (cv.docx) could not be counted: only PDFs can be.' });
    expect(cvCheck({ present: true, fileName: 'cv.pdf', pages: 5 })).toMatchObject({ ok: false, message: 'Your CV has 5 pages.', fix: 'Shorten your CV by 2 pages: the route takes at most 3.' });
    expect(cvCheck({ present: true, fileName: 'cv.pdf', pages: 3 })).toEqual({ id: 'cv-pages', ok: true, message: 'Your CV has 3 pages (at most 3).', fix: null });
  });

  it('evidence: at most 10 documents, not counting the CV and the letters', () => {
    expect(evidenceCountCheck(exhibits(12))).toMatchObject({ ok: false, fix: 'Remove 2 documents: the route takes at most 10.' });
    expect(evidenceCountCheck(exhibits(11).map((e, i) => (i === 0 ? { ...e, category: null } : e)))).toMatchObject({ ok: false, fix: 'Remove 1 document: the route takes at most 10.' });
    expect(evidenceCountCheck([...exhibits(10), { evidenceNumber: 11, category: 'uk_cv' }, { evidenceNumber: 12, category: 'uk_recommendation_letters' }])).toMatchObject({ ok: true, fix: null });
  });

  it('letters: exactly 3, from 3 different organisations', () => {
    expect(lettersCheck([letter('Ada', 'Acme')])).toMatchObject({ ok: false, fix: 'Add 2 letters from organisations not yet represented.' });
    expect(lettersCheck([letter('Ada', 'Acme'), letter('Bo', 'Beta'), letter('Cy', 'Gamma'), letter('Di', 'Delta')])).toMatchObject({ ok: false, fix: 'Remove 1 letter: the route takes 3.' });
    const same = lettersCheck([letter('Ada', 'Acme Ltd'), letter('Bo', ' acme  ltd.'), letter('Cy', 'Gamma')]);
    expect(same).toMatchObject({ ok: false, message: 'Ada and Bo are all from Acme Ltd.', fix: 'Replace 1 letter from Acme Ltd with one from a different organisation.' });
    expect(lettersCheck([letter('Ada', 'Acme'), letter('Bo', 'Beta'), letter('Cy', 'Gamma')])).toEqual({ id: 'letters', ok: true, message: '3 letters from 3 different organisations.', fix: null });
  });

  it('one criterion per document: filed under one and cited by another criterion’s statement', () => {
    const evidence = [
      { evidenceNumber: 1, category: 'uk_awards' },
      { evidenceNumber: 2, category: 'uk_media_recognition' },
      { evidenceNumber: 3, category: 'uk_recommendation_letters' },
    ];
    const doc = (criteriaId: string, content: string) => ({ criteriaId, content, updatedAt: at('2026-01-01') });
    // The personal statement cites across criteria; a letter cited by a statement is not evidence reused.
    expect(oneCriterionCheck(evidence, [doc('FINAL_MERITS', 'Exhibits 1 and 2'), doc('uk_awards', 'Exhibit 1 and Exhibit 3')])).toMatchObject({ ok: true });
    const reused = oneCriterionCheck(evidence, [doc('uk_media_recognition', 'See Exhibits 1-2.'), doc('uk_awards', 'Exhibit 9 is not ours')]);
    expect(reused.ok).toBe(false);
    expect(reused.message).toBe('Exhibit 1 is used for Awards and Prizes and Media Recognition.');
    expect(reused.fix).toContain('take Exhibit 1 out of the other statement');
  });

  it('personal statement: the newest final-merits document, at most 1,000 words', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(personalStatementCheck([])).toMatchObject({ ok: true, fix: null });
    const long = personalStatementCheck([{ criteriaId: 'FINAL_MERITS', content: words(1240), updatedAt: at('2026-02-01') }, { criteriaId: 'FINAL_MERITS', content: words(10), updatedAt: at('2026-01-01') }]);
    expect(long).toMatchObject({ ok: false, message: 'Your personal statement has 1,240 words.', fix: 'Cut 240 words: the limit is 1,000.' });
    expect(personalStatementCheck([{ criteriaId: 'FINAL_MERITS', content: words(1000), updatedAt: at('2026-02-01') }])).toMatchObject({ ok: true });
  });

  const pages = (evidenceNumber: number, fileName: string, n: number, category = 'uk_awards') => ({ evidenceNumber, fileName, category, length: { kind: 'pages' as const, pages: n } });
  const text = (evidenceNumber: number, fileName: string, words: number, category = 'uk_awards') => ({ evidenceNumber, fileName, category, length: { kind: 'words' as const, words } });

  it('sides of A4: pages as counted, text at 500 words a side (rounded up, at least one)', () => {
    expect(sidesOf({ kind: 'pages', pages: 7 })).toBe(7);
    expect(sidesOf({ kind: 'words', words: 1500 })).toBe(3);
    expect(sidesOf({ kind: 'words', words: 1501 })).toBe(4);
    expect(sidesOf({ kind: 'words', words: 12 })).toBe(1);
  });

  it('evidence length: each document at most 3 sides, naming each one over with its fix; CV and letters not counted', () => {
    const over = evidenceLengthCheck([pages(1, 'cv.pdf', 9, 'uk_cv'), pages(2, 'letter.pdf', 6, 'uk_recommendation_letters'), pages(3, 'talk.pdf', 3), pages(4, 'award.pdf', 7), text(5, 'blog.docx', 2100)]);
    expect(over.ok).toBe(false);
    expect(over.message).toBe('Exhibit 4 (award.pdf) is 7 pages and Exhibit 5 (blog.docx) is about 5 sides of A4 (2,100 words); evidence documents should be at most 3 sides of A4 each (some guides ask for 2). Text documents are estimated at about 500 words a side.');
    expect(over.fix).toBe('Cut Exhibit 4 (award.pdf) to the pages that matter: 7 pages, at most 3. Cut Exhibit 5 (blog.docx) to the pages that matter: about 5 sides of A4 (2,100 words), at most 3.');
    expect(evidenceLengthCheck([pages(1, 'award.pdf', 3), text(2, 'notes.txt', 1500)])).toMatchObject({ ok: true, fix: null, message: 'Each evidence document is at most 3 sides of A4 (some guides ask for 2). Text documents are estimated at about 500 words a side.' });
    // The edge: 3 sides pass, 4 do not.
    expect(evidenceLengthCheck([pages(1, 'a.pdf', 4)])).toMatchObject({ ok: false, fix: 'Cut Exhibit 1 (a.pdf) to the pages that matter: 4 pages, at most 3.' });
    expect(letterLengthCheck([pages(1, 'l.pdf', 4, 'uk_recommendation_letters')], [{ recommenderName: 'Ada', words: 1501 }])).toMatchObject({ ok: false, message: expect.stringContaining('Exhibit 1 (l.pdf) is 4 pages. The draft letter from Ada has 1,501 words, about 4 sides') });
    // What cannot be measured is said, and does not fail the check.
    expect(evidenceLengthCheck([pages(1, 'award.pdf', 2), { evidenceNumber: 2, fileName: 'scan.zip', category: 'uk_awards', length: null }])).toMatchObject({ ok: true, message: expect.stringContaining('Exhibit 2 (scan.zip) could not be measured; check it by hand.') });
    expect(evidenceLengthCheck([])).toMatchObject({ ok: true, message: 'No evidence documents to measure yet; each may be at most 3 sides of A4 (some guides ask for 2).' });
  });

  it('letter length: the signed letters by their pages; a draft only when its words clearly overflow 3 sides', () => {
    const signed = letterLengthCheck([pages(1, 'award.pdf', 9), pages(8, 'letter-acme.pdf', 5, 'uk_recommendation_letters'), pages(9, 'letter-beta.pdf', 3, 'uk_recommendation_letters')], [{ recommenderName: 'Ada', words: 900 }]);
    expect(signed).toMatchObject({
      ok: false,
      message: 'The signed letter Exhibit 8 (letter-acme.pdf) is 5 pages. Each letter may be at most 3 sides of A4.',
      fix: 'Ask for Exhibit 8 (letter-acme.pdf) on at most 3 sides of A4: it is 5 pages.',
    });
    const draft = letterLengthCheck([], [{ recommenderName: ' Grace Hopper ', words: 2100 }, { recommenderName: 'Ada', words: 1500 }]);
    expect(draft).toMatchObject({
      ok: false,
      message: 'The draft letter from Grace Hopper has 2,100 words, about 5 sides of A4. Each letter may be at most 3 sides of A4. Text is estimated at about 500 words a side.',
      fix: 'Shorten the draft for Grace Hopper to about 1,500 words (3 sides of A4).',
    });
    expect(letterLengthCheck([], [{ recommenderName: 'Ada', words: 1500 }])).toEqual({ id: 'letter-length', ok: true, message: 'No signed letter uploaded yet; each may be at most 3 sides of A4. The drafts here fit.', fix: null });
    expect(letterLengthCheck([pages(8, 'letter.pdf', 3, 'uk_recommendation_letters')], [])).toMatchObject({ ok: true, message: 'Each signed letter is at most 3 sides of A4.' });
  });

  it('lists every check in order', () => {
    const checks = bundleChecks({ cv: { present: false }, evidence: [], letters: [], caseDocuments: [], lengths: [], draftLetters: [] });
    expect(checks.map((c) => c.id)).toEqual(['cv-pages', 'evidence-count', 'evidence-length', 'letters', 'letter-length', 'one-criterion-per-document', 'personal-statement-words']);
    expect(checks.map((c) => c.id)).toEqual([...BUNDLE_CHECK_IDS]);
  });
});
