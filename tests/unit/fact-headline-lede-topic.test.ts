// An article that only quotes the applicant is about what its headline and lede both name (issue 32): the words the
// headline shares with the story's first sentence ('… water main repairs …' / 'a water main repair'), a place opening
// the headline among them; and a headline is its own line, not the start of the lede run on after it.
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe('the topic both the headline and the lede name', () => {
  it('reads the place that opens a headline when the lede names it again', () => {
    const article = 'EASTFIELD STAR\nMay 9, 2025\nMarlow Heath under flood warning after dam spillway fails\nAbout 2,300 households in Marlow Heath were told to prepare to leave on Thursday after a spillway gave way upstream.\n"A spillway failure is serious but rarely sudden," said Ana Ruiz, a hydrologist who has not seen the dam.';
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'EB-1A', 'news.pdf');
    expect(sheet.subject).toMatchObject({ value: 'Marlow Heath', isApplicant: false });
  });

  it("reads the phrase the headline and the lede share when the headline names nothing past its first word, the headline a line of its own", () => {
    const article = 'Harbour Times - English edition - 3 June 2025\nSenate debates new drone licensing rules as deliveries grow\nSenators began debating drone licensing rules on Tuesday that would require a test before any delivery flight over a town.\nThe rules replace a 2012 order, officials said.\n"Tests are right, but small farms need an exemption," said Ana Ruiz, an engineer at Skyline Labs.';
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'press.txt');
    expect(sheet.subject).toMatchObject({ value: 'drone licensing rules', isApplicant: false });
  });
});

describe('a profile whose lede names her past the page furniture', () => {
  it("reads her as the subject when the story's second sentence names her under an address, a masthead and a by-line", () => {
    const article = 'harbourtech.example.com/features/tidecalc\nHarbour Tech — Features — 12 May 2024\nThe Portuguese engineer who taught tide gauges to talk to fishermen\nBy Tom Ashby\nAsk a harbour master when the next spring tide comes and, until recently, most would reach for a printed table.\nAna Ruiz thought that was not good enough for the small ports she grew up in, so in 2019 she started Tidecalc in her evenings.\nFive years on, Tidecalc runs in 300 harbours. "Tides are local," Ruiz says.';
    const { sheet } = checkedAnalysis(article, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'feature.txt');
    expect(sheet.subject).toMatchObject({ isApplicant: true });
  });
});
