/**
 * The legal framework statements cite, and the trusted text (besides the
 * exhibits) a fact in filing text may come from: the catalogue's regulations
 * and thresholds, the case law, the applicant's and recommender's own details.
 */
import { criteriaFor, VISA_RULES } from '../../../src/contract/criteria';
import type { VisaType } from '../../../src/contract/visa';

export const FRAMEWORK: Record<VisaType, { standard: string; law: string }> = {
  'O-1A': { standard: 'sustained national or international acclaim, placing the beneficiary among the small percentage who have risen to the very top of the field', law: 'Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), applied to O-1 petitions in the USCIS Policy Manual, Vol. 2, Part M' },
  'O-1B': { standard: 'distinction: a high level of achievement in the arts, recognised to a degree substantially above that ordinarily encountered (for film and TV, extraordinary achievement)', law: 'the two-step review of Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), as applied in the USCIS Policy Manual, Vol. 2, Part M' },
  'EB-1A': { standard: 'sustained national or international acclaim, placing the beneficiary among the small percentage who have risen to the very top of the field', law: 'Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), adopted in the USCIS Policy Manual, Vol. 6, Part F, Ch. 2' },
  'EB-1B': { standard: 'international recognition as outstanding in the academic field', law: 'the two-step review of Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010), adopted in the USCIS Policy Manual, Vol. 6, Part F, Ch. 3' },
  'EB-1C': { standard: 'that every requirement for a multinational executive or manager is met', law: '8 CFR 204.5(j); EB-1C has no criteria count, so the whole case must show each requirement' },
  UK_GLOBAL_TALENT: { standard: 'exceptional talent or exceptional promise as a leader in the field', law: 'the Immigration Rules, Appendix Global Talent, under which the endorsing body weighs the application as a whole' },
  'EB-2 NIW': { standard: 'membership of the professions holding an advanced degree, or exceptional ability, and a proposed endeavor that has substantial merit and national importance, that the beneficiary is well positioned to advance, and for which, on balance, waiving the job offer and labor certification benefits the United States', law: 'INA 203(b)(2) and 8 CFR 204.5(k); Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016); USCIS Policy Manual, Vol. 6, Part F, Ch. 5' },
};

/** Text a fact in filing text may come from besides the exhibits it cites. */
export function trustedSources(visaType: VisaType, people: string[] = []): string[] {
  const rule = VISA_RULES[visaType];
  return [
    rule.name,
    rule.threshold.text,
    FRAMEWORK[visaType].law,
    FRAMEWORK[visaType].standard,
    ...criteriaFor(visaType).flatMap((c) => [c.title, c.regulation, c.description]),
    ...people.filter((p) => p.trim().length > 0),
  ];
}
