// A news page's furniture is no headline and names no outlet: the dateline with its section ('Wednesday, August 28,
// 2024 · Local'), the page's web address, a masthead set in capitals. A page laid out that way is an article, and one
// that only quotes her is about what its headline names (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';
import { isFurniture } from '../../server/modules/analyst/exhibit-title-lines';

describe("a news page's furniture", () => {
  it('takes a dateline with its section and a printed page address for furniture', () => {
    expect(isFurniture('Wednesday, August 28, 2024 · Local')).toBe(true);
    expect(isFurniture('October 17, 2024 · Local news')).toBe(true);
    expect(isFurniture('harbourpost.example.com › news › science')).toBe(true);
    expect(isFurniture('harbourpost.example.com/reviews/classical')).toBe(true);
    expect(isFurniture('The Daily Post · Arts · 3 May 2024')).toBe(false);
  });

  it("reads the headline under a capitals masthead and a dateline as the topic of a story that only quotes her", () => {
    const article = `THE LAKE COUNTY SENTINEL
Wednesday, August 28, 2024 · Local
Flood closes Harbour Point Marina for the week; no boats lost
By Lee Park
The county closed Harbour Point Marina on Tuesday after the river rose two metres overnight.
"Marinas like this one need an evacuation plan every spring," said Ana Ruiz, a hydrologist at the state university.
The marina reopens on Monday.`;
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'EB-1A', 'press_Sentinel.pdf');
    expect(sheet.kind).toBe('press_article');
    expect(sheet.subject).toMatchObject({ value: 'Harbour Point Marina', isApplicant: false });
    expect(sheet.applicantRole).toBe('quoted');
  });

  it('reads a page with a masthead, a dateline and a section as an article, and its place as the topic', () => {
    const article = `ALPINE VALLEY SENTINEL
March 4, 2025 · Local news
Teenager hurt after ice gives way at Lindholm pond
A 15-year-old boy was pulled from the water on Sunday after the ice broke under him, police said.
"Ice over moving water is never safe in March," said Ana Ruiz, a glaciologist who lives in the valley.
The pond is now fenced.`;
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'O-1A', 'Ruiz_newspaper.pdf');
    expect(sheet.kind).toBe('press_article');
    expect(sheet.subject).toMatchObject({ value: 'Lindholm pond', isApplicant: false });
    expect(sheet.title).toContain('Teenager hurt after ice gives way');
  });

  it('reads a translated foreign newspaper story as an article', () => {
    const article = `Diario del Sur (Temuco) — English translation of an article of 2 May 2024

Bus app fails audit, deaf riders left out

An audit found that the city's new bus app failed 20 of 40 accessibility checks.

"Captions are not optional," said Ana Ruiz, an engineer who builds tools for deaf users.

The city said a fix would ship in June.`;
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'Ruiz_coverage.docx');
    expect(sheet.kind).toBe('press_article');
  });
});
