// Filing by form (issue 32, tune23, decision 125), on invented documents: a diploma's recipient after 'to:'; a body's
// choice of her design that every book has used since; a letter telling her that her entry is on a longlist; a job
// advertisement; a company's prize she only accepted; a callback to an audition; a department's run of names in a film's
// credits; a producer's 'X was its editor'; a chart table with a bar before its first cell; a contract's schedule of fees;
// a letter of interest from her own employer; a meeting's 'Present:' line.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Ottilie Brandvold-Mensah') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('awards and their recipients, read from their form', () => {
  // The prize's name said again in a sentence of the form ('a single Grand Prix is awarded') is not its recipient.
  it("reads a bilingual diploma's recipient after 'to:' as the one it awards", () => {
    const a = read('EB-1A', `TRIENNALE DU VERRE DE NAMUR / NAMUR GLASS TRIENNIAL
Diplôme / Diploma N° 14/PO
Le jury de la 6e Triennale décerne le / The jury of the 6th Triennial awards the
GRAND PRIX, VERRE SOUFFLÉ / GRAND PRIX, BLOWN GLASS
à / to: Ottilie Brandvold-Mensah (Norvège / Norway)
pour l'œuvre « Marées » / for the work "Tides"
208 œuvres de 22 pays ont été présentées ; un seul Grand Prix est décerné par technique. / 208 works from
22 countries were entered; a single Grand Prix is awarded for each technique.
Namur, 3 May 2024`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_awards');
  });

  it("reads a company's prize that she only accepted for it, on a results page, as the company's", () => {
    const a = read('O-1A', `COASTAL REGION EXPORT AWARDS 2023 - RESULTS
Tromsø, 2 December 2023
The Regional Council announces the winners of the 2023 Export Awards, presented last night at the harbour hall.
Small Exporter of the Year: Polarfisk Limited (smoked fish). Accepted by the company's managing director, Ottilie Brandvold-Mensah.
Green Exporter of the Year: Nordlys Kelp Cooperative.
Judges: the Council's trade office and two bank representatives.`);
    expect(a.factSheet?.subject?.value).toBe('Polarfisk Limited');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it('reads a letter telling her that her entry is on a longlist as a shortlist, however the jury is said to read it', () => {
    const a = read('EB-1A', `From: Glass Art Prize Office <office@glassartprize.example>
To: Ottilie Brandvold-Mensah
Date: 2 March 2025
Subject: Glass Art Prize 2025 - longlist
Dear Ms Brandvold-Mensah,
We are pleased to tell you that the jury has placed your submission on the longlist of the Glass Art Prize 2025. Twenty makers from 9 countries are on the longlist, and the jury will now examine each piece in person.
The shortlist will be announced in May.
Kind regards,
Hedda Lind, Prize Coordinator`);
    expect(a.factSheet?.kind).toBe('shortlist');
    expect(a.category).toBe('other');
  });
});

describe('pages that call for people, not record what she did', () => {
  it('files a job advertisement that does not name her as Other', () => {
    const a = read('EB-1C', `Fjordline Pumps Inc. - Careers
Posted March 3, 2025 | Duluth, MN | Full time
Warehouse Coordinator (spare parts)
We ship Norwegian marine pumps to boatyards around the Great Lakes. You will receive stock, pick orders and manage our parts inventory.
Requirements: 2 years' warehouse experience; forklift certificate.
Pay: $22 to $26 per hour, health insurance.
Apply to the Operations Manager, Dag Rustad: jobs@fjordlinepumps.example`, 'Ottilie Brandvold-Mensah');
    expect(a.category).toBe('other');
  });

  it('files a callback to a final audition as Other: the role is not yet cast', () => {
    const a = read('O-1B', `From: Casting, Northern Lights Circus <casting@nlcircus.example>
Date: May 2, 2025
To: Ottilie Brandvold-Mensah
Subject: Callback - "Aurora" touring show, principal juggler
Dear Ottilie, thank you for your audition tape. You are one of 5 jugglers we are inviting to the final callback for the principal role in our touring show "Aurora". The callback will take place in Oslo on June 3.
Please confirm by May 12.
Best, Sven Halvorsen, Casting Director`);
    expect(a.category).toBe('other');
  });
});

describe('her part in a production, read from its form', () => {
  it("reads a film's end credits that name her only in a department's run of names as one of many", () => {
    const a = read('O-1B', `NORTHERN TIDE (2022) - END CREDITS, SOUND BY
FJELL AUDIO (excerpt)
Fjell Audio, Bergen and Accra
Supervising Sound Editor: Kwame Asante-Berg | Re-recording Mixer: Liv Tangen
Dialogue Editor: Mats Oyen
Foley Artists: Ingrid Solheim, Kofi Boateng, Ottilie Brandvold-Mensah, Per Aasen,
Hanne Vik, Yaw Mensah, and 12 others
(c) 2022 Fjord Pictures. All rights reserved.`);
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });

  // A guard (passes before and after): credits that give her a post of her own and tell what she led stay her lead role.
  it('keeps credits that give her a post of her own, and what she led, as her lead role', () => {
    const a = read('O-1B', `STORMVIND (GALE) — PRESS KIT
A Nordlys Film production. Running time 112 minutes. Norwegian and Sami with English subtitles.
KEY CREATIVE TEAM
Directed by Eirik Haugland
Written by Maren Sollid
Director of photography: Tor Brekke
Edited by Siri Lunde
Supervising sound editor and re-recording mixer: Ottilie Brandvold-Mensah
Music by Arne Fossum
Ottilie Brandvold-Mensah led a sound department of 18 editors and mixers and built the film's storm from 300 hours of
field recordings made on Lofoten.
© 2024 Nordlys Film`);
    expect(a.category).toBe('o1b_lead_role');
  });

  it("reads a producer's letter saying she was its editor as a letter about her role", () => {
    const a = read('O-1B', `ISBJØRN FILM AS - Storgata 12, Tromsø
2 February 2025
To the U.S. Citizenship and Immigration Services
I produced the documentary "Ice Roads" (2023), the first Norwegian documentary bought by a global streaming service.
Ottilie Brandvold-Mensah was its editor. She shaped 600 hours of footage into 94 minutes, and led a team of 6 assistant editors for nine months. The final structure of the film is hers.
Sigrid Moe, Producer`);
    expect(a.factSheet?.kind).toBe('employment_letter');
    expect(a.category).toBe('o1b_critical_role');
  });

  it('reads a chart table with a bar before its first cell as a sales or viewing report', () => {
    const a = read('O-1B', `ViewCount Weekly Top 10 - Documentaries - export generated 3 March 2024
Week of 24 February - 1 March 2024
| Rank | Title | Hours viewed | Weeks in top 10 |
| 1 | Ice Roads | 4,100,000 | 3 |
| 2 | Salt and Stone | 3,020,000 | 1 |
| 3 | The Long Shore | 2,870,000 | 2 |
Source: ViewCount panel data; figures rounded.`);
    expect(a.factSheet?.kind).toBe('sales_report');
    expect(a.category).toBe('o1b_commercial_success');
  });

  it("files a contract's schedule of fees as pay, not a role", () => {
    const a = read('O-1B', `NORDKAPP PICTURES LLC - SOUND SUPERVISOR SERVICES AGREEMENT (EXCERPT, SCHEDULE C)
Agreement date: January 9, 2025
Picture: "Polar Night" (working title). Supervisor: Ottilie Brandvold-Mensah.
Schedule C - Fees
| Period | Weeks | Weekly fee | Total |
| Pre-production | 4 | $6,500 | $26,000 |
| Post-production | 14 | $6,500 | $91,000 |
| Total | 18 | | $117,000 |
Credit: "Supervising Sound Editor" on a shared card.`);
    expect(a.category).toBe('o1b_high_salary');
  });
});

describe('letters and minutes, read from who writes them and how they list her', () => {
  it('reads a letter of interest from her own employer as a letter of support, not prong 2', () => {
    const a = read('EB-2 NIW', `NORTHFIELD REGIONAL CLINICS - Office of the Medical Director - 12 Lake Road, Bemidji, MN 56601
March 4, 2025
LETTER OF INTEREST
Northfield Regional Clinics is very interested in the remote wound-care service of Ms. Ottilie Brandvold-Mensah and intends to keep it running in all four of our clinics.
Ms. Brandvold-Mensah has been our wound-care nurse specialist since 2020 and reports to me. Her remote reviews changed how our rural clinics treat ulcers.
Aksel Rud, MD, Medical Director`);
    expect(a.factSheet?.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it("reads a meeting's minutes that name her only on their 'Present:' line as an attendee's", () => {
    const a = read('EB-2 NIW', `MINNESOTA WOUND CARE NETWORK - Quarterly meeting, minutes
March 20, 2025, by video; 23 attendees
Present: H. Lindqvist (chair), P. Osei, O. Brandvold-Mensah, T. Rasmussen, J. Kowalczyk, and 18 others (sign-in list on file).
1. Minutes of December 12 approved.
2. Statewide pressure-ulcer audit: returns from 40 clinics received; report due June.
3. Telehealth billing: guidance from the state awaited; no decision.
Next meeting: June 19, 2025. Minutes: R. Dahl, secretary.`);
    expect(a.factSheet?.applicantRole).toBe('attendee');
    expect(a.category).toBe('other');
  });

  it("reads a printer's letter saying a committee chose her design and every textbook has used it since as take-up of her work", () => {
    const a = read('EB-1A', `NATIONAL PRINTING HOUSE OF CABO VERDE
Rua 5 de Julho, Praia
3 February 2025
To whom it may concern
In 2020 the Ministry of Education asked the Printing House to replace the imported typefaces of its primary-school readers with letters children would know from their own schools. 7 proposals were reviewed by a panel of teachers and printers. The panel chose the typeface drawn by Ms Ottilie Brandvold-Mensah.
Her typeface has set every reader for grades 1 to 3 since September 2021: 900,000 copies so far.
Jorge Tavares, Director`);
    expect(a.category).toBe('eb1a_contributions');
  });
});
