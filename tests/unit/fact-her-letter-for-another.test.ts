// A letter she signed that puts someone else forward (her nomination of a colleague, her reference for a student) is
// about that person: it is their evidence, not hers, and is filed as Other with the reason; a referee's letter about
// her is still her recommendation letter (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'EB-1B', fileName: 'letter.txt', mimeType: 'text/plain', text, applicantName: 'Hana Marešová' });

describe('her own letter for someone else', () => {
  it('files her nomination of a colleague as Other, about the colleague', () => {
    const a = read(`March 4, 2025
To the Awards Committee, Dean's Award for Mentoring
I am writing to nominate my colleague Dr. Ewan Castellanos-Reid, Assistant Professor of Geology, for the Dean's Award for Mentoring.
Dr. Castellanos-Reid has supervised 14 undergraduate field projects since 2021, and four of his students have gone on to doctoral programmes.
I recommend him without reservation.
Hana Marešová, Ph.D.
Associate Professor of Geology, Riverside State University`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.factSheet?.subject?.value).toContain('Castellanos-Reid');
    expect(a.category).toBe('other');
  });

  it("keeps a referee's letter recommending her as a recommendation letter", () => {
    const a = read(`March 4, 2025
To U.S. Citizenship and Immigration Services
I am writing to recommend Dr. Hana Marešová, whose work on karst aquifers I have followed since 2016.
Her tracer method is now used by 30 water utilities in Central Europe. In my opinion she is one of the two leading hydrogeologists of her generation.
Sincerely,
Ewan Castellanos-Reid
Professor of Geology, Northgate University`);
    expect(a.category).toBe('recommendation_letter');
  });
});
