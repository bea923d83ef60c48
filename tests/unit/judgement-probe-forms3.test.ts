// Judgement traps by form, third round (issue 32, decision 142), on invented documents: a mail whose subject line is a
// call for volunteer reviewers, a news story that names her only in a team 'including' her, a city's services contract
// with her company (NIW), a welcome that charges a card for joining, a director's letter in his own opinion, a review
// that names her only in 'the rest of the company, including', a colleague's CV under its 'CURRICULUM VITAE' heading, a
// card inviting her to someone else's opening, an editorial board that does not list her, and a staff page that lists
// her among the engineers; and her own CV under the same heading as hers. The guards: her own opening, and a staff page
// that lists her as its chief technology officer.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Marisela Oyarzún') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('calls, teams and rosters that record nothing of hers', () => {
  it("files a mail whose subject line calls for volunteer reviewers as Other, not judging", () => {
    const a = read('O-1A', `Subject: Call for volunteer reviewers: Andean Hydrology Workshop 2026

Dear colleague,

The Andean Hydrology Workshop needs volunteer reviewers for its 2026 edition. Doctoral students and researchers in hydrology are welcome to put their names forward on the form linked below by 20 February. Each reviewer usually receives two or three papers.

This message went to everyone on the Andean Water Network list.

Workshop Organising Committee`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/open call/);
  });

  it('reads a news story that names her only among a team "including" her as not about her', () => {
    const a = read('EB-1A', `Coastal Daily, 9 October 2025

Port of Valparaíso switches on tide-powered cranes

The port authority on Wednesday switched on four cranes that run partly on tidal power, cutting the terminal's diesel use by a third.

"This is the first port on the Pacific coast of South America to do it," port director Esteban Lagos-Rivas told reporters.

The cranes' power system was designed by a group of engineers including Marisela Oyarzún and Tomás Ibaceta. The authority plans six more by 2028.`);
    expect(a.factSheet?.subject?.isApplicant ?? false).toBe(false);
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });

  it("files a city's services contract with her company as the NIW endeavor's client, not her salary", () => {
    const a = read('EB-2 NIW', `CONSULTING SERVICES AGREEMENT

This Agreement is entered into between the County of Pima, Arizona (the County) and Oyarzún Hydro Analytics LLC (the Contractor), represented by its managing member, Marisela Oyarzún.

1. The Contractor shall model flood risk in the Santa Cruz River basin and deliver its report by 31 March 2027.
2. The County shall pay the Contractor $142,000, in three payments against the milestones below.
3. Term: 1 January 2026 to 31 March 2027.`);
    expect(a.category).toBe('niw_prong2_well_positioned');
    expect(a.factSheet?.filingReason).toMatch(/services contract that pays a company/);
  });

  it('files a welcome that charges a card for joining a society as Other, not a membership', () => {
    const a = read('EB-1A', `Chilean Society of Hydraulic Engineering
Welcome to SOCHID!

Dear Marisela,

Thank you for joining the Chilean Society of Hydraulic Engineering. Your membership is active until 31 December 2026.

Membership type: Regular, annual
Member number: 40917
Amount charged: CLP 95,000 (Mastercard ending 2290)

As a member you receive the Society's journal and reduced fees for its congress.`);
    expect(a.category).toBe('other');
  });

  it("files a colleague's CV under a 'CURRICULUM VITAE' heading as Other, his record", () => {
    const a = read('UK_GLOBAL_TALENT', `CURRICULUM VITAE
Joaquín Salamanca
Hydrologist, Santiago

Experience
2019–present  Senior Hydrologist, Aguas Andinas
2016–2019  Research Assistant, in Marisela Oyarzún's group, Universidad de Chile

Education
2015  MSc Water Resources, Universidad de Chile`);
    expect(a.factSheet?.subject?.value).toBe('Joaquín Salamanca');
    expect(a.category).toBe('other');
  });

  it("reads her own CV under the same heading as hers", () => {
    const a = read('UK_GLOBAL_TALENT', `CURRICULUM VITAE
Marisela Oyarzún
Hydrologist, London

Experience
2021–present  Principal Hydrologist, Thames Water Research
2016–2021  Research Fellow, Universidad de Chile

Education
2016  PhD Civil Engineering, Imperial College London`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('uk_cv');
  });

  it("files a card inviting her to someone else's opening as Other", () => {
    const a = read('EB-1A', `Galería Patricia Ready
Isidora Goyenechea 3600, Santiago

You are warmly invited to the opening of

Hernán Ulloa: Dry Rivers

Friday 14 November 2025, 19:30 to 22:00

RSVP by 10 November. This card admits two.
Dear Marisela Oyarzún, we hope to see you there.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/as a guest/);
  });

  it('does not file the card for her own opening as a guest\'s (a guard)', () => {
    const a = read('EB-1A', `Galería Patricia Ready
Isidora Goyenechea 3600, Santiago

We cordially invite you to the private view of

Marisela Oyarzún: Water Ledgers

Friday 14 November 2025, 19:30. The exhibition of 22 works runs until 20 December.

Please RSVP by 10 November.`);
    expect(a.factSheet?.filingReason ?? '').not.toMatch(/as a guest/);
  });

  it('files an editorial board that does not list her as Other, not judging', () => {
    const a = read('EB-1A', `Journal of Andean Water Studies
Editorial Board

Editor
Prof. Raúl Echeverría, Pontificia Universidad Católica de Chile

Associate Editors
Dr. Camila Fuenzalida, Universidad de Concepción, Chile
Prof. Andrés Quiroga, Universidad Nacional de San Agustín, Peru
Dr. Lucía Mamani, Universidad Mayor de San Andrés, Bolivia
Prof. Hugo Bermúdez, Universidad de los Andes, Colombia`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/not among them/);
  });

  it('files a staff page that lists her among the engineers as Other, and reads no author line in it', () => {
    const a = read('EB-1A', `Hidrosur SpA: Our team

Management
Rodrigo Aravena, Chief Executive Officer
Paula Sepúlveda, Chief Financial Officer

Engineering
Ignacio Fuentes, Hydraulic Engineer
Marisela Oyarzún, Modelling Engineer
Valentina Rojas, Field Engineer
Cristóbal Muñoz, Data Analyst
Fernanda Castillo, Geotechnical Engineer

Write to us: jobs@hidrosur.cl`);
    expect(a.factSheet?.kind).not.toBe('scholarly_paper');
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/among the staff/);
  });

  it('does not call her one of the staff when the page lists her as its chief technology officer (a guard)', () => {
    const a = read('EB-1A', `Hidrosur SpA: Our team

Management
Rodrigo Aravena, Chief Executive Officer
Marisela Oyarzún, Chief Technology Officer
Paula Sepúlveda, Chief Financial Officer

Engineering
Ignacio Fuentes, Hydraulic Engineer
Valentina Rojas, Field Engineer
Cristóbal Muñoz, Data Analyst`);
    expect(a.factSheet?.filingReason ?? '').not.toMatch(/among the staff/);
  });
});

describe('letters and reviews', () => {
  it("reads a director's letter in his professional opinion as a recommendation letter", () => {
    const a = read('O-1B', `Teatro Municipal de Santiago
Agustinas 794, Santiago

To whom it may concern

I have been the theatre's artistic director for eighteen years. I cast Marisela Oyarzún as Lady Macbeth in 2024 after hearing her in Valparaíso.

The production sold all 40 of its performances. In my professional opinion she is one of the finest dramatic sopranos of her generation.

Carmen Gloria Larenas
Artistic Director`);
    expect(a.factSheet?.kind).toBe('recommendation_letter');
  });

  it("files a review that names her only in 'the rest of the company, including' her as Other", () => {
    const a = read('O-1B', `The Santiago Times, 3 June 2025

Tosca review at the Municipal: a Scarpia to fear

Álvaro Zambrano's Scarpia is the reason to go: every line drips with menace. Tosca is sung with grace by Paulina González.

The rest of the cast, including Marisela Oyarzún, Pedro Vial and Rosa Tapia, sing their small parts with care.

Four stars. By Ignacia Barros.`);
    expect(a.factSheet?.kind).toBe('press_article');
    expect(a.factSheet?.subject?.isApplicant ?? false).toBe(false);
    expect(a.category).toBe('other');
  });
});

describe('winners by category, results lists and headlines', () => {
  it("reads the winner on the line under 'Winner: <category>', not the category, as the award's recipient", () => {
    const a = read('UK_GLOBAL_TALENT', `Water Industry Awards 2025

Winner: Smart Networks
Marisela Oyarzún, principal hydrologist at Thames Water Research, for a model that finds bursts before they flood a street.

The awards drew 264 entries in 15 categories, judged by a panel of 19 from the industry.

Presented in Birmingham on 19 June 2025.`);
    expect(a.factSheet?.subject?.value).toBe('Marisela Oyarzún');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('uk_awards');
  });

  it("files a funder's list of those selected that does not name her as Other", () => {
    const a = read('EB-1A', `Fondecyt Regular 2026: results

List of researchers selected for funding, Group of Study: Earth Sciences

Andrea Villarroel, Universidad de Chile, "Sediment pulses in glacial rivers"
Benjamín Olate, Universidad Austral, "Rain-on-snow floods"
Catalina Pizarro, Universidad de La Serena, "Fog harvesting in coastal deserts"
Diego Aránguiz, Universidad de Talca, "Aquifer recharge in the central valley"

The panel reviewed 612 proposals and funded 118, a success rate of 19 percent.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/not among them/);
  });

  it("reads no topic from a headline's modal words ('may still')", () => {
    const a = read('EB-2 NIW', `Valley Courier, 8 May 2025

Thousands of valley farms may still pump from unlicensed wells

The regional water board found more than 600 farms that may still be pumping from wells never licensed, officials said on Thursday.

"The aquifer cannot take it much longer," said Marisela Oyarzún, a hydrologist who was not involved in the survey.`);
    expect(a.factSheet?.subject?.value ?? '').not.toMatch(/^may\b|\bstill$/);
  });
});

describe('fourth round: finalists, own essays, companies and sections', () => {
  it("reads her paper named a finalist in a mail's subject line as a shortlist, not judging", () => {
    const a = read('EB-1A', `From: awards@hydroconf.example
Subject: Your paper is a Best Student Paper finalist

Dear Dr. Oyarzún,

Congratulations! Your paper "Glacier melt and river temperature in the Maipo basin" has been selected as one of five finalists for the Best Student Paper Award. The winner will be announced at the closing ceremony on 12 June.

Finalists will present in the plenary session on 11 June.

Technical Program Committee`);
    expect(a.factSheet?.kind).toBe('shortlist');
    expect(a.category).toBe('other');
  });

  it('reads her own essay on a blogging platform as her own post, not a scholarly article', () => {
    const a = read('EB-1A', `medium.com/@moyarzun

What Chile's rivers will look like without their glaciers

Marisela Oyarzún
6 min read · 2 February 2025

Half of the water in central Chile's rivers in a dry summer comes from glaciers. In this essay I set out what our models say will happen as they shrink, and what cities can do now.

The first change is timing. The second is temperature.`);
    expect(a.factSheet?.kind).toBe('social_post');
    expect(a.category).toBe('other');
  });

  it("reads a reference that says she worked at a body from one year to another as an experience letter (NIW ten years)", () => {
    const a = read('EB-2 NIW', `Dirección General de Aguas
Ministerio de Obras Públicas, Santiago

Reference

Marisela Oyarzún worked at the Directorate from March 2012 to June 2024 as a hydrologist and, from 2018, as head of its glacier monitoring unit. Over these twelve years she ran the measurement of 40 glaciers in the central Andes.

Santiago, 4 March 2025
Head of Human Resources`);
    expect(a.factSheet?.kind).toBe('experience_letter');
    expect(a.category).toBe('niw_exceptional_ability_ten_years');
  });

  it("reads a corporation's tax return as the corporation's, though its name holds her surname (EB-1C)", () => {
    const a = read('EB-1C', `Form 1120  U.S. Corporation Income Tax Return  2024
Department of the Treasury, Internal Revenue Service

Name: Oyarzún Hydro USA Inc.
Address: 500 Brickell Avenue, Miami, FL 33131
Employer identification number: 88-1029384

1a Gross receipts or sales: 6,220,410
28 Taxable income: 611,004`);
    expect(a.factSheet?.subject?.value).toBe('Oyarzún Hydro USA Inc.');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('eb1c_us_business');
  });

  it("files a repository maintained by someone else, where she is one of its contributors, as Other", () => {
    const a = read('UK_GLOBAL_TALENT', `github.com/tidewater/hydroflow

hydroflow: a river routing library for flood forecasting
Maintained by Pieter van der Berg (pvdberg)

Stars 3.1k   Forks 402   Contributors 64

Contributors: pvdberg, moyarzun, lchen, akowalski, and 60 others

Latest release v1.9.2, 8 April 2025`);
    expect(a.factSheet?.subject?.value).toBe('Pieter van der Berg');
    expect(a.category).toBe('other');
  });

  it("files a festival's list of others' films that does not name her as Other (O-1B)", () => {
    const a = read('O-1B', `Sanfic 2025 | International Competition: the films

River of Salt (Argentina 2025), directed by Lucrecia Martel
The Long Winter (Peru 2025), directed by Claudia Llosa
Small Hours (Uruguay 2025), directed by Federico Veiroj
Copper Sky (Chile 2025), directed by Dominga Sotomayor

The competition presents 12 films from 9 countries. Tickets on sale from 1 August.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/others' works/);
  });

  it("files a season's list of musicians that names her only within her section as Other (O-1B)", () => {
    const a = read('O-1B', `Orquesta Sinfónica de Chile
Season 2026: the musicians

Violins: Alberto Dourthé (concertmaster), Rosa Vial, Jaime Oyarce, Inés Lagos, Pablo Soto
Violas: Claudio Gutiérrez (principal), Ana Muñoz, Diego Fuentes
Cellos: Celso López (principal), Tomás Reyes, Marisela Oyarzún, Lucía Pinto, Pedro Aguilar
Double basses: Rodrigo Ríos (principal), Simón Lara

Chief conductor: Rodolfo Fischer`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/section's players/);
  });

  it('does not set her aside when the section names her its principal (a guard)', () => {
    const a = read('O-1B', `Orquesta Sinfónica de Chile
Season 2026: the musicians

Violins: Alberto Dourthé (concertmaster), Rosa Vial, Jaime Oyarce, Inés Lagos, Pablo Soto
Cellos: Marisela Oyarzún (principal), Tomás Reyes, Celso López, Lucía Pinto, Pedro Aguilar
Double basses: Rodrigo Ríos (principal), Simón Lara

Chief conductor: Rodolfo Fischer`);
    expect(a.factSheet?.filingReason ?? '').not.toMatch(/section's players/);
  });
});

describe('fifth round: registrations, certificates of taking part, badges and cards', () => {
  it('files a reviewer account created, which says it is no invitation, as Other, not judging', () => {
    const a = read('O-1A', `ScholarOne Manuscripts
Journal of Hydrology

Dear Dr. Oyarzún,

Your reviewer account has been created. You can now sign in to list your keywords and the weeks you are available.

Being registered as a reviewer does not mean that you will be asked to review a manuscript.

Journal of Hydrology Editorial Office`);
    expect(a.category).toBe('other');
  });

  it("files a certificate 'in recognition of her participation as a delegate' as a routine paper, not an award", () => {
    const a = read('EB-1A', `Andean Water Forum 2025
La Paz, 3-5 June 2025

Certificate

This certificate is presented to
Marisela Oyarzún
in recognition of her participation as a delegate of the Republic of Chile.

Forum Secretariat`);
    expect(a.factSheet?.kind).not.toBe('award');
    expect(a.category).toBe('other');
  });

  it("files a conference badge as Other, and reads no author line in it", () => {
    const a = read('EB-1A', `SPEAKER

Marisela Oyarzún
Universidad de Chile

AGU Fall Meeting 2025
New Orleans, 15-19 December`);
    expect(a.factSheet?.kind).toBe('other');
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/badge/);
  });

  it('files a business card as Other, not the post it prints (EB-1C)', () => {
    const a = read('EB-1C', `HIDROSUR SpA

Marisela Oyarzún
General Manager, Southern Region

Av. Apoquindo 4501, Las Condes, Santiago
+56 2 2345 6789
m.oyarzun@hidrosur.cl`);
    expect(a.factSheet?.kind).toBe('other');
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/business card/);
  });

  it('does not read a letter that gives a telephone number and an e-mail address as a card (a guard)', () => {
    const a = read('EB-1C', `Hidrosur SpA
Av. Apoquindo 4501, Las Condes, Santiago
+56 2 2345 6789
rrhh@hidrosur.cl

Certificate of Employment

This certifies that Ms. Marisela Oyarzún has served as General Manager of the Southern Region since March 2019. She directs five department managers and, through them, 84 staff, sets the region's budget and hires and dismisses its managers.

Santiago, 2 May 2025
Human Resources`);
    expect(a.factSheet?.filingReason ?? '').not.toMatch(/business card/);
    expect(a.category).toBe('eb1c_managerial_abroad');
  });
});

describe('sixth round: invitations to join, paid listings, schedules and statements', () => {
  it("files a society's invitation to apply and pay for membership as Other, not a membership", () => {
    const a = read('O-1A', `International Water Association

Dear Dr. Oyarzún,

As an author in our journals you are warmly invited to apply for membership of the International Water Association. Members receive our journals, reduced conference fees and access to our specialist groups.

To apply, fill in the form at iwa-network.org/join. Annual fees start at €95.

IWA Membership Services`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/apply and pay/);
  });

  it('files a directory listing she paid for as Other, not media recognition (UK)', () => {
    const a = read('UK_GLOBAL_TALENT', `ClimateTech Leaders 250 (2025)
Your profile is now published

Dear Marisela,

Thank you for your inclusion fee of £380. Your profile appears in the ClimateTech Leaders 250 online directory for one year.

Download your badge to share on social media.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/paid for/);
  });

  it("files a company's rehearsal schedule that names her among those called as Other (O-1B)", () => {
    const a = read('O-1B', `Compañía de Danza Espiral
Rehearsal schedule, week of 9 March 2026

Monday 10:00-14:00  Studio A: "Tierra", full company
Tuesday 10:00-13:00  Studio A: "Tierra", duets (Oyarzún, Paredes, Lagos, Vera)
Wednesday  Day off
Thursday 12:00-18:00  Teatro Municipal: technical rehearsal`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/working schedule/);
  });

  it('files her personal bank statement as Other, not the US business (EB-1C)', () => {
    const a = read('EB-1C', `Mizuho Bank
Statement of account

Account holder: Marisela Oyarzún
Account no.: 00-123-45678-09
Period: 1-31 August 2025

Opening balance: JPY 4,120,330
Salary credit, Hidrosur Shoji K.K.: JPY 3,900,000
Closing balance: JPY 5,002,118`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/personal bank statement/);
  });
});

describe('seventh round: profiles, thanks, offers declined, manuscripts and customers', () => {
  it('reads her profile on a professional network, with its experience and education, as a CV', () => {
    const a = read('EB-1A', `LinkedIn

Marisela Oyarzún
Principal Hydrologist at Thames Water Research | London | 2,100 followers

Experience
Principal Hydrologist, Thames Water Research, 2021 – present
Led the flood model now used across the Thames basin.

Research Fellow, Universidad de Chile, 2016 – 2021

Education
Imperial College London, PhD Civil Engineering, 2016`);
    expect(a.factSheet?.kind).toBe('cv');
  });

  it("files a prize winner's thanks for her part in his work as Other, not her award", () => {
    const a = read('O-1A', `Pontificia Universidad Católica de Chile
Facultad de Ingeniería

Dear Marisela,

Thank you for your part in the research that won me the 2025 National Prize for Applied Sciences. Your field measurements in the Maipo basin in 2020 and 2021 were central to it, and I said so when I accepted the prize.

Warmly,
Prof. Gonzalo Errázuriz`);
    expect(a.category).toBe('other');
  });

  it('files a note that she declined an offer of a post as Other, not her role', () => {
    const a = read('O-1A', `Veolia Water Technologies

Dear Dr. Oyarzún,

We are sorry to hear that you have decided to decline our offer of the position of Head of Hydraulic Modelling in Paris. We wish you well and hope to work with you in future.

Kind regards,
Talent Acquisition`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/declined the offer/);
  });

  it("does not read an offer letter's 'If you decline this offer' as an offer declined (a guard)", () => {
    const a = read('EB-1A', `Aguas Andinas S.A.
Avenida Presidente Balmaceda 1398, Santiago

Dear Dr. Oyarzún,

We are pleased to offer you the position of Chief Hydrologist, reporting to the Chief Executive, at an annual salary of CLP 96,000,000, well above the median for hydrologists in Chile.

If you decline this offer, please let us know by 30 June.

Sincerely,
Human Resources`);
    expect(a.factSheet?.filingReason ?? '').not.toMatch(/declined the offer/);
  });

  it('files a manuscript under review as Other, not a published article', () => {
    const a = read('EB-1A', `Manuscript submitted to Water Resources Research (under review)

Glacier loss and summer low flows in the central Andes

Marisela Oyarzún, Tomás Ibaceta, Camila Fuenzalida

Abstract
We show that the loss of glacier ice since 2000 has cut summer low flows in three Andean rivers by a fifth.

This manuscript has not been peer reviewed.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/under review/);
  });

  it("files a ticket site's customer reviews that praise her as Other, not critical reviews (O-1B)", () => {
    const a = read('O-1B', `Puntoticket.cl
Customer reviews: Tosca, Teatro Municipal

★★★★★ "Marisela Oyarzún was unforgettable in the second act." – Carla, Viña del Mar
★★★★☆ "Beautiful staging." – Rodrigo
★★★★★ "Don't miss it!" – Paz M.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/customers' reviews/);
  });

  it('reads a driving licence as an identity document, not NIW evidence', () => {
    const a = read('EB-2 NIW', `STATE OF CALIFORNIA
Department of Motor Vehicles

DRIVER LICENSE
Class C
OYARZUN, MARISELA
DOB 07/22/1987
Issued 01/10/2024  Expires 07/22/2029
DL No. Y8820194`);
    expect(a.factSheet?.kind).toBe('identity');
  });

  it("reads a PCT publication's INID fields as a patent, with her among its inventors (UK)", () => {
    const a = read('UK_GLOBAL_TALENT', `(12) INTERNATIONAL APPLICATION PUBLISHED UNDER THE PATENT COOPERATION TREATY (PCT)
(10) International Publication Number: WO 2025/204417 A1
(43) International Publication Date: 4 September 2025

(54) Title: METHOD FOR FORECASTING RIVER LOW FLOWS FROM GLACIER MASS BALANCE
(71) Applicant: THAMES WATER RESEARCH LTD [GB/GB]; Clearwater Court, Reading RG1 8DB
(72) Inventors: OYARZUN, Marisela; IBACETA, Tomas; LEWIS, Hannah

(57) Abstract: A method that forecasts a river's summer low flow from the mass balance of the glaciers above it.`);
    expect(a.factSheet?.kind).toBe('patent');
    expect(a.category).toBe('uk_patents_contributions');
  });
});

