// A title read from how such documents are written (issue 32, decision 129): the honour a certificate sets on a line
// of its own between its conferring words and the holder, the honour a letter tells its reader of, a programme's
// production named in capitals above its genre line, the highest degree an evaluation finds, the honour a nomination
// is for, a licence in the document's own spelling, and a translation's note that is never its title.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { withHandTitles } from '../fixtures/hand-titles';
import type { VisaType } from '../../src/contract/visa';

const NAME = 'Tariq Haddadin';
const titleOf = (text: string, visaType: VisaType = 'EB-1A') =>
  analyseEvidence({ visaType, fileName: 'scan.pdf', mimeType: 'application/pdf', text, applicantName: NAME }).factSheet?.title ?? '';
/** The hand rules' title alone, where the learned title happens to find the line too: the rule must not lean on it. */
const handTitleOf = (text: string, visaType: VisaType = 'EB-1A'): string => withHandTitles(() => titleOf(text, visaType));

describe("a certificate's award line", () => {
  it('names the honour set between the conferring words and the holder', () => {
    expect(
      titleOf(`GUILD OF MARINE CARTOGRAPHERS
Established 1952 · Bergen · Reykjavik
CERTIFICATE OF HONOUR
The Board of the Guild confers its
SILVER COMPASS FOR EXCELLENCE IN HYDROGRAPHY
upon Dr. Tariq Haddadin
in recognition of his survey of the tidal channels of the Wadden Sea.
The Compass is given once every three years. Given at Bergen, 4 June 2023.`),
    ).toMatch(/Silver Compass for Excellence in Hydrography/);
  });

  it('reads past a line printed in spaced letters to the honour written out below it', () => {
    expect(
      titleOf(`ASSOCIATION OF HIGHLAND FORESTERS
Certificate of Award
The Council of the Association, on the recommendation of its jury, hereby
confers the
A L D E R  M E D A L
ALDER MEDAL for research in upland forest soils
upon Dr. Tariq Haddadin
in recognition of his long-term soil carbon plots, 2015-2022. Given at Inverness, 2 May 2023.`),
    ).toMatch(/Alder Medal/);
  });

  it("names the honour set over 'is awarded to', though the heading names the awards", () => {
    const text = `ANDEAN MINING AWARDS 2023
presented by the Andean Mining Chamber
SAFETY INNOVATOR OF THE YEAR
is awarded to
TARIQ HADDADIN
Chief Engineer, Altiplano Water Works, Oruro, Bolivia
for a tailings monitoring network at eleven mines of the region.
Selected by an independent jury of five from 96 nominations.
La Paz, 14 October 2023`;
    expect(handTitleOf(text)).toMatch(/Safety Innovator of the Year/i);
    expect(titleOf(text)).toMatch(/Safety Innovator of the Year/i);
  });
});

describe('the honour a letter tells its reader of', () => {
  it("names an honour the jury has 'awarded you', under a letterhead of many lines", () => {
    expect(
      titleOf(`INTERNATIONAL GUILD OF DRYLAND ENGINEERS (IGDE) ·
Rue des Alpes 12, 1201 Geneva, Switzerland · Ref.
IGDE/AW/2024/07
3 April 2024
Dr Tariq Haddadin
Karak Water Laboratory
Karak, Jordan
Dear Dr Haddadin,
On behalf of the Guild I am delighted to tell you that the jury has awarded you the 2024
Harlan Pike Medal for Dryland Hydrology.
The Medal is awarded once a year to one engineer whose work has measurably reduced water losses. The jury considered 38 nominations.`),
    ).toMatch(/Harlan Pike Medal/);
  });

  it("names a title of the year the members 'named you' or 'selected you as'", () => {
    expect(
      titleOf(`SOCIETY OF ARID LANDS ENGINEERS
14 March 2024
Dr. Tariq Haddadin
Karak, Jordan
Dear Dr. Haddadin,
The members of the Society have named you Water Engineer of the Year for 2024.
The award will be presented at the annual meeting in Aqaba.
Yours sincerely, Secretary of the Society`),
    ).toMatch(/Water Engineer of the Year/);
    expect(
      titleOf(`SOCIETY OF ARID LANDS ENGINEERS . 12 Hill Road, Amman .
Awards Committee
March 14, 2024
Dr. Tariq Haddadin, Department of Civil Engineering, University of
Jordan, Amman
Dear Dr. Haddadin,
The Awards Committee is pleased to inform you that you have been selected as the Society's 2024 Young
Desert Engineer of the Year, in recognition of your drip-line sensors and their first use on Jordanian farms.
The award is presented each year to one licensed engineer under 35.
Sincerely, Chair, Awards Committee`),
    ).toMatch(/Young Desert Engineer of the Year/);
  });
});

describe("a programme's production", () => {
  const programme = (text: string) => titleOf(text, 'O-1B');

  it('names the work set in capitals above its genre line, not the house that prints it', () => {
    expect(
      programme(`CITY OPERA HOUSE — Main Stage, Harbour Square
TIDEWATER
A ballet in three acts. World premiere 3 May 2024.
Choreography and concept: Tariq Haddadin
Music: Lena Vos, played by the City Opera Orchestra
Principal dancers: Ana Ruiz, Tom Berg`),
    ).toMatch(/Tidewater/);
    expect(
      programme(`HARBOUR ARTS CENTRE · Season 2023/24 — Programme
LA LUNA — a chamber opera in one act
Music by Tariq Haddadin · Libretto by Ana Ruiz
Small Hall · 2 – 9 March 2024
CAST
The Moon ........ Lena Vos`),
    ).toMatch(/La Luna/i);
  });

  it("names the concert a series' programme sets in capitals under the series", () => {
    expect(
      programme(`RIVERSIDE PHILHARMONIC
Winter Series 2023-24 - Concert 2
OUD & STRINGS
Friday, February 9, 2024, 7 pm - Civic Hall
Tariq Haddadin, oud soloist and composer
Mira Holt, conductor
PROGRAMME
Haddadin: Desert Suite, for oud and strings`),
    ).toMatch(/Oud & Strings/i);
  });

  it("names the film a transcript of its credits gives", () => {
    expect(
      programme(`[Transcript of end credits - SALT MARSH (2022), 1:40:00 - 1:45:10]
Directed by ANA RUIZ
Produced by LENA VOS
Sound Designer TARIQ HADDADIN
Music by TOM BERG`),
    ).toMatch(/Salt Marsh/i);
  });

  it("names the session a conference programme's page is for", () => {
    const text = `Regional Hydrology Forum 2023 - Final programme
3 May 2023
Session 2A - Flood Forecasting and Early Warning (Room 3, 10:00-11:30)
Session chair: Tariq Haddadin (Karak Water Laboratory)
10:00 Radar rainfall in the Jordan Valley - A. Ruiz
10:15 Flash-flood sirens at 9 wadis - L. Vos`;
    expect(handTitleOf(text, 'O-1A')).toMatch(/Flood Forecasting and Early Warning/);
    expect(programme(text)).toMatch(/Flood Forecasting and Early Warning/);
  });
});

describe('an evaluation of degrees', () => {
  it('names the highest degree it finds equivalent, not the first', () => {
    expect(
      titleOf(
        `ORCHARD CREDENTIAL SERVICES, INC.
Evaluation no. OCS-23-1174 | Date: June 2, 2023
Name: HADDADIN, TARIQ | Country of education: Jordan
Credential 1: Bakalorius in Civil Engineering, Mu'tah University, 2011. U.S. equivalency: Bachelor of Science in Civil Engineering.
Credential 2: Majister in Water Engineering, University of Jordan, 2014. U.S. equivalency: Master of Science in Water Resources Engineering from a regionally accredited institution.
Summary: Tariq Haddadin holds the equivalent of a U.S. Master of Science degree in Water Resources Engineering.`,
        'EB-2 NIW',
      ),
    ).toMatch(/Master of Science in Water Resources Engineering/);
  });
});

describe('what a nomination is for', () => {
  it('names an honour whatever word it ends on', () => {
    expect(
      titleOf(`Académie des Arts du Feu
Lyon, 3 March 2024
Dear Mr Haddadin,
It is my pleasure to inform you that the council has nominated you for the Coupe Nationale de la Céramique 2025, the highest distinction the Académie gives a ceramicist.
You will be told of the jury's decision in May.`),
    ).toMatch(/Coupe Nationale de la Céramique/);
  });

  it("keeps the honour of a 'Re:' line that names the nominee first", () => {
    expect(
      titleOf(`Institute for Dryland Water - Office of the Director
May 6, 2024
Awards Committee, Association for Arid Hydrology Research
Re: Nomination of Dr. Tariq Haddadin Al-Karaki for the 2025 Pioneer in Water Reuse Award
It is my privilege to nominate Dr. Tariq Haddadin for the Association's Pioneer in Water Reuse Award.`),
    ).toMatch(/Pioneer in Water Reuse Award/);
  });
});

describe('a licence and a translation', () => {
  it("spells 'license' as the record does", () => {
    expect(
      titleOf(
        `Ohio Board of Pharmacy — Licensee Lookup (printed 03/02/2024)
Name: HADDADIN, TARIQ
License type: Pharmacist (RPh) | License number: RPH-55120
Status: ACTIVE | Issued: 05/01/2019 | Expires: 09/15/2025`,
        'EB-2 NIW',
      ),
    ).toMatch(/Pharmacist \(RPh\) license/);
  });

  it("never takes the translator's note for the title", () => {
    const title = titleOf(`[Certified translation from Portuguese]
RÁDIO COSTA NORTE - Segunda-feira, 4 de março de 2024 / Monday, 4 March 2024
Harbour crane stopped for an hour; ferry crossings delayed
The harbour crane stopped on Sunday at 09:40 after a sensor designed by Tariq Haddadin detected a worn cable.`);
    expect(title).not.toMatch(/translation/i);
    expect(title).toMatch(/Harbour crane stopped/);
  });
});
