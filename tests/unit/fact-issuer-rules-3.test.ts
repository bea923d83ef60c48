// Who issued a document (issue 32, fifth session, tuned on holdout7): a capitals letterhead wrapped into its address,
// a company's 'Limited', a publisher's line, a prize's own heading, a journal named above 'Article · Published', a
// society's awards office writing for it, a release's slug; and a film's prize as its director's. Small documents
// written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('issuers', () => {
  it('a letterhead in capitals wrapped into its address is the body in capitals', () => {
    const text = `NATIONAL RESEARCH AGENCY-1200 Main Street, Arlington,
Virginia 22201
Award Notice — GEO-2231
Date: May 1, 2024
Awardee institution: Lakeside University
Principal Investigator: Helen Yoder
Unfunded collaborator: Maya Okafor.`;
    expect(analyse(text, 'Maya Okafor', 'EB-1B').sheet.issuer?.value).toBe('NATIONAL RESEARCH AGENCY');
  });

  it("a company's letterhead ending in 'Limited' names it", () => {
    const text = `Cartwise Limited · Accra
25 August 2025
To the reviewing officer,
I have been Finance Director of Cartwise Limited since 2020, and I report to Maya Okafor. I strongly recommend her.
Kofi Mensah, Finance Director`;
    expect(analyse(text, 'Maya Okafor', 'EB-1C').sheet.issuer?.value).toBe('Cartwise Limited');
  });

  it("a journal's line above 'Article · Published:' is the journal, not 'Article'", () => {
    const text = `ocean science letters
Article · Published: 3 May 2022
Sediment plumes halve larval settlement on reef flats
Maya Okafor 1, Ian Reid 2
Abstract
We show that sediment plumes halve larval settlement.`;
    expect(analyse(text, 'Maya Okafor', 'EB-1A', 'paper.pdf').sheet.issuer?.value).toBe('ocean science letters');
  });

  it("a prize's heading in capitals names the body that runs it", () => {
    const text = `HARBOUR PRIZE FOR YOUNG DESIGNERS — 2024 edition
Paris, 2 March 2024
The 20 semi-finalists of the 2024 Harbour Prize have been selected from 1,900 applications.
Semi-finalists (alphabetical): Kim Ashdown (United Kingdom), Maya Okafor (Portugal), Rui Zhou (China).`;
    expect(analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT' as VisaType, 'semifinalists.txt').sheet.issuer?.value).toBe('HARBOUR PRIZE FOR YOUNG DESIGNERS');
  });

  it("a society's awards office writing for it: the society its signature names issued it", () => {
    const text = `From: Awards Office <awards@ngs.example>
To: Maya Okafor <maya@uni.example>
Date: 4 March 2025
Subject: Halvorsen Medal 2025 — nomination received
Dear Dr. Okafor,
This is to let you know that Prof. Ian Brook has put your name forward for the 2025 Halvorsen Medal.
Kind regards,
Ruth Lamb
Prize Coordinator, Northern Geological Society`;
    expect(analyse(text, 'Maya Okafor').sheet.issuer?.value).toBe('Northern Geological Society');
  });

  it("a release's slug ('FOR IMMEDIATE RELEASE') is not its issuer, and a film's prize is its director's", () => {
    const text = `FOR IMMEDIATE RELEASE — November 2, 2024
HARBOUR DOCS announces 2024 award winners
NEW YORK — HARBOUR DOCS tonight announced the winners of its 2024 competitions.
The Grand Jury Prize went to The Long Tide, directed by Tomasz Wierzbicki. The prize was presented by director Maya Okafor.
Press contact: press@harbourdocs.example`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B', 'release.txt');
    expect(sheet.issuer?.value).not.toMatch(/RELEASE/);
    expect(sheet.subject?.value).toBe('Tomasz Wierzbicki');
    expect(analysis.category).toBe('other');
  });
});
