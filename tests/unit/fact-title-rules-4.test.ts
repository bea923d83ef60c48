// Fact-sheet titles by the page's form (issue 32, tuned on holdout15): under a masthead or a body's capitals and the
// date line below them, the headline is what the page is about; a breadcrumb ('Society > News') is a masthead; an
// honour 'of the Year' on its own line names the award; a three-word headline is still a headline.
// Small documents written for this test.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('titles by the page’s form', () => {
  it("titles a news page by the headline under its capitals masthead and date line", () => {
    const text = `CITY SCREEN NEWS
March 2, 2025
Lopez takes Best Director for "Storm"
Marta Lopez won Best Director at the City Film Awards on Saturday for "Storm", her drama of the 1998 floods.
Lopez called her crew to the stage, among them sound designer Lena Okafor. "This is theirs," she said.`;
    expect(analyse(text, 'O-1B', 'award_news.pdf').sheet.title).toMatch(/Best Director/);
  });

  it("titles a body's press release by the headline under its heading and place-and-date line", () => {
    const text = `HARBOUR SPORTS COUNCIL — PRESS RELEASE
Lagos, 28 November 2025
Eight athletes shortlisted for Sportswoman of the Year 2025
A panel of journalists has shortlisted eight athletes for the title. In alphabetical order: Ada Bello (judo), Lena Okafor (rowing), Mary Eze (boxing).
The winner will be announced on 20 December.`;
    expect(analyse(text, 'O-1A', 'release.pdf').sheet.title).toMatch(/Sportswoman of the Year/);
  });

  it("titles a web page by the headline under its address and breadcrumb", () => {
    const text = `www.soilsociety.example.org/news/2024/lifetime-award
Nordic Soil Society > News
Lifetime Achievement Award 2024: Professor Ann Berg
Posted 26 August 2024
The Society's Lifetime Achievement Award for 2024 has gone to Professor Ann Berg of the University of Oslo.
Her former student Dr Lena Okafor accepted the award on her behalf at the congress dinner.`;
    expect(analyse(text, 'EB-1A', 'award.txt').sheet.title).toMatch(/Lifetime Achievement Award/);
  });

  it("titles an award page by its honour 'of the Year' on a line of its own", () => {
    const text = `NORTHERN MUSIC AWARDS / NORDLIGE MUSIKKPRISER
Jazz and Blues
Singer of the Year 2024
Lena Okafor
The jury, of nine critics and musicians, chose Lena Okafor as Singer of the Year for her album Night Ferry.
Bergen, 2 March 2024`;
    expect(analyse(text, 'O-1B', 'award.pdf').sheet.title).toMatch(/Singer of the Year/);
  });

  it("titles a magazine feature by its three-word headline, not the stand-first under it", () => {
    const text = `HARBOUR SCIENCE QUARTERLY | May 2025 | Features

The soil reader

Lena Okafor can tell what a field has been fed by looking at its soil. By Tom Reyes

Most of the carbon in a field is older than the farmer who works it. Okafor's test reads it in minutes.`;
    expect(analyse(text, 'EB-1A', 'feature.docx').sheet.title).toMatch(/The soil reader/);
  });
});
