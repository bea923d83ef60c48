// An article that only quotes the applicant is about what its headline or lede names, also when the site's section line
// above the headline is set off with a plain hyphen ('Harbour Courier - Business') (issue 32, decision 085).
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe('the topic of an article that only quotes her', () => {
  it("reads the headline under a section line set off with a hyphen", () => {
    const article = 'Harbour Courier - Business\nAugust 2, 2024\nStorm damage closes half of Harbour Point marina\nBy Lee Park\nTwenty boats sank at the marina on Friday, its owner said.\n"Moorings like these need checking before every season," said Ana Ruiz, an engineer who has not worked with the marina.';
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'EB-1A', 'article.txt');
    expect(sheet.subject).toMatchObject({ value: 'Harbour Point', isApplicant: false });
  });

  it("reads the lede's body when the headline names nothing in particular", () => {
    const article = 'Valley Chronicle - Arts\nJanuary 21, 2025\nMuseum buys 40 old puppets from a family theater\nThe Valley Museum of Folk Art has bought 40 marionettes made between 1870 and 1910, the museum announced on Monday.\n"These are working puppets," said puppeteer Ana Ruiz, who was asked to look at photographs of the collection.';
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'O-1B', 'press.txt');
    expect(sheet.subject).toMatchObject({ value: 'Valley Museum of Folk Art', isApplicant: false });
  });

  it('reads a headline that names two places, its verbs and nouns in lower case, as no title-case headline', () => {
    const article = 'Harbour Courier - Business\nMarch 14, 2025\nNord Climbing opens 30,000-square-foot bouldering gym in Harbour Point\nBy Lee Park\nNord Climbing opened its third gym on Thursday, a converted warehouse with 250 boulder problems.\n"The walls are steep," said climber Ana Ruiz, who tried the walls at a preview.';
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'O-1A', 'press.txt');
    expect(sheet.subject).toMatchObject({ value: 'Harbour Point', isApplicant: false });
  });
});
