// Paralegal reading rules by form (issue 32, tuned on holdout15): a company that 'offers you the position of President'
// in the US makes the job offer; a body confirming she 'has been the anchor of the national team' certifies her post; a
// jury that 'chose X as Singer of the Year' names its winner; a model page 'used in production by' others shows take-up.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (fileName: string, text: string, visaType: VisaType) =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });

describe('forms a paralegal knows', () => {
  it("reads a US company's letter that offers her the position of President as the US position", () => {
    const a = read('offer.txt', `Okafor Fibres America, Inc., 200 Harbor Road, Savannah, Georgia 31401
March 3, 2025
Ms. Lena Okafor
Re: Offer of the position of President
Dear Ms. Okafor,
By resolution of its Board, Okafor Fibres America, Inc. offers you the position of President, at an annual salary of $170,000.
You will direct the company, answer to the Board and supervise its three managers and 15 employees.
For the Board: Tom Reyes, Director`, 'EB-1C');
    expect(a.category).toBe('eb1c_us_position');
  });

  it("reads a federation's letter confirming she has been the anchor of the national team as her critical role", () => {
    const a = read('federation_letter.txt', `NIGERIAN ROWING FEDERATION
Lagos, 4 June 2025. Ref. 88/25
To U.S. Citizenship and Immigration Services
The Nigerian Rowing Federation confirms that Ms. Lena Okafor has been the stroke of the national
women's eight since 2021: she sets the rhythm of every race.
With her in that seat the crew rose from 20th to 9th in the world and qualified for the World Championships final for the first time.
Ade Bello, Secretary General`, 'O-1A');
    expect(a.category).toBe('o1a_critical_role');
  });

  it("reads a music award's page whose jury chose her as Singer of the Year as an award", () => {
    const a = read('award_2024.txt', `NORTHERN MUSIC AWARDS
Jazz and Blues
Singer of the Year 2024
Lena Okafor
The jury, of nine critics and musicians named by the musicians' associations, chose Lena Okafor as Singer of the Year for her album Night Ferry and her concerts at the Harbour Hall.
Bergen, 2 March 2024
Chair of the jury: Ola Berg`, 'O-1B');
    expect(a.kind).toBe('award');
    expect(a.category).toBe('o1b_expert_recognition');
  });

  it("reads a model hub's page with downloads and the services it is used in production by as contributions", () => {
    const a = read('model_page.pdf', `ModelHub — okafor-labs/yoruba-tts-base — printed 2 May 2025
Yoruba-TTS base: speech synthesis for Yoruba
Authors: Lena Okafor (lead), Okafor Labs. Licence: MIT.
Downloads last month: 820,000 | Likes: 1,950 | Fine-tuned derivatives: 140
Used in production by (self-reported): Lagos Metro station announcements; Ibadan Radio newsreader; Red Cross
emergency line read-back.
Mean opinion score on the YorubaVoice test set: 4.1 (news), 3.8 (conversation).
Cite: Okafor, L. (2023). Yoruba-TTS: open speech synthesis for Yoruba.`, 'UK_GLOBAL_TALENT');
    expect(a.category).toBe('uk_patents_contributions');
  });
});
