// What a document is, read from its form (issue 32, eighth session, decision 084, tuned on holdout11): a results sheet's
// 'Champions:' line, 'was voted Player of the Year', 'has awarded you the Medal', a by-line after a dash at the date,
// a tour's settlement table, 'has been employed full time by'. Small documents written for this test.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('a kind read from its form', () => {
  it("reads a results sheet with a 'Champions:' line as an award", () => {
    const text = `NORTHERN ROWING LEAGUE - OFFICIAL RESULT
Lakes Regatta 2024 · Windermere · 3-5 May 2024
Double sculls final, Sunday 5 May 2024
Champions: Lena Okafor (GBR) / Ann Lee (GBR)
Runners-up: Maria Rossi (ITA) / Eva Berg (NOR)
Certified by the League's Regatta Director, Tom Baird.`;
    expect(analyse(text, 'O-1A', 'Lakes_results.pdf').analysis.kind).toBe('award');
  });

  it("reads a release that someone 'was voted' Player of the Year as an award, and someone else's", () => {
    const text = `Northern Rowing League · Media release · 10 December 2023
Ann Lee voted Most Improved Rower at the League Awards
Britain's Ann Lee was voted the League's Most Improved Rower of 2023 by a panel of coaches.
Lee thanked her partner, Lena Okafor, "who taught me to row long".`;
    const { analysis, sheet } = analyse(text, 'O-1A', 'league_awards.docx');
    expect(analysis.kind).toBe('award');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });

  it("reads a society's letter that 'has awarded you the Medal' as an award", () => {
    const text = `SOCIETY FOR FOOD HISTORY
Utrecht, 2 June 2024
Dr Lena Okafor, Harbour University
Dear Dr Okafor,
The Council of the Society has awarded you the Harvest Medal for 2024, given every two years to one researcher.
The medal will be presented at our meeting in Ghent in September.
Dr Jan de Wit, Secretary`;
    expect(analyse(text, 'UK_GLOBAL_TALENT', 'SFH_medal_letter.pdf').analysis.kind).toBe('award');
  });

  it("reads a story whose date line ends '- by Name' as press", () => {
    const text = `HARBOUR BUSINESS LEDGER
Rowing club opens on the old dock
Oct. 8, 2024 - by Sam Cole
Harbour Rowing Club opened Monday with a boathouse on the old dock. Its owners say memberships sold out in three weeks.
Olympic rower Lena Okafor, who rowed at the opening, said the water was "fast and fair".`;
    expect(analyse(text, 'O-1A', 'Okafor_Ledger.txt').analysis.kind).toBe('press_article');
  });

  it("reads a tour's settlement summary table as a sales report naming the production's lead", () => {
    const text = `North Harbour Theatre — The Lighthouse, 2024 tour: settlement summary (prepared 15 January 2025)
City | Performances | Tickets sold | Capacity | Gross (GBP)
Leeds | 10 | 9,800 | 96% | £412,000
York | 8 | 7,400 | 94% | £301,000
Total | 18 | 17,200 | 95% | £713,000
The production, led by Lena Okafor as The Keeper, is the best-selling tour in the company's history.`;
    const { analysis, sheet } = analyse(text, 'O-1B', 'Lighthouse_tour_summary.docx');
    expect(analysis.kind).toBe('sales_report');
    expect(sheet.subject?.isApplicant).toBe(true);
  });

  it("reads an employer's declaration that she 'has been employed full time by this company' as an employment letter", () => {
    const text = `HARBOUR FOODS LTD. · 12 Dock Road, Lagos
Lagos, 20 January 2025
EMPLOYMENT DECLARATION
We declare that Ms. Lena Okafor has been employed full time by this company since 4 February 2014 and has held the post of Executive Director since 1 March 2019.
As Executive Director she reports only to the Board. The managers of our 4 branches report to her.
Ada Eze, Managing Partner`;
    expect(analyse(text, 'EB-1C', 'declaration_HR.pdf').analysis.kind).toBe('employment_letter');
  });
});
