// A letter whose 'Re:' line names the petition ('Re: O-1A petition for …'), or whose addressee line is the immigration
// service alone, is written to the officer as much as one that opens 'Dear Officer' (issue 32); and a yearly saving a body
// tells of when it took up her method is no pay.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

type Visa = 'O-1A' | 'O-1B' | 'EB-1A' | 'EB-2 NIW';
const read = (fileName: string, text: string, visaType: Visa) =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });

describe("a letter whose 'Re:' line names the petition", () => {
  it('reads an expert opinion from the club that trains her as a letter, not her role there', () => {
    const a = read('Opinion_Vance.txt', `LETTER OF EXPERT OPINION
Mark Vance, Head Coach, Riverside Rowing Club, Boston
May 2, 2025
Re: O-1A petition for Lena Okafor
I have coached rowers for twenty-five years and have sent nine crews to world championships. Ms. Okafor has trained
with our club since 2022 under a training agreement with us.
In my opinion she is among the five best single scullers in the world. Her world silver last August was the best
result by any rower trained here.
Mark Vance`, 'O-1A');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it('reads a conductor who cast her, writing from abroad, as a letter, not the lead role', () => {
    const a = read('Letter_Meyer.txt', `Klaus Meyer, Conductor
Vienna, 9 June 2025
LETTER OF EXPERT OPINION
Re: O-1B petition for Lena Okafor
I have conducted opera for thirty years. I conducted the Harbor Opera's Tosca in May 2025 and chose Ms. Okafor for
the title role; I have engaged her again for my orchestra's season in 2026.
She is one of perhaps six sopranos today who can sing the role in a large house.
Klaus Meyer`, 'O-1B');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it("reads a professor's letter with the service alone on its addressee line as a letter, not the endeavor", () => {
    const a = read('Expert_letter.txt', `EXPERT OPINION LETTER
Prof. Ana Silva, Professor of Hydraulics, Universidade do Porto, Portugal
April 3, 2025
U.S. Citizenship and Immigration Services
Re: National interest waiver petition of Lena Okafor
I supervised Ms. Okafor's master's thesis on leaks in the Porto network (2014-2016), and we have written two papers together since.
Her leak-detection model lets a utility find broken mains without digging up streets. The United States will gain a great deal from this model.
Ana Silva`, 'EB-2 NIW');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });
});

describe('a saving is no pay', () => {
  it("reads a body's letter that has used her method, saving an amount a year, as contributions, not high salary", () => {
    const a = read('Coop_letter.txt', `Great Lakes Soil Network
May 20, 2025
To whom it may concern:
I manage the Network's field programme. Since 2021 we have used the soil carbon test developed by Dr. Lena Okafor as our standard measure at 400 farms.
Her test replaced laboratory analyses at most sites, saving about $220,000 a year.
I have not worked with Dr. Okafor; we know her test through her papers.
Paul Grant, Field Programme Manager`, 'EB-1A');
    expect(a.kind).not.toBe('employment_letter');
    expect(a.category).toBe('eb1a_contributions');
  });
});
