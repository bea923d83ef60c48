// What a paralegal files as nothing of hers (issue 32, fifth session, tuned on holdout8): a society's welcome open to
// anyone, a cast sheet billing her in the ranks, an invitation to come as a guest, a grant whose project director is
// someone else; and a jury's nomination of her, which O-1B counts. Small documents written for this test; no set's
// documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType, fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('named in it, and nothing of hers', () => {
  it("a network's welcome ('your … membership is now active') open to anyone working in the field is a membership proving nothing", () => {
    const text = `Nordic Hydrology Forum (NHF) — Member Services

3 March 2024

Dear Maya Okafor,

Welcome to NHF! Your annual student membership is now active and your fee of €40 has been received.

Membership is open to anyone studying or working with water.

Best wishes, NHF Member Services`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1A', 'welcome.docx');
    expect(sheet.kind).toBe('membership');
    expect(analysis.category).toBe('other');
  });

  it('a cast sheet billing her only in the chorus is no lead role, and not about her', () => {
    const text = `CITY OPERA — Main House
LA TRAVIATA — cast for 4 March 2019
Conductor: Pia Lund
Violetta: Sara Berg · Alfredo: Jon Aas
Chorus (women): Anne Dahl, Maya Okafor, Eva Holm, Lise Moe, Kari Vik`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1B', 'cast_2019.pdf');
    expect(sheet.kind).toBe('production_credits');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(sheet.applicantRole).toBe('none');
    expect(analysis.category).toBe('other');
  });

  it('an invitation to come to an awards evening as a guest is attendance, not recognition', () => {
    const text = `From: National Design Awards <events@nda.example>
To: Maya Okafor
Subject: Your invitation — National Design Awards 2025
Date: 2 February 2025
Dear Maya,
We are pleased to invite you as a guest of Studio North to the National Design Awards at City Hall on 9 March. Dress code: smart.
Please confirm your attendance by 20 February.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT', 'invite.txt');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });

  it("a notice of award naming another project director is that grant's, and her firm's unfunded part is not her funding", () => {
    const text = `NATIONAL WATER AGENCY — Office of Research
Notice of Award · Award ID W-1200 · Date: 03/02/2024
Recipient: Lakeside University
Project director: Dr. Ann Lee. Project: Nitrate removal in rural wells.
Amount this action: $900,000.
Partners named in the proposal (no funds under this award): Okafor Water LLC (M. Okafor) will lend one test unit.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType, 'award_notice.pdf');
    expect(sheet.kind).toBe('grant');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });
});

describe('a jury nominates her', () => {
  it("'the jury has nominated you in the category …' is her nomination, which O-1B counts as recognition", () => {
    const text = `GRAND PRIX DE LA CHANSON — Paris
2 April 2025
Dear Ms. Okafor,
The jury of the Grand Prix de la Chanson has nominated you in the category Best Songwriter for Rivers. You are one of 5 songwriters nominated this year.
Claire Roux, Secretary General`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1B', 'nomination.pdf');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('o1b_expert_recognition');
  });
});

describe('what the document is, and whose', () => {
  it("a prize to 'Professor Cian Ó Briain' is his: the Irish particle Ó is part of the name", () => {
    const text = `SOCIETY FOR CELTIC STUDIES
The 2023 Lhuyd Prize
The Council awards the 2023 Lhuyd Prize to Professor Cian Ó Briain of University College Cork for his atlas of Munster dialects.
Awarded at the Annual Meeting, Cork, 4 May 2023.`;
    const { sheet, analysis } = analyse(text, 'Cian Ó Briain', 'EB-1B', 'prize.pdf');
    expect(sheet.subject?.value).toContain('Ó Briain');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('eb1b_awards');
  });

  it("a share certificate is the company's ownership record, not an award to its holder", () => {
    const text = `HARBOURLINE LOGISTICS INC.
Incorporated under the laws of the State of Ohio
Share Certificate No. 3
This certifies that Harbourline Logistics Limited, a company incorporated in Kenya, is the registered holder of 500 fully paid shares of common stock of Harbourline Logistics Inc., being 100% of the issued shares.
Signed on 4 April 2020.
Ann Lee, President`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'EB-1C', 'share_certificate.pdf');
    expect(sheet.kind).toBe('other');
    expect(sheet.subject?.value).toBe('Harbourline Logistics Inc.');
    expect(analysis.category).toBe('eb1c_qualifying_relationship');
  });

  it("a certificate of service on a programme committee, counting the papers she reviewed, is judging", () => {
    const text = `Conference on Coastal Engineering 2024
Certificate of Service
This certifies that Dr. Maya Okafor served as a member of the Programme Committee of the Conference on Coastal Engineering 2024, Lisbon.
She reviewed and scored 7 of the 240 full papers submitted.
Lisbon, 2 June 2024`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1A', 'service.pdf');
    expect(sheet.kind).toBe('review_record');
    expect(analysis.category).toBe('o1a_judging');
  });

  it("an organisation's letter stating her place on its roster or the post she has held since a year is about her role", () => {
    const roster = `HARBOUR REVIEW
12 May 2025
To the U.S. Citizenship and Immigration Services
Maya Okafor has been one of our four staff illustrators since 2021 and has drawn eleven of our covers.
Ann Lee, Art Director`;
    expect(analyse(roster, 'Maya Okafor', 'O-1B', 'letter.pdf').sheet.kind).toBe('employment_letter');
    const post = `CITY OPERA
3 March 2025
To the U.S. Citizenship and Immigration Services
Maya Okafor has been Principal Designer of the City Opera, the region's largest company, since 2020. She designs two new productions a season.
Ann Lee, General Director`;
    const { sheet, analysis } = analyse(post, 'Maya Okafor', 'O-1B', 'letter.pdf');
    expect(sheet.kind).toBe('employment_letter');
    expect(analysis.category).toBe('o1b_critical_role');
  });
});

describe("a CV, a label's statement, a commission", () => {
  it("a one-page CV whose sections are run-in labels ('Selected work:', 'Talks:') is her CV", () => {
    const text = `MAYA OKAFOR
Hydrologist · Leeds, UK · May 2025
Experience: Senior Scientist, River Labs, Leeds (2021–present); Analyst, Water Data Ltd (2017–2021).
Education: PhD Hydrology, University of Leeds (2021).
Selected work: "Flood peaks from sparse gauges" (best paper, Water Modelling Workshop 2023); the open-source tool riverkit (900 GitHub stars).
Talks: Keynote, Flood Risk Forum 2024.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT', 'Okafor_CV.pdf');
    expect(sheet.kind).toBe('cv');
    expect(analysis.category).toBe('uk_cv');
  });

  it("a label's royalty and streaming statement is a sales record, which Global Talent reads as a commercial contribution", () => {
    const text = `NORTHTIDE RECORDS — Royalty and Streaming Statement
Artist: Maya Okafor · Release: Low Water (Original Soundtrack) · Period ending 31 March 2025
Total streams since release (all services): 12,400,000
Monthly listeners (March 2025): 54,000
Vinyl sold: 3,100 copies`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT', 'statement_Q1.pdf');
    expect(sheet.kind).toBe('sales_report');
    expect(analysis.category).toBe('uk_patents_contributions');
  });

  it("a commission agreement stating her fee is about her pay", () => {
    const text = `Harbour Dance Theatre — Choreographic Commission Agreement

Dated 1 May 2025, between Harbour Dance Theatre, Boston, and Maya Okafor, choreographer.

The Company commissions a new work of about 25 minutes for its autumn season.

Commission fee: $60,000, plus $900 per performance.

Signed: Ann Lee, Artistic Director. Signed: Maya Okafor.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1B', 'commission.docx');
    expect(sheet.kind).toBe('employment_letter');
    expect(analysis.category).toBe('o1b_high_salary');
  });
});

describe('whom a letter or list is about', () => {
  it("a congress's 'List of registered participants' is a guest list naming her as an attendee, not her paper", () => {
    const text = `5th Congress of Coastal Hydrology — Lisbon, 3–5 June 2025
List of registered participants (as of 20 May 2025), alphabetical by surname
Ann Lee — University of Leeds
Maya Okafor — River Labs
Tom Park — University of Porto
Total registered participants: 212.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'EB-1B', 'participants.txt');
    expect(sheet.kind).toBe('event_programme');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(analysis.category).toBe('other');
  });

  it('her own reply declining an invitation to review is about her invitation, and no judging done', () => {
    const text = `From: Maya Okafor <maya@riverlabs.example>
To: Editorial Office <office@hydrojournal.example>
Date: 3 April 2025
Subject: RE: Review invitation HJ-25-0101
Dear Dr. Lee,
Thank you for thinking of me. Unfortunately I must decline this one, as I am in the field for a month.
Best regards, Maya
> On 1 April 2025 the Editorial Office wrote: Dear Dr. Okafor, you are invited to review manuscript HJ-25-0101. Please accept or decline within 5 days.`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'O-1A', 'RE_review.txt');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('other');
  });

  it("a referee's letter naming her only by her first name is about her", () => {
    const text = `Studio North Ltd, 4 Mill Lane, Leeds

2 May 2025

To the endorsing body

I am Head of Design at Studio North and commissioned Maya's drawings for our river series; I was her day-to-day contact for two years.

She built a way of drawing flood data that our clients now ask for by name. I support her application without hesitation.

Ann Lee, Head of Design`;
    const { sheet } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT', 'letter.docx');
    expect(sheet.kind).toBe('recommendation_letter');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(sheet.applicantRole).toBe('subject');
  });
});

describe('titles', () => {
  it("an award headed by its society's name is titled by the honour's own line below it", () => {
    const text = `SOCIETY FOR RIVER SCIENCE
Founded 1958
The 2023 Darcy Medal for Hydrology
The Council awards the 2023 Darcy Medal to Dr. Maya Okafor of the University of Leeds for her work on flood peaks.
Awarded at the Annual Meeting, York, 5 May 2023.`;
    expect(analyse(text, 'Maya Okafor', 'EB-1A', 'medal.pdf').sheet.title).toContain('Darcy Medal');
  });

  it("a cast sheet is titled by the work it casts", () => {
    const text = `CITY OPERA — Main House
LA TRAVIATA — cast for 4 March 2019
Conductor: Pia Lund
Violetta: Sara Berg · Alfredo: Jon Aas
Chorus (women): Anne Dahl, Maya Okafor, Eva Holm, Lise Moe, Kari Vik`;
    expect(analyse(text, 'Maya Okafor', 'O-1B', 'cast_2019.pdf').sheet.title).toMatch(/^La Traviata/);
  });
});

describe('a news page by its masthead', () => {
  it("a masthead with its section and a by-line at the date make a news story, about its headline's company when it only quotes her", () => {
    const text = `The Harbour Gazette — Technology
Brightline's new sensor passes field trials, but engineers want more
4 May 2025 · by Tom Park
Brightline Systems released its latest flood sensor on Tuesday after a year of field trials.
Maya Okafor, a hydrologist at River Labs who was not involved in the trials, said the results were "promising but not yet checked".`;
    const { sheet, analysis } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT', 'news.txt');
    expect(sheet.kind).toBe('press_article');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(analysis.category).toBe('other');
  });
});

describe('issuers', () => {
  it("a ballet company's or a symposium's heading names the issuer, as an opera's or a conference's does", () => {
    const letter = `ATLANTIC BALLET
12 Quay Street, Halifax
12 August 2025
To the U.S. Citizenship and Immigration Services
Maya Okafor has been Principal Designer of the Atlantic Ballet, the region's largest company, since 2020.
Ann Lee, Artistic Director`;
    expect(analyse(letter, 'Maya Okafor', 'O-1B', 'letter.pdf').sheet.issuer?.value).toBe('ATLANTIC BALLET');
    const certificate = `Harbour Symposium on Coastal Engineering 2024
Certificate of Service
This certifies that Dr. Maya Okafor served as a member of the Programme Committee of the Harbour Symposium on Coastal Engineering 2024.
Lisbon, 2 June 2024`;
    expect(analyse(certificate, 'Maya Okafor', 'O-1A', 'service.pdf').sheet.issuer?.value).toContain('Harbour Symposium');
  });
});
