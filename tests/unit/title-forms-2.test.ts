// A title read from how such documents are written (issue 32, decision 129), second part: what a certificate of
// completion, a standard's certificate or an attestation of service is for, the project a funder's record funds, the
// entry a chart's notes name, whose CV it is, a heading under the letterhead, a book's chapter, a winners list's entry.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { withHandTitles } from '../fixtures/hand-titles';
import type { VisaType } from '../../src/contract/visa';

const NAME = 'Lucía Ferreyra Aldao';
const read = (text: string, visaType: VisaType) => analyseEvidence({ visaType, fileName: 'scan.pdf', mimeType: 'application/pdf', text, applicantName: NAME }).factSheet;
const titleOf = (text: string, visaType: VisaType = 'EB-2 NIW') => read(text, visaType)?.title ?? '';
/** The hand rules' title alone (the learned title off): the rule must not lean on the model. */
const handTitleOf = (text: string, visaType: VisaType = 'EB-2 NIW'): string => withHandTitles(() => titleOf(text, visaType));
/** The rule holds with the learned title off and on (as the product runs). */
const expectBoth = (text: string, re: RegExp, visaType?: VisaType) => {
  for (const title of [handTitleOf(text, visaType), titleOf(text, visaType)]) expect(title).toMatch(re);
};

describe('what a certificate or an attestation is for', () => {
  it('names the course a certificate of completion gives', () => {
    expectBoth(
      `HIGH DESERT VETERINARY CE — Certificate of Completion
Lucía Ferreyra Aldao, DVM
has completed the online course "Field Anaesthesia for Camelids" (6 hours of continuing education) on May 2, 2023.
This certificate records attendance only. It is not a licence.`,
      /Field Anaesthesia for Camelids/,
    );
  });

  it('names the standard a system is certified to', () => {
    expectBoth(
      `ANDES CERTIFICATION BUREAU (ACB) — CERTIFICATE No. ACB-QM-23-0117
This is to certify that the quality management system of
Ferreyra Quesos SRL, Tafí del Valle plant, Tucumán
has been assessed and found to conform to ISO 9001:2015 for the scope: making and ripening of goat cheese.
Management representative: Lucía Ferreyra Aldao, Managing Director`,
      /ISO 9001/,
    );
  });

  it('names the panel or the competition its holder served', () => {
    expectBoth(
      `PATAGONIAN DAIRY RESEARCH FOUNDATION

Certificate of Reviewer Service

This certifies that Dr. Lucía Ferreyra Aldao served as a member of the Foundation's Small Ruminant Review Panel for the 2024 funding round, assessing 31 proposals.

Panel members are appointed for their standing in the field.`,
      /Small Ruminant Review Panel/,
    );
    expectBoth(
      `MINISTERIO DE AGROINDUSTRIA - Provincia de Tucumán
ATTESTATION OF JURY SERVICE
San Miguel, 4 June 2023
The Directorate of Rural Affairs attests that Ms Lucía Ferreyra Aldao, cheesemaker, presided over the
jury of the 2023 Northern Artisan Cheese Competition, which judged 140 cheeses from 38 dairies.`,
      /Northern Artisan Cheese Competition/,
    );
  });
});

describe('what a funder funds', () => {
  it("names the project on the line under an award abstract's heading", () => {
    expectBoth(
      `AGENCIA NACIONAL DE PROMOCIÓN CIENTÍFICA — Award Abstract #PICT-2022-0412
Collaborative Research: Native lactic cultures for raw goat milk cheeses
Awardee: Universidad Nacional de Tucumán
Principal Investigator: Lucía Ferreyra Aldao
Start date: March 1, 2023 · End date: February 28, 2026
Awarded amount to date: $212,000`,
      /Native lactic cultures/,
    );
  });

  it('names what an investment announcement invests in', () => {
    expectBoth(
      `ANDEAN OPEN FOOD FUND — Investment announcement
Salta, 8 May 2024
The Andean Open Food Fund will invest €90,000 in Cuajo Libre, the open-source recipe library for small dairies maintained by Marta Quiroga and a team of three, to add 200 regional cheeses over 24 months.
Advisory collaborators (unpaid): Lucía Ferreyra Aldao (Quesería Ferreyra) and Raúl Paz (Cheese Guild), who will test the recipes.
Funds are paid to the Cuajo Libre fiscal host in milestones.`,
      /Cuajo Libre/,
    );
  });
});

describe("a chart, a CV, a heading and a chapter", () => {
  it("names the chart's entry its notes report on", () => {
    expectBoth(
      `CINECHART ARGENTINA — weekend chart
Published 11 March 2024
Rank | Title | Distributor | Weekend gross | Cumulative | Weeks
1 | Los quesos de Tafí | Norte Films | $41 million | $160 million | 4
2 | Viento blanco | Pampa Cine | $33 million | $75 million | 2
Los quesos de Tafí held the top spot for a fourth weekend.`,
      /Los quesos de Tafí/,
      'O-1B',
    );
  });

  it('names whose CV it is when its first lines are her studies', () => {
    expect(
      titleOf(
        `LUCÍA FERREYRA ALDAO — Cheesemaker · Quesería Ferreyra, Ruta 307 km 58, Tafí del Valle · lucia@queseria.example.com
EDUCATION
MSc Dairy Science, Universidad de Buenos Aires, 2015
BSc Food Technology, Universidad Nacional de Tucumán, 2012
PRACTICE
2016–present Quesería Ferreyra, founder`,
        'O-1A',
      ),
    ).toMatch(/CV of Lucía Ferreyra Aldao/);
  });

  it('names the document by its own heading under the letterhead', () => {
    expectBoth(
      `QUESERÍA DEL VALLE SA - Elaboració de formatges / Cheese making
Ruta 307 km 58, Tafí del Valle, Argentina - CUIT 30-71234567-8
CERTIFICAT D'OCUPACIÓ / CERTIFICATE OF EMPLOYMENT
The Board of Quesería del Valle SA certifies that Ms Lucía Ferreyra Aldao has been employed full time as head cheesemaker since 1 March 2016.`,
      /Certificate of Employment/i,
    );
  });

  it('names whom a letter of experience is for when its heading alone titles it', () => {
    expectBoth(
      `VERIFICATION OF EMPLOYMENT (two employers) — 20 February 2024

Quesería del Valle, Tafí del Valle, Argentina (certified translation from Spanish): Lucía Ferreyra Aldao was employed full time as a cheesemaker from 1 March 2012 to 31 January 2016, making and ripening goat cheeses. — Ana Paz, HR Manager.

Cabaña Los Alisos, Amaicha: Lucía Ferreyra Aldao has been employed full time since 1 February 2016, first as a dairy technician and, since May 2019, as head cheesemaker. — Raúl Quiroga, Owner.

Together these periods amount to more than 11 years of full-time experience in cheesemaking.`,
      /Experience letter for Lucía Ferreyra Aldao/,
    );
  });

  it('names the chapter of a book, not the book', () => {
    expectBoth(
      `In: Cheeses of the Southern Andes (eds. M. Paz and R. Quiroga).
CRC Press, Boca Raton, 2024. Chapter 4, pp. 77-104.
4. Native lactic cultures in raw goat milk cheeses of the Calchaquí valleys
Ferreyra Aldao L.
Facultad de Agronomía, Universidad Nacional de Tucumán, Argentina. e-mail: lferreyra@unt.example.edu
Abstract. Most goat cheeses of the valleys are made with commercial starters. This chapter shows how native lactic cultures can be isolated from raw milk, reviews three years of trials and sets out a protocol for small dairies.`,
      /Native lactic cultures in raw goat milk cheeses/,
    );
  });
});

describe("a winners list's entry", () => {
  it('names the entry that names its subject, with its work where quoted', () => {
    expectBoth(
      `Premios Queso de Oro 2023 — Winners in the Goat and Sheep categories (press release, 14 October 2023)

Best Aged Goat Cheese: "Niebla de Tafí" — Quesería Ferreyra (Tucumán).

The cheese is ripened for fourteen months in a cave at 2,000 metres by Lucía Ferreyra Aldao and her team of three.

The Premios Queso de Oro are given each year by the Argentine Cheese Guild.`,
      /Niebla de Tafí/,
      'O-1A',
    );
  });
});
