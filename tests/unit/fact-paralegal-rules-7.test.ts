// Reading rules of decision 097 (issue 32): how a paralegal reads whom a letter, a story, a review or a certificate is
// about, on documents written for these tests.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.txt') =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName });

describe('a letter telling its addressee he was elected', () => {
  it("is about the addressee, and the applicant who nominated him is no nominee", () => {
    const a = read(
      `SOCIETY FOR ARID LANDS ECOLOGY

12 May 2025

Professor Oren Malachi, Negev Institute, Sde Boker

Dear Professor Malachi,

The Board has elected you a Fellow of the Society for Arid Lands Ecology. Fellowship is reserved for members whose work has changed the field.

We thank your nominators, Dr. Ines Valdour and Dr. Pieter Haas, for their letters.

Yours sincerely,

Ruth Amsel, Secretary`,
      'Ines Valdour',
    );
    expect(a.factSheet?.subject?.value).toMatch(/Malachi/);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.factSheet?.applicantRole).not.toBe('nominee');
    expect(a.category).toBe('other');
  });
});

describe('a title of the year said to be someone else’s', () => {
  it("is the winner's when the lede says he 'is the body's national Coach of the Year'", () => {
    const a = read(
      `NORTHERN ROWING COACHES GUILD - PRESS RELEASE

March 3, 2025

Halvorsen named national Coach of the Year

Bjorn Halvorsen, head coach at Lakeside Rowing Club, is the Guild's 2024 national Coach of the Year. His crews won six regattas, and his athletes include the world champion sculler Ana Lindqvist.

The award is voted by the Guild's 400 member coaches.`,
      'Ana Lindqvist',
      'O-1A',
    );
    expect(a.factSheet?.subject?.value).toBe('Bjorn Halvorsen');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("reads a headline's 'X named national Coach of the Year' as a win", () => {
    const a = read(
      `Bjorn Halvorsen named regional Coach of the Year
The Guild's members voted at their convention. Among his athletes is the sculler Ana Lindqvist.`,
      'Ana Lindqvist',
      'O-1A',
    );
    expect(a.factSheet?.subject?.value).toBe('Bjorn Halvorsen');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
  });
});

describe('a story carried with its certified translation', () => {
  it('is read in the translation: an outside voice quoted there is quoted, not the subject', () => {
    const a = read(
      `LA GAZETTE DU PORT - Dakar
4 mars 2025 | Page 9
Le nouveau quai de Hann ouvrira en 2026 Le chantier du quai a pris six mois de retard à cause des pluies. « Le béton n'est pas en cause », juge Awa Ndiaye Sarr, ingénieure sénégalaise installée au Canada, qui n'a pas travaillé sur le chantier.
CERTIFIED TRANSLATION (French to English)
The new Hann quay will open in 2026.
Work on the quay is six months late because of the rains.
"The concrete is not the cause," says Awa Ndiaye Sarr, a Senegalese engineer based in Canada who was not involved in the works.
I certify that this is a true and accurate translation of the French original. Marc Diouf, sworn translator, 20 March 2025.`,
      'Awa Ndiaye Sarr',
      'EB-1B',
    );
    expect(a.factSheet?.applicantRole).toBe('quoted');
    expect(a.factSheet?.subject?.isApplicant).not.toBe(true);
    expect(a.category).toBe('other');
  });
});

describe('papers that say she took part or paid', () => {
  it('reads a certificate of participation as proving nothing, whatever its file name says', () => {
    const a = read(
      `NORTHSHORE PIANO ACADEMY
CERTIFICATE OF PARTICIPATION
This certifies that Lena Marsh took part in the Academy's three-day course "Pedalling in Debussy", 2-4 June 2024, Salem, Massachusetts.
The course is open to pianists of every level on payment of the course fee.
Issued 4 June 2024 - Academy Director`,
      'Lena Marsh',
      'O-1B',
      'Marsh_piano_award_certificate.pdf',
    );
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).not.toBe('award');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
  });

  it('does not read a certificate of participation in a juried show as routine', () => {
    const a = read(
      `CERTIFICATE OF PARTICIPATION
The Coastal Biennale of Photography certifies that Lena Marsh exhibited three works in the juried section of the 2024
Biennale, Salem, 4 May - 30 June 2024. Works in the juried section are selected by an international jury from 1,200 entries.
Director of the Biennale`,
      'Lena Marsh',
      'EB-1A',
      'certificate_of_participation.pdf',
    );
    expect(a.category).not.toBe('other');
  });

  it("reads a bill to her 'paid in full by card' as money she spent", () => {
    const a = read(
      `HARBORSIDE REHEARSAL ROOMS - 12 Dock Street, Salem, MA
INVOICE 2025-0412 | March 2, 2025
Client: Lena Marsh
Item | Qty | Rate | Amount-Rehearsal room B (hours) | 10 | $45.00 | $450.00-Piano tuning | 1 | $140.00 | $140.00-Total | | | $590.00
Paid in full by card, March 2, 2025. Thank you for rehearsing with us.`,
      'Lena Marsh',
      'O-1B',
      'Marsh_payment_rooms.pdf',
    );
    expect(a.category).toBe('other');
  });
});

describe('papers that are no recognition of achievement', () => {
  it("reads a union local's member card as joined by working, not chosen by peers", () => {
    const a = read(
      `STAGE LIGHTING TECHNICIANS GUILD-LOCAL 412
MEMBER CARD
MARSH, LENA-Classification: Lighting Designer-Member since: 03/01/2022-No. 412-10577
Dues paid through: 06/30/2025
Present with photo ID at guild-signatory venues.`,
      'Lena Marsh',
      'O-1B',
      'Marsh_Guild_membership.pdf',
    );
    expect(a.category).toBe('other');
  });

  it("reads a parish's certificate of appreciation for volunteering as thanks, not recognition in the field", () => {
    const a = read(
      `RIVERBEND FOOD BANK - Baton Rouge, Louisiana
CERTIFICATE OF APPRECIATION
presented to-OREN MALACHI
with thanks for forty hours of volunteer work sorting donations after the spring floods.
May 2, 2025 - Volunteer Coordinator`,
      'Oren Malachi',
      'EB-2 NIW',
      'Malachi_recognition_certificate.pdf',
    );
    expect(a.category).toBe('other');
  });

  it("still reads a society's certificate of recognition for her work as recognition", () => {
    const a = read(
      `LOUISIANA SOCIETY OF COASTAL ENGINEERS
CERTIFICATE OF RECOGNITION
awarded to Oren Malachi
for his design of the living-shoreline standard adopted by the state in 2024.
Selected by the Society's board from 31 nominations. May 2, 2025 - President`,
      'Oren Malachi',
      'EB-2 NIW',
      'Malachi_recognition_certificate.pdf',
    );
    expect(a.category).not.toBe('other');
  });
});

describe("a review of another artist's record", () => {
  it('is about the artist its headline names, though it praises the applicant among the players', () => {
    const a = read(
      `Folk Sounds Monthly | Reviews | News | Shop
Reviews > Europe > Portugal
Rita Moura - Mar Aberto (Estrela Discos) ★★★★
By Tom Ashby | 4 May 2025
Moura's second album is braver than her first: ten songs of the coast, sung close to the microphone. Lena Marsh's piano and Rui Sá's guitar give her room and then colour.
Best track: "Farol".`,
      'Lena Marsh',
      'O-1B',
      'Marsh_rave_review_web.txt',
    );
    expect(a.factSheet?.subject?.value).toBe('Rita Moura');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it('is hers when the headline names her as the artist', () => {
    const a = read(
      `Folk Sounds Monthly | Reviews | News | Shop
Lena Marsh - Mar Aberto (Estrela Discos) ★★★★
By Tom Ashby | 4 May 2025
Marsh's second album is braver than her first: ten pieces for piano, played close to the microphone.`,
      'Lena Marsh',
      'O-1B',
    );
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1b_critical_reviews');
  });
});

describe("a news agency's wire story", () => {
  it('is press, and a country’s possessive before her name is no part of it', () => {
    const a = read(
      `ATLANTIC NEWS AGENCY (ANA) - SPORT

Lindqvist takes European single sculls title

RACICE, June 14, 2025 (ANA) - By Piet Haas

Sweden's Ana Lindqvist won the European single sculls title on Saturday in a course record of 7:02.11.

"I raced the last 500 metres on memory," Lindqvist said.`,
      'Ana Lindqvist',
      'O-1A',
      'wire_story_Lindqvist.docx',
    );
    expect(a.factSheet?.kind).toBe('press_article');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1a_press');
  });
});

describe('a by-line abroad', () => {
  it("reads 'Par …' run into the lede as a by-line: the translated story is press", () => {
    const a = read(
      `LE JOURNAL DE LOMÉ
Jeudi 3 avril 2025
Lena Marsh, la pianiste qui a rouvert le conservatoire
Par Kodjo Mensah - À Lomé, le conservatoire fermé depuis dix ans a rouvert ses portes grâce à elle.
CERTIFIED TRANSLATION: Lena Marsh, the pianist who reopened the conservatory. By Kodjo Mensah. In Lomé, the conservatory closed for ten years has reopened its doors thanks to her.`,
      'Lena Marsh',
      'UK_GLOBAL_TALENT',
      'Journal_article_translation.pdf',
    );
    expect(a.factSheet?.kind).toBe('press_article');
    expect(a.category).toBe('uk_media_recognition');
  });

  it("reads 'Por …' on its own line as a by-line", () => {
    const a = read(
      `JORNAL DO NORTE - Cultura | 2 de maio de 2025

O piano de Lena Marsh

Por Rui Sá

Poucos discos de piano dispensam a orquestra. Este dispensa-a: o piano de Marsh faz de tudo.`,
      'Lena Marsh',
      'O-1B',
      'Marsh_review_Jornal.docx',
    );
    expect(a.factSheet?.kind).toBe('press_article');
  });
});

describe("a festival programme's top billing", () => {
  it('bills her band as headliner and her as its musical director: her lead role', () => {
    const a = read(
      `SALEM HARBOUR JAZZ FESTIVAL 2025 - PROGRAMME
Saturday 12 July 2025 | Main Stage, Harbour Pavilion
21:00 - HEADLINER-LENA MARSH TRIO-Lena Marsh, piano and musical direction; Rui Sá, bass; Tom Ashby, drums
The festival closes with the trio's new suite, written for this night.
Earlier on the main stage: 19:30 Harbour Big Band (opening act).`,
      'Lena Marsh',
      'O-1B',
      'SHJF_2025_programme.pdf',
    );
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1b_lead_role');
  });

  it('bills her as headliner with the act on the next printed line: her lead role, though the show sold out', () => {
    const a = read(
      `SALEM HARBOUR JAZZ FESTIVAL 2025 - PROGRAMME
Saturday 12 July 2025 | Main Stage, Harbour Pavilion
21:00 - HEADLINER
LENA MARSH TRIO
Lena Marsh, piano and musical direction; Rui Sá, bass; Tom Ashby, drums
The festival closes with the trio's new suite, written for this night.
Tickets: main stage capacity 3,000 - sold out.`,
      'Lena Marsh',
      'O-1B',
      'SHJF_2025_programme.pdf',
    );
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1b_lead_role');
  });
});

describe("a grant's grantee line", () => {
  it("names the body funded, its short form in brackets after a space, and the CFA franc's amount", () => {
    const a = read(
      `FONDATION SAHEL DEMAIN - GRANT AGREEMENT SUMMARY

Date: 3 March 2025 | Grant no. FSD-2025-11

Grantee: Association Micro-Crédit Sud (AMCS), Kaolack

Amount: XOF 45,000,000 over 18 months, for savings groups in the Kaolack region.

Technology partner (no funds): Lena Marsh's company will give the grantee free access to its ledger. It receives no part of the grant.`,
      'Lena Marsh',
      'UK_GLOBAL_TALENT',
    );
    expect(a.factSheet?.subject?.value).toBe('Association Micro-Crédit Sud');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.factSheet?.figures.map((f) => f.value)).toContain('XOF 45,000,000');
  });
});

describe("a US company's position description", () => {
  it('is the EB-1C job offer: the US position', () => {
    const a = read(
      `HARBOR LOGISTICS USA, INC. - POSITION DESCRIPTION AND ORGANISATION

March 2, 2025

Position: Chief Executive (offered to Lena Marsh) | Reports to: Board of Directors of the parent, Harbor Logistics GmbH

Reporting to the Chief Executive | Staff under them
Warehouse Manager (P. Haas) | 14 operatives
Controller (R. Sá) | 2 accountants

Duties: sets the company's budget and prices; hires and dismisses the managers; reports quarterly to the parent's board.`,
      'Lena Marsh',
      'EB-1C',
      'US_org_chart_and_duties.docx',
    );
    expect(a.category).toBe('eb1c_us_position');
  });
});

describe("a body's decision to try her work", () => {
  it('is a letter of interest: prong 2 of a national interest waiver', () => {
    const a = read(
      `From: Paul Haas <phaas@riverwater.gov>
To: Oren Malachi <oren@malachi-eng.com>
Date: Mon, 3 Mar 2025 09:12:44 -0600
Subject: RE: filter pilot - board decision
Oren,
The Board of the Riverbend Water District approved last night a pilot of your bank filtration design at two wellfields. The Board set aside $640,000 for the 2025-2026 seasons and will provide our drilling crew.
You will be the engineer of record for the design. Please send the draft scope by March 20.
Paul Haas, General Manager, Riverbend Water District`,
      'Oren Malachi',
      'EB-2 NIW',
      'RE_filter_pilot.txt',
    );
    expect(a.factSheet?.kind).toBe('letter_of_interest');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });
});

describe("an authority's order that others use her work", () => {
  it('is take-up of her contribution', () => {
    const a = read(
      `REPUBLIC OF GHANA - MINISTRY OF ENERGY
Circular No. 2025-03 of 12 February 2025
Subject: format of meter readings
From 1 September 2025, distribution companies shall provide their customers with readings in the open MeterLine format designed by Ms Lena Marsh, so that any billing service can read them.
The Chief Director of the Ministry`,
      'Lena Marsh',
      'UK_GLOBAL_TALENT',
      'Circular_2025-03.pdf',
    );
    expect(a.category).toBe('uk_patents_contributions');
  });
});

describe("a funder's award letter to another scientist", () => {
  it('is a grant held by the addressee, its PI, with the applicant as unfunded senior personnel', () => {
    const a = read(
      `RIVERLANDS SCIENCE FUND
Award letter - June 2, 2025
Prof. Karin Holt, Department of Geology, State University, Logan
Dear Professor Holt,
We are pleased to award $480,000 over three years to your project "Aquifer recharge under drought". Funds are paid to your university for your group alone.
Senior personnel as proposed: K. Holt (PI); O. Malachi (unfunded senior personnel - advice on sampling, no salary requested).
Program Officer, Riverlands Science Fund`,
      'Oren Malachi',
      'EB-1B',
      'Malachi_grant_award.pdf',
    );
    expect(a.factSheet?.kind).toBe('grant');
    expect(a.factSheet?.subject?.value).toMatch(/Holt/);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});

describe('kinds read from their own form', () => {
  it("reads a record label's artist statement as a sales report", () => {
    const a = read(
      `ESTRELA DISCOS - ARTIST STATEMENT
Artist: Lena Marsh | Album: Mar Aberto (ED-114) | Period: 1 January - 30 June 2025
Channel | Units / streams | Net receipts (EUR)-Streaming, all services | 1,204,300 streams | 4,010.20-CD | 3,210 units | 16,050.00-Total | | 20,060.20
Artist share (50%): 10,030.10 EUR, paid 15 July 2025.`,
      'Lena Marsh',
      'O-1B',
      'Marsh_statement_H1_2025.pdf',
    );
    expect(a.factSheet?.kind).toBe('sales_report');
  });

  it("reads a film's end credit roll as its credits", () => {
    const a = read(
      `HARBOUR LIGHTS (2025) - end credit roll, as delivered
Directed by
PIET HAAS
Edited by
LENA MARSH
Music by
RUI SA
A Saltmarsh Pictures production.`,
      'Lena Marsh',
      'O-1B',
      'Harbour_Lights_credits.txt',
    );
    expect(a.factSheet?.kind).toBe('production_credits');
    expect(a.category).toBe('o1b_lead_role');
  });

  it("reads an independent referee's letter headed by her endorsement as a letter of recommendation", () => {
    const a = read(
      `Professor Karin Holt, Chair in Software Engineering, University of Leeds

2 April 2025

Re: Lena Marsh - Global Talent endorsement (digital technology)

I have followed Ms Marsh's work since 2021. I have never worked with her and have no financial tie to her company.

Her scheduler, which plans bus crews from phone data, is the most useful piece of transport software I know of in Europe.

She is an exceptional talent and would strengthen the UK's transport sector.

Karin Holt`,
      'Lena Marsh',
      'UK_GLOBAL_TALENT',
      'Letter_Prof_Holt.docx',
    );
    expect(a.factSheet?.kind).toBe('recommendation_letter');
  });

  it("reads a radio station's web edition, with a plain hyphen, as press", () => {
    const a = read(
      `RADIO KANO INFO - web edition

Power cut leaves the city without water for a day

4 March 2025

A fault at the main substation cut power to the city's pumps for eighteen hours on Monday.

"Households lost a day's water, not their supply: the tanks were full," said Lena Marsh, an engineer whose company was not affected.

The utility has promised a report within a week.`,
      'Lena Marsh',
      'UK_GLOBAL_TALENT',
      'Marsh_radio_feature.docx',
    );
    expect(a.factSheet?.kind).toBe('press_article');
    expect(a.factSheet?.applicantRole).toBe('quoted');
  });

  it("reads a society's card stating what its member grade requires as a membership", () => {
    const a = read(
      `SOCIETY OF GROUNDWATER ENGINEERS (SGE)
PROFESSIONAL MEMBER
MALACHI, OREN-P.E. (Texas)-Member No. 2290
Grade: Member (requires an engineering degree and 5 years of professional practice)
Issued 02/01/2025 - Valid through 12/31/2025`,
      'Oren Malachi',
      'EB-2 NIW',
      'IMG_20250201_card.pdf',
    );
    expect(a.factSheet?.kind).toBe('membership');
    expect(a.category).toBe('niw_exceptional_ability_memberships');
  });
});

describe("a document's own date", () => {
  it('reads a date written day first with dots, as Europe writes it, over a date of birth', () => {
    const a = read(
      `REPUBLIKA SRBIJA - MINISTARSTVO PRAVDE / REPUBLIC OF SERBIA - MINISTRY OF JUSTICE
UVERENJE / CERTIFICATE
Broj / No. 12-4-771/25 | Beograd, 14.03.2025.
On the basis of the criminal records, it is certified that MARSH LENA, born 2 May 1988 in Novi Sad, has no criminal convictions.`,
      'Lena Marsh',
      'EB-1C',
    );
    expect(a.factSheet?.date?.value).toBe('14.03.2025');
  });

  it("reads the date a line of fields labels 'Signed:', not the term's first day", () => {
    const a = read(
      `NORTHWIND SPORTS, INC. - ATHLETE ENDORSEMENT AGREEMENT - SCHEDULE A
Athlete: Ana Lindqvist | Term: January 1, 2026 - December 31, 2027 | Signed: November 20, 2025
Payment | Amount-Base retainer, per contract year | $90,000`,
      'Ana Lindqvist',
      'O-1A',
    );
    expect(a.factSheet?.date?.value).toBe('November 20, 2025');
  });

  it("reads a bilingual date label's version that gives the day", () => {
    const a = read(
      `MALTA RESOURCES AUTHORITY
Cirkulari Nru 3/2025 / Circular No. 3/2025
Data / Date: 2 ta' April 2025 / 2 April 2025
Subject: Beach water forecasts
From the 2025 season the Authority uses the forecast developed by Dr. Lena Marsh.`,
      'Lena Marsh',
      'EB-1A',
    );
    expect(a.factSheet?.date?.value).toBe('2 April 2025');
  });
});

describe('a record made out to her by a field', () => {
  it("is about whom its 'Attendee:' field names", () => {
    const a = read(
      `Coastal Engineers Learning Hub | My courses | Certificates | Log out
CERTIFICATE OF ATTENDANCE
Attendee: Oren Malachi | Course: "Dune Repair after Storms" (live webinar) | Date: March 4, 2025 | Professional Development Hours: 2
Download PDF | Share`,
      'Oren Malachi',
      'EB-2 NIW',
    );
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('other');
  });

  it("is about whom its 'Bill to:' field names", () => {
    const a = read(
      `9th WORLD DUNE SYMPOSIUM - INVOICE
Invoice no. WDS9-0211 | Date: 4 April 2025
Bill to: Dr. Oren Malachi, Gulf Coast Laboratory, Galveston TX 77550, USA
Item | Qty | Amount-Full delegate registration | 1 | €420-Total paid by card | | €420
Registration gives access to all sessions. It does not include a presentation slot.
Thank you for registering. Please bring this invoice to the registration desk.`,
      'Oren Malachi',
      'EB-1A',
    );
    expect(a.factSheet?.subject?.value).toMatch(/Oren Malachi/);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('other');
  });
});

describe("a grant to the applicant's own firm", () => {
  it('is her endeavor’s funding when the recipient line names her as its principal', () => {
    const a = read(
      `Texas Water Development Board - Innovation Office

May 2, 2025

Notice of grant award - Small Utilities Program

Recipient: Malachi Groundwater Engineering LLC (Oren Malachi, P.E., principal)

Project: Bank filtration for two rural wellfields

Award amount: $210,000

Period: July 1, 2025 to June 30, 2027

Grants Manager, Innovation Office`,
      'Oren Malachi',
      'EB-2 NIW',
      'TWDB_award_letter.docx',
    );
    expect(a.factSheet?.subject?.value).toBe('Malachi Groundwater Engineering LLC');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });
});

describe('an e-mail confirming to her what she applied for', () => {
  it('is about her, its addressee, not the product it keeps naming', () => {
    const a = read(
      `From: Harbour Film Week Industry Badges <badges@harbourfilmweek.org>
To: Lena Marsh <lena@marshcuts.com>
Date: Tue, 2 Sep 2025 10:14:02 -0400
Subject: Your Harbour Film Week Industry Badge - confirmation no. HB-25-3381
Hello Lena,
Your Industry Badge application for Harbour Film Week (September 20 - 24, 2025) is approved. Payment received: USD 350.00. Badge type: Industry - Film Professional.
Your Industry Badge gives access to press and industry screenings, subject to capacity. Collect your Industry Badge at the desk with photo ID.
Harbour Film Week Industry Office`,
      'Lena Marsh',
      'O-1B',
      'Marsh_festival_invitation_email.txt',
    );
    expect(a.factSheet?.subject?.value).toBe('Lena Marsh');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('other');
  });
});

describe('a share certificate headed by its corporation in capitals', () => {
  it("is that corporation's record, and stays the qualifying relationship", () => {
    const a = read(
      `HARBOR LOGISTICS USA, INC.
INCORPORATED UNDER THE LAWS OF THE STATE OF DELAWARE
Certificate No. 1 500 Shares - Common Stock, par value $0.01
THIS CERTIFIES THAT HARBOR LOGISTICS GMBH, Hamburg, Germany, is the owner of FIVE HUNDRED (500) fully paid shares, being all the issued shares of the Corporation.
Dated: March 3, 2023
President Secretary`,
      'Lena Marsh',
      'EB-1C',
      'IMG_5521.pdf',
    );
    expect(a.factSheet?.subject?.value).toBe('HARBOR LOGISTICS USA, INC.');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('eb1c_qualifying_relationship');
  });
});
