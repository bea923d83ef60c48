// A grant to someone else names whom it funds: its principal investigator however ranked ('Assoc. Prof.'), else the
// body it pays ('Recipient: …', 'will invest €… in …', a one-word project's name too). She is a collaborator when the
// notice lists her in an advisory group or with no funds; a fund's investment paid out to a project is a grant
// (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe('a grant to someone else', () => {
  it('names its principal investigator after an associate professor’s rank', () => {
    const text = `LAKES RESEARCH FUND (LRF) — FUNDING DECISION
Reference: LRF-24-0042
Date of decision: 3 June 2024
Principal investigator: Assoc. Prof. Rhona McKay, University of Otago
Project: Six centuries of lake levels from sediment cores
Amount awarded: NZ$320,000 over three years, payable to the University of Otago.
Named collaborators (no funds requested): Dr Ana Ruiz (Tucson), who will share her cores.`;
    const { sheet } = checkedAnalysis(text, 'Ana Ruiz', 'EB-1A', 'LRF_grant.txt');
    expect(sheet.subject).toMatchObject({ value: 'Prof. Rhona McKay', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
  });

  it('names the body a notice of award pays, and her place in its advisory group', () => {
    const text = `NORTHERN CHILDREN'S TRUST — NOTICE OF GRANT AWARD

Notice date: May 2, 2024

Recipient: Lakeland Department of Health, Office of School Health (Program Director: Dr. Omar Reyes)

Project: School vision screening, phase II

Award: $410,000 for the period July 1, 2024 – June 30, 2026

Advisory group (no salary support from this award): Dr. Ana Ruiz, Valley Clinic; Prof. Kim Lee, State University.

Grants Officer: Pat Vigil`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'EB-2 NIW', 'grant_award_Ruiz.docx');
    expect(sheet.subject).toMatchObject({ value: 'Lakeland Department of Health', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });

  it("reads a fund's investment in a project, paid out to it, as a grant to that project", () => {
    const text = `OPEN TOOLS FUND — Investment announcement
Lisbon, 2 April 2024
The Open Tools Fund will invest €90,000 in Captionkit, the open-source captioning library maintained by Rui Sousa and a team of three, over 12 months.
Advisory collaborators (unpaid): Ana Ruiz (Sonolib) and Tom Hale, who will review the design.
Funds are paid to the Captionkit fiscal host in milestones.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'OTF_grant_Ruiz.txt');
    expect(sheet.kind).toBe('grant');
    expect(sheet.subject).toMatchObject({ value: 'Captionkit', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });
});
