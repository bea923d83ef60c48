// Paralegal reading rules (issue 32, eighth session, decision 084, tuned on holdout11): a story's body sentence is no
// headline, a name among those a page thanks is no subject, a CV's grants line is her record and not a grant, and a
// paper that says of itself it is no licence or invitation is believed. Small documents written for this test.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('whom a page is about, and what it says it is', () => {
  it("reads a chef's award story that names her among the team he thanked as his, not hers", () => {
    const text = `Food Trade Weekly · 2 March 2024
Tom Baird named Chef of the Year as Quayside keeps its star
Tom Baird, 61, received the Silver Ladle for Chef of the Year at the ceremony in Leeds on Monday, twenty years after opening his restaurant.
On stage he thanked his whole kitchen by name, from his sous-chef Ravi Shah to his baker Lena Okafor and the porters "who were here before the star".
Quayside keeps its star for the tenth year running.`;
    const { analysis, sheet } = analyse(text, 'O-1B', 'Quayside_news.txt');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });

  it("reads a catalogue's acknowledgements that thank her among many as not about her", () => {
    const text = `RIVER FINDS · Exhibition catalogue · The Harbour Museum, June 2024
Acknowledgements
The curators thank the lenders, the volunteers of the river society, and the following for advice, images and patience:
Dr Ann Lee; Prof. Omar Haddad; Dr Lena Okafor; Mr Sam Cole; the staff of the city library.
The exhibition was supported by the Heritage Fund.`;
    const { analysis, sheet } = analyse(text, 'UK_GLOBAL_TALENT', 'River_Finds_catalogue.pdf');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(analysis.category).toBe('other');
  });

  it("keeps a page that thanks her alone for what she found ('thanks Dr. X, who discovered the flaw') about her", () => {
    const text = `Harbour Ovens — Safety Notice SN-2024-07 — 9 December 2024
Overheating fault in HX-200 bakery ovens
Summary: A wiring fault can let the oven run hot while its display shows normal values. About 3,000 ovens are affected.
Acknowledgement: Harbour Ovens thanks Lena Okafor of Quayside Grain Works, who discovered and analysed the fault and reported it to us.`;
    const { sheet } = analyse(text, 'O-1A', 'Safety_notice_HX200.txt');
    expect(sheet.subject?.isApplicant).toBe(true);
  });

  it("reads a CV whose 'Grants:' line names her as principal investigator as her CV", () => {
    const text = `Dr Lena Okafor
Senior Lecturer in Food Science, Harbour University
Education: PhD Food Science, University of Leeds (2015); MSc Chemistry (2011)
Posts: Harbour University, 2019-present; Research fellow, University of Leeds, 2015-2019
Awards: Gold Medal, Society of Food Chemistry (2023)
Grants: Northern Food Trust research project grant, principal investigator, £280,000 (2022-2025)
Selected publications: 31 peer-reviewed articles`;
    const { analysis } = analyse(text, 'UK_GLOBAL_TALENT', 'Okafor_CV_2025.docx');
    expect(analysis.kind).toBe('cv');
    expect(analysis.category).toBe('uk_cv');
  });

  it('believes a training card that says it is not a licence', () => {
    const text = `HARBOUR SAFETY SCHOOL — Course card
Student: Lena Okafor
Course: Working at Height (6 hours)
Completed: 04/02/2024
The student passed the written test with a score of 88%.
This card records training only. It is not a license and does not authorize the holder to supervise work at height.`;
    const { analysis } = analyse(text, 'EB-2 NIW', 'certification_height.txt');
    expect(analysis.category).toBe('other');
  });

  it("believes a reviewer database's message that registration does not mean she will be asked to review", () => {
    const text = `From: no-reply@reviewers.fundingcouncil.org
To: lena.okafor@harbour.ac.uk
Sent: 3 May 2024 10:02
Subject: Your reviewer profile is active
Dear Lena Okafor,
Your registration in the Council's reviewer database is complete. Your keywords are now searchable by programme officers.
Registration does not mean you will be asked to review. If you are selected for a panel you will receive a separate invitation.`;
    const { analysis } = analyse(text, 'EB-1A', 'reviewer_profile.txt');
    expect(analysis.category).toBe('other');
  });
});
