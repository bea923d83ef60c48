import { describe, expect, it } from 'vitest';
import { CRITERIA, criteriaFor, findCriterion, VISA_RULES } from '../../src/contract/criteria';
import { VISA_TYPES } from '../../src/contract/visa';

const PREFIX = { 'O-1A': 'o1a_', 'O-1B': 'o1b_', 'EB-1A': 'eb1a_', 'EB-1B': 'eb1b_', 'EB-1C': 'eb1c_', UK_GLOBAL_TALENT: 'uk_', 'EB-2 NIW': 'niw_' } as const;
const COUNT = { 'O-1A': 8, 'O-1B': 6, 'EB-1A': 10, 'EB-1B': 6, 'EB-1C': 4, UK_GLOBAL_TALENT: 5, 'EB-2 NIW': 10 } as const;

describe('criteria catalogue', () => {
  it('has a catalogue for every visa type with the right number of criteria', () => {
    expect(Object.keys(CRITERIA).sort()).toEqual([...VISA_TYPES].sort());
    for (const visa of VISA_TYPES) expect(CRITERIA[visa], visa).toHaveLength(COUNT[visa]);
  });

  it('prefixes ids by visa type and keeps them unique across the catalogue', () => {
    const all = VISA_TYPES.flatMap((v) => CRITERIA[v].map((c) => c.id));
    expect(new Set(all).size).toBe(all.length);
    for (const visa of VISA_TYPES) for (const c of CRITERIA[visa]) expect(c.id.startsWith(PREFIX[visa]), c.id).toBe(true);
  });

  it('uses the ids the spec names for O-1A and EB-1A', () => {
    expect(CRITERIA['O-1A'].map((c) => c.id)).toEqual([
      'o1a_awards', 'o1a_memberships', 'o1a_press', 'o1a_judging', 'o1a_original_contributions', 'o1a_scholarly_articles', 'o1a_critical_role', 'o1a_high_salary',
    ]);
    expect(CRITERIA['EB-1A'].map((c) => c.id)).toEqual([
      'eb1a_awards', 'eb1a_memberships', 'eb1a_press', 'eb1a_judging', 'eb1a_contributions', 'eb1a_articles', 'eb1a_exhibitions', 'eb1a_critical_role', 'eb1a_high_salary', 'eb1a_commercial_success',
    ]);
    expect(CRITERIA.UK_GLOBAL_TALENT.map((c) => c.title)).toEqual([
      'CV/Résumé (max 3 pages)', 'Recommendation Letters (minimum 3 from established experts)', 'Awards and Prizes', 'Media Recognition', 'Patents and Contributions',
    ]);
  });

  it('gives every criterion a title, description, examples, a regulation and a lowercase vocabulary', () => {
    for (const visa of VISA_TYPES) {
      for (const c of CRITERIA[visa]) {
        expect(c.title.length, c.id).toBeGreaterThan(2);
        expect(c.description.length, c.id).toBeGreaterThan(20);
        expect(c.examples.length, c.id).toBeGreaterThan(0);
        expect(c.regulation, c.id).toMatch(visa === 'UK_GLOBAL_TALENT' ? /Immigration Rules, Appendix Global Talent/ : visa === 'EB-2 NIW' ? /^(8 CFR 204\.5\(k\)|Matter of Dhanasar, 26 I&N Dec\. 884 \(AAO 2016\), prong [123])/ : /^8 CFR 2(14\.2\(o\)|04\.5\()/);
        expect(c.keywords.length, c.id).toBeGreaterThanOrEqual(8);
        expect(c.keywords.length, c.id).toBeLessThanOrEqual(25);
        expect(new Set(c.keywords).size, c.id).toBe(c.keywords.length);
        for (const k of c.keywords) expect(k, c.id).toBe(k.toLowerCase());
      }
    }
  });

  it('cites the regulation paragraph of each O-1A and EB-1A criterion', () => {
    expect(findCriterion('O-1A', 'o1a_awards')?.regulation).toBe('8 CFR 214.2(o)(3)(iii)(B)(1)');
    expect(findCriterion('O-1A', 'o1a_high_salary')?.regulation).toBe('8 CFR 214.2(o)(3)(iii)(B)(8)');
    expect(findCriterion('EB-1A', 'eb1a_commercial_success')?.regulation).toBe('8 CFR 204.5(h)(3)(x)');
    expect(findCriterion('EB-1B', 'eb1b_awards')?.regulation).toBe('8 CFR 204.5(i)(3)(i)(A)');
  });

  it('states each visa threshold as the facts give it', () => {
    const t = (v: keyof typeof COUNT) => VISA_RULES[v].threshold;
    expect([t('O-1A').required, t('O-1A').of, t('O-1A').text]).toEqual([3, 8, 'one major award, or 3 of 8']);
    expect([t('O-1B').required, t('O-1B').of]).toEqual([3, 6]);
    expect([t('EB-1A').required, t('EB-1A').of]).toEqual([3, 10]);
    expect([t('EB-1B').required, t('EB-1B').of]).toEqual([2, 6]);
    expect([t('EB-1C').required, t('EB-1C').of]).toEqual([4, 4]);
    expect(t('EB-1C').mandatory).toEqual(CRITERIA['EB-1C'].map((c) => c.id));
    expect([t('UK_GLOBAL_TALENT').required, t('UK_GLOBAL_TALENT').of]).toEqual([4, 5]);
    expect(t('UK_GLOBAL_TALENT').mandatory).toEqual(['uk_cv', 'uk_recommendation_letters']);
    for (const visa of VISA_TYPES) {
      const rule = VISA_RULES[visa];
      expect(rule.threshold.of, visa).toBe(CRITERIA[visa].length);
      expect(rule.threshold.required, visa).toBeLessThanOrEqual(rule.threshold.of);
      for (const id of rule.threshold.mandatory) expect(findCriterion(visa, id), id).toBeDefined();
      expect(rule.name.length).toBeGreaterThan(3);
      expect(rule.summary.length).toBeGreaterThan(20);
    }
  });

  it('lists EB-2 NIW in two parts, the basis then the three Dhanasar prongs, with the ids the reference names', () => {
    expect(CRITERIA['EB-2 NIW'].map((c) => c.id)).toEqual([
      'niw_advanced_degree',
      'niw_exceptional_ability_academic_record', 'niw_exceptional_ability_ten_years', 'niw_exceptional_ability_licence',
      'niw_exceptional_ability_salary', 'niw_exceptional_ability_memberships', 'niw_exceptional_ability_recognition',
      'niw_prong1_merit_importance', 'niw_prong2_well_positioned', 'niw_prong3_balance',
    ]);
    // Each cites its rule: the advanced degree (k)(2)/(k)(3)(i), the six criteria (k)(3)(ii)(A)-(F), the prongs Dhanasar.
    expect(findCriterion('EB-2 NIW', 'niw_advanced_degree')?.regulation).toMatch(/^8 CFR 204\.5\(k\)\(2\), \(k\)\(3\)\(i\)/);
    expect(CRITERIA['EB-2 NIW'].slice(1, 7).map((c) => c.regulation)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'].map((p) => `8 CFR 204.5(k)(3)(ii)(${p})`));
    for (const c of CRITERIA['EB-2 NIW'].slice(7)) expect(c.regulation, c.id).toMatch(/Matter of Dhanasar, 26 I&N Dec\. 884 \(AAO 2016\)/);
    // The January 2025 guidance: experience before the bachelor's degree does not count.
    expect(findCriterion('EB-2 NIW', 'niw_advanced_degree')?.description).toMatch(/before the bachelor's degree does not count/);
    expect(VISA_RULES['EB-2 NIW'].threshold.mandatory).toEqual(['niw_prong1_merit_importance', 'niw_prong2_well_positioned', 'niw_prong3_balance']);
  });

  it('gives each criterion of a visa its own kind of proof', () => {
    for (const visa of VISA_TYPES) {
      const proofs = CRITERIA[visa].map((c) => c.proof);
      expect(new Set(proofs).size, visa).toBe(proofs.length);
    }
  });

  it('looks criteria up by visa type', () => {
    expect(criteriaFor('EB-1C')).toBe(CRITERIA['EB-1C']);
    expect(findCriterion('O-1A', 'o1a_judging')?.title).toBe('Judging');
    expect(findCriterion('O-1A', 'eb1a_judging')).toBeUndefined();
    expect(findCriterion('UK_GLOBAL_TALENT', 'nope')).toBeUndefined();
  });
});
