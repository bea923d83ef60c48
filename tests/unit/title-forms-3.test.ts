// A title read from how such documents are written (issue 32, decision 129), third part: a page of no kind set out as a
// programme or as a certificate of a title of the year, a report's 'is the … of the Year', and a nominations page whose
// heading names the awards.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { withHandTitles } from '../fixtures/hand-titles';
import type { VisaType } from '../../src/contract/visa';

const NAME = 'Joaquín Ibarra Solís';
const titleOf = (text: string, visaType: VisaType) =>
  analyseEvidence({ visaType, fileName: 'scan.pdf', mimeType: 'application/pdf', text, applicantName: NAME }).factSheet?.title ?? '';
/** The rule holds with the learned title off and on (as the product runs). */
function expectBoth(text: string, re: RegExp, visaType: VisaType = 'O-1A'): void {
  expect(withHandTitles(() => titleOf(text, visaType))).toMatch(re);
  expect(titleOf(text, visaType)).toMatch(re);
}

describe('titles by form, third part', () => {
  it("names a title of the year a certificate sets in capitals on a line of its own", () => {
    expectBoth(
      `NAMIBIA SPORTS AWARDS
COMMISSION
NATIONAL SPORTS AWARDS 2022
SPORTSWOMAN OF THE YEAR
Ndapewa
SHIKONGO
(Rowing)
Chosen by the national panel of coaches and journalists from 18 nominated athletes
Windhoek, 3 March 2023`,
      /Sportswoman of the Year/i,
    );
  });

  it("names the title of the year a report says someone 'is the'", () => {
    expectBoth(
      `CONFEDERATION OF SOUTH AMERICAN ROWING (CSAR)
South American Rowing Awards 2023 - winners announced
Lima, 2 December 2023
Chile's sculler Valentina Ortúzar is the 2023 South American Rower of the Year. She was chosen by the CSAR
Council from a shortlist of four: Valentina Ortúzar (CHI), Joaquín Ibarra Solís (ARG), Ana Paz (URU) and Lucas Ferreira (BRA).`,
      /South American Rower of the Year/,
    );
  });

  it('names the awards a nominations page names in its heading', () => {
    expectBoth(
      `ASOCIACIÓN DE CRONISTAS DEPORTIVOS · Premios Cóndor del Deporte
2023
Nominations announced - 4 December 2023
Each year our 120 member journalists vote for the best Uruguayan athlete in every discipline. The 3
nominees in each discipline were chosen by the board.
Rowing: Joaquín Ibarra Solís · Mateo Silva · Lucía Pérez
Judo: Ana Costa · Martín Rey · Sofía Luna`,
      /Premios Cóndor del Deporte/,
    );
  });

  it('names the work of a page of no kind set out as a programme, its name above its genre line', () => {
    expectBoth(
      `FESTIVAL DE CIRQUE DES PYRÉNÉES - TARBES 2023 - 12e édition / 12th edition
Programme / Programme: Grand chapiteau, Saturday 14 October 2023, 20:30
VERTIGE
A solo aerial piece in one act, 50 minutes. World premiere.
Conception, direction, trapeze and rope / Conception, mise en scène, trapèze et corde: Joaquín Ibarra Solís
Rigging design: Paul Marty | Music (recorded): Inès Roux`,
      /Vertige/i,
      'O-1B',
    );
  });
});
