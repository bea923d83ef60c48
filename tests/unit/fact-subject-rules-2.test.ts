// Whom or what a document is about, and the figures it counts (issue 32, fifth session, tuned on holdout6): a headline
// run into an article's next sentence, a grant's project director, a funder's e-mail to the professor, a winners' list
// by category, a guest list's event, an article's topic when it only quotes her, a CV's contact line, her endeavor
// statement; a body of a size, a share in brackets, hours of study, a count with an abbreviation. Documents written
// for these tests.
import { describe, expect, it } from 'vitest';
import type { DocumentKind } from '../../src/contract/categories';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';
import { cleanName } from '../../server/modules/analyst/local/fact-names';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const sheetOf = (text: string, kind: DocumentKind = 'other') => buildFactSheet({ text, fileName: 'upload.pdf', kind, applicantName: 'Ana Ruiz' });
const figures = (text: string) => sheetOf(text).figures.map((f) => f.value).join(' | ');

describe('whom a document is about', () => {
  it("a headline's last word run into the next sentence's article is no name", () => {
    const text = "Harbour Food - City news - 6 February 2024\nBo Lindqvist is the Guide Blanc's Baker of the Year\nThe chef-owner of Maison Nord, Bo Lindqvist, was named Baker of the Year by the Guide Blanc at its annual ceremony in Paris on Monday evening.\nHis pastry chef, Ana Ruiz, was in the audience.";
    expect(sheetOf(text, 'award').subject?.value ?? '').not.toMatch(/\bThe$/);
    // 'Chef of the Year' + 'The chef-owner of …' read as one sentence gives the words 'Year The' before 'was named'.
    expect(cleanName('Year The')).toBeUndefined();
    expect(cleanName('Bo Lindqvist')).toBe('Bo Lindqvist');
  });

  it("a grant notice's project director holds it; a funder's e-mail to the professor is about him", () => {
    const notice = 'U.S. DEPARTMENT OF AGRICULTURE · Notice of Award\nAward No. 2024-1 · Date: July 30, 2024\nProject Director: Bo Lindqvist, Professor of Entomology\nTotal federal funds approved: $649,800.\nKey personnel: Ana Ruiz (unfunded collaborator).';
    expect(sheetOf(notice, 'funding_award').subject).toMatchObject({ value: 'Bo Lindqvist', isApplicant: false });
    const mail = 'From: State Coastal Office <grants@coast.example>\nDate: 2 May 2024\nSubject: Award - Project CO-114\nDr. Hale,\nI am pleased to inform you that the State Coastal Office has selected your proposal for funding, with you as Principal Investigator. The award to Bayside University is $200,000.\nAna Ruiz is listed as a practitioner partner.';
    expect(sheetOf(mail).subject).toMatchObject({ isApplicant: false });
    expect(sheetOf(mail).subject?.value).toContain('Hale');
    // An e-mail's opening on the name alone, run into its first sentence by the subject line above it.
    const runOn = 'From: State Coastal Office <grants@coast.example>\nSubject: Award - Project CO-114: Long-term effect of tide gauges on small harbour moorings\nDr. Hale,\nI am pleased to inform you that the Office has selected your proposal for funding.\nAna Ruiz is listed as a partner.';
    expect(sheetOf(runOn).subject?.value).toContain('Hale');
  });

  it("a winners' list by category names the winner, and she is not it", () => {
    const text = "Golden Reel Awards 2024 - Winners announced - 24 June 2024\nThe Society presented its awards on Saturday night.\nBest Original Score, Television: Bo Lindqvist, for Tide Pools. Accepting, he thanked Ana Ruiz.\nBest Song: Rain, by Cy Dunn.";
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'winners.txt');
    expect(sheet.subject).toMatchObject({ value: 'Bo Lindqvist', isApplicant: false });
    expect(analysis.category).toBe('other');
  });

  it("an article that only quotes her is about its headline's topic; a company record about the company", () => {
    const article = 'Harbour Courier | Business | August 2, 2024\nStorm damage closes half of Harbour Point marina\nBy Lee Park\nTwenty boats sank at the marina on Friday, its owner said.\n"Moorings like these need checking before every season," said Ana Ruiz, an engineer who has not worked with the marina.';
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'EB-1A', 'article.txt');
    expect(sheet.subject).toMatchObject({ value: 'Harbour Point', isApplicant: false });
    const certificate = "NORD FOODS INC. · a Delaware corporation · 14 Dock Street, Savannah, GA 31407\nSECRETARY'S CERTIFICATE\nI, Bo Lindqvist, the duly elected Secretary of Nord Foods Inc. (the \"Company\"), certify that:\n1. All 1,000 shares (100%) are held of record by Nord Alimentos S.A.\nDate: 28 January 2025";
    const filed = checkedAnalysis(certificate, 'Ana Ruiz', 'EB-1C', 'certificate.pdf');
    expect(filed.sheet.subject).toMatchObject({ value: 'Nord Foods Inc.', isApplicant: false });
    // Not someone else's achievement: the record stays filed by what it proves.
    expect(filed.analysis.category).not.toBe('other');
    const formation = 'STATE OF OREGON · Secretary of State\nARTICLES OF ORGANIZATION - Filed: 04/02/2023\n1. Name of the limited liability company: Ruiz Coastal LLC\n2. Organizer and sole member: Ana Ruiz.';
    const niw = checkedAnalysis(formation, 'Ana Ruiz', 'EB-2 NIW' as VisaType, 'articles.pdf');
    expect(niw.sheet.subject).toMatchObject({ value: 'Ruiz Coastal LLC', isApplicant: false });
    expect(niw.analysis.category).toBe('niw_prong3_balance');
  });

  it("a CV's name on a contact line set out with dots is hers; so is her endeavor statement", () => {
    const cv = 'ANA RUIZ · Leeds, UK · github.com/aruiz ·\nana@ruiz.example\nExperience: Lead engineer, Nord (2020-present).\nEducation: BSc Computer Science (2015).\nTalks: FOSS4G (2023).';
    expect(sheetOf(cv, 'cv').subject).toMatchObject({ isApplicant: true });
    const statement = 'Ana Ruiz, PhD, PE\nStatement of proposed endeavor · 1 February 2025\nMy proposed endeavor is to bring tide gauges to small coastal towns.';
    expect(sheetOf(statement, 'endeavor_plan').subject).toMatchObject({ isApplicant: true });
  });
});

describe('figures a paralegal counts', () => {
  it('a body of a size, a share in brackets, hours of study and a count with an abbreviation', () => {
    expect(figures('She leads a pastry brigade of 9 and writes every menu.')).toContain('brigade of 9');
    expect(figures('The longlist of 12 for the Award for Figure Theatre is below.')).toContain('longlist of 12');
    expect(figures('All 1,000 shares (100%) are held by the parent company.')).toContain('100%');
    expect(figures('She completed the course (estimated 30 hours of study).')).toContain('30 hours of study');
    expect(figures('The club has produced 11 U.S. national squash champions.')).toContain('11 U.S. national squash champions');
  });
});

