import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/analyst/local';
import { screeningResultSchema, type ScreeningResult } from '../../src/contract/screening';
import { VISA_TYPES } from '../../src/contract/visa';

const analyst = createLocalAnalyst();
const profile = (extra: Record<string, unknown> = {}) => ({ fullName: 'Jane Doe', otherLinks: [], ...extra });

const RESEARCHER = `Jane Doe, PhD
Associate Professor of Computer Science, Stanford University (2016 – present)
Postdoctoral Researcher, MIT CSAIL (2013 – 2016)
Education: PhD in Machine Learning, University of Toronto, 2013.

Selected Publications
Published 42 peer-reviewed papers in journals and conference proceedings including Nature, NeurIPS and ICML. My work has been cited over 5,300 times (h-index 31).
Doe J., Smith K. "Scalable inference for graphical models", Journal of Machine Learning Research, 2019.

Professional Service
Reviewer for Nature, Science and JMLR; program committee member for NeurIPS and ICML (2017–2023).
Peer review of more than 150 manuscripts.
My algorithm for variational inference was adopted by Google and is widely used in open source libraries.`;

const ACTOR = `Maria Rossi, Actress
Lead role as Ophelia in "Hamlet" at the National Theatre, London (2019).
Starring role in the feature film "Blue Harbour" (2021), official selection at the Cannes Film Festival; box office gross of $48 million.
Critically acclaimed performance: The Guardian review called her performance masterful; rave reviews in Variety and The New York Times.
Principal cast member of the Royal Shakespeare Company (2016–2020).
Interview featured in Vogue magazine, 2022.`;

const MANAGER = `Jim Brown. General Manager of Acme GmbH (Germany), a wholly owned subsidiary of Acme Inc. (USA), 2018-2023.
Managed a team of 45 direct reports and a budget of $12M across three countries.
Offered the position of Vice President of Operations at Acme Inc. in the United States, which has been doing business since 2005 with annual revenue of $200M. The job offer describes executive duties and authority over four departments.`;

function check(result: ScreeningResult): ScreeningResult {
  expect(screeningResultSchema.parse(result)).toEqual(result);
  expect(result.recommendedVisas.map((v) => v.type).sort()).toEqual([...VISA_TYPES].sort());
  const scores = result.recommendedVisas.map((v) => v.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  return result;
}

describe('local analyst: screenProfile', () => {
  it('ranks O-1A or EB-1A first for a researcher and explains it with quotes from the CV', async () => {
    const r = check(await analyst.screenProfile({ profile: profile({ field: 'Machine learning' }), cvText: RESEARCHER }));
    const [first] = r.recommendedVisas;
    expect(['O-1A', 'EB-1A']).toContain(first?.type);
    expect(first!.score).toBeGreaterThanOrEqual(60);
    expect(first!.reasoning).toMatch(/Scholarly Articles \("/);
    expect(first!.reasoning).toContain('Judging');
    expect(first!.reasoning).toMatch(/3 of (8|10)/);
    const o1b = r.recommendedVisas.find((v) => v.type === 'O-1B')!;
    expect(o1b.score).toBeLessThan(first!.score - 30);
    expect(r.analysis).toContain(first!.type);
    expect(r.strengths.join(' ')).toMatch(/citations/i);
  });

  it('ranks O-1B first for an actor with lead roles and critical reviews', async () => {
    const r = check(await analyst.screenProfile({ profile: profile({ fullName: 'Maria Rossi' }), cvText: ACTOR }));
    expect(r.recommendedVisas[0]?.type).toBe('O-1B');
    expect(r.recommendedVisas[0]?.reasoning).toContain('Lead or Starring Role');
    const o1a = r.recommendedVisas.find((v) => v.type === 'O-1A')!;
    expect(o1a.reasoning).toMatch(/arts/);
  });

  it('ranks EB-1C first for a multinational manager moving to the US affiliate', async () => {
    const r = check(await analyst.screenProfile({ profile: profile({ fullName: 'Jim Brown' }), cvText: MANAGER }));
    expect(r.recommendedVisas[0]?.type).toBe('EB-1C');
    expect(r.recommendedVisas[0]?.reasoning).toContain('Qualifying Relationship');
  });

  it('gives EB-1B less weight when no academic post or job offer shows', async () => {
    const r = check(await analyst.screenProfile({ profile: profile(), cvText: MANAGER }));
    const eb1b = r.recommendedVisas.find((v) => v.type === 'EB-1B')!;
    expect(eb1b.reasoning).toMatch(/teaching or research/);
    expect(eb1b.reasoning).toMatch(/tenure-track/);
  });

  it('returns a low but complete result for an empty profile and no CV', async () => {
    const r = check(await analyst.screenProfile({ profile: profile(), cvText: null }));
    for (const v of r.recommendedVisas) expect(v.score).toBeLessThanOrEqual(20);
    expect(r.analysis).toMatch(/No CV/);
    expect(r.recommendations[0]).toMatch(/Upload your CV/);
    const blank = check(await analyst.screenProfile({ profile: profile(), cvText: '   ' }));
    expect(blank.recommendedVisas).toHaveLength(VISA_TYPES.length);
  });

  it('caps scores when only the profile description is available', async () => {
    const r = check(await analyst.screenProfile({ profile: profile({ profileDescription: RESEARCHER }), cvText: null }));
    for (const v of r.recommendedVisas) expect(v.score).toBeLessThanOrEqual(40);
    expect(r.recommendedVisas[0]?.score).toBeGreaterThan(0);
  });

  it('counts profile links as signals and mentions them in the analysis', async () => {
    const without = await analyst.screenProfile({ profile: profile(), cvText: 'Researcher. Published a paper in a journal.' });
    const withScholar = await analyst.screenProfile({ profile: profile({ scholarUrl: 'https://scholar.google.com/citations?user=x' }), cvText: 'Researcher. Published a paper in a journal.' });
    expect(withScholar.analysis).toContain('Google Scholar');
    const score = (r: ScreeningResult) => r.recommendedVisas.find((v) => v.type === 'O-1A')!.score;
    expect(score(withScholar)).toBeGreaterThanOrEqual(score(without));
    expect(without.recommendations.join(' ')).toMatch(/Google Scholar/);
  });

  it('is deterministic', async () => {
    const a = await analyst.screenProfile({ profile: profile(), cvText: RESEARCHER });
    const b = await analyst.screenProfile({ profile: profile(), cvText: RESEARCHER });
    expect(a).toEqual(b);
  });
});
