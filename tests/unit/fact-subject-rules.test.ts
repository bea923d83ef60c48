// Whom a document is about, read as a paralegal reads it (issue 32): general rules, each on a small document
// written for this test (no set's documents are copied here).
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { isApplicantName } from '../../server/modules/analyst/local/fact-names';
import { checkedAnalysis } from './checked-analysis';

/** Plain text unless a test names another file (the paper's PDF). */
const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.txt') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('names with two surnames', () => {
  it('takes the first of two surnames as hers, as Spanish and Portuguese names are shortened', () => {
    expect(isApplicantName('Dr. Ferrer', 'Lucía Ferrer Quintana')).toBe(true);
    expect(isApplicantName('Lucia Ferrer', 'Lucía Ferrer Quintana')).toBe(true);
    expect(isApplicantName('Dr. Quintana', 'Lucía Ferrer Quintana')).toBe(true);
    expect(isApplicantName('Pablo Ferrer', 'Lucía Ferrer Quintana')).toBe(false);
    // A surname alone, as a subject read from a sentence is written ('appointed Dr Ferrer' gives 'Ferrer').
    expect(isApplicantName('Ferrer', 'Lucía Ferrer Quintana')).toBe(true);
  });

  it("reads 'Dear Dr. Ferrer' as the applicant Lucía Ferrer Quintana", () => {
    const text = `Andean Society of Hydrology
Lima, 3 March 2025
Dear Dr. Ferrer,
We are pleased to tell you that you have been elected a Fellow of the Andean Society of Hydrology.
Fellows are elected by the Council from candidates nominated by two Fellows.
Yours sincerely,
Rosa Tello, Secretary`;
    const { sheet } = analyse(text, 'Lucía Ferrer Quintana');
    expect(sheet.subject).toMatchObject({ isApplicant: true, relation: 'elected' });
    expect(sheet.applicantRole).toBe('subject');
  });
});

describe('the letter addressed to her', () => {
  it("finds 'Dear Dr. Osei,' when the page ran the address, the salutation and the first sentence into one paragraph", () => {
    const text = `HARBOUR FOUNDATION FOR COASTAL SCIENCE
12 May 2024
Dr. Kofi Osei-Department of Geography, University of Accra Dear Dr. Osei, On behalf of the trustees I write to tell you that
the Foundation has selected you as the recipient of the 2024 Harbour Prize for Coastal Science.
The Prize carries US$10,000 and will be presented in Mombasa in September.
Yours sincerely,
Dr. Imani Waweru-Chair`;
    const { sheet, analysis } = analyse(text, 'Kofi Osei');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Osei', isApplicant: true, relation: 'received' });
    expect(analysis.category).toBe('eb1a_awards');
  });
});

describe('results that name several winners', () => {
  it("is hers when one of the prizes it awards is hers, whoever is named first ('awards the Gold Prize … to')", () => {
    const text = `Nordic Glass Triennial — Announcement of Results
The jury awards the Gold Prize, with a purse of EUR 20,000, to Henrik Dahl (Denmark) for the work Fjord.
The Silver Prize is awarded to Mei Tanaka (Japan) for the installation Salt Lines.
Honourable mentions: Ola Berg, Piet Smit.`;
    const { sheet, analysis } = analyse(text, 'Mei Tanaka');
    expect(sheet.subject).toMatchObject({ value: 'Mei Tanaka', isApplicant: true, relation: 'received' });
    expect(analysis.category).toBe('eb1a_awards');
    const first = analyse(text, 'Henrik Dahl').sheet;
    expect(first.subject).toMatchObject({ value: 'Henrik Dahl', isApplicant: true });
  });
});

describe("press about someone else's prize", () => {
  it("files an article whose lede says another person 'has won' the prize as Other, with her as one who joined him on stage", () => {
    const text = `THE COASTAL HERALD · Arts · Friday, May 2, 2025
Director Samuel Ekwueme takes home the festival's top prize
By Grace Abiola
Lagos director Samuel Ekwueme has won the Golden Lantern, the top award of the Lakeside Film Festival, for his film Harmattan.
Ekwueme received the trophy at the closing ceremony on Saturday.
The film's lead actress, Adaeze Nwosu, joined the director on stage to accept the prize.
The film opens in cinemas next month.`;
    const { sheet, analysis } = analyse(text, 'Adaeze Nwosu', 'O-1B');
    expect(sheet.subject).toMatchObject({ value: 'Samuel Ekwueme', isApplicant: false });
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });

  it("files an article about another scientist's study, quoting the applicant as an outside expert, as Other", () => {
    const text = `The Daily Ledger · Science · 4 June 2024
Survey finds most flooded homes were built below the 2015 line
A field survey of 900 homes points to weak enforcement
Tom Reed
Most of the homes flooded in the spring were built below the level the 2015 plan allows, according to a survey published on Monday.
The survey, led by Dr. Hana Ito of the Kansai Institute, examined 900 homes in four towns.
"This is careful work," said Dr. Lars Berg, a hydrologist who was not involved in the research.
Ito said her team would share its data with the ministry.`;
    const { sheet, analysis } = analyse(text, 'Lars Berg');
    expect(sheet.subject).toMatchObject({ value: 'Dr. Hana Ito', isApplicant: false });
    expect(sheet.applicantRole).toBe('quoted');
    expect(analysis.category).toBe('other');
  });
});

describe('shortlists and nominations', () => {
  it('keeps a list of finalists a shortlist when a later update names another winner, and names her as the finalist', () => {
    const text = `Clean Rivers Trust — News — 10 January 2025
Four finalists named for the 2025 Clean Rivers Prize
The Trust today announced the 4 finalists for its 2025 Prize. The winner will be announced in March.
The finalists are, in alphabetical order:
• Dr. Amal Haddad, University of Jordan — low-cost river sensors
• Prof. Jonas Weber, ETH Zurich — sediment models
UPDATE 9 March 2025: The 2025 Clean Rivers Prize has been awarded to Prof. Jonas Weber.`;
    const { sheet, analysis } = analyse(text, 'Amal Haddad');
    expect(sheet.kind).toBe('shortlist');
    expect(sheet.subject).toMatchObject({ isApplicant: true, relation: 'nominated' });
    expect(analysis.category).toBe('other');
  });

  it("reads a secretariat's acknowledgement of 'your nomination of Dr. X for the Prize' as a nomination of the applicant", () => {
    const text = `INTERNATIONAL SOCIETY OF SOIL PHYSICS — KELLER PRIZE
5 February 2025
Re: Nomination of Dr. Ravi Menon for the 2025 Keller Prize
Dear Professor Adler,
We acknowledge with thanks your nomination of Dr. Ravi Menon for the 2025 Keller Prize, received on 20 January 2025.
The Prize Committee will meet in May.
Yours sincerely,
Dr. Ute Brandt-Secretary`;
    const { sheet, analysis } = analyse(text, 'Ravi Menon');
    expect(sheet.kind).toBe('nomination');
    expect(sheet.subject).toMatchObject({ isApplicant: true, relation: 'nominated' });
    expect(analysis.category).toBe('other');
  });
});

describe('employment letters', () => {
  it('reads a letter certifying that someone else, with an ID number, is employed as about that person', () => {
    const text = `Grupo Andino Mineração S.A. — Human Resources
Belo Horizonte, 2 April 2024
TO WHOM IT MAY CONCERN
We certify that Ms. Carla Dias, ID 987.654.321-00, has been employed by Grupo Andino Mineração S.A. since 1 June 2020 in the position of Planning Analyst.
Ms. Dias reports to the Mine Manager, who in turn reports to the Director of Operations, Mr. Paulo Souza Lima.
This declaration is issued at the request of the employee.
Ana Prado
Human Resources Director`;
    const { sheet, analysis } = analyse(text, 'Paulo Souza Lima', 'EB-1C');
    expect(sheet.subject).toMatchObject({ value: 'Ms. Carla Dias', isApplicant: false, relation: 'paid' });
    expect(analysis.category).toBe('other');
  });
});

describe('a letter about her that names her once', () => {
  it('makes her the subject when she is the one person the letter is about', () => {
    const text = `NORTHERN LIGHT DANCE COMPANY — Tromsø
3 March 2024
To whom it may concern
I am the Artistic Director of the Northern Light Dance Company, the largest touring dance company in northern Norway.
Sunniva Lund has been the principal dancer of our company since 2016. She has danced the lead in eleven of our fifteen productions, and our festival engagements abroad are contracted on the condition that she appears.
She also leads our training programme for young dancers.
Kari Moe
Artistic Director, Northern Light Dance Company`;
    const { sheet } = analyse(text, 'Sunniva Lund', 'O-1B');
    expect(sheet.subject).toMatchObject({ isApplicant: true });
    expect(sheet.applicantRole).toBe('subject');
  });
});

describe('a summary she signed', () => {
  it('is not about her when her only mention is the signature line under it', () => {
    const text = `Harbor Instruments USA, Inc. · Annual Business Summary 2024
Prepared for the parent company, March 3, 2025
Harbor Instruments USA, Inc. has sold and serviced flow meters in the United States since 2015.
In 2024 the company invoiced $12.4 million to 61 customers.
Mina Kato, incoming President`;
    const { sheet } = analyse(text, 'Mina Kato', 'EB-1C');
    expect(sheet.subject).toBeNull();
  });
});

describe('guest lists', () => {
  it('reads a guest list under a qualified heading as an event programme, about whom the event is for, with her as a guest', () => {
    const text = `CITY ART HALL — North Gallery
PRIVATE VIEW: Oskar Lind — Coastlines
Friday 8 March 2024, 6–8pm
Guest list (door copy — tick on arrival)
Berg, Anna (+1) — Art Monthly
Lind, Oskar (artist) + family (4)
Moreau, Claire (+1)
Quist, Tove — City Council`;
    const { sheet, analysis } = analyse(text, 'Claire Moreau');
    expect(sheet.kind).toBe('event_programme');
    expect(sheet.subject).toMatchObject({ value: 'Oskar Lind', isApplicant: false });
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });
});

describe('papers by others', () => {
  it("reads an author line whose names carry footnote marks ('Ana Costa,* Ben Roe, and …') as the paper's authors", () => {
    const text = `J. Coastal Res. 2024, 40, 112–120 · Article
Seasonal Erosion of Barrier Islands in the Gulf
Ana Costa,* Ben Roe, and Carl J. Stein
ABSTRACT: We followed erosion on three barrier islands for two years.
REFERENCES
(1) Vega, M.; Roe, B. Shoreline Models. J. Coastal Res. 2019, 35, 10–20.`;
    const { sheet, analysis } = analyse(text, 'Marta Vega', 'EB-1A', 'paper.pdf');
    expect(sheet.subject).toMatchObject({ value: 'Ana Costa', isApplicant: false });
    expect(sheet.applicantRole).toBe('cited');
    expect(analysis.category).toBe('other');
  });
});

describe('credits lines', () => {
  it("keeps a long line of 'Label: Name · Label: Name' credits apart from the sentence after it, so the title role is his", () => {
    const text = `CITY OPERA — Autumn Season 2024
Giuseppe Verdi: NABUCCO — Opera in four acts
Conductor: Anna Weiss · Director: Pavel Novak · Designer: Lucy Hart · Lighting: Sam Reed · Chorus master: Ian Moss
Andrei Popa makes his company debut in the title role. He studied in Cluj and Vienna.
All performances are sold out.`;
    const { sheet } = analyse(text, 'Andrei Popa', 'O-1B', 'programme.pdf');
    expect(sheet.subject).toMatchObject({ value: 'Andrei Popa', isApplicant: true });
  });
});
