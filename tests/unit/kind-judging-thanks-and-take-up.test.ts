// Judging thanked in the plural and counted with thousands ('thank you for serving as one of the five judges',
// 'assessed 2,300 entries'), and take-up of her work as a body's standard ('which the Council adopted as the
// standard'; 'its exercises follow Ana Ruiz's handbook') (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) => analyseEvidence({ visaType, fileName: 'letter.pdf', mimeType: 'text/plain', text, applicantName: 'Priscila Andrade' });

describe("judging thanked, and her work made a body's standard", () => {
  it("files a festival's thanks to one of its judges as judging", () => {
    const a = read('EB-1A', `CASCADIA PRINT FESTIVAL
May 2, 2024
Ms. Priscila Andrade
18 Alder Street
Eugene, OR 97401
Dear Ms. Andrade,
Thank you for serving as one of the five judges of the 2024 Cascadia Print Festival. Over three days you and your fellow judges assessed
2,300 entries by 910 printmakers and chose the 80 prints now on show, and you chose the recipients of the festival's three prizes.
With thanks,
Orla Fitzmaurice-Kade
Festival Director`);
    expect(a.kind).toBe('review_record');
    expect(a.category).toBe('eb1a_judging');
  });

  it("files a syllabus page that made her handbook the board's standard as her contribution", () => {
    const a = read('UK_GLOBAL_TALENT', `NORTHERN DANCE EXAMINATIONS COUNCIL
Capoeira syllabus, Levels 1–6 — valid from January 2026 — page 12
Level 4. Set sequences. Candidates perform one sequence from:
S1 Andrade: Ginga in Three (from "Roda Handbook", P. Andrade, 2020)
S2 Trad., arr. Moraes: Benguela
Note: this is the first syllabus of the Council to include capoeira. Its counts and terms follow Priscila
Andrade's "Roda Handbook", which the Council adopted as the standard for all its levels.`);
    expect(a.category).toBe('uk_patents_contributions');
  });
});
