import { describe, expect, it } from 'vitest';
import { letterContext } from '../../server/modules/analyst/draft-contexts';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { checkDraft } from '../../server/modules/analyst/guarantees';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { ev } from './analyst-fixtures';

const analyst = createLocalAnalyst();

const EVIDENCE = [
  ev(
    1,
    'award.pdf',
    'o1a_awards',
    'OUTSTANDING PAPER AWARD\nYou have been selected as the winner of the 2018 ACM Doctoral Dissertation Award, chosen from 172 nominations\nby an international committee. This is the leading award for doctoral research in computing worldwide.',
    // Tags are the analyst's labels, not the exhibit's words: they must never be quoted.
    ['Outstanding Paper Award open source last year'],
  ),
  ev(2, 'review.pdf', 'o1a_judging', 'Thank you for your review of manuscript 1234 for Nature Methods. The editorial board appreciates your service as a reviewer on March 3, 2022.'),
  ev(3, 'cv.pdf', 'cv', 'Jane Doe. Senior Researcher at Google since 2019. I led the team that built the ranking system.'),
];
const recommender = (relationship: string) => ({ name: 'Prof. Alan Smith', title: 'Professor of Computer Science', organization: 'MIT', relationship });
const draft = async (relationship: string, keyAchievements: string[] = [], visaType: 'O-1A' | 'UK_GLOBAL_TALENT' = 'O-1A') =>
  (await analyst.draftLetter({ visaType, applicantName: 'Jane Doe', recommender: recommender(relationship), keyAchievements, evidence: EVIDENCE })).content;

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every double-quoted span, with the exhibits its line cites. */
function quotations(text: string): Array<{ quote: string; cites: number[] }> {
  return text.split('\n').flatMap((line) => [...line.matchAll(/"([^"]+)"/g)].map((m) => ({ quote: m[1]!, cites: findExhibitRefs(line) })));
}

const CLAIMS_OF_CLOSENESS = /direct view|worked with|work with|colleague|first[- ]hand|our joint|our collaboration|working alongside|that working relationship|supervis/i;

describe('the drafted letter follows the relationship given', () => {
  it("never claims closeness for an independent expert, and says how they know the work", async () => {
    for (const relationship of ['Independent expert', 'We have never worked together', 'No collaboration; I follow her publications', 'I do not know Jane personally']) {
      const letter = await draft(relationship);
      expect(letter, relationship).not.toMatch(CLAIMS_OF_CLOSENESS);
      expect(letter).toMatch(/(I have not|I have never) collaborated with Jane Doe|never worked together/);
      expect(letter).toContain("I know Jane Doe's work through its publications and its record in our field.");
    }
    expect(await draft('Independent expert')).toContain('I write as an independent expert in the field. I have not collaborated with Jane Doe;');
  });

  it('says the relationship in the first person, never as a pasted label', async () => {
    for (const relationship of ['Independent expert; never collaborated', 'PhD advisor 2015-2019', 'Former manager at Google', 'Co-author on two papers', 'Met her at a conference in 2019']) {
      expect(await draft(relationship), relationship).not.toMatch(/My relationship to|relationship to Jane Doe:/);
    }
    expect(await draft('Independent expert; never collaborated')).toContain("I write as an independent expert in the field. I have never collaborated with Jane Doe. I know Jane Doe's work through its publications");
    expect(await draft('Know her work through her publications; we have never met')).toContain("I know Jane Doe's work through publications. We have never met. I have not collaborated with Jane Doe.\n");
    expect(await draft('PhD advisor 2015-2019')).toContain("I was Jane Doe's PhD advisor from 2015 to 2019. That working relationship gave me first-hand knowledge");
  });

  it("calls a titled applicant by title and surname after the first mention, as a recommender would", async () => {
    const input = { visaType: 'EB-1A' as const, applicantName: 'Dr. Maya Okafor', recommender: recommender('Independent expert; never collaborated'), keyAchievements: [], evidence: EVIDENCE };
    const { content } = await analyst.draftLetter(input);
    // The short form passes the checks the server applies before saving.
    expect(checkDraft(content, letterContext(input))).toEqual([]);
    expect(content).toContain('I write to recommend Dr. Maya Okafor in the strongest terms');
    expect(content).toContain('I write as an independent expert in the field. I have never collaborated with Dr. Okafor.');
    expect(content).toContain('I recommend Dr. Okafor without reservation.');
  });

  it('says first-hand knowledge only for a relationship that implies it, in its own terms', async () => {
    expect(await draft('Former PhD supervisor')).toContain("I was Jane Doe's PhD supervisor. That working relationship gave me first-hand knowledge of the work described below.");
    expect(await draft('Co-author of two papers')).toContain("Jane Doe and I are co-authors of two papers. As a co-author, I know Jane Doe's part in our joint work at first hand.");
    expect(await draft('Colleague at MIT')).toContain('Jane Doe and I are colleagues at MIT. Working alongside Jane Doe gave me first-hand knowledge');
    expect(await draft('I collaborated with her on sparse attention')).toContain('I collaborated with her on sparse attention. Our collaboration gave me first-hand knowledge');
  });

  it('adds no relationship detail the user did not give, and leaves what it cannot say to the notes', async () => {
    const drafted = await analyst.draftLetter({ visaType: 'O-1A', applicantName: 'Jane Doe', recommender: recommender('Met her at a conference in 2019'), keyAchievements: [], evidence: EVIDENCE });
    expect(drafted.content).not.toMatch(CLAIMS_OF_CLOSENESS);
    expect(drafted.content).toContain("\n\nI write from what I know of Jane Doe's work and from the record described below.\n");
    expect(drafted.content).not.toContain('conference');
    expect(drafted.notes).toEqual([expect.stringContaining("'Met her at a conference in 2019'")]);
  });
});

describe('the drafted letter tells the truth about its sources', () => {
  it("quotes only whole sentences of the cited exhibit, word for word, never the analyst's tags", async () => {
    const letter = await draft('Independent expert');
    const quoted = quotations(letter);
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    for (const { quote, cites } of quoted) {
      expect(cites, quote).toHaveLength(1);
      const source = EVIDENCE.find((e) => e.evidenceNumber === cites[0])!;
      expect(collapse(source.text), quote).toContain(quote);
      expect(quote).not.toContain('…');
      expect(quote).toMatch(/^[A-Z].*[.!?]$/);
    }
    expect(letter).not.toContain('open source last year');
    expect(letter).not.toContain('OUTSTANDING PAPER AWARD');
    // A CV restates the applicant's own claims; it is not quoted as proof.
    expect(letter).not.toContain('I led the team');
  });

  it("keeps the user's achievements as the user's words, never as a quotation", async () => {
    const letter = await draft('Former PhD supervisor', ['Won the "ACM Doctoral Dissertation Award" in 2018']);
    expect(letter).toContain("- Won the 'ACM Doctoral Dissertation Award' in 2018 (see Exhibit 1).");
    expect(quotations(letter)).toEqual([]);
  });

  it('says nothing about how it was written', async () => {
    for (const letter of [await draft('Independent expert'), await draft('Colleague', ['Reviewer for Nature Methods'])]) {
      expect(letter).not.toMatch(/\b(AI|generated|analyst|keywords?|uploaded|categor(y|ies)|drafted)\b/i);
    }
  });
});

describe('UK Global Talent letters are outlines for the recommender to write from', () => {
  it('gives headings and bullet points with the evidence to mention, not finished prose', async () => {
    const outline = await draft('Independent expert', [], 'UK_GLOBAL_TALENT');
    expect(outline).toMatch(/^Letter outline for Prof\. Alan Smith: recommending Jane Doe for the UK Global Talent visa/);
    expect(outline).toContain('Write the letter yourself, in your own words');
    for (const heading of ['1. Who you are', '2. How you know Jane Doe', '3. The work to mention', '4. Why it matters', '5. Close']) expect(outline).toContain(`\n${heading}\n`);
    expect(outline).not.toMatch(/Dear Officer|Sincerely|I recommend|My name is/);
    expect(outline).toContain('- Say that you have not worked with Jane Doe');
    expect(outline.replace('have not worked with', '')).not.toMatch(CLAIMS_OF_CLOSENESS);
    // Every line after the introduction is a heading or a bullet.
    const body = outline.split('\n').slice(4).filter((l) => l.trim());
    for (const line of body) expect(line, line).toMatch(/^(\d\. |- )/);
    const quoted = quotations(outline);
    expect(quoted.length).toBeGreaterThan(0);
    for (const { quote, cites } of quoted) expect(collapse(EVIDENCE.find((e) => e.evidenceNumber === cites[0])!.text)).toContain(quote);
  });
});

describe('an EB-2 NIW letter (issue 36 item 6)', () => {
  it("speaks to the endeavor and the applicant's position to advance it, not to criteria, and asks for the recommender's own words in the notes", async () => {
    const input = { visaType: 'EB-2 NIW' as const, applicantName: 'Jane Doe', recommender: recommender('Independent expert'), keyAchievements: [], evidence: EVIDENCE };
    const letter = await analyst.draftLetter(input);
    expect(collapse(letter.content)).toContain('well positioned to advance the proposed endeavor');
    expect(collapse(letter.content)).toContain('matters well beyond any one employer');
    expect(letter.content).not.toMatch(/criterion|Dhanasar|prong|8 CFR/i);
    expect(letter.notes?.join(' ')).toMatch(/why the proposed endeavor matters .* prefer independent experts and potential users/);
    expect(checkDraft(letter.content, letterContext(input))).toEqual([]);
  });
});
