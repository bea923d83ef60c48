import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { VISA_TYPES } from '../../src/contract/visa';
import { checkCounts, quotesIn, visaOf } from './screening-prose';

const analyst = createLocalAnalyst();
const screen = (cvText: string, field?: string) => analyst.screenProfile({ profile: { fullName: 'Lena Hoffmann', otherLinks: [], workCountry: 'US', ...(field ? { field } : {}) }, cvText });

/** A PhD researcher with publications and no major award: the profile most NIW petitions are filed for. */
const PHD_RESEARCHER = `Lena Hoffmann — CV
Education
Ph.D. in Chemical Engineering, University of Wisconsin–Madison, May 2021
B.S. in Chemistry, TU Munich, 2015
Experience
Postdoctoral Researcher, Argonne National Laboratory, June 2021 - present
Research on solid-state electrolytes for grid-scale battery storage funded by the Department of Energy.
Publications
Published 9 peer-reviewed articles in the Journal of Power Sources, ACS Energy Letters and Joule.
First author of "Sulfide electrolytes with stable interfaces", Joule, 2022.
`;

/** A bachelor's with four years of work after it, and three years before: not an advanced degree. */
const BACHELOR_FOUR_YEARS = `Arjun Rao — Résumé
Education
B.Tech. in Computer Science, IIT Madras, May 2020
Experience
Software Engineer, Stripe, June 2020 - May 2024
Intern then Developer (part-time), Zoho, January 2017 - April 2020
`;

describe('screening: EB-2 NIW beside the six others', () => {
  it('ranks NIW above EB-1A for a PhD researcher with publications but no major awards, and says which basis', async () => {
    const r = await screen(PHD_RESEARCHER, 'Materials science');
    expect(r.recommendedVisas.map((v) => v.type).sort()).toEqual([...VISA_TYPES].sort());
    const niw = visaOf(r, 'EB-2 NIW');
    const eb1a = visaOf(r, 'EB-1A');
    expect(niw.score).toBeGreaterThan(eb1a.score);
    expect(r.recommendedVisas[0]?.type).toBe('EB-2 NIW');
    expect(niw.reasoning).toContain('Advanced Degree (“Ph.D. in Chemical Engineering, University of Wisconsin–Madison, May 2021”)');
    expect(niw.reasoning).toContain('A doctorate is an advanced degree (8 CFR 204.5(k)(2)).');
    expect(niw.reasoning).toMatch(/Prong 2: Well Positioned to Advance the Endeavor \(“/);
    checkCounts(niw.reasoning, 'EB-2 NIW', { allNamed: true });
    // Every quotation is the CV's own words.
    for (const q of quotesIn(niw.reasoning)) for (const piece of q.split('…').filter(Boolean)) expect(PHD_RESEARCHER.replace(/\s+/g, ' ')).toContain(piece.trim());
    checkCounts(r.analysis, r.recommendedVisas[0]!.type, { allNamed: false });
  });

  it("says a bachelor's with 4 years after it does not meet the basis, and why", async () => {
    const r = await screen(BACHELOR_FOUR_YEARS);
    const niw = visaOf(r, 'EB-2 NIW');
    expect(niw.reasoning).toMatch(/with 4 years of full-time experience after it \(June 2020 to May 2024\) does not meet the advanced-degree basis/);
    expect(niw.reasoning).toMatch(/part-time work, which does not count as full years/);
    expect(niw.score).toBeLessThanOrEqual(45);
  });
});
