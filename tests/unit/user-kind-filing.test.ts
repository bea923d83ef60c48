// A kind the user chose decides what the page is (issue 32 items 3 and 4, decision 118): the filing follows it, and
// rules that read the page's text (an invoice billed to her, an invitation to speak) give way to it. An invitation
// to speak is no review record, whatever committee's words the page has.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { applyFactSheetEdit } from '../../src/contract/fact-sheet-merge';
import type { FactSheet } from '../../src/contract/fact-sheet';
import type { VisaType } from '../../src/contract/visa-types';

const INVITATION = `Programme Committee, Baltic Data Forum 2025

Dear Dr. Kovalenko,

On behalf of the programme committee I invite you to speak on the panel on open data at the Baltic Data Forum in Riga on 12 June 2025.

Yours sincerely,
Anna Berzina, Chair of the Programme Committee`;

const INVOICE = `INVOICE No. 2025-118

Bill to: Mira Kovalenko, 14 Harbour Lane, Portland

Editorial review of the manuscript "Tidal Memory", 3 rounds of comments, with a panel of two reviewers.
Fee: USD 2,400

Thank you for your business. Lantern Editorial Services LLC`;

const read = (text: string, factSheet?: FactSheet, visaType: VisaType = 'EB-1A') =>
  analyseEvidence({ visaType, fileName: 'document.txt', mimeType: 'text/plain', text, applicantName: 'Mira Kovalenko', ...(factSheet ? { factSheet } : {}) });

describe('an invitation to speak', () => {
  it('is read as no review record and filed as Other with the reason, though a programme committee sends it', () => {
    const a = read(INVITATION);
    expect(a.factSheet?.kind).not.toBe('review_record');
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toBe('Filed as Other: it invites the applicant to speak at an event, and speaking is not judging the work of others.');
  });

  it('is filed as judging once the user says it is a review record', () => {
    const first = read(INVITATION);
    const again = read(INVITATION, applyFactSheetEdit(first.factSheet!, { kind: 'review_record' }));
    expect(again.category).toBe('eb1a_judging');
    expect(again.factSheet?.filingReason).toBeNull();
  });

  it("is filed by the user's kind, without the invitation's reason, when they say it is something else", () => {
    const first = read(INVITATION);
    const again = read(INVITATION, applyFactSheetEdit(first.factSheet!, { kind: 'award' }));
    expect(again.factSheet?.kind).toBe('award');
    expect(again.category).toBe('eb1a_awards');
    expect(again.factSheet?.filingReason).toBeNull();
  });
});

describe('an invoice billed to her', () => {
  it('is filed as Other', () => {
    expect(read(INVOICE).category).toBe('other');
  });

  it("is filed by the user's kind once they say what it is, and no learned vocabulary overrules them", () => {
    const first = read(INVOICE);
    const again = read(INVOICE, applyFactSheetEdit(first.factSheet!, { kind: 'review_record' }), 'O-1A');
    expect(again.factSheet?.userFields).toContain('kind');
    expect(again.category).toBe('o1a_judging');
    expect(again.factSheet?.filingReason).toBeNull();
  });

  it('keeps the analyst filing when the user only confirms the kind the analyst read', () => {
    const first = read(INVITATION);
    const confirmed = applyFactSheetEdit(first.factSheet!, { kind: first.factSheet!.kind });
    expect(read(INVITATION, confirmed).category).toBe('other');
  });
});
