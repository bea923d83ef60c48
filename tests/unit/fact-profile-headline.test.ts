// A profile: a headline that describes someone without naming them ('The engineer who …') over a story that opens by
// naming the applicant is press about her, however much of it she speaks; and a by-line set off by a spaced dash
// ('By Ada Lunn - May 14, 2025 - 6 min read') is a by-line (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) =>
  analyseEvidence({ visaType, fileName: 'story.txt', mimeType: 'text/plain', text, applicantName: 'Oskar Lindahl' });

describe('a profile under a headline that describes her', () => {
  it('files a magazine profile that opens by naming him as press about him', () => {
    const a = read('O-1A', `Harbour Trade Weekly | News | Tools | Subscribe
FEATURES
The Swedish welder who taught robots to read rust
By Ada Lunn - May 14, 2025 - 5 min read
For decades a ship's hull was inspected by hand, plate by plate. In a dry dock that takes weeks.
Oskar Lindahl, who trained as a welder in Malmo before moving to Portland, built a crawler that maps corrosion on a hull in a single night.
His company now inspects 120 ships a year. "Oskar wrote every line of the vision code," said co-founder Mira Tal.
Lindahl says the next step is inspecting hulls afloat.`);
    expect(a.kind).toBe('press_article');
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1a_press');
  });

  it('leaves a story about something else that quotes him as Other', () => {
    const a = read('O-1A', `Harbour Trade Weekly | News | Tools | Subscribe
Dry dock fire halts repairs at the east yard
By Ada Lunn - May 14, 2025
A fire in the paint store closed the east yard's dry dock on Tuesday, delaying repairs to four ships by at least a week.
"A fire like this sets a yard back a month," said Oskar Lindahl, an inspection engineer who does not work at the yard.`);
    expect(a.category).toBe('other');
  });
});
