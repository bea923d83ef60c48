import { describe, expect, it } from 'vitest';
import { factSheetSchema, type FactSheet } from '../../src/contract/fact-sheet';
import { factSheetLine } from '../../src/contract/fact-sheet-line';
import { toEvidenceListItem } from '../../src/contract/evidence-list-item';
import type { Evidence } from '../../src/contract/entities';
import { factSheetProblems, isOnPage, pageAt } from '../../server/modules/analyst/fact-check';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import {
  APPLICANT,
  COLLEAGUE_PRIZE_NEWSLETTER,
  CONFERENCE_PROGRAMME,
  GRANT_COLLABORATOR,
  NOMINATION_LETTER,
  OWN_AWARD_CERTIFICATE,
  PAPER_CITING_APPLICANT,
  PRESS_ABOUT_APPLICANT,
  PRESS_QUOTING_APPLICANT,
  SHORTLIST,
} from './fact-sheet-texts';

function analyse(text: string, fileName = 'document.pdf') {
  const analysis = analyseEvidence({ visaType: 'O-1A', fileName, mimeType: 'application/pdf', text, applicantName: APPLICANT });
  const sheet = factSheetSchema.parse(analysis.factSheet);
  // Every fact of every sheet is in the document, on the page it names.
  expect(factSheetProblems(sheet, text)).toEqual([]);
  return { analysis, sheet };
}

describe('fact sheets of the built-in analyst', () => {
  it("files a newsletter about a colleague's prize as Other: the prize went to him, the applicant attended", () => {
    const { analysis, sheet } = analyse(COLLEAGUE_PRIZE_NEWSLETTER, 'award_newsletter.pdf');
    expect(sheet.kind).toBe('award');
    expect(sheet.subject).toMatchObject({ value: 'Prof. Wei Lin', relation: 'received', isApplicant: false });
    expect(sheet.applicantRole).toBe('attendee');
    expect(sheet.roleFact?.sentence).toContain('Among the guests at the ceremony was Dr. Maria Santos');
    expect(analysis.category).toBe('other');
    expect(sheet.filingReason).toBe('Filed as Other: the award went to Prof. Wei Lin; the applicant attended the ceremony.');
    expect(analysis.relevance.startsWith(sheet.filingReason!)).toBe(true);
    expect(factSheetLine(sheet)).toContain('Award received by Prof. Wei Lin (the applicant attended)');
  });

  it("files the applicant's own certificate under Awards, with its selectivity, amount and pages", () => {
    const { analysis, sheet } = analyse(OWN_AWARD_CERTIFICATE, 'certificate.pdf');
    expect(analysis.category).toBe('o1a_awards');
    expect(sheet.filingReason).toBeNull();
    expect(sheet.subject).toMatchObject({ value: 'Dr. Maria Santos', isApplicant: true, page: 1 });
    expect(sheet.applicantRole).toBe('subject');
    const selectivity = sheet.figures.find((f) => f.kind === 'selectivity');
    expect(selectivity).toMatchObject({ value: 'selected from 1,840 submissions', page: 1 });
    expect(selectivity?.sentence).toBe('The paper was selected from 1,840 submissions by a committee of 12 international judges.');
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'count', value: '12 international judges', page: 1 }));
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'amount', value: '$5,000', page: 2 }));
    expect(sheet.issuer).toMatchObject({ value: 'Association for Computing Machinery', page: 2 });
    expect(sheet.date).toMatchObject({ value: 'June 3, 2024', page: 2 });
    expect(sheet.signer).toMatchObject({ value: 'Prof. Helen Park', page: 2 });
    expect(sheet.venue?.value).toContain('ACM Conference on Information Retrieval');
    expect(factSheetLine(sheet)).toMatch(/^Award received by the applicant: .*Best Paper Award.*selected from 1,840 submissions/);
  });

  it('files a grant that lists the applicant as an unfunded collaborator as Other, not as an award', () => {
    const { analysis, sheet } = analyse(GRANT_COLLABORATOR, 'grant_award_notice.pdf');
    expect(sheet.kind).toBe('grant');
    expect(sheet.subject).toMatchObject({ value: 'Prof. David Okafor', relation: 'funded', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'amount', value: '$1,200,000' }));
    expect(analysis.category).toBe('other');
    expect(sheet.filingReason).toBe('Filed as Other: it is a research grant held by Prof. David Okafor with the applicant as a collaborator; a grant funds work and is not a prize.');
  });

  it('files a nomination letter as Other: a nomination is not the award', () => {
    const { analysis, sheet } = analyse(NOMINATION_LETTER, 'award_nomination.pdf');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Maria Santos', relation: 'nominated', isApplicant: true });
    expect(analysis.category).toBe('other');
    expect(sheet.filingReason).toBe('Filed as Other: it is a nomination of the applicant, and a nomination is not the award.');
    expect(sheet.signer?.value).toBe('Prof. Karen Wu');
  });

  it('files a shortlist as Other: being shortlisted is not winning', () => {
    const { analysis, sheet } = analyse(SHORTLIST, 'prize.pdf');
    expect(sheet.kind).toBe('shortlist');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Maria Santos', isApplicant: true });
    expect(sheet.figures).toContainEqual(expect.objectContaining({ kind: 'selectivity', value: 'chosen from 410 entries' }));
    expect(analysis.category).toBe('other');
    expect(sheet.filingReason).toMatch(/^Filed as Other: it names the applicant on a shortlist/);
  });

  it('files an article about the applicant as press, and one that only quotes her as Other', () => {
    const about = analyse(PRESS_ABOUT_APPLICANT, 'ledger.pdf');
    expect(about.analysis.category).toBe('o1a_press');
    expect(about.sheet.subject).toMatchObject({ value: 'Maria Santos', relation: 'written_about', isApplicant: true });
    expect(about.sheet.filingReason).toBeNull();

    const quoting = analyse(PRESS_QUOTING_APPLICANT, 'ledger_budget.pdf');
    expect(quoting.sheet.kind).toBe('press_article');
    expect(quoting.sheet.applicantRole).toBe('quoted');
    expect(quoting.analysis.category).toBe('other');
    expect(quoting.sheet.filingReason).toBe('Filed as Other: the article is not about the applicant; it only quotes the applicant.');
  });

  it('files a conference programme that lists her among the participants as Other', () => {
    const { analysis, sheet } = analyse(CONFERENCE_PROGRAMME, 'programme.pdf');
    expect(sheet.kind).toBe('event_programme');
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
    expect(sheet.filingReason).toBe('Filed as Other: it is an event programme or guest list that names the applicant only as an attendee.');
  });

  it('files a paper that cites her only in its reference list as Other', () => {
    const { analysis, sheet } = analyse(PAPER_CITING_APPLICANT, 'paper.pdf');
    expect(sheet.applicantRole).toBe('cited');
    expect(analysis.category).toBe('other');
    expect(sheet.filingReason).toBe('Filed as Other: it names the applicant only in its reference list.');
  });

  it('gives the list row the sheet in one plain line and the filing reason', () => {
    const { sheet } = analyse(COLLEAGUE_PRIZE_NEWSLETTER, 'award_newsletter.pdf');
    const row = { id: 'e1', petitionId: 'p1', evidenceNumber: 1, fileName: 'n.pdf', fileUrl: '/o/n.pdf', fileSize: 10, mimeType: 'application/pdf', md5Hash: null, category: 'other', aiTags: [], aiDescription: 'A newsletter.', exhibitTitle: 'Newsletter', factSheet: sheet, aiAnalysis: null, processingStatus: 'completed', processingError: null, userNotes: null, userSetFields: [], openaiFileId: null, openaiFileStatus: null, openaiUploadedAt: null, vectorStoreFileId: null, vectorStoreId: null, vectorStoreStatus: null, vectorStoreAttachedAt: null, vectorStoreError: null, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' } satisfies Evidence;
    const item = toEvidenceListItem(row);
    expect(item.filingReason).toBe('Filed as Other: the award went to Prof. Wei Lin; the applicant attended the ceremony.');
    expect(item.factLine).toMatch(/^Award received by Prof\. Wei Lin \(the applicant attended\): /);
  });

  it("keeps the user's category while still recording the facts", () => {
    const analysis = analyseEvidence({ visaType: 'O-1A', fileName: 'n.pdf', mimeType: 'application/pdf', text: COLLEAGUE_PRIZE_NEWSLETTER, applicantName: APPLICANT, category: 'o1a_awards' });
    expect(analysis.category).toBe('o1a_awards');
    expect(analysis.factSheet?.subject?.value).toBe('Prof. Wei Lin');
    expect(analysis.factSheet?.filingReason).toBeNull();
  });
});

describe('the fact check', () => {
  const text = 'Page one says hello to the reader.\fThe award was selected from 1,840 submissions.\nIt ends here.';

  it('finds the page of an offset from the form feeds', () => {
    expect(pageAt(text, 0)).toBe(1);
    expect(pageAt(text, text.indexOf('The award'))).toBe(2);
  });

  it('accepts a sentence only on its own page, whitespace aside', () => {
    expect(isOnPage(text, 'The award was selected from 1,840   submissions.', 2)).toBe(true);
    expect(isOnPage(text, 'The award was selected from 1,840 submissions.', 1)).toBe(false);
    expect(isOnPage(text, 'The award was selected from 2,000 submissions.', 2)).toBe(false);
  });

  it('names each fact whose sentence is not in the document or whose value is not in its sentence', () => {
    const sheet: FactSheet = {
      kind: 'award',
      title: 'Award',
      issuer: null,
      date: { value: 'May 2024', sentence: 'It ends here.', page: 2 },
      subject: null,
      applicantRole: 'none',
      roleFact: null,
      figures: [{ kind: 'selectivity', value: 'selected from 1,840 submissions', sentence: 'The award was selected from 1,840 submissions.', page: 1 }],
      venue: null,
      signer: null,
      filingReason: null,
      checks: [],
      userFields: [],
    };
    expect(factSheetProblems(sheet, text)).toEqual([
      'The date "May 2024" is not in its sentence',
      'The figure 1\'s sentence is not on page 1: "The award was selected from 1,840 submissions."',
    ]);
  });
});
