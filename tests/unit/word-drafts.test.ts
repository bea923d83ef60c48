import { describe, expect, it } from 'vitest';
import { docxFileName, letterDocxFileName, statementDocxFileName } from '../../src/contract/word-drafts';
import { splitLetter } from '../../server/modules/letters/docx';

const RECOMMENDER = {
  recommenderName: 'Prof. Zoë Петрова',
  recommenderTitle: 'Professor of Physics',
  recommenderOrganization: 'Université de Genève',
  recommenderEmail: 'zoe@example.org',
};

describe('Word draft file names', () => {
  it('keep letters in any script and drop what a file system or a reader would misread', () => {
    expect(statementDocxFileName('Criterion 1: Awards — Zoë')).toBe('Criterion 1 Awards — Zoë.docx');
    expect(letterDocxFileName('李小龙')).toBe('Recommendation letter - 李小龙.docx');
    // A bidi override would show 'reportxcod.exe' as something else; slashes would make a path.
    expect(docxFileName('report\u202Eexe.docx/../x\ny')).toBe('reportexe.docx .. xy.docx');
    expect(docxFileName('  ...  ')).toBe('document.docx');
    expect(statementDocxFileName('"?*<>|')).toBe('Statement.docx');
    expect(Array.from(docxFileName('é'.repeat(300))).length).toBe(120 + '.docx'.length);
  });
});

describe('the letter’s sign-off', () => {
  it('is taken off when only the recommender’s details follow the closing, so the signature block replaces it', () => {
    const letterContent = ['Dear Officer,', '', 'I recommend her.', '', 'Sincerely,', '', 'Prof. Zoë Петрова', 'Professor of Physics', 'Université de Genève', 'zoe@example.org'].join('\n');
    expect(splitLetter({ ...RECOMMENDER, letterContent })).toEqual({ body: 'Dear Officer,\n\nI recommend her.', closing: 'Sincerely,', postscript: '' });
    expect(splitLetter({ ...RECOMMENDER, letterContent: 'I recommend her.\n\nWith best regards\nProf. Zoë Петрова' })).toEqual({
      body: 'I recommend her.',
      closing: 'With best regards,',
      postscript: '',
    });
  });

  it('keeps what else the recommender wrote after the closing, to follow the signature; no closing means the default one', () => {
    const letterContent = 'I recommend her.\n\nSincerely,\n\nProf. Zoë Петрова\n\nP.S. Call me any time.';
    expect(splitLetter({ ...RECOMMENDER, letterContent })).toEqual({ body: 'I recommend her.', closing: 'Sincerely,', postscript: 'P.S. Call me any time.' });
    expect(splitLetter({ ...RECOMMENDER, letterContent: 'I recommend her.' })).toEqual({ body: 'I recommend her.', closing: 'Sincerely,', postscript: '' });
  });
});
