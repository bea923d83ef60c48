// A standard, a guideline or a ministry's circular that takes up the applicant's work is the proof original
// contributions ask for, and it is about her work: read in a rule's present tense and passive ('adopts the method
// developed by', 'shall be audited with the checklist developed by'), from a school or financial year, and in a
// guideline that cites her papers and tells its readers to use her method (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';
import { adoptionWeight } from '../../server/modules/analyst/kinds';

const read = (visaType: VisaType, fileName: string, text: string) =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: 'Ines Varga' });

describe('a rule or a guideline that takes up her work', () => {
  it("files a standard's edition that adopts her method as original contributions, about her", () => {
    const a = read('O-1A', 'standard.txt', `Federation of Survey Pilots - Operating Standard OS-3, 2024 edition
Aerial counts over open water
Foreword. This edition replaces OS-3:2018. It adopts the double-observer correction developed by I. Varga (Varga Survey Ltd) and published in 2020.
3.1 Every count shall apply the correction to each transect.
3.2 Surveys flown for member agencies from 1 March 2025 shall report corrected totals only.`);
    expect(a.category).toBe('o1a_original_contributions');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
  });

  it("files a ministry's circular that makes every clinic use her checklist as contributions", () => {
    const a = read('UK_GLOBAL_TALENT', 'circular.txt', `MINISTRY OF HEALTH - Circular No. 7/2024
To: All district health officers
Subject: Infection audits in rural clinics
1. From the 2025/26 financial year, every rural clinic shall be audited twice a year.
2. Each clinic shall be audited with the Varga Rural Clinic Checklist, developed by Dr Ines Varga of the National Nursing School.
3. District officers shall send the results to the Ministry each quarter.`);
    expect(a.category).toBe('uk_patents_contributions');
  });

  it('files a clinical guideline that cites her papers and recommends her protocol as research contributions, not her paper', () => {
    const a = read('EB-1B', 'guidance.txt', `Northern Physiotherapy Society - Practice Guidance No. 9 (2025)
Rehabilitation after ankle fracture
5.2 Recommendation. Physiotherapists should offer the graded balance protocol (Varga et al., 2021; Varga and Holm, 2023) from the sixth week.
5.3 The protocol's exercise cards are supplied by its developer, Dr. Ines Varga; the Society has licensed them for members' practices at no cost.
References
Varga, I., Holm, K., Berg, T. (2021). Graded balance training after ankle fracture. Journal of Rehabilitation 12, 40-51.`);
    expect(a.category).toBe('eb1b_research_contributions');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
  });

  it("counts a rule's present tense, its passive and its school year as take-up", () => {
    expect(adoptionWeight('This edition adopts the double-observer correction developed by I. Varga.')).toBe(1);
    expect(adoptionWeight('Each clinic shall be audited twice a year with the checklist developed by Dr Ines Varga.')).toBe(1);
    expect(adoptionWeight('From the 2025/26 school year, every pupil shall be screened in the first term.')).toBe(1);
    expect(adoptionWeight('Physiotherapists should offer the graded balance protocol (Varga et al., 2021) from the sixth week.')).toBe(1);
  });
});
