import { describe, expect, it } from 'vitest';
import { degreesIn, experienceAfter, experienceIn, niwBasis } from '../../src/contract/niw-basis';
import { coveredMonths, monthOf, parseMonth, periodsIn } from '../../src/contract/niw-dates';

const NOW = monthOf(2025, 5);

describe('EB-2 basis rules (8 CFR 204.5(k), Policy Manual January 2025)', () => {
  it("a master's degree or higher is an advanced degree on its own", () => {
    const basis = niwBasis({ degrees: degreesIn('M.S. in Electrical Engineering, Purdue University, May 2019'), experience: [] });
    expect(basis).toMatchObject({ met: true, route: 'advanced_degree' });
    expect(basis.reasons[0]).toMatch(/^A master's degree is an advanced degree/);
    expect(niwBasis({ degrees: degreesIn('Ph.D. in Chemistry, University of Toronto, 2016'), experience: [] }).degree?.level).toBe('doctorate');
  });

  it("does not count a degree still being studied for", () => {
    expect(degreesIn('PhD candidate in Physics, MIT (expected 2026)')).toEqual([]);
  });

  it("a bachelor's plus 5 years counts only experience after the degree, overlaps once, part-time not at all", () => {
    const degrees = degreesIn('B.Sc. Computer Science, University of Lagos, June 2014');
    const cv = [
      'Junior Developer, Andela, January 2012 - May 2014',
      'Software Engineer, Paystack, July 2014 - June 2017',
      'Senior Engineer, Flutterwave, July 2017 - August 2019',
      'Freelance consultant (part-time), March 2016 - December 2018',
    ].join('\n');
    const exp = experienceIn(cv, NOW);
    const basis = niwBasis({ degrees, experience: exp });
    // July 2014 to August 2019 = 62 months; the job before the degree and the part-time work are not counted.
    expect(basis.experience?.months).toBe(62);
    expect(basis).toMatchObject({ met: true, route: 'bachelor_plus_five' });
    expect(basis.experience?.excluded.map((e) => e.reason)).toEqual([expect.stringMatching(/^before the bachelor's degree/), 'part-time work, which does not count as full years']);
  });

  it("a bachelor's with 4 years after it does not qualify, even when earlier work makes more than 5", () => {
    const degrees = degreesIn("Bachelor of Engineering, Anna University, 2018");
    const exp = experienceIn('Engineer, Infosys, January 2015 - December 2022', NOW);
    const basis = niwBasis({ degrees, experience: exp });
    expect(basis.experience?.months).toBe(48);
    expect(basis.met).toBe(false);
    expect(basis.reasons.join(' ')).toMatch(/4 years of full-time experience after it .* does not meet the advanced-degree basis/);
    expect(basis.reasons.join(' ')).toMatch(/the part before the bachelor's degree/);
  });

  it('an evaluation of a foreign degree decides its level', () => {
    expect(degreesIn('The evaluation finds the three-year Bachelor of Science (2011) equivalent to three years of undergraduate study in the United States.')[0]?.level).toBe('bachelor');
    expect(degreesIn("The Diplom-Ingenieur (2012) is the equivalent of a U.S. master's degree in mechanical engineering.")[0]?.level).toBe('master');
  });

  it('exceptional ability needs 3 of its 6 criteria', () => {
    const two = niwBasis({ degrees: [], experience: [], exceptionalAbilityMet: ['niw_exceptional_ability_licence', 'niw_exceptional_ability_memberships'] });
    expect(two.met).toBe(false);
    const three = niwBasis({ degrees: [], experience: [], exceptionalAbilityMet: ['niw_exceptional_ability_licence', 'niw_exceptional_ability_memberships', 'niw_exceptional_ability_salary', 'niw_prong3_balance'] });
    expect(three).toMatchObject({ met: true, route: 'exceptional_ability' });
    expect(three.exceptionalAbility.met).toHaveLength(3);
  });

  it('reads dates as letters and CVs write them', () => {
    expect(parseMonth('March 1, 2014')).toBe(monthOf(2014, 2));
    expect(parseMonth('1 March 2014')).toBe(monthOf(2014, 2));
    expect(parseMonth('03/2014')).toBe(monthOf(2014, 2));
    expect(parseMonth('2014', true)).toBe(monthOf(2014, 11));
    expect(periodsIn('employed from March 1, 2014 to June 30, 2019', NOW)).toMatchObject([{ start: monthOf(2014, 2), end: monthOf(2019, 5) }]);
    expect(periodsIn('Lead Engineer, 2021 – present', NOW)).toMatchObject([{ start: monthOf(2021, 0), end: NOW }]);
    expect(coveredMonths([{ start: 0, end: 11 }, { start: 6, end: 17 }])).toBe(18);
    expect(experienceAfter(undefined, experienceIn('Analyst, 2010 - 2020', NOW)).months).toBe(0);
  });
});
