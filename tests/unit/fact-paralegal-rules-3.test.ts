// General rules a paralegal applies (issue 32, fifth session, tuned on holdout7): whose achievement a document
// records. A nomination acknowledged or listed, someone else's laureate with her among the finalists, a prize she
// accepted for her company, a grant notice naming her an unfunded collaborator or an unpaid adviser, a nominated
// album she only plays on, an invitation to review she declined, a registration e-mail that is a receipt; and her own
// nomination told to her, which O-1B counts. Each on a small document written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('nominations are not awards', () => {
  it("an awards office's e-mail that someone has put her name forward is a nomination", () => {
    const text = `From: Prize Office <prizes@society.example>
To: Maya Okafor <maya@uni.example>
Date: 4 March 2025
Subject: Halvorsen Medal 2025 — nomination received
Dear Dr. Okafor,
This is to let you know that Prof. Ian Brook has put your name forward for the 2025 Halvorsen Medal of the Northern Geological Society. The packet is complete and has gone to the medal committee.
The medallist is announced in October.
Kind regards,
Ruth Lamb, Prize Coordinator`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor');
    expect(sheet.kind).toBe('nomination');
    expect(analysis.category).toBe('other');
  });

  it("a results page's 'Nominated:' line names her nominee, not winner", () => {
    const text = `Lowlands Design Awards 2024 — results
Announced 2 October 2024, Ghent.
BEST INTERFACE
Winner: Harbourlight (Studio Veer) — design: Pieter Claes
Nominated: Tidecaller (Fenwick Games) — design: Maya Okafor
Nominated: Quarry (Blue Ox) — design: Lotte Smet`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1A', 'results.txt');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.applicantRole === 'nominee' || sheet.subject?.relation === 'nominated').toBe(true);
    expect(analysis.category).toBe('other');
  });

  it('her own nomination told to her is recognition under O-1B', () => {
    const text = `ACADEMY OF SCREEN ARTS-12 River Road,
Boston, MA 02110
June 3, 2025
Ms. Maya Okafor-c/o Tidewater Films
Dear Ms. Okafor,
Congratulations! It is my pleasure to inform you that you have received a nomination for the 12th Screen Arts Awards in the category Best Documentary Editing, for Salt Roads.
Nominees were selected by peer panels from more than 900 submissions.
Ada Rowe, President`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('o1b_expert_recognition');
  });

  it("a nominations list for a colleague's album, with her among its personnel, is not her nomination (O-1B)", () => {
    const text = `Annual Music Prizes — Nominations (excerpt)
Announced October 2, 2024
Category 12 — Best Instrumental Album
Harbour Lights — Julia Brandt
Copper Sky — Leon Marsh Trio
Album credits for Harbour Lights (Julia Brandt, piano and producer): personnel include Maya Okafor (drums) and Ben Cole (bass).`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B', 'nominations.txt');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });
});

describe("someone else's prize", () => {
  it('a laureate named by the foundation, with her one of the other finalists, is not her award', () => {
    const text = `Corran Foundation — News
May 2, 2024
Ivo Hartmann named 2024 Corran Prize laureate
The Corran Foundation today named Dr. Ivo Hartmann of Leiden University the 2024 laureate of the Corran Prize for Geology, for his work on glacial sediments.
The jury also recognised the two other finalists, selected from 140 nominees: Dr. Maya Okafor (University of Oslo) and Dr. Sam Reid (ETH Zurich).`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-1B', 'finalists.txt');
    expect(sheet.subject?.value).toContain('Hartmann');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });

  it('a prize she accepted for her company is the company’s, not hers', () => {
    const text = `West Africa Retail Awards 2024 — Winners
Published 3 December 2024
Accra — The Retail Awards were presented last night before 800 guests.
Best Logistics Platform: Cartwise Logistics (Ghana). Chief executive Maya Okafor accepted the trophy for the company.
Best Marketplace: Jumla Market (Kenya).`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-1C', 'winners.txt');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.subject?.value).toMatch(/Cartwise/);
    expect(analysis.category).toBe('other');
  });
});

describe('grants to others', () => {
  it('an award notice with an awardee institution and her as unfunded collaborator is a grant, not her prize', () => {
    const text = `NATIONAL RESEARCH AGENCY
Award Notice — GEO-2231
Date: May 1, 2024
Awardee institution: Lakeside University
Principal Investigator: Helen Yoder
Amount: $300,000 for 24 months.
Unfunded collaborator: Maya Okafor, University of Oslo; no funds from this award are budgeted for her institution.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-1B', 'award_notice.pdf');
    expect(sheet.kind).toBe('grant');
    expect(sheet.subject?.value).toContain('Helen Yoder');
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });

  it("a fund's production grant to another director, forwarded to her as its unpaid adviser, is a grant to another", () => {
    const text = `From: Lena Park <lena@parkfilms.example>
To: Maya Okafor
Date: 2 May 2025
Subject: Fwd: Harbour Film Fund — grant agreement
Maya — we got it! Forwarding the notice below.
---------- Forwarded message ----------
Dear Lena, We are pleased to confirm a production grant of $25,000 to Park Films for Low Tide (director: Lena Park). Your application listed Maya Okafor as a creative adviser (unpaid).`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B', 'Fwd_grant.txt');
    expect(sheet.kind).toBe('grant');
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });
});

describe('no judging, no event of hers', () => {
  it('an editorial office recording that she declined to review is not judging', () => {
    const text = `From: Journal of Reef Studies Editorial Office
To: Maya Okafor
Date: 3 June 2025
Subject: RE: Reviewer invitation — JRS-D-25-00412
Dear Dr. Okafor,
Thank you for letting us know that you are unable to review the manuscript "Sediment plumes and larval settlement" (JRS-D-25-00412) at this time. We have recorded that you declined our invitation to review and have removed the manuscript from your reviewer centre.
Best wishes,
Editorial Office`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor');
    expect(sheet.kind).toBe('review_record');
    expect(analysis.category).toBe('other');
  });

  it('a conference registration e-mail that is her receipt proves nothing', () => {
    const text = `From: Summit Registration <registration@summit.example>
To: maya@studio.example
Sent: 4 February 2025
Subject: Your IDC 2025 pass — confirmation #DS25-1182
Hi Maya,
You are registered for the Interaction Design Conference, March 3–5, 2025, Lisbon: every talk, paper session and journal workshop. Amount charged: $1,150.00.
This email is your receipt.`;
    expect(analyse(text, 'Maya Okafor', 'O-1A', 'registration.txt').analysis.category).toBe('other');
  });
});

describe('letters', () => {
  it("a co-author's letter 'in support of Dr. X's petition' is a recommendation letter", () => {
    const text = `UNIVERSITY OF TASMANIA - School of Geography
Hobart TAS 7001 Australia
3 October 2025
U.S. Citizenship and Immigration Services
Re: Dr. Maya Okafor, Form I-140 petition
I am Professor of Geology and have studied glacial sediments for twenty years. I write in support of Dr. Okafor's petition. I am one of the four authors of her 2022 paper in Nature Geoscience.
The idea and the analysis were hers. I would rank her among the best geologists of her generation.
Yours faithfully,
Professor Alan Reed`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-1A', 'letter_Reed.pdf');
    expect(sheet.kind).toBe('recommendation_letter');
    expect(analysis.category).toBe('recommendation_letter');
  });
});

describe('what judging and contributions look like', () => {
  it("a funder's thanks for serving as a reviewer on its panel is judging", () => {
    const text = `National Water Agency · Office of Research

April 2, 2025

Dear Professor Okafor:

Thank you for serving as a reviewer on the Hydrology panel that met on March 10–12, 2025. You prepared written reviews before joining the discussion.

Panel members are chosen for their expertise and record of research.

Sincerely,

Dr. Ray Cole`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-1B', 'panel.docx');
    expect(sheet.kind).toBe('review_record');
    expect(analysis.category).toBe('eb1b_judging');
  });

  it("a festival's thanks for serving on its jury is judging", () => {
    const text = `Harbour Festival of Board Games

Bristol · 1 September 2024

Dear Maya,

Thank you for serving on the 2024 Harbour Festival jury. You played the games assigned to you and took part in the deliberations.

With gratitude,

Ann Lee, Festival Chair`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1A', 'jury.docx');
    expect(sheet.kind).toBe('review_record');
    expect(analysis.category).toBe('o1a_judging');
  });

  it("a letter to the endorsing body's panel from a keeper who never worked with her is a recommendation letter (UK)", () => {
    const text = `CITY TEXTILE MUSEUM - 4 Mill Street, Leeds
20 June 2025
To the Arts Council England endorsement panel
I am Keeper of Dress at the City Textile Museum. I have followed Maya Okafor's work since 2018, but I have never employed her.
In 2024 the museum acquired one of her coats for its collection.
She is one of the most original designers working in Britain.
Ann Price, Keeper of Dress`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT' as VisaType, 'letter_museum.pdf');
    expect(sheet.kind).toBe('recommendation_letter');
    expect(analysis.category).toBe('uk_recommendation_letters');
  });

  it("a manufacturer producing under licence from her studio with her method is contributions (UK)", () => {
    const text = `Fiação Rocha, Lda. · Rua Nova 12, Guimarães, Portugal

2 May 2025

To whom it may concern,

Since 2022 our mill has produced knitwear under licence from Okafor Studio Ltd using the seamless knitting system designed by Maya Okafor.

We have made 40,000 garments with it. Our yarn waste fell from 12% to 2%.

Rui Rocha, Production Director`;
    expect(analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT' as VisaType, 'mill_letter.docx').analysis.category).toBe('uk_patents_contributions');
  });
});
