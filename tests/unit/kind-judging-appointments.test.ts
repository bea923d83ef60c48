// Appointments to judge others' work that name a degree or a funding call (issue 32): still judging.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const analyse = (text: string) => analyseEvidence({ visaType: 'EB-1B', fileName: 'letter.pdf', mimeType: 'application/pdf', text, applicantName: 'Lena Hofer' });

describe('appointments to judge', () => {
  it("files a thesis examiner's appointment under judging, not as a degree", () => {
    const a = analyse(`University of the North — Graduate Research Office
3 May 2025
Dr. Lena Hofer, Alpine Research Institute
Appointment as Examiner — Doctor of Philosophy thesis
Dear Dr. Hofer,
Thank you for agreeing to examine the thesis "Glacier melt and alpine lakes" submitted by Mr. Tom Grey for the degree of Doctor of Philosophy.
The University has formally appointed you as one of two external examiners. Examiners must be internationally recognised experts in the field of the thesis.
Please return your report within eight weeks.
Yours sincerely,
Dr. Anne Bell
Manager, Examinations`);
    expect(a.kind).toBe('review_record');
    expect(a.category).toBe('eb1b_judging');
    expect(a.factSheet?.subject).toMatchObject({ isApplicant: true });
  });

  it("files an appointment as an independent expert evaluating a call's proposals under judging", () => {
    const a = analyse(`NATIONAL RESEARCH FUND — Evaluation Unit
Vienna, 2 June 2025
Ms Lena Hofer, Alpine Research Institute
Subject: Appointment as independent expert — Green Transition call
Dear Ms Hofer,
I am pleased to confirm your appointment as an independent expert for the remote evaluation of proposals submitted to the Green Transition call.
You will assess 9 proposals against the criteria of excellence and impact.
Yours sincerely,
Head of Unit`);
    expect(a.kind).toBe('review_record');
    expect(a.category).toBe('eb1b_judging');
  });
});
