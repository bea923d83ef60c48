// What a document is, read from its form (issue 32, eighth session, decision 084, tuned on holdout11): a critic's
// by-line after the date, a programme that bills its cast against their roles with dot leaders, an 'X of the Year'
// the guide names, a pay letter in an e-mail that gives a weekly fee beside others' rates, an amendment to her
// employment contract. Small documents written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('a document read by its form', () => {
  it("reads a review whose date line ends with the critic's name ('12 May 2024 · Paul Weir') as press", () => {
    const text = `The Evening Ledger · Food
At Quayside, order the bread first
Sunday 12 May 2024 · Paul Weir
I have eaten at Quayside often and never thought much of it. This time I went back twice in a week.
Lena Okafor, who took over the kitchen last year, bakes a sourdough with smoked butter that is the best in the city.
Lena Okafor is the most interesting cook working here today.`;
    const { analysis } = analyse(text, 'O-1B', 'Ledger_review.txt');
    expect(analysis.kind).toBe('press_article');
    expect(analysis.category).toBe('o1b_critical_reviews');
  });

  it('reads a programme that bills roles against names with dot leaders as production credits: her lead role', () => {
    const text = `NORTH HARBOUR THEATRE presents THE LIGHTHOUSE
Main Stage · October 2024
A play about a keeper who will not leave her post.
THE KEEPER ..... Lena Okafor
The Inspector ..... Tom Baird
The Village ..... Company of nine
Director: Ruth Adler · Set: Sam Cole`;
    const { analysis, sheet } = analyse(text, 'O-1B', 'Lighthouse_2024.pdf');
    expect(analysis.kind).toBe('production_credits');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('o1b_lead_role');
  });

  it("reads a guide's 'Baker of the Year' page that names her as an award", () => {
    const text = `THE BREAD GUIDE · Britain 2024
Baker of the Year
Lena Okafor
Quayside, Leith
Our inspectors visited more than 900 bakeries this year.
The Guide's editors name one Baker of the Year for Britain. This year it is Lena Okafor.
Edinburgh, 4 March 2024 · Jane Doyle, Editor`;
    const { analysis, sheet } = analyse(text, 'O-1B', 'Bread_Guide_2024.pdf');
    expect(analysis.kind).toBe('award');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('o1b_expert_recognition');
  });

  it('reads an e-mail confirming a weekly fee above the company rate as a pay letter: high salary', () => {
    const text = `From: Sam Cole <sam@northharbour.org>
To: Lena Okafor
Date: Tue, 7 Jan 2025 09:12
Subject: terms for the spring tour
Lena,
Confirming the terms agreed yesterday: 20 weeks at US$7,000 per week, plus per diem and travel.
For comparison, our lead-actor rate this season is US$2,500 per week.
Sam Cole, General Manager`;
    const { analysis } = analyse(text, 'O-1B', 'RE_spring_tour.txt');
    expect(analysis.category).toBe('o1b_high_salary');
  });

  it("reads an amendment to 'the employment contract of Ms. X' as about her pay", () => {
    const text = `QUAYSIDE LTD — Amendment no. 2 to the employment contract of Ms. Lena Okafor
Made in Leith on 3 January 2024
Article 1. Ms. Okafor holds the position of Executive Pastry Chef (cheffe pâtissière), executive status.
Article 2. From 1 January 2024 her gross annual salary is £88,000.
Article 3. For reference, the median salary of a head baker in Scotland was £31,000 in 2023.
Signed: Ruth Adler, for the company · Lena Okafor`;
    const { analysis, sheet } = analyse(text, 'O-1B', 'amendment_2024.pdf');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('o1b_high_salary');
  });
});
