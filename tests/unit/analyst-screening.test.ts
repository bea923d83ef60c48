import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { GATED_FLOOR } from '../../server/modules/analyst/local/screening';
import { gateFor, isHeading } from '../../server/modules/analyst/local/screening-evidence';
import { criteriaFor } from '../../src/contract/criteria';
import { screeningResultSchema, type ScreeningResult } from '../../src/contract/screening';
import { VISA_TYPES } from '../../src/contract/visa';
import { ACTOR, AWARD_HEADING_ONLY, HEADING_LINES, HEADINGS_CV, MANAGER, ML_ENGINEER, MULTINATIONAL_MANAGER, RESEARCHER, SOFTWARE_ENGINEER, US_MANAGER } from '../fixtures/screening-cvs';
import { checkCounts, metTitles, prose, quotesIn, visaOf } from './screening-prose';

const analyst = createLocalAnalyst();
const profile = (extra: Record<string, unknown> = {}) => ({ fullName: 'Jane Doe', otherLinks: [], ...extra });
const screen = async (cvText: string | null, extra: Record<string, unknown> = {}) => check(await analyst.screenProfile({ profile: profile(extra), cvText }));

function check(result: ScreeningResult): ScreeningResult {
  expect(screeningResultSchema.parse(result)).toEqual(result);
  expect(result.recommendedVisas.map((v) => v.type).sort()).toEqual([...VISA_TYPES].sort());
  const scores = result.recommendedVisas.map((v) => v.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  return result;
}

describe('local analyst: screenProfile', () => {
  it('ranks O-1A or EB-1A first for a researcher and explains it with sentences quoted from the CV', async () => {
    const r = await screen(RESEARCHER, { field: 'Machine learning' });
    const [first] = r.recommendedVisas;
    expect(['O-1A', 'EB-1A']).toContain(first?.type);
    expect(first!.score).toBeGreaterThanOrEqual(60);
    expect(first!.reasoning).toContain('Scholarly Articles (“Published 42 peer-reviewed papers');
    expect(first!.reasoning).toContain('Judging (“Reviewer for Nature, Science and JMLR');
    expect(first!.reasoning).toMatch(/evidence for 3 of the (8|10) criteria/);
    const o1b = visaOf(r, 'O-1B');
    expect(o1b.score).toBeLessThan(first!.score - 30);
    expect(r.analysis).toContain(first!.type);
    expect(r.strengths.join(' ')).toContain('Your CV reports at least 5,300 citations of your work.');
  });

  it('ranks O-1B first for an actor with lead roles and critical reviews', async () => {
    const r = await screen(ACTOR, { fullName: 'Maria Rossi' });
    expect(r.recommendedVisas[0]?.type).toBe('O-1B');
    expect(r.recommendedVisas[0]?.reasoning).toContain('Lead or Starring Role (“Lead role as Ophelia');
    expect(visaOf(r, 'O-1A').reasoning).toMatch(/reads mainly as work in the arts/);
  });

  it('ranks EB-1C first for a multinational manager moving to the US affiliate', async () => {
    const r = await screen(MANAGER, { fullName: 'Jim Brown' });
    expect(r.recommendedVisas[0]?.type).toBe('EB-1C');
    expect(r.recommendedVisas[0]?.reasoning).toContain('Managerial or Executive Role Abroad (“General Manager of Acme GmbH (Germany)');
  });

  it('gives EB-1B less weight when no academic post or job offer shows', async () => {
    const r = await screen(MANAGER);
    const eb1b = visaOf(r, 'EB-1B');
    expect(eb1b.reasoning).toMatch(/teaching or research post/);
    expect(eb1b.reasoning).toMatch(/tenure-track/);
  });

  it('returns a low but complete result for an empty profile and no CV', async () => {
    const r = await screen(null);
    for (const v of r.recommendedVisas) expect(v.score).toBeLessThanOrEqual(20);
    expect(r.analysis).toMatch(/No CV/);
    expect(r.recommendations[0]).toMatch(/Upload your CV/);
    const blank = await screen('   ');
    expect(blank.recommendedVisas).toHaveLength(VISA_TYPES.length);
  });

  it('caps scores when only the profile description is available, and quotes it as the profile', async () => {
    const r = await screen(null, { profileDescription: RESEARCHER });
    for (const v of r.recommendedVisas) expect(v.score).toBeLessThanOrEqual(40);
    expect(r.recommendedVisas[0]?.score).toBeGreaterThan(0);
    expect(r.strengths.join(' ')).toContain('Your profile records');
  });

  it('mentions profile links in the analysis and asks for Google Scholar when it is missing', async () => {
    const cv = 'Researcher. Published 12 papers in the Journal of Applied Physics.';
    const without = await screen(cv);
    const withScholar = await screen(cv, { scholarUrl: 'https://scholar.google.com/citations?user=x' });
    expect(withScholar.analysis).toContain('Google Scholar');
    expect(visaOf(withScholar, 'O-1A').score).toBeGreaterThanOrEqual(visaOf(without, 'O-1A').score);
    expect(without.recommendations.join(' ')).toMatch(/Google Scholar/);
  });

  it('is deterministic', async () => {
    expect(await screen(RESEARCHER)).toEqual(await screen(RESEARCHER));
  });
});

describe('screening counts only what a sentence of the CV states', () => {
  it('never takes a heading for a sentence', () => {
    for (const line of [...HEADING_LINES, 'AWARDS AND HONORS', 'Publications', 'Honors, Awards and Fellowships Received', 'Awards:', 'Research experience and selected grants']) {
      expect(isHeading(line), line).toBe(true);
    }
    for (const line of ['Received the Google PhD Fellowship in 2014.', 'Reviewer for ICML, NeurIPS and the Journal of Machine Learning Research since 2020.', 'Outstanding Paper Award, NeurIPS 2021, for "Sparse Attention at Scale".']) {
      expect(isHeading(line), line).toBe(false);
    }
  });

  it('never quotes a section heading, and a criterion with only a heading is not met', async () => {
    for (const cv of [HEADINGS_CV, ML_ENGINEER]) {
      const r = await screen(cv);
      const quoted = prose(r).flatMap(quotesIn);
      expect(quoted.length).toBeGreaterThan(0);
      for (const q of quoted) {
        expect(q, 'a heading was quoted as evidence').not.toMatch(/^(AWARDS AND HONORS|PUBLICATIONS|SERVICE|COMPENSATION|EXPERIENCE)$/);
        expect(HEADING_LINES).not.toContain(q);
        expect(isHeading(q), q).toBe(false);
      }
    }
    const o1a = visaOf(await screen(HEADINGS_CV), 'O-1A');
    expect(metTitles(o1a.reasoning, 'O-1A').sort()).toEqual(['Awards', 'Scholarly Articles']);
    expect(o1a.reasoning).toContain('Awards (“Received the 2021 Marie Curie Prize for Young Chemists from the European Chemical Society.”)');
    const headingOnly = visaOf(await screen(AWARD_HEADING_ONLY), 'O-1A');
    expect(metTitles(headingOnly.reasoning, 'O-1A'), 'an award heading is not an award').toEqual(['Scholarly Articles']);
  });

  it('reads the sentences that look like another criterion the way a paralegal does', () => {
    const shows = (sentence: string) => criteriaFor('O-1A').filter((c) => gateFor('O-1A', c.id)?.(sentence)).map((c) => c.id);
    expect(shows('Awards committee member for the ACM SIGGRAPH Awards (2019).')).toEqual(['o1a_judging']);
    expect(shows('Received the ACM SIGGRAPH Award in 2019.')).toEqual(['o1a_awards']);
    expect(shows('Invited to review for Nature and Science since 2018.')).toEqual(['o1a_judging']);
    expect(shows('Raised $12 million in Series A funding from Sequoia in 2021.')).not.toContain('o1a_high_salary');
    expect(shows('Published 14 peer-reviewed papers at ICML and NeurIPS.')).not.toContain('o1a_judging');
  });

  it('quotes every sentence verbatim from the CV', async () => {
    for (const cv of [ML_ENGINEER, RESEARCHER, ACTOR, MULTINATIONAL_MANAGER]) {
      const source = cv.replace(/\s+/g, ' ');
      for (const q of prose(await screen(cv)).flatMap(quotesIn)) {
        for (const piece of q.split('…').filter(Boolean)) expect(source, `“${q}” is not in the CV`).toContain(piece.trim());
      }
    }
  });

  it('counts one sentence for one criterion only', async () => {
    const r = await screen('Machine learning researcher at Nimbus AI.\nPublished 14 peer-reviewed papers at ICML, NeurIPS and ACL; cited over 2,100 times.');
    for (const v of r.recommendedVisas) {
      const quoted = quotesIn(v.reasoning);
      expect(new Set(quoted).size, `${v.type} used one sentence twice`).toBe(quoted.length);
    }
    expect(metTitles(visaOf(r, 'O-1A').reasoning, 'O-1A')).toHaveLength(1);
    for (const cv of [ML_ENGINEER, RESEARCHER, ACTOR, MANAGER, MULTINATIONAL_MANAGER]) {
      for (const v of (await screen(cv)).recommendedVisas) {
        const quoted = quotesIn(v.reasoning);
        expect(new Set(quoted).size, `${v.type} used one sentence twice`).toBe(quoted.length);
      }
    }
  });

  it('writes counts that match the criteria it names, for every visa and in the summary', async () => {
    for (const cv of [ML_ENGINEER, RESEARCHER, ACTOR, MANAGER, MULTINATIONAL_MANAGER, SOFTWARE_ENGINEER, HEADINGS_CV]) {
      const r = await screen(cv);
      for (const v of r.recommendedVisas) checkCounts(v.reasoning, v.type, { allNamed: true });
      const top = r.recommendedVisas[0]!;
      checkCounts(r.analysis, top.type, { allNamed: false });
      // The summary names the same criteria as the best visa's card.
      const summary = /evidence for (\d+) of the/.exec(r.analysis);
      expect(Number(summary?.[1] ?? 0)).toBe(metTitles(top.reasoning, top.type).length);
    }
  });
});

describe('screening gates and wording', () => {
  it('recommends EB-1C only with a managerial role at a foreign part of the company group', async () => {
    const yes = await screen(MULTINATIONAL_MANAGER);
    expect(yes.recommendedVisas[0]?.type).toBe('EB-1C');
    const eb1c = visaOf(yes, 'EB-1C');
    expect(eb1c.score).toBeGreaterThan(GATED_FLOOR);
    expect(eb1c.reasoning).toContain('Managerial or Executive Role Abroad (“');
    expect(metTitles(eb1c.reasoning, 'EB-1C')).toHaveLength(4);
    for (const cv of [SOFTWARE_ENGINEER, US_MANAGER, ML_ENGINEER]) {
      const no = visaOf(await screen(cv), 'EB-1C');
      expect(no.score, cv.split('\n')[0]).toBeLessThanOrEqual(GATED_FLOOR);
      expect(no.reasoning).toMatch(/outside the United States; your profile names no such role abroad, so EB-1C does not fit\./);
    }
  });

  it('gives O-1B a real score only with work in the arts', async () => {
    const actor = visaOf(await screen(ACTOR), 'O-1B');
    expect(actor.score).toBeGreaterThan(50);
    for (const cv of [SOFTWARE_ENGINEER, ML_ENGINEER, RESEARCHER]) {
      const o1b = visaOf(await screen(cv), 'O-1B');
      expect(o1b.score, cv.split('\n')[0]).toBeLessThanOrEqual(GATED_FLOOR);
      expect(o1b.reasoning).toContain('nothing in your profile names a performance, exhibition, film, album or review of your artistic work');
      expect(quotesIn(o1b.reasoning)).toEqual([]);
    }
  });

  it('names visas the way people read them and keeps the id as the type', async () => {
    const r = await screen(ML_ENGINEER);
    for (const text of prose(r)) expect(text).not.toMatch(/UK_GLOBAL_TALENT|_/);
    const uk = visaOf(r, 'UK_GLOBAL_TALENT');
    expect(uk.type).toBe('UK_GLOBAL_TALENT');
    expect(uk.reasoning).toMatch(/^UK Global Talent needs /);
  });

  it('writes whole sentences with no talk about the tool', async () => {
    for (const cv of [ML_ENGINEER, ACTOR, null]) {
      const r = await screen(cv);
      for (const text of prose(r)) {
        const outside = text.replace(/“[^”]*”/g, '');
        expect(outside).not.toMatch(/\b(keywords?|offline|analyst|AI|automated|generated|algorithm)\b/i);
        expect(text, 'starts a sentence').toMatch(/^[A-Z“]/);
        expect(text, 'ends a sentence').toMatch(/[.!?]”?$/);
      }
    }
  });
});
