// A body telling her it will use her named work, after a trial with so many people, shows the take-up of her work; a
// results sheet's 'Gold medal: …' line under its table makes it a record of the win (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe('take-up and results', () => {
  it("files an examining board's letter that it will use her library, after a trial, under contributions", () => {
    const text = `SOUTHERN EXAMINATIONS BOARD · Assessment Services · Bristol
2 September 2024
Dear Ms Ruiz,
I am pleased to confirm that, from the summer 2025 series, the Board's on-screen science
examinations will use Readwell to present every question to candidates who use a screen reader.
The Board examines 21,000 candidates in on-screen science each year; our 2024 trial with 90
candidates showed that blind candidates can sit the same paper independently.
Dr Helen Moss, Director of Assessment Services`;
    expect(checkedAnalysis(text, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'Exam_board_letter.pdf').analysis.category).toBe('uk_patents_contributions');
  });

  it("files official results whose 'Gold medal:' line names her under the awards", () => {
    const text = `WORLD ROWING FEDERATION (WRF) — WORLD CHAMPIONSHIPS
2024, RACICE, CZECHIA
OFFICIAL RESULTS — Day 6, 21 September 2024 — Single Sculls, Women — FINAL
Rank | Athlete | Nation | Time
1 | RUIZ Ana | ESP | 7:20.1
2 | LEE Kim | KOR | 7:22.4
3 | BERG Ida | NOR | 7:23.9
23 athletes from 19 nations started. Gold medal: RUIZ Ana (ESP).
Chief Judge: Tom Hale`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'O-1A', 'results_final.pdf');
    expect(sheet.kind).toBe('award');
    expect(analysis.category).toBe('o1a_awards');
  });
});
