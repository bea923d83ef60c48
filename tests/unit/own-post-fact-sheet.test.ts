// Her own post on a social network (issue 32, items 3 and 4): the fact sheet records it (kind `social_post`, she wrote
// it), the filing follows the sheet, and a user's correction of the sheet moves the filing with it.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { applyFactSheetEdit } from '../../src/contract/fact-sheet-merge';
import { factSheetLine } from '../../src/contract/fact-sheet-line';
import type { FactSheet } from '../../src/contract/fact-sheet';

const POST = `tomasz.wierzbicki

14 March 2025

Our quartet won the Nordic Chamber Prize tonight in Turku! Proud of every one of us. #chambermusic

3,120 likes · 204 comments · 41 reposts`;

const read = (factSheet?: FactSheet) =>
  analyseEvidence({ visaType: 'O-1B', fileName: 'post.png', mimeType: 'text/plain', text: POST, applicantName: 'Tomasz Wierzbicki', ...(factSheet ? { factSheet } : {}) });

describe('her own social post, recorded on its fact sheet', () => {
  it('reads it as a post she wrote and files it as Other with the reason', () => {
    const a = read();
    expect(a.factSheet?.kind).toBe('social_post');
    expect(a.factSheet?.subject).toMatchObject({ value: 'tomasz.wierzbicki', relation: 'wrote', isApplicant: true });
    expect(a.factSheet?.applicantRole).toBe('subject');
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toBe("Filed as Other: it is the applicant's own post; what it claims needs others' evidence.");
    expect(factSheetLine(a.factSheet!)).toMatch(/^Social media post written by the applicant/);
  });

  it("files it by the user's kind once they say it is not a post, and drops the reason", () => {
    const first = read();
    const corrected = applyFactSheetEdit(first.factSheet!, { kind: 'award' });
    const again = read(corrected);
    expect(again.factSheet?.kind).toBe('award');
    expect(again.factSheet?.userFields).toContain('kind');
    expect(again.category).not.toBe('other');
    expect(again.factSheet?.filingReason).toBeNull();
  });

  it('files it as about someone else once the user says someone else wrote it', () => {
    const first = read();
    const corrected = applyFactSheetEdit(first.factSheet!, { subject: { name: 'Nordic Chamber Society', isApplicant: false } });
    const again = read(corrected);
    expect(again.category).toBe('other');
    expect(again.factSheet?.filingReason).toMatch(/Nordic Chamber Society/);
    expect(again.factSheet?.filingReason).not.toMatch(/own post/);
  });
});

describe("a post's author line", () => {
  it('reads her name before a verified mark and her handle as the author of her own post', () => {
    const a = analyseEvidence({
      visaType: 'EB-1A',
      fileName: 'post.txt',
      mimeType: 'text/plain',
      applicantName: 'Ingrid Solvang',
      text: `Ingrid Solvang ✓ @ingridsolvang · Tromsø\nBack on the podium: silver at the Arctic Ski Mountaineering Cup today.\n9,870 likes · 312 comments\nPosted March 2, 2025`,
    });
    expect(a.factSheet?.kind).toBe('social_post');
    expect(a.factSheet?.subject).toMatchObject({ value: 'Ingrid Solvang', isApplicant: true, relation: 'wrote' });
    expect(a.category).toBe('other');
  });
});
