// Her own result, read beside her name: a heat's results or a contest's page that names her as eliminated or not
// selected records a loss, whatever the winners beside her won; where she won, the results still prove the award
// (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) => analyseEvidence({ visaType, fileName: 'results.txt', mimeType: 'text/plain', text, applicantName: 'Ines Vallejo' });

describe('eliminated beside her name', () => {
  it("files a race's round results with her eliminated as Other", () => {
    const a = read('O-1A', `Lakeshore Open 2024 — Women's Quarterfinal results — posted June 3, 2024
Race 1: 1st Petra Holmgren-Sax (SWE) 1:58.4 — 2nd Ines Vallejo (ESP) 1:59.9 (eliminated) — 3rd Aiko Brandt (GER) 2:01.2 (eliminated)
Race 2: 1st Dana Okoro-Lim (USA) 1:57.8 — 2nd Ruth Castaneda (MEX) 1:58.1 (eliminated)
Prize money for quarterfinalists: $1,500. The semifinals start tomorrow at 9 am.`);
    expect(a.category).toBe('other');
  });

  it("files a talent show's results that list her among those eliminated as Other", () => {
    const a = read('O-1B', `Stage Stars, Season 5 — Quarterfinal 3 results — May 11, 2023
Through to the semifinal (public vote): The Copper Kites (acrobatics), Milo Tennant-Baptiste (ventriloquism)
Eliminated: Ines Vallejo (flamenco), Harlan Oduya (juggling)
The semifinals air next Saturday at 8/7c.`);
    expect(a.category).toBe('other');
  });

  it("still files a championship's results naming her the winner as her award", () => {
    const a = read('O-1A', `Lakeshore Open 2024 — Women's Final results — posted June 5, 2024
Gold medal: Ines Vallejo (ESP) 1:56.2 — Silver: Petra Holmgren-Sax (SWE) 1:56.9 — Bronze: Dana Okoro-Lim (USA) 1:57.5
The winner receives the Lakeshore Cup and $20,000 in prize money.`);
    expect(a.category).toBe('o1a_awards');
  });
});
