import { afterEach, describe, expect, it } from 'vitest';
import { readAndFile } from '../../server/modules/analyst/local/evidence';
import { LEARNED_TITLE, useTitleModel } from '../../server/modules/analyst/local/fact-title-learned';
import { titleCandidates } from '../../server/modules/analyst/local/title-candidates';
import { describeTitles, overruleTitle, rankTitles, titleWith } from '../../server/modules/analyst/local/title-ranker';
import { fitRanker } from '../../bench/analyst/fit/rank-logit';

// Decision 096: the learned title beside the hand rules. Texts written for this test.
const ARTICLE = [
  'Certified translation from Norwegian',
  'FJORDPOSTEN (Bergen), weekly, 3 May 2024, page 4',
  'Ingrid Solberg: the loom that remembers the fjord',
  'By Per Lunde',
  'When Ingrid Solberg set up her first loom in a boathouse in Alesund, she meant to weave sails. Six years on, her tapestries hang in three national collections.',
  'Solberg says the patterns come from tide tables her grandfather kept.',
].join('\n');

const LETTER = [
  'NORDIC TEXTILE COUNCIL · Strandgaten 4 · Bergen',
  '12 June 2024',
  'Subject: Appointment to the acquisitions panel',
  'Dear Ms Solberg,',
  'The council is pleased to appoint you to its acquisitions panel for a term of three years, beginning in September.',
].join('\n');

const sheetOf = (text: string) => readAndFile({ visaType: 'O-1B', fileName: 'document.txt', mimeType: 'text/plain', text, applicantName: 'Ingrid Solberg' }).sheet;

afterEach(() => useTitleModel(LEARNED_TITLE));

describe('the candidate titles a document offers', () => {
  it("gathers the hand's title, heading lines and their parts and a 'Subject:' value, but no body sentence or line after the salutation", () => {
    const values = (text: string) => titleCandidates(text, 'Hand title');
    const article = values(ARTICLE);
    expect(article.find((c) => c.value === 'Ingrid Solberg: the loom that remembers the fjord')?.at).toBe(2);
    expect(article.find((c) => c.value === 'Hand title')?.sources.has('hand')).toBe(true);
    expect(article.some((c) => c.value.startsWith('When Ingrid Solberg'))).toBe(false);
    const letter = values(LETTER);
    expect(letter.find((c) => c.value === 'Appointment to the acquisitions panel')?.sources).toEqual(new Set(['subject field']));
    expect(letter.map((c) => c.value)).toEqual(expect.arrayContaining(['Nordic Textile Council', 'Strandgaten 4']));
    expect(letter.some((c) => c.value.startsWith('Subject') || c.value.startsWith('The council'))).toBe(false);
  });
});

describe('the candidates of forms a typed page writes (decision 109)', () => {
  const CERTIFICATE = [
    'FJORD WEAVERS GUILD',
    'CERTIFICATE OF AWARD',
    'The Council of the Guild, on the recommendation of its panel of master weavers, has awarded',
    'THE SILVER SHUTTLE MEDAL',
    'upon Ingrid Solberg',
  ].join('\n');
  const LETTER_RE = ['NORDIC TEXTILE COUNCIL - Bergen', '12 June 2024', 'Dear Ms Solberg,', 'Re: Loom of the Year - Final - Jury Prize', 'The jury met on Friday.'].join('\n');
  const RESOLUTION = ['MUNICIPALITY OF ALESUND', 'ON GRANTING THE TITLE "WEAVER OF THE CITY" TO MS SOLBERG'].join('\n');
  const RESULTS = ['Nordic Textile Council | Events | Results', 'Results > Textile Biennale 2024 > Tapestry'].join('\n');

  it("takes the line a conferring sentence hands on, with what stands around it, and a heading's ' - ', ' > ' parts, quoted names and a 'Re:' under the salutation", () => {
    const certificate = titleCandidates(CERTIFICATE, 'Hand title');
    expect(certificate.find((c) => c.value === 'The Silver Shuttle Medal')?.at).toBe(3);
    const medal = describeTitles(CERTIFICATE, { kind: 'award', hand: 'Hand title', issuer: 'FJORD WEAVERS GUILD', subject: 'Ingrid Solberg' }).find((d) => d.candidate.value === 'The Silver Shuttle Medal');
    expect(medal?.features).toMatchObject({ 'above: left open': 1, 'below: a conferral': 1, 'below: names the subject': 1 });
    const heading = describeTitles(CERTIFICATE, { kind: 'award', hand: 'Hand title', issuer: null, subject: null }).find((d) => d.candidate.value === 'Certificate of Award');
    expect(heading?.features['echoes the kind']).toBe(1);
    const letter = titleCandidates(LETTER_RE, 'Hand title');
    expect(letter.find((c) => c.value === 'Loom of the Year - Final - Jury Prize')?.sources).toEqual(new Set(['subject field']));
    expect(titleCandidates(LETTER_RE, 'Hand title').map((c) => c.value)).toContain('Nordic Textile Council');
    expect(titleCandidates(RESOLUTION, 'Hand title').find((c) => c.value === 'Weaver of the City')?.sources).toEqual(new Set(['quoted part']));
    expect(titleCandidates(RESULTS, 'Hand title').map((c) => c.value)).toEqual(expect.arrayContaining(['Textile Biennale 2024', 'Tapestry']));
    const addressed = describeTitles(LETTER_RE, { kind: 'other', hand: 'To the Nordic Textile Council, 12 June 2024', issuer: null, subject: null });
    expect(addressed.find((d) => d.candidate.sources.has('hand'))?.features['hand addressed']).toBe(1);
  });
});

describe('the shipped model', () => {
  it('leads with the headline under a masthead that the hand rules took for the title', () => {
    useTitleModel(null);
    const hand = sheetOf(ARTICLE).title;
    expect(hand).not.toMatch(/loom/);
    useTitleModel(LEARNED_TITLE);
    expect(sheetOf(ARTICLE).title).toBe(`Ingrid Solberg: the loom that remembers the fjord: ${hand}`);
  });
});

describe('the blend and the title it makes', () => {
  const ranked = (probabilities: number[]) =>
    probabilities.map((probability, i) => ({ candidate: { value: `line ${i}`, at: i, sources: new Set([i === 0 ? 'hand' : 'line']) }, features: {}, probability }));

  it('replaces the hand only when the first line beats it by the margin', () => {
    expect(overruleTitle(0.3, ranked([0.2, 0.8]).sort((a, b) => b.probability - a.probability))?.candidate.value).toBe('line 1');
    expect(overruleTitle(0.3, ranked([0.4, 0.6]).sort((a, b) => b.probability - a.probability))).toBeNull();
    expect(overruleTitle(0, ranked([0.7, 0.3]))).toBeNull();
  });

  it("leads the hand's title with the line, unless the hand's title holds its words, within the index's length", () => {
    expect(titleWith('The loom that remembers', 'Fjordposten, 3 May 2024')).toBe('The loom that remembers: Fjordposten, 3 May 2024');
    expect(titleWith('FJORDPOSTEN', 'Fjordposten, 3 May 2024')).toBe('Fjordposten, 3 May 2024');
    expect(titleWith('Weaver of the Year 2024', 'Shortlist: Nordic Textile Council, 9 January 2025')).toBe('Shortlist: Weaver of the Year 2024: Nordic Textile Council, 9 January 2025');
    const long = titleWith('word '.repeat(40).trim(), 'Fjordposten, weekly, 3 May 2024, page 4, Culture and the arts');
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toContain(': Fjordposten');
  });

  it('fits weights that rank the labelled line first, the same on two runs', () => {
    const text = ['FJORDPOSTEN, 3 May 2024', 'The loom that remembers', 'By Per Lunde'].join('\n');
    const described = describeTitles(text, { kind: 'press_article', hand: 'Fjordposten, 3 May 2024', issuer: 'FJORDPOSTEN', subject: null });
    const example = { candidates: described.map((d) => d.features), right: described.map((d) => d.candidate.value === 'The loom that remembers'), weight: 1 };
    const weights = fitRanker([example, example]);
    expect(rankTitles(weights, described)[0]?.candidate.value).toBe('The loom that remembers');
    expect(fitRanker([example, example])).toEqual(weights);
  });
});
