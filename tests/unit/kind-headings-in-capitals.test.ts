// A heading in capitals over a dash is a news dateline only when the story's sentence follows it ('NAIROBI — The
// council …'), not a document's own heading over its date ('OFFICIAL RESULTS — Day 6, …', 'RESOLUTION … — Asunción, 14
// August 2024'); a masthead may name its edition. A body's act naming her to an honorary title in recognition of her work
// is an honour; a board's resolution appointing her to an office of a US corporation is the US post; a certificate of a
// company's system is about the company (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { recogniseKind } from '../../server/modules/analyst/kinds/recognise';
import { checkedAnalysis } from './checked-analysis';

describe('headings in capitals', () => {
  it("reads a championship's official results under a capitals heading and a date as no article", () => {
    const text = `WORLD ROWING FEDERATION (WRF) — WORLD CHAMPIONSHIPS
2024, RACICE, CZECHIA
OFFICIAL RESULTS — Day 6, 21 September 2024 — Single Sculls, Women — FINAL
Rank | Athlete | Nation | Time
1 | RUIZ Ana | ESP | 7:20.1
2 | LEE Kim | KOR | 7:22.4
23 athletes from 19 nations started. Gold medal: RUIZ Ana (ESP).
CHIEF JUDGE: Tom Hale`;
    expect(recogniseKind('results_final.pdf', text, 'Ana Ruiz').kind).not.toBe('press_article');
  });

  // The two below read the same before the change; they guard what the narrower dateline must still read.
  it('still reads a news dateline that opens the story', () => {
    const text = `The Valley Courier
NAIROBI — The city council voted on Tuesday to fund a new water plant for the eastern districts.
"It will serve a million people," said Ana Ruiz, an engineer who advised the council.`;
    expect(recogniseKind('news.txt', text, 'Ana Ruiz').kind).toBe('press_article');
  });

  it("still reads a masthead with its edition as a newspaper's", () => {
    const text = `SPLITSKI TJEDNIK — English web edition

3 August 2024

Boy hurt after diving game at Bacvice beach

A 14-year-old boy was hurt on Friday after diving from the pier, police said.

"Never dive where you cannot see the bottom," said Ana Ruiz, a diver who trains at the beach.`;
    expect(recogniseKind('Ruiz_beach_safety.docx', text, 'Ana Ruiz').kind).toBe('press_article');
  });

  it("files a ministry's resolution naming her Cultural Ambassador in recognition of her work as an honour", () => {
    const text = `[Certified translation from Spanish]

REPUBLIC OF PERU — MINISTRY OF CULTURE

RESOLUTION No. 88/2024 — Lima, 14 August 2024

WHEREAS the cellist Ana Ruiz has carried Peruvian music to the principal concert halls of the Americas;

THE MINISTER RESOLVES: Art. 1. To name Ms. Ana Ruiz Cultural Ambassador of the Republic of Peru for the years 2024 to 2026, in recognition of her outstanding contribution to the national music.

Signed: Lic. Rosa Vera, Minister of Culture`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'Resolucion_traduccion.docx');
    expect(sheet.kind).toBe('award');
    expect(analysis.category).toBe('o1b_expert_recognition');
  });

  it("files a US corporation's board resolution appointing her its chief executive as the US position", () => {
    const text = `KELP FOODS USA, INC.

ACTION BY UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS — January 15, 2025

RESOLVED, that Ana Ruiz is appointed Chief Executive Officer of the Corporation, effective upon her admission to the United States, at an annual salary of $210,000;

RESOLVED FURTHER, that the Chief Executive Officer shall direct the management of the Corporation and supervise the 3 managers who head operations, sales and finance;

Directors: Tom Hale, Kim Lee`;
    expect(checkedAnalysis(text, 'Ana Ruiz', 'EB-1C', 'Board_resolution.docx').analysis.category).toBe('eb1c_us_position');
  });

  it("reads a certificate of a company's management system as about the company, not its representative", () => {
    const text = `ANDES QUALITY CERTIFICATION (AQC) — CERTIFICATE No. AQC-24-0392
This is to certify that the food safety management system of
Kelp Foods Peru S.A.C., Callao plant, Lima
has been assessed and found to conform to ISO 22000:2018.
Top-management representative: Ana Ruiz, General Manager
Date of issue: 18 June 2024. Valid until: 17 June 2027.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'EB-1C', 'ISO_certificate_Ruiz.txt');
    expect(sheet.subject).toMatchObject({ isApplicant: false });
    expect(sheet.subject?.value).toContain('Kelp Foods Peru');
    expect(analysis.category).toBe('other');
  });
});
