// What a document's form says (issue 32, sixth session, decision 077): the line under a letterhead in capitals is the
// document's heading, a sentence wrapped over lines is body, not heading; a body that 'awards the X to' someone names
// its honour; a desk of a body ('the Grants Office') is not the issuer, and a first line that names a body is; a news
// page's masthead with its date and headline, and its reported speech, make it an article whoever it quotes; a CV opens
// with its owner's name; a name in a numbered or semicolon list is one item of it, not whom the list is about.
// Small documents written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { recogniseKind } from '../../server/modules/analyst/kinds';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('a title from the heading under the letterhead', () => {
  it('a certificate whose letterhead is in capitals is titled by the heading line beneath it', () => {
    const text = `NORDIC HYDROLOGY COUNCIL
Certificate of Editorial Board Service
This certifies that Dr. Tove Lindahl served on the Editorial Board of the Council's journal from 2021 to 2024, handling 38 submitted manuscripts.
Oslo, 2 February 2025 · Dr. Kari Berg, Chair`;
    const { sheet } = analyse(text, 'Tove Lindahl');
    expect(sheet.title).toContain('Editorial Board Service');
  });

  it("a results sheet's heading under the organiser's letterhead is its title", () => {
    const text = `HARBOUR SAILING FEDERATION · Kiel
Official Results — Offshore Navigation Championship 2024
First place: Team "Nordwind" (skipper Tove Lindahl; Per Holm, Anja Vik).
Second place: Team "Skarv".
Kiel, 4 October 2024 · Race Committee`;
    const { sheet } = analyse(text, 'Tove Lindahl', 'O-1A');
    expect(sheet.title).toContain('Offshore Navigation Championship');
  });

  it('a first sentence wrapped over lines is the body, and the honour it awards names the title', () => {
    const text = `BALTIC SOCIETY OF GLACIOLOGY AND POLAR SCIENCES · Secretariat
General, Riga
The General Council of the Baltic Society of Glaciology and Polar Sciences awards the 2024 Ilze Ozola Medal
for Ice Core Research to Dr. Tove Lindahl, University of Tromsø.
The Medal is given once a year; the committee considered 41 nominations.
Conferred in Riga, 3 May 2024.`;
    const { sheet } = analyse(text, 'Tove Lindahl');
    expect(sheet.title).toContain('Ilze Ozola Medal');
    expect(sheet.subject?.isApplicant).toBe(true);
  });
});

describe("the issuer from the document's form", () => {
  it("a body's own desk ('issued by the Grants Office') is not the issuer: the letterhead is", () => {
    const text = `ARCTIC RESEARCH TRUST
Notice of Grant Award — ART-2023-41
Principal Investigator: Dr. Sven Aas, University of Bergen. Total award: NOK 900,000 over two years.
Unfunded collaborators: T. Lindahl (Tromsø), who will share ice-core data.
Issued 3 March 2023 by the Grants Office.`;
    expect(analyse(text, 'Tove Lindahl', 'EB-1B').sheet.issuer?.value).toBe('ARCTIC RESEARCH TRUST');
  });

  it("a first line that names a body before its document's heading is the issuer, whatever its words", () => {
    const text = `Korvath Instruments — Field Notice FN-2024-07 — 12 March 2024
Sensor drift in the KX-20 borehole loggers
Summary: Loggers shipped before June 2023 may report temperatures 0.4 degrees high. A firmware update is available.
Korvath thanks Dr. Tove Lindahl, who found and reported the drift.`;
    expect(analyse(text, 'Tove Lindahl', 'O-1A').sheet.issuer?.value).toBe('Korvath Instruments');
  });
});

describe("a news page's form", () => {
  it('a masthead with its date, a headline and reported speech make an article, though it only quotes the applicant', () => {
    const text = `The Northern Standard — 9 May 2025

Floods close the coastal road at Skarvik

The county closed the coastal road on Tuesday after the river rose two metres overnight. Engineers from the road authority will inspect the bridge.

"Rivers in the region respond to rain within hours now," said Dr. Tove Lindahl, a hydrologist at the University of Tromsø, who was not involved in the closure.

The road is expected to reopen next week.`;
    expect(recogniseKind('Northern_Standard.docx', text, 'Tove Lindahl').kind).toBe('press_article');
  });
});

describe('a CV opens with its owner', () => {
  it("her name as the first line, with two of a CV's sections, is her CV", () => {
    const text = `TOVE LINDAHL · Hydrologist · Tromsø

Experience: University of Tromsø — Associate Professor (2019–present). Norwegian Water Directorate — Research Scientist (2014–2019).

Education: MSc Hydrology, University of Oslo (2010); PhD Glaciology, University of Bergen (2014).

Distinctions: Ilze Ozola Medal 2024. Keynote, Nordic Water Week 2023.`;
    expect(recogniseKind('Tove_Lindahl.docx', text, 'Tove Lindahl').kind).toBe('cv');
  });
});

describe('a name in a list is an item of it', () => {
  it('in a numbered list of delegates she is one delegate, not whom the list is about', () => {
    const text = `Nordic–Canadian Water Technology Mission, 2–5 June 2025
Participants (as of 20 May 2025) — Nordic Water Industry Forum
1. Per Holm, Chair, NWIF (head of mission)
2. Anja Vik, Fjordpump AS
3. Tove Lindahl, Associate Professor, University of Tromsø
4. Jon Dahl, Arctic Sensors
Programme: site visits in Toronto and Montreal.`;
    const { sheet, analysis } = analyse(text, 'Tove Lindahl', 'EB-1A', 'mission.txt');
    expect(sheet.subject?.isApplicant ?? false).toBe(false);
    expect(analysis.category).toBe('other');
  });

  it('in a semicolon list of respondents she is one respondent', () => {
    const text = `NATIONAL WATER STANDARDS BOARD
Consultation 24/3 on Sensor Calibration — Summary of Responses, 30 June 2024
We received 58 responses. The annex names respondents who agreed to be listed, including: Fjordpump AS; Tove Lindahl (University of Tromsø); Water Users Norway; the Arctic Sensors Group.
The Board will publish its standard next year.`;
    const { sheet, analysis } = analyse(text, 'Tove Lindahl', 'UK_GLOBAL_TALENT', 'consultation.pdf');
    expect(sheet.subject?.isApplicant ?? false).toBe(false);
    expect(analysis.category).toBe('other');
  });
});
