// Paralegal reading rules by form (issue 32, tuned on holdout16): a membership's own record (a receipt, a confirmation,
// a directory entry, a portal page with its fields) is a membership, however little it took to join; a funder's decision
// set out as a record (the amount over its term, the recipient's line) is a grant; a border's admission record is an
// identity document; a former employer's reference that tells her post 'in our unit' is an experience letter; a winners
// list, a news release naming 'X of the Year', a body's act that 'awards the … Prize' are awards; a certification that
// says it is no state licence is still a certification.
// Small documents written for this test.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (fileName: string, text: string, visaType: VisaType) =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });

describe('a membership by its record', () => {
  it('reads a dues receipt for a membership open to anyone as a membership, and no criterion', () => {
    const a = read('receipt.txt', `NORDIC MOSS SOCIETY — MEMBERSHIP RECEIPT
Receipt no. NMS-2025-0412
Date 3 February 2025
Member Dr Lena Okafor, Leeds, United Kingdom
Category Regular member
Dues paid €40.00 (card)
Membership is open to anyone with an interest in mosses; no sponsor is needed.`, 'EB-1A');
    expect(a.kind).toBe('membership');
    expect(a.category).toBe('other');
  });

  it("reads a society's membership confirmation with its fields as her membership for exceptional ability", () => {
    const a = read('confirmation.txt', `SOCIETY OF GRAIN CHEMISTS (SGC)
Membership Confirmation
Member: Dr. Lena Okafor, Kansas State University
Membership type: Individual (Regular)
Term: January 1 – December 31, 2025
Amount paid: $90.00 on January 12, 2025
Member since: 2018
SGC is the professional society of cereal scientists and millers.`, 'EB-2 NIW');
    expect(a.kind).toBe('membership');
    expect(a.category).toBe('niw_exceptional_ability_memberships');
  });

  it("reads a union's directory entry that one joins by paying its dues as a membership that proves nothing for O-1B", () => {
    const a = read('directory.txt', `Set Decorators Union · Local 44 — Member Directory
LENA OKAFOR
Classification: Set Decorator · Member since 2 May 2021 · Good standing
Recent credits: Harbour Lights (2024)
How to join: decorators qualify with one credit on a signatory production and pay the initiation fee and annual dues.`, 'O-1B');
    expect(a.kind).toBe('membership');
    expect(a.category).toBe('other');
  });

  it('reads a competitive membership that every competitor must buy as no membership criterion', () => {
    const a = read('membership.txt', `Rowing Nigeria — Membership Confirmation
Member: Lena Okafor | Member ID 5521
Membership type: Competitive | Amount paid: $60.00
A competitive membership lets you race at national regattas and is required of every competitor, whatever their level.`, 'O-1A');
    expect(a.kind).toBe('membership');
    expect(a.category).toBe('other');
  });
});

describe('a grant, an admission record, a reference by their form', () => {
  it("reads a funder's decision record with its amount over a term and its recipient line as a grant to that recipient", () => {
    const a = read('grant.txt', `OPEN TOOLS FUND — Investment decision

Recipient Harbour Compiler Collective (Lagos)

Work "Faster builds" — a shared build cache

Amount €200,000 over 24 months

Downstream projects expected to use the cache: Kola (maintainer: Lena Okafor), Ibis.

Funds are paid to the Recipient only.`, 'UK_GLOBAL_TALENT');
    expect(a.factSheet?.kind).toBe('grant');
    expect(a.factSheet?.subject?.value).toBe('Harbour Compiler Collective');
    expect(a.category).toBe('other');
  });

  it("reads a funder's e-mail confirming an amount over years to another person's hospital as a grant", () => {
    const a = read('award_confirmation.txt', `From: grants@riverfund.org
Subject: Award confirmation RF-2025-08
Dear Dr Bello,
The River Fund is pleased to confirm its award to you, Dr Ade Bello, as Principal Investigator, Kano General Hospital.
Amount: US$300,000 over three years, paid to Kano General Hospital.
Named collaborators (unfunded): Dr L. Okafor (University of Leeds).
Regards, Grants Team, River Fund`, 'EB-1B');
    expect(['grant', 'funding_award']).toContain(a.factSheet?.kind);
    expect(a.category).toBe('other');
  });

  it("reads a border's admission record as an identity document", () => {
    const a = read('i94.txt', `Most Recent I-94
Admission (I-94) Record Number: 123456789A1
Most Recent Date of Entry: 2025 March 03
Class of Admission: B2
Admit Until Date: 09/02/2025
Last/Surname: OKAFOR
First (Given) Name: LENA`, 'EB-1C');
    expect(a.kind).toBe('identity');
  });

  it("reads a former employer's reference telling her post in its unit and that she reported to the writer as an experience letter", () => {
    const a = read('reference.pdf', `Atlantic Re SE
Kaiserstraße 9 · 60311 Frankfurt · Germany
Frankfurt, 2 May 2025
Reference: Ms. Lena Okafor
From 2016 to 2020 Ms. Okafor was Head of Crop Products in our Agricultural Risk unit, reporting
to me. She led a team of six and signed off the pricing of every crop programme we reinsured.
Dr. Karl Weber, Managing Director, Agricultural Risk`, 'O-1A');
    expect(a.kind).toBe('experience_letter');
    expect(a.category).toBe('o1a_critical_role');
  });
});

describe('an award by its form', () => {
  it('reads a winners list, each honour then its winner, as her award', () => {
    const a = read('winners.txt', `https://wafa.example.org/awards/2024/winners
WEST AFRICA FINTECH AWARDS · 2024 · WINNERS
Announced at the gala in Accra, 20 November 2024. Nine judges chose the winners from 210 entries.
• Bank of the Year — Coastal Trust (Ghana)
• Payments Founder of the Year — Lena Okafor, founder of Kola Pay (Nigeria)
• Regulator of the Year — Central Bank of Togo`, 'O-1A');
    expect(a.kind).toBe('award');
    expect(a.category).toBe('o1a_awards');
    expect(a.factSheet?.title).toMatch(/Payments Founder of the Year/);
  });

  it("reads a society's media statement naming someone else its Engineer of the Year as that person's award", () => {
    const a = read('statement.pdf', `LAGOS SOCIETY OF ENGINEERS
Media statement · Lagos · 10 October 2024
Ade Bello named Young Engineer of the Year 2024
The Society has named Ade Bello, chief engineer of Kola Pay, its Young
Engineer of the Year. He built the company's offline payments system.
He co-founded the company with Lena Okafor, its chief executive.
The award will be presented at the Society's dinner on 2 November.`, 'O-1A');
    expect(a.kind).toBe('award');
    expect(a.factSheet?.subject?.value).toMatch(/Ade Bello/);
    expect(a.factSheet?.title).toMatch(/Young Engineer of the Year/);
    expect(a.category).toBe('other');
  });

  it("reads a body's bilingual act that awards its prize to her as an award titled by that prize", () => {
    const a = read('nagrada.docx', `ODBOR SKLADA / THE BOARD OF THE HARBOUR FUND

PODELJUJE NAGRADO SKLADA ZA LETO 2024 / AWARDS THE HARBOUR FUND PRIZE FOR 2024

LENI OKAFOR / TO LENA OKAFOR

for her concert performances in 2022 and 2023

Ljubljana, 7 February 2024`, 'O-1B');
    expect(a.kind).toBe('award');
    expect(a.factSheet?.title).toMatch(/Harbour Fund Prize/);
  });
});

describe('a certification by what it says it is', () => {
  it("reads a professional certification that says it is no state licence as a certification for exceptional ability", () => {
    const a = read('verification.pdf', `SOCIETY OF GRAIN CHEMISTS — CREDENTIAL VERIFICATION
Credential: Certified Cereal Scientist (CCS)
Holder: OKAFOR, LENA, Ph.D.
Credential ID: CCS-24-0112
Date certified: May 2, 2024 Valid through: December 31, 2027
The CCS is a professional certification for the cereal science occupation; it is not a state licence.`, 'EB-2 NIW');
    expect(a.kind).toBe('licence');
    expect(a.category).toBe('niw_exceptional_ability_licence');
  });
});

describe('papers of the case that prove no criterion', () => {
  it("reads a certificate of her research employment under EB-1B as the experience the petition requires, no criterion", () => {
    const a = read('award_letter.pdf', `Ministry of Health · Central Hospital · Malaria Research Unit
No. 512/MH Abuja, 2 June 2025
CERTIFICATE OF EMPLOYMENT
The Director of Central Hospital certifies that Dr. Lena Okafor was employed full-time as
Research Scientist in the Malaria Research Unit from 1 March 2014 to 31 July 2019. Her duties
were the culture of parasites, drug assays and the supervision of two laboratory assistants.
Dr. Ade Bello, Director (stamp)`, 'EB-1B');
    expect(a.kind).toBe('experience_letter');
    expect(a.category).toBe('other');
  });

  it("reads the immigration service's receipt notice for her own petition as a paper of the case, no criterion", () => {
    const a = read('approval.docx', `DEPARTMENT OF HOMELAND SECURITY — U.S. CITIZENSHIP AND IMMIGRATION SERVICES
I-797C, NOTICE OF ACTION — THIS NOTICE DOES NOT GRANT ANY IMMIGRATION STATUS OR BENEFIT.
NOTICE TYPE: Receipt CASE TYPE: I-140, Immigrant Petition for Alien Workers
PETITIONER: OKAFOR, LENA BENEFICIARY: OKAFOR, LENA CLASSIFICATION: National Interest Waiver
The above petition has been received. You will be notified separately about any other case you filed.`, 'EB-2 NIW');
    expect(a.category).toBe('other');
  });
});

describe('take-up, her own work listed, pay against the range', () => {
  it("reads a clinic group's letter that works from the forecast she publishes, knowing her work only as its users, as her contributions", () => {
    const a = read('clinic_letter.pdf', `Lakeside Asthma Partners, P.C.
12 Harbor Road, Toledo, OH 43604
May 2, 2025
Re: Use of the Okafor ozone forecast in our clinics
We are a group of six asthma clinics. We have no academic, financial or personal tie to Dr. Lena Okafor;
we know her work only as its users.
Since 2023 we have planned our asthma visits from the
ozone-season forecast Dr. Okafor publishes. Emergency visits by our patients fell from 310 to 240.
Dr. Ann Berg, Medical Director`, 'EB-1A');
    expect(a.category).toBe('eb1a_contributions');
  });

  it("reads a repository's contributors page that lists her as creator and lead maintainer as her contribution, not a list she is on", () => {
    const a = read('repo_insights.txt', `github.com/kola-rt/kola
kola-rt / kola Public
A database engine for phones with 512 MB of memory. MIT.
★ 5.1k stars · 300 forks · Used by 900 repositories · 60 contributors
Insights › Contributors
• lokafor (Lena Okafor) — 1,912 commits, creator and lead maintainer
• abello — 210 commits
• mruiz — 140 commits
• 57 others`, 'UK_GLOBAL_TALENT');
    expect(a.factSheet?.applicantRole).not.toBe('attendee');
    expect(a.category).toBe('uk_patents_contributions');
  });

  it("reads an engagement agreement whose fee the orchestra sets against its range for guest soloists as high pay", () => {
    const a = read('agreement.pdf', `HARBOUR SYMPHONY ASSOCIATION — GUEST ARTIST
ENGAGEMENT AGREEMENT
Agreement dated 2 May 2024 between the Harbour Symphony Association ("the Orchestra") and Lena
Okafor, harp ("the Artist").
1. Engagement: premiere and second performance of a new concerto, 6 and 8 February 2025.
2. Fee: US$12,000 for both performances, plus airfare and hotel.
3. For reference, the Orchestra states that its fees for guest soloists in the 2024/25 season range from
US$4,000 to US$8,000 for two performances.
Signed for the Orchestra: Ann Berg, Vice President, Artistic Planning. Signed: Lena Okafor.`, 'O-1B');
    expect(a.category).toBe('o1b_high_salary');
  });
});

describe('a statement and a news page by their heading', () => {
  it('reads a page headed by the proposed endeavor, in her own voice, as her statement of its merit', () => {
    const a = read('statement_draft2.docx', `PROPOSED ENDEAVOR — Lena Okafor, Ph.D. — May 2025
What I will do. I will develop and bring into use at grain elevators a test for mould toxins that runs on a smartphone, so that every load can be tested in three minutes.
Why it matters. Growers lose an estimated $40 million a year to contaminated loads, and testing now happens on a small sample of each lot.
Where. I will work from Manhattan, Kansas, with elevators in three states.`, 'EB-2 NIW');
    expect(a.kind).toBe('endeavor_plan');
    expect(a.category).toBe('niw_prong1_merit_importance');
  });

  it("reads a paper's top whose day line is written abroad (month in lower case) with its edition as a news article", () => {
    const a = read('press_tribune.pdf', `LAGOS ÉCONOMIE
Samedi 16 mars 2024 · Télécoms / Telecoms (English edition)
Power cut slows the markets along the coast
A fault at two substations on Thursday slowed trading from Lagos to Cotonou, operators said.
Lena Okafor, a software engineer who builds tools for offline apps, said traders should "assume the grid will fail".
The utility said repairs would take a week.`, 'UK_GLOBAL_TALENT');
    expect(a.kind).toBe('press_article');
    expect(a.category).toBe('other');
  });
});
