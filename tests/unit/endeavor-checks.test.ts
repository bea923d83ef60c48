import { describe, expect, it } from 'vitest';
import { checkEndeavor, countWords, ENDEAVOR_SPECIFIC_MIN_WORDS, isEndeavorWritten, isProngCriterion } from '../../src/contract/endeavor';

// Issue 36 item 2: the checks name the points the Dhanasar prongs need that the applicant's text does not show.

const STRONG = [
  'I will develop and deploy open-source flood-forecasting software for county emergency managers in Texas, Louisiana and Florida,',
  'so that emergency services and residents in flood-prone communities get warnings six hours earlier than today.',
  'The models build on my doctoral research in hydrology and my five years of work on river-gauge networks.',
  'The work matters nationally: floods are the costliest natural disaster in the United States, and the software will be free for any',
  'county to adopt, with the methods published for other researchers in the field.',
  'In the first two years I will run a pilot with three counties that have sent letters of intent, funded by a NOAA grant I applied for;',
  'by 2029 I plan to expand to twenty counties with a team of four engineers and a partner university laboratory.',
].join(' ');

const points = (text: string | null) => checkEndeavor(text).missing.map((m) => m.point);

describe('checkEndeavor', () => {
  it('finds nothing missing in an endeavor that is specific, prospective, national and planned', () => {
    expect(points(STRONG)).toEqual([]);
    expect(checkEndeavor(STRONG).words).toBe(countWords(STRONG));
  });

  it('lists every point, each with a message, for an empty or blank endeavor', () => {
    for (const empty of [null, undefined, '', '   \n ']) {
      const check = checkEndeavor(empty);
      expect(check.words).toBe(0);
      expect(check.missing.map((m) => m.point)).toEqual(['specific', 'prospective', 'beyond_one_employer', 'plan']);
      for (const m of check.missing) {
        expect(m.title.length).toBeGreaterThan(0);
        expect(m.message.length).toBeGreaterThan(20);
      }
    }
  });

  it('calls a short, general aim not specific', () => {
    const vague = 'I will continue my research in the United States and help the national economy with funding over the next five years.';
    expect(countWords(vague)).toBeLessThan(ENDEAVOR_SPECIFIC_MIN_WORDS);
    expect(points(vague)).toEqual(['specific']);
    expect(checkEndeavor(vague).missing[0]!.message).toContain(`at least ${ENDEAVOR_SPECIFIC_MIN_WORDS} words`);
  });

  it('asks for the future and the place when the text only tells the past', () => {
    const past = STRONG.replace(/\bwill\b/g, 'did').replace('I plan to', 'we').replace(/United States/g, 'country').replace('Texas, Louisiana and Florida', 'three regions');
    const check = checkEndeavor(past);
    expect(check.missing.map((m) => m.point)).toEqual(['prospective']);
    expect(check.missing[0]!.message).toMatch(/I will.*United States/);
    const abroadOnly = STRONG.replace(/United States/g, 'country').replace('Texas, Louisiana and Florida', 'three regions');
    expect(checkEndeavor(abroadOnly).missing.map((m) => m.message)).toEqual([expect.stringMatching(/^Say where the work will happen: in the United States/)]);
  });

  it('reads "U.S." and a state as the United States', () => {
    const usDotted = STRONG.replace(/United States/g, 'U.S.').replace('Texas, Louisiana and Florida', 'three regions');
    expect(points(usDotted)).toEqual([]);
    const stateOnly = STRONG.replace(/United States/g, 'country');
    expect(points(stateOnly)).toEqual([]);
  });

  it('asks why it matters beyond one employer when it serves only the company and its clients', () => {
    const oneEmployer = [
      'I will develop and deploy a new billing module for my employer, Acme Corp in Ohio, so that its clients in Ohio pay their invoices faster.',
      'The module builds on my five years of work as a software engineer at Acme, where I wrote the current invoicing code and the tests for it.',
      'In the first year I will design the module with a team of two engineers on the budget Acme has approved, and I plan to release it to Acme clients by 2028,',
      'then keep improving it with feedback from the Acme account managers who serve those clients every day.',
    ].join(' ');
    expect(points(oneEmployer)).toEqual(['beyond_one_employer']);
    expect(checkEndeavor(oneEmployer).missing[0]!.message).toContain('beyond one employer');
  });

  it('asks for a plan: a timeline and the resources it runs on, each named when the other is there', () => {
    const noPlan = STRONG.replace(/In the first two years.*$/, 'I will keep improving the models for the emergency managers who use them across the nation and across the field of hydrology every day.');
    const check = checkEndeavor(noPlan);
    expect(check.missing.map((m) => m.point)).toEqual(['plan']);
    expect(check.missing[0]!.message).toMatch(/^Give a plan/);
    const noTimeline = noPlan + ' A NOAA grant and three county partners support the work.';
    expect(checkEndeavor(noTimeline).missing.map((m) => m.message)).toEqual([expect.stringMatching(/^Give the plan a timeline/)]);
    const noResources = noPlan + ' By 2029 the models will run in twenty counties.';
    expect(checkEndeavor(noResources).missing.map((m) => m.message)).toEqual([expect.stringMatching(/^Say what the plan runs on/)]);
  });

  it('never changes the text it checks', () => {
    const text = `  ${STRONG}  `;
    const copy = text.slice();
    checkEndeavor(text);
    expect(text).toBe(copy);
  });
});

describe('countWords', () => {
  it('counts words as a reader does', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords('  I will   build\n\na flood-forecasting tool — for the U.S. in 2027. ')).toBe(11);
    expect(countWords("the applicant's plan")).toBe(3);
  });
});

describe('the prong-statement gate', () => {
  it('knows the prongs and what counts as written', () => {
    expect(['niw_prong1_merit_importance', 'niw_prong2_well_positioned', 'niw_prong3_balance'].every(isProngCriterion)).toBe(true);
    expect(['niw_advanced_degree', 'niw_exceptional_ability_licence', 'eb1a_awards'].some(isProngCriterion)).toBe(false);
    expect(isEndeavorWritten(null)).toBe(false);
    expect(isEndeavorWritten(' \n ')).toBe(false);
    expect(isEndeavorWritten('I will build it.')).toBe(true);
  });
});
