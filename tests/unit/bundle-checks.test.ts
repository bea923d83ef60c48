import { describe, expect, it } from 'vitest';
import { countWords } from '../../src/contract/bundle-checks';
import { bundleChecks, cvCheck, evidenceCountCheck, lettersCheck, oneCriterionCheck, personalStatementCheck } from '../../server/modules/bundle-checks/checks';

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

  it('lists every check in order', () => {
    const checks = bundleChecks({ cv: { present: false }, evidence: [], letters: [], caseDocuments: [] });
    expect(checks.map((c) => c.id)).toEqual(['cv-pages', 'evidence-count', 'letters', 'one-criterion-per-document', 'personal-statement-words']);
  });
});
