// How a programme bills her says whose evening it is: billed as its soloist ('Ana Ruiz, violin soloist') it is her lead
// role, not an evening she attended; named among a band's counted players ('Players (40): Violin - A. Bell, A. Ruiz,
// …') she is in the ranks of someone else's band (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'O-1B', fileName: 'programme.pdf', mimeType: 'text/plain', text, applicantName: 'Ines Okafor' });

describe("a programme's billing", () => {
  it('files a concert programme billing her as its soloist as her lead role', () => {
    const a = read(`LAKESHORE SYMPHONY ORCHESTRA
Winter Series 2024-25 - Concert 2
KORA & ORCHESTRA
Friday, January 17, 2025, 7:30 pm - Civic Hall
Ines Okafor, kora soloist and composer
Daniel Marsh, conductor
PROGRAMME
Okafor: River Songs, concerto for kora and orchestra (world premiere, commissioned by the Orchestra)
Interval
Okafor: Three dances, for kora soloist and strings`);
    expect(a.factSheet?.applicantRole).toBe('subject');
    expect(a.category).toBe('o1b_lead_role');
  });

  it("files a festival roster naming her among another band's counted players as Other", () => {
    const a = read(`DRUMS ON THE GREEN 2024 - Riverside Park - Saturday, August 3, 2024
Band 3 of 6: NORTHSIDE PERCUSSION ENSEMBLE
Leader: Samuel Boateng
Players (40): Djembe - A. Bell, I. Okafor, M. Reyes, S. Tan, ...; Dundun - ...; Shekere - ...
Food trucks open at noon.`);
    expect(a.category).toBe('other');
  });
});
