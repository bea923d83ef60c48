// Filing by form (issue 32, tune25, decision 133), on invented documents: a jury's report that lists her as its chair; a
// magazine's insertion order for her advertorial; a membership renewed by paying dues, with no selection; a book's or a
// plan's page that is a reference list; a supply contract between two companies headed in capitals; a news story that
// gives her a quotation of two sentences; a concert programme that bills her as soloist and director; a festival's awards
// list, the award's line and then her name and her work; a presenter's fee per concert; a writer's agreement headed by
// its compensation; a prize's jury that has chosen her, with who she is between, as its laureate.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName: string) =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('her judging and her prizes, read from the page', () => {
  it("reads a jury's report that lists her as the jury's chair as her judging, whoever won", () => {
    const a = read('EB-1A', `NORDKAPP CERAMICS TRIENNIAL
Jury report, 4th triennial
12 May 2024
Jury: Ottoline Brackenridge-Sow (Dakar); Idunn Marchetti-Hale (Aberdeen), chair; Kasimir Delacroix-Ntim (Lyon).
The jury met over three days to examine the 212 pieces selected from an open call, and scored each one on form,
glaze and firing before agreeing the prizes together.
The jury awards the Grand Prize to Benedikt Auerswald for "Salt Bowls"; the second prize to Ilse Mwangi-Frost.
As chair, Ms Marchetti-Hale wrote the jury's citation and handed out the prizes at the opening.
For the Triennial: Ragnhild Oyelowo, Director`, 'Idunn Marchetti-Hale');
    expect(a.factSheet?.kind).toBe('review_record');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_judging');
  });

  it("reads a festival's list of its awards, the award's line and then her name and her work, as her award", () => {
    const a = read('O-1B', `HARWICH QUAY FILM FESTIVAL
Awards of the Competition — 19 October 2024
SILVER LANTERN FOR BEST ORIGINAL SCORE
Pilar Okonjo-Varga, for "The Tide Clerk"
Citation of the jury: "A score that listens to the film before it speaks."
The competition jury of five, chaired by the editor Mathias Quennell, viewed 14 films.
Also awarded: Silver Lantern for Best Film, "Fog Bell" (dir. Rune Aasgaard).
Signed by the Festival Director, Oriane Basset-Kiplagat`, 'Pilar Okonjo-Varga');
    expect(a.factSheet?.kind).toBe('award');
    expect(a.category).toBe('o1b_expert_recognition');
  });

  it("reads a prize's announcement that its jury has chosen her, with who she is between, as its laureate as her award", () => {
    const a = read('UK_GLOBAL_TALENT', `THE MERIDIAN LANDSCAPE TRUST
Meridian Prize for Public Gardens — 2025 laureate
Announced 2 April 2025
The jury of the Meridian Prize has chosen Ayodele Fairweather-Lindqvist, director of Rootstock Studio in Accra, as the 2025 laureate, for the Osu market garden and her planted schoolyards.
This year 184 projects from 39 countries were entered. The jury visited the six finalist gardens.
The jury said: "Fairweather-Lindqvist makes gardens that a city can keep."
The laureate receives GBP 40,000.`, 'Ayodele Fairweather-Lindqvist');
    expect(a.factSheet?.kind).toBe('award');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('uk_awards');
  });
});

describe('what she bought or joined by paying', () => {
  it("reads a magazine's insertion order for her advertorial as space she bought, not commercial success", () => {
    const a = read('EB-1A', `COASTLINE HOMES QUARTERLY — ADVERTISING INSERTION ORDER
Order: CHQ-25-118
Date: 14 January 2025
Advertiser: Fenwick Weaving (Marisol Fenwick-Adebayo), Harbour Row, Whitstable
Product: "Makers to Watch" advertorial, one half page, spring issue. Copy and photographs supplied by the advertiser; the page is marked "Advertisement".
Rate: GBP 950 (half page), payable before the copy deadline.
Terms: placement is guaranteed on payment. Cancellation after 1 February is charged in full.
Contact: Dorian Ashcombe, sales`, 'Marisol Fenwick-Adebayo');
    expect(a.category).toBe('other');
  });

  it('reads a membership renewed by paying dues, with no selection, as no membership of distinction', () => {
    const a = read('EB-1A', `Northern Potters' Guild

Membership confirmation

Date: 9 February 2025

Dear Marisol Fenwick-Adebayo,

Thank you for renewing your membership for 2025. Your dues of GBP 30 have been received.

The Guild is open to all who work in clay in the north of England. There is no selection: membership starts when the dues are paid.

Members may show work at the spring fair and receive our newsletter.

Membership Office`, 'Marisol Fenwick-Adebayo');
    expect(a.category).toBe('other');
  });
});

describe('a page that is a reference list', () => {
  it("reads a book chapter's page of references that cites her paper among others as citing her", () => {
    const a = read('EB-1B', `Principles of Coastal Sediments, 2nd edition (Larchmont Scientific, 2023)
Chapter 4. Reading the dunes — References (27 works cited)
Abernathy, R. (2017). Wind and sand on northern shores. Coastal Letters 9: 21–40.
Birkeland, S., & Otieno, J. (2020). Dune crests over ten years. Shoreline Research 31: 101–118.
Kovalenko-Reid, T. H., Mbeki, A., & Lund, P. (2022). Grain size as a record of storms on barrier islands.
Journal of Shore Processes 45: 330–352.
Quist, M. (2019). Sand budgets. Littoral Notes 2: 5–15.`, 'Tatiana Kovalenko-Reid');
    expect(a.factSheet?.applicantRole).toBe('cited');
    expect(a.category).toBe('other');
  });

  it("reads a national plan's annex of numbered references that cites her paper as citing her", () => {
    const a = read('O-1A', `Kingdom of Lesotho — Ministry of Water
National Wetlands Plan 2025–2031 — Annex 3: References (44 works)
[17] Mokoena, L. (2018). Highland bogs of the Maloti. Maseru: Ministry report.
[18] Ntsane-Ward, P., Rakhare, T., & Holloway, B. (2022). Peat depth and water storage in the Khubelu sponges. Wetland Ecology 18: 77–96.
[19] Sekhonyana, M. (2021). Grazing and erosion. Thaba-Tseka: working paper.`, 'Palesa Ntsane-Ward');
    expect(a.factSheet?.applicantRole).toBe('cited');
    expect(a.category).toBe('other');
  });
});

describe('contracts, read by what they pay and whom they bind', () => {
  it('reads a supply contract between two companies, headed in capitals, as the US business doing business', () => {
    const a = read('EB-1C', `PURCHASE AGREEMENT

Made March 3, 2024, between Calder Tile Works Inc., 22 Foundry Road, Dayton, Ohio ("Seller"), and Birchfield Builders LLC, Columbus, Ohio ("Purchaser").

1. Goods. Seller shall deliver glazed floor tile from its Dayton plant to the Purchaser's building sites.

2. Quantity. Purchaser will buy at least 800,000 square feet over 18 months.

3. Price. $1.20 per square foot, for a minimum value of $960,000.

Signed for Calder Tile Works Inc.: Wendell Osei-Lambert, Sales Director`, 'Rasha Al-Mansouri');
    expect(a.category).toBe('eb1c_us_business');
  });

  it("reads a presenter's engagement contract that sets her fee per concert as high salary", () => {
    const a = read('O-1B', `RIVERBEND CONCERT SOCIETY
Engagement Contract — 15 March 2025
Presenter: Riverbend Concert Society, Duluth, Minnesota
Artist: Amadou Keïta-Brandt, leader of the Sahel Strings
1. Engagement. The Artist shall give 4 concerts in the Presenter's autumn 2025 season.
2. Fee. The Presenter shall pay the Artist a fee of US$7,800 per concert, with travel and lodging.
3. Billing. The Artist shall be billed first on all posters.
Signed: Gretchen Oyama-Ruiz, Director`, 'Amadou Keïta-Brandt');
    expect(a.category).toBe('o1b_high_salary');
  });

  it("reads a writer's agreement headed by its compensation as high salary", () => {
    const a = read('O-1B', `LOWLIGHT FILMS LTD — SCREENWRITING AGREEMENT (deal points)
Date: 2 September 2024
Writer: Ines Haddad-Quinlan
Project: "North of the Weir" (original screenplay, feature film)
Producer: Lowlight Films Ltd, Bristol
Services: a treatment, a first draft and one set of revisions.
Compensation: US$95,000 for the services above, in three payments on delivery of each step; a bonus of US$20,000 if the film is made from the Writer's script with sole "Screenplay by" credit.
Credit: as the guild rules decide.
Signed for Lowlight Films Ltd: Corwin Ashdown, Head of Development
Signed: Ines Haddad-Quinlan`, 'Ines Haddad-Quinlan');
    expect(a.factSheet?.kind).toBe('employment_letter');
    expect(a.category).toBe('o1b_high_salary');
  });
});

describe('a concert bills her, a story quotes her', () => {
  it('reads a concert programme that bills her as soloist and director as her lead role', () => {
    const a = read('O-1B', `LAKESIDE WORLD MUSIC DAYS — 9th EDITION
Opening concert — Friday 6 June 2025, 20:30 — Harbour Stage
RIVER OF REEDS
A suite for kora and strings in four parts, composed by Mariama Touré-Lindgren (first performance).
Kora solo and direction: Mariama Touré-Lindgren
Lakeside Strings, led by Henrik Aaltonen
Mariama Touré-Lindgren grew up in Ziguinchor and studied kora with her uncle.
Running time: 70 minutes, no interval.`, 'Mariama Touré-Lindgren');
    expect(a.category).toBe('o1b_lead_role');
  });

  it('reads a news story that gives her a quotation of two sentences as quoting her, not as press about her', () => {
    const a = read('O-1A', `THE HIGHVELD COURIER
3 March 2025 | Environment
Town council closes the old quarry to dumping
The Kroonstad council will close the old quarry to all dumping from April, after years of complaints from residents.
Contractors say they will have to drive farther to the municipal tip. The council says it will clear the quarry this year.
Nomvula Brecht-Sithole, a hydrologist, supported the closure. "The quarry drains into the river that the town drinks from. Closing it is the least we can do," she said.
Council staff will patrol the quarry road from next month.`, 'Nomvula Brecht-Sithole');
    expect(a.factSheet?.applicantRole).toBe('quoted');
    expect(a.category).toBe('other');
  });
});

describe('fields read from the form of the page', () => {
  it("reads a contract's issuer as its first party, not its heading, where the parties follow its date", () => {
    const a = read('EB-1A', `DESIGN AGREEMENT

Dated 4 June 2024, between Harrowgate Parish Council ("the Client"), Church Lane, Harrowgate, and Leontyne Abara-Whitlock of Abara Mosaics, Leeds ("the Designer").

1. Work. The Designer shall design and lay a floor mosaic of 38 square metres for the council's market hall.

2. Fee. The Client shall pay the Designer GBP 64,000 in three instalments.

Signed for the Client: Edwin Lockhart-Mbeki, Clerk`, 'Leontyne Abara-Whitlock');
    expect(a.factSheet?.issuer?.value).toBe('Harrowgate Parish Council');
  });

  it("reads her on a grant's line of consultants as its collaborator, the grant being another's", () => {
    const a = read('EB-2 NIW', `PIEDMONT FORESTRY RESEARCH FOUNDATION
Notice of Award — Grant PFRF-25-007
Date of notice: March 3, 2025
Recipient: Blue Ridge Technical University
Project Director: Dr. Cormac Ellison-Nwosu, School of Forestry
Project: Hemlock decline in the southern Appalachians
Award amount: $312,000 (two years)
Consultants (no salary from this award): Dr. Marisela Quintanar-Holt, Upland Tree Health Laboratory — advice on sampling.
Funds are paid to the recipient institution.`, 'Marisela Quintanar-Holt');
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });

  it("reads a review of someone else's album that credits him on some of its tracks as naming a collaborator", () => {
    const a = read('O-1B', `SOUNDPOST MONTHLY
Album review — 2 May 2025
Rukia Mwinyi-Hale: Harbour Lights
The Zanzibari singer's second record was made in a week in a converted warehouse in Stone Town.
Mwinyi-Hale sings in Swahili and English, and her voice holds the songs together.
The musicians keep out of her way: Juma Osei-Brandt on bass, Tariq Lindqvist-Omar's oud on four tracks, and a
small choir from her old school.
Label: Dhow Records.`, 'Tariq Lindqvist-Omar');
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });

  it("reads a distributor's statement whose title field credits her beside the film as about the film", () => {
    const a = read('O-1B', `MERIDIAN PICTURES RELEASING — Theatrical results statement
Title: The Salt Clerk (2024) | Written by Ines Haddad-Quinlan | Directed by Tomas Ferreira-Adu
Statement date: 2025-03-31 | Release: 2024-11-08
Territory | Screens | Weeks | Admissions | Gross (EUR)
North | 40 | 10 | 81,200 | 608,900
South | 22 | 8 | 39,700 | 297,600
Total, 2 territories: admissions 120,900; gross EUR 906,500.`, 'Ines Haddad-Quinlan');
    expect(a.factSheet?.subject?.value).toBe('The Salt Clerk');
    expect(a.category).toBe('o1b_commercial_success');
  });
});
