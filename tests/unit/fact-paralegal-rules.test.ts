// General rules a paralegal applies (issue 32, fourth session): figures counted in any words, the person a
// record is made out to, what is not the applicant's (a nomination on file, a guest list, a newsletter that
// quotes her, a paper that cites her, a crew's medal), and a CV by its heading. Each on a small document
// written for this test; no set's documents are copied here.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';
import type { DocumentKind } from '../../src/contract/categories';
import { checkedAnalysis } from './checked-analysis';

const figures = (text: string, kind: DocumentKind = 'other') => buildFactSheet({ text, fileName: 'upload.pdf', kind, applicantName: 'Ana Ruiz' }).figures.map((f) => f.value);
const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.txt') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('figures counted in any words', () => {
  it('counts what the sentence counts, not only judges and submissions', () => {
    expect(figures('This year the jury read 29 eligible dossiers from 15 countries.', 'award')).toContain('29 eligible dossiers');
    expect(figures('Since then she has completed 11 reviews of manuscripts for the journal.', 'review_record')).toContain('11 reviews');
    expect(figures('The cooperative supplies 24 member systems with 12,800 service connections.', 'letter_of_interest')).toEqual(expect.arrayContaining(['24 member systems', '12,800 service connections']));
    expect(figures('She is awarded 16 continuing professional development hours for the course.')).toContain('16 continuing professional development hours');
  });

  it('a labelled figure of a record, a rank, a share and a quantity', () => {
    expect(figures('Tour summary\nPerformances: 22 (eleven cities)\nReaders reached: 3.4 million', 'sales_report')).toEqual(expect.arrayContaining(['Performances: 22', 'Readers reached: 3.4 million']));
    expect(figures('Licence number: 702215', 'licence')).toContain('Licence number: 702215');
    expect(figures('Platform ranking: #3 among all titles in Spain in its first week.', 'sales_report')).toContain('#3 among all titles');
    expect(figures('All 500 shares, being 100% of the issued shares, are held by the parent company.')).toContain('100% of the issued shares');
    expect(figures('Last year the mill spun 27 tonnes of reclaimed yarn for her.')).toContain('27 tonnes');
    // The count of a part of a whole keeps its thousands: '18,400 of 19,000', not '400 of 19,000'.
    expect(figures('Tickets sold: 18,400 of 19,000 available', 'sales_report')).toContain('18,400 of 19,000 available');
  });

  it('since when a letter says the work has been used', () => {
    expect(figures('Since the 2020 season every inspector in the region has used her kit.', 'other')).toContain('Since the 2020 season');
    expect(figures('In 2019 we replaced our old system with the one she designed.', 'recommendation_letter')).toContain('In 2019');
  });

  it('a year, a bare span of time, a date and a street number are not counts', () => {
    const got = figures('Ana Ruiz, 41 Harbour Road, Leeds\nDate: 12 March 2024\nShe worked with us for 6 years and won the 2023 awards season.');
    expect(got).toEqual([]);
  });
});

describe('the person a record is made out to', () => {
  it("a licence verification's holder field names her, surname first and in capitals", () => {
    const text = `STATE BOARD OF ARCHITECTURE — Licence Verification
Printed: 2 May 2024
Licensee name: OKAFOR, MAYA A.
Licence type: Registered Architect
Status: ACTIVE`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType);
    expect(sheet.subject).toMatchObject({ isApplicant: true });
    expect(sheet.applicantRole).toBe('subject');
  });

  it('a tour settlement whose heading names her is about her', () => {
    const text = `NORTHLIGHT TOURING, 40 King Street, Glasgow
Tour settlement summary — MAYA OKAFOR, "Low Tide" UK 2024
Prepared 3 June 2024 for the artist's management
Shows: 12
Gross box office: £402,000`;
    const { sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.subject).toMatchObject({ isApplicant: true });
  });
});

describe('what is not hers', () => {
  it("a society's acknowledgement of a fellowship nomination is a nomination, not an election", () => {
    const text = `SOCIETY OF COASTAL ENGINEERS — Office of the Fellows Committee
April 4, 2024
Dear Dr. Okafor:
The Fellows Committee has received a nomination naming you for the grade of Fellow of the Society, submitted by Dr. Lena Park.
Your nomination file is complete and will be considered at the Committee's meeting in September.
Fellowship is conferred on no more than 0.5 percent of the membership in a given year.
Sincerely,
Dr. Omar Haddad, Chair`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor');
    expect(sheet.kind).toBe('nomination');
    expect(analysis.category).toBe('other');
  });

  it('a VIP guest list under a heading that says so', () => {
    const text = `NORTH STAR FILMS · Premiere of "Salt Flats" · Glasgow Film Theatre · 4 May 2024
RED CARPET AND VIP GUEST LIST — FINAL (v3)
Talent: Ruth Dalgleish (director), Owen Ferris
Invited guests: Maya Okafor (+1), Tom Reid, Isla Munro
Arrivals 6:00 p.m.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.kind).toBe('event_programme');
    expect(analysis.category).toBe('other');
  });

  it('a newsletter about its own award that quotes and thanks her is filed as Other', () => {
    const text = `THE WELL — Newsletter of Lakeside Water Cooperative · May 2024
Lakeside wins state award for its pipe inventory
Our cooperative has received the 2024 Small System Excellence Award from the State Rural Water Association for finishing its pipe inventory early. General Manager Ruth Dalgleish accepted the plaque at the association's conference on April 20.
"This belongs to our field crew," Ms. Dalgleish said. She also thanked the board and our consultant, engineer Maya Okafor of Okafor Analytics, whose records analysis told the crew where to dig.
Board meetings are held on the second Tuesday of each month.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType);
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(analysis.category).toBe('other');
  });

  it("another group's paper, its author line followed by the affiliation, that cites her in Vancouver style", () => {
    const text = `Journal of Coastal Research 41 (2024) 2201
Sediment transport under mangrove restoration
Ruth Dalgleish, Owen Ferris, Isla Munro — School of Geosciences, University of Edinburgh, UK
Abstract: We measured sediment transport at six restored mangrove sites over two years.
1. Introduction (excerpt): Restoration changes bed roughness [7].
References (excerpt)
[7] Okafor M, Park L. Coast Eng 2021;12:100–12.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor');
    expect(sheet.subject).toMatchObject({ value: 'Ruth Dalgleish', isApplicant: false });
    expect(sheet.applicantRole).toBe('cited');
    expect(analysis.category).toBe('other');
  });

  it("a press release about a crew's medal that thanks her among the support staff", () => {
    const text = `SCOTTISH CANOE ASSOCIATION — Press release, 9 August 2024
Bronze for Dalgleish and Munro in Paris
Ruth Dalgleish and Isla Munro won Olympic bronze in the women's C2 500 m today.
Association President Tom Reid congratulated the athletes.
"We thank the support staff who worked with the crew: physiotherapist Owen Ferris and Dr. Maya Okafor, whose sensors helped the crew time their strokes."
The athletes return to Glasgow on 12 August.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });
});

describe('a CV by its heading', () => {
  it('a CV whose heading says so is a CV, whatever honours and reviewing it lists', () => {
    const text = `MAYA OKAFOR, PhD — Curriculum Vitae
Research Engineer, Coastal Institute for Ocean and Harbour Studies · m.okafor@coastal.example.org
EDUCATION
PhD, Coastal Engineering, University of Lagos, 2014
POSITIONS
2019–present Research Engineer, Coastal Institute
HONOURS
2023 Outstanding Reviewer, Journal of Coastal Research
2022 Harbour Prize, Harbour Foundation`;
    const { analysis } = analyse(text, 'Maya Okafor');
    expect(analysis.category).toBe('cv');
  });
});

describe('what a letter or record proves by what it says', () => {
  it("an organisation's letter on taking up her method is original contributions, not a critical role", () => {
    const text = `NORTHERN FISHERIES INSPECTORATE · 12 Quay Road, Aberdeen
3 March 2024
To whom it may concern
I write as chief inspector to describe how the Inspectorate uses the net-mesh gauge designed by Dr Maya Okafor.
Before 2020 our officers measured mesh by hand. Since the 2020 season every officer carries Dr Okafor's gauge.
We took up the method on our own initiative after reading her paper; we have no financial tie to her.
Yours faithfully,
Ian Reid, Chief Inspector`;
    expect(analyse(text, 'Maya Okafor', 'EB-1A').analysis.category).toBe('eb1a_contributions');
  });

  it("a journal's summary of her reviewing is judging", () => {
    const text = `From: Coastal Engineering Editorial Office <ce-editorial@example.org>
Sent: 2 April 2024 09:12
To: Maya Okafor
Subject: Your review history with Coastal Engineering
Dear Dr. Okafor,
As you requested, here is a summary of your reviewing for Coastal Engineering.
Reviews completed: 7 (2020–2024)
Each review was by invitation of the handling editor. Thank you for your service to the journal.
Kind regards,
Ruth Dalgleish, Editorial Assistant`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1A');
    expect(sheet.kind).toBe('review_record');
    expect(analysis.category).toBe('o1a_judging');
  });

  it("a feature whose by-line reads 'Words:' is press", () => {
    const text = `Tideline — Issue 12, May 2023
The engineer who reads the sea floor
Words: Owen Ferris
Maya Okafor was a surveyor in Lagos before a storm sent her back to university.
Today her sensors sit on more harbour walls than any other brand.
"The sea tells you where it will break," she told Tideline from her office in Aberdeen.
Harbour authorities in nine countries now use her system.`;
    const { sheet } = analyse(text, 'Maya Okafor', 'O-1A');
    expect(sheet.kind).toBe('press_article');
  });

  it('a state grant held by a named professor, with her as an uncompensated advisor, is not her endeavor’s funding', () => {
    const text = `STATE WATER BOARD — Research Fund · Grant Agreement Summary
Contract No. 2300012 · Board approval: May 3, 2023
Grantee: Coastal State University-Principal Investigator: Dr. Ruth Dalgleish, Department of Civil Engineering-Grant amount: $300,000 · Term: 24 months
Project team: Dr. Dalgleish (PI); two graduate research assistants; Ms. Maya Okafor, P.E. (Okafor Analytics LLC), industry advisor, uncompensated.
No funds are allocated to the industry advisor.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType);
    expect(sheet.applicantRole).not.toBe('cited');
    expect(analysis.category).toBe('other');
  });
});

describe('the issuer on a letterhead set out in parts', () => {
  it('an alliance, a trust whose address ends in a full stop, a company by its legal form abroad', () => {
    const issuer = (text: string) => buildFactSheet({ text, fileName: 'letter.pdf', kind: 'award', applicantName: 'Ana Ruiz' }).issuer?.value;
    expect(issuer('NORTH SEA CROPS ALLIANCE · Secretariat, Dock Street 4, Hull\n3 May 2024\nDear Dr Ruiz,\nThe jury has chosen you as the laureate for 2024.')).toBe('NORTH SEA CROPS ALLIANCE');
    expect(issuer('THE WOOL FUTURES TRUST · Registered charity no. 1100 · 4 Mill Street, Leeds\n3 May 2024\nDear Ana,\nThe judges have chosen you as the winner of the prize.')).toBe('THE WOOL FUTURES TRUST');
    expect(issuer('ANADOLU DOKUMA A.Ş. · Organize Sanayi, Cad. No: 4, Kayseri\n3 May 2024\nThis letter confirms that Ms. Ana Ruiz has been employed by us since 2019.')).toBe('ANADOLU DOKUMA A.Ş.');
  });
});

describe('funding and self-employment by what the document is', () => {
  it("a CEO's letter that mentions the company's Series B, and a policy brief that says 'no safe level', are not funding awards", () => {
    const letter = `HARBOUR SENSORS, INC. · 10 Pier Road, Portland, ME
June 3, 2024
To U.S. Citizenship and Immigration Services
I am the founder and Chief Executive Officer of Harbour Sensors, a company of 40 employees. We raised $12 million in our Series B in 2023.
Dr. Maya Okafor joined us as Head of Ocean Science in 2022. She leads a team of five engineers.
Sincerely,
Tom Reid`;
    expect(analyse(letter, 'Maya Okafor', 'O-1A').sheet.kind).not.toBe('funding_award');
    const brief = `Coastal Policy Institute — Policy Brief No. 2024-01
Where is the sea wall failing?
Summary. Erosion threatens 4,000 miles of coast. Exposure to storm surge has no safe level for coastal towns, and small towns have no engineer on staff.`;
    expect(analyse(brief, 'Maya Okafor', 'EB-2 NIW' as VisaType).sheet.kind).not.toBe('funding_award');
  });

  it("her own company's certificate of formation is evidence of self-employment under NIW's third prong", () => {
    const text = `Certificate of Formation, Limited Liability Company · Filed in the Office of the Secretary of State of Maine
Filing number: 2024001 · Filed: March 3, 2023
Article 1: The name of the entity is Okafor Coastal LLC.
Article 2: The name and address of the sole initial member is: Maya Okafor, 10 Pier Road, Portland, Maine.
Organizer: Maya Okafor.`;
    expect(analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType).analysis.category).toBe('niw_prong3_balance');
  });
});

describe("a paper's citation line", () => {
  it('names the journal and dates the paper by its year when nothing else dates it', () => {
    const sheet = (first: string) => buildFactSheet({ text: `${first}\nTidal mixing over restored reefs\nRuth Dalgleish, Owen Ferris\nAbstract\nWe measured mixing at six reefs.`, fileName: 'paper.pdf', kind: 'scholarly_paper', applicantName: 'Ana Ruiz' });
    expect(sheet('Coastal Dynamics (2022) 18: 220–231 · doi:10.1000/cd.1').issuer?.value).toBe('Coastal Dynamics');
    expect(sheet('Coastal Dynamics (2022) 18: 220–231 · doi:10.1000/cd.1').date?.value).toBe('2022');
    expect(sheet('Estuaries 2021, 44, 1010−1022 · https://doi.org/10.1000/est.2').issuer?.value).toBe('Estuaries');
    expect(sheet('Marine Geology and Sediments 301 (2023) 106001').issuer?.value).toBe('Marine Geology and Sediments');
  });
});
