// Titles that say what the document is (issue 32, tune21): a grant by its project, a nomination or shortlist by its honour,
// a letter or an editor's record by the post it confirms, an evaluation by the degree it finds equivalent, a diploma by
// its placing, a company's record by its own heading, a licence card by its profession line, someone else's fellowship by
// its name, a clipping by its headline under the source line; and the kind of an honour conferred or an editor's record.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const sheetOf = (visaType: VisaType, text: string, applicantName = 'Ines Achterberg-Sato') =>
  analyseEvidence({ visaType, fileName: 'scan.pdf', mimeType: 'text/plain', text, applicantName }).factSheet!;
const titleOf = (visaType: VisaType, text: string) => sheetOf(visaType, text).title;

describe('a title that says what it is', () => {
  it("names a grant by its project field", () => {
    expect(
      titleOf('EB-1B', `Danish Research Council - Award Notice\nAward number: 55-1182\nTitle: Seagrass Carbon Burial in the Wadden Sea\nPrincipal Investigator: Mads Kjeldsen, Aarhus University\nAwarded amount: DKK 3,200,000\nUnfunded collaborators: I. Achterberg-Sato (University of Kiel), who will share her sediment cores.`),
    ).toMatch(/Seagrass Carbon Burial/);
  });

  it('names the honour a nomination or a shortlist is for', () => {
    expect(titleOf('EB-2 NIW', `Pacific Society of Civil Engineers — Awards Committee\n\n3 March 2025\n\nDear Ms. Achterberg-Sato,\n\nWe are pleased to let you know that the Coastal Chapter has nominated you for the Society's Emerging Engineer of the Year. The committee will decide in May.\n\nRita Moss, Chair`)).toMatch(/Emerging Engineer of the Year/);
    expect(titleOf('EB-1A', `Sailing Writers Guild - Press release\n2 December 2024\nShortlist for Sailor of the Year 2024\nThe jury of 20 editors has chosen 8 sailors who remain in the vote: Ines Achterberg-Sato, Lars Berg, Mia Holm and five more.\nThe winner will be announced in January.`)).toMatch(/Sailor of the Year/);
  });

  it("names the post a letter confirms or an editor's record states", () => {
    expect(titleOf('EB-1A', `Dutch Rowing Federation\n2 May 2025\nTO WHOM IT MAY CONCERN\nWe confirm that Ms. Ines Achterberg-Sato is captain of our national women's eight since 2021. She leads the crew's training camps.\nPiet de Vries, Secretary General`)).toMatch(/captain of our national women's eight/);
    const record = sheetOf('EB-1B', `Journal of Coastal Sediments — Editorial Office\n\nStatement of editorial service\n\n1 March 2025\n\nName: Ines Achterberg-Sato Role: Handling Editor (since 2021)\n\nManuscripts handled: 41\n\nAs Handling Editor, Dr. Achterberg-Sato chooses reviewers and recommends decisions.`);
    expect(record.title).toMatch(/Handling Editor/);
    expect(record.kind).toBe('review_record');
  });

  it('names the degree an evaluation finds equivalent and the placing a diploma gives', () => {
    expect(titleOf('EB-2 NIW', `NORTHSTAR CREDENTIAL SERVICES - Evaluation report\nReport no. NCS-25-1102\nDate of report:\n3 March 2025\nSummary: The applicant holds the equivalent of a Master of Engineering degree in Coastal Engineering from a regionally accredited institution in the United States.`)).toMatch(/Master of Engineering/);
    expect(titleOf('EB-1A', `WORLD CUP OF ROWING 2025\nRound 2 - Varese\nDIPLOMA\nWomen's Single Sculls\n1st place\nInes Achterberg-Sato (NED)\n28 starters from 22 nations.\n18 May 2025`)).toMatch(/^1st place, World Cup of Rowing/);
  });

  it("names a company's record by its heading, a licence card by its profession and another's fellowship by its name", () => {
    expect(titleOf('EB-1C', `KIEL SEDIMENT SYSTEMS INC. (a Delaware corporation)\nREGISTER OF DIRECTORS AND OFFICERS\nName | Office | Appointed\nInes Achterberg-Sato | President | 2023-02-01`)).toMatch(/Register of Directors and Officers/i);
    expect(titleOf('EB-2 NIW', `STATE OF WASHINGTON - Department of Licensing\nWashington Board of Registration for Professional Engineers and Land Surveyors\nSTRUCTURAL ENGINEER\nLicense No. SE-22041\nACHTERBERG-SATO, INES\nOriginal issue date: 02/01/2023`)).toMatch(/Structural Engineer license/i);
    expect(titleOf('UK_GLOBAL_TALENT', `Open Maps Foundation - Announcement\n1 June 2025\nMeet the 2025 Mapping Fellows\nJonas Weber (Tidewatch) receives a Mapping Fellowship of $45,000 over one year to map tidal flats. Jonas joined Tidewatch, the project founded by Ines Achterberg-Sato, in 2022.`)).toMatch(/Mapping Fellowship/);
  });

  it("names a translated review by its headline, not its source line", () => {
    expect(titleOf('O-1B', `CERTIFIED TRANSLATION FROM DUTCH\nSource: Amsterdamse Dansgids, no. 4/2025, p. 12\n2 April 2025\nREVIEW ★★★★\nThe rower who learned to dance - Ines Achterberg-Sato at the Muziekgebouw\nBy Femke Bakker\nInes Achterberg-Sato moves like water for an hour, and the hall forgets to breathe.`)).toMatch(/The rower who learned to dance/);
  });
});

describe('the kind of an honour told to its winner', () => {
  it('reads a medal conferred on her and a prize she was chosen for as awards', () => {
    expect(sheetOf('O-1A', `INTERNATIONAL UNION OF COASTAL SCIENCE\nThe Dunewater Medal for an early-career scientist\nis conferred on\nDr. Ines Achterberg-Sato\nfor the first tidal-flat erosion forecast from radar altimetry\nPresented at the Union's 9th Congress, Porto,\n4 June 2025`).kind).toBe('award');
    expect(sheetOf('EB-1B', `North Sea Sediment Society\n2 May 2025\nDr. Ines Achterberg-Sato\nInstitute of Geosciences, University of Kiel, 24118 Kiel\nDear Dr. Achterberg-Sato,\nOn behalf of the Council I am delighted to tell you that you have been chosen for the 2025 Wadden Prize, the Society's award for outstanding early-career research.\nYours sincerely,\nKarin Holst, President`).kind).toBe('award');
  });
});
