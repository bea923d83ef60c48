import { describe, expect, it } from 'vitest';
import { screenProfile } from '../../server/modules/analyst/local/screening';
import { AT_THRESHOLD, CEILING, comparableScore, MANDATORY_UNMET, PER_SPARE } from '../../server/modules/analyst/local/screening-score';
import { cvCountry } from '../../server/modules/analyst/local/screening-place';
import type { ScreeningResult } from '../../src/contract/screening';
import { AWARD_NAMES_PAPER, LONDON_DESIGNER, SF_RESEARCHER } from '../fixtures/screening-cvs';

type Country = 'US' | 'UK' | 'unsure' | null;
const screen = (cvText: string, workCountry: Country = null): ScreeningResult =>
  screenProfile({ profile: { fullName: 'Test Person', otherLinks: [], workCountry }, cvText });
const first = (r: ScreeningResult) => r.recommendedVisas[0]!.type;

describe('the comparable score: each visa against its own threshold', () => {
  it('gives the same score to the same standing whatever the length of the catalogue', () => {
    // 3 of 8 (O-1A), 3 of 10 (EB-1A) and 2 of 3 recognition criteria (UK) are each exactly at the threshold.
    expect(comparableScore({ evidenced: 3, required: 3, strong: 0, mandatoryMet: true })).toBe(AT_THRESHOLD);
    expect(comparableScore({ evidenced: 2, required: 2, strong: 0, mandatoryMet: true })).toBe(AT_THRESHOLD);
  });

  it('rises with each spare criterion, up to two, and stays below certainty', () => {
    expect(comparableScore({ evidenced: 4, required: 3, strong: 0, mandatoryMet: true })).toBe(AT_THRESHOLD + PER_SPARE);
    expect(comparableScore({ evidenced: 5, required: 3, strong: 0, mandatoryMet: true })).toBe(AT_THRESHOLD + 2 * PER_SPARE);
    expect(comparableScore({ evidenced: 9, required: 3, strong: 9, mandatoryMet: true })).toBe(CEILING);
  });

  it('falls in proportion below the threshold, and is held down when a mandatory item is missing', () => {
    expect(comparableScore({ evidenced: 1, required: 3, strong: 0, mandatoryMet: true })).toBe(20);
    expect(comparableScore({ evidenced: 0, required: 3, strong: 0, mandatoryMet: true })).toBe(0);
    expect(comparableScore({ evidenced: 5, required: 3, strong: 5, mandatoryMet: false })).toBe(MANDATORY_UNMET);
  });
});

describe('screening that knows where the applicant wants to work', () => {
  it('ranks EB-1A or O-1A first for a US researcher with five EB-1A criteria, never UK Global Talent', () => {
    for (const target of ['US', 'unsure', null] as const) {
      const r = screen(SF_RESEARCHER, target);
      expect(['EB-1A', 'O-1A'], `work country ${target}`).toContain(first(r));
      expect(r.recommendedVisas.find((v) => v.type === 'EB-1A')!.reasoning).toMatch(/evidence for [5-9] of the 10 criteria/);
    }
  });

  it('ranks UK Global Talent first for a UK designer who wants to work in the United Kingdom', () => {
    const r = screen(LONDON_DESIGNER, 'UK');
    expect(first(r)).toBe('UK_GLOBAL_TALENT');
    expect(r.recommendedVisas.find((v) => v.type !== 'UK_GLOBAL_TALENT')!.reasoning).toContain('You want to work in the United Kingdom');
  });

  it('never ranks UK Global Talent first for someone who wants to work in the United States', () => {
    expect(first(screen(LONDON_DESIGNER, 'US'))).not.toBe('UK_GLOBAL_TALENT');
  });

  it('reads an undecided applicant’s CV for where they work: places, currency, employers', () => {
    expect(cvCountry(SF_RESEARCHER)).toBe('US');
    expect(cvCountry(LONDON_DESIGNER)).toBe('UK');
    expect(cvCountry('Wrote 12 papers on graph learning.')).toBeNull();
    expect(first(screen(LONDON_DESIGNER, 'unsure'))).toBe('UK_GLOBAL_TALENT');
    const r = screen(SF_RESEARCHER, 'unsure');
    expect(r.recommendedVisas.find((v) => v.type === 'UK_GLOBAL_TALENT')!.reasoning).toContain('Your CV places your work in the United States');
  });
});

describe('evidence lines state their criterion’s fact', () => {
  it('never quotes an award line as evidence of scholarly articles', () => {
    for (const v of screen(AWARD_NAMES_PAPER).recommendedVisas) {
      expect(v.reasoning, v.type).not.toMatch(/Scholarly (Books or )?Articles \(“Received the Best Paper Award/);
    }
  });

  it('still quotes a reference line as a scholarly article', () => {
    const o1a = screen(SF_RESEARCHER).recommendedVisas.find((v) => v.type === 'O-1A')!;
    expect(o1a.reasoning).toContain('Scholarly Articles (“Chen M., Park J.');
  });
});
