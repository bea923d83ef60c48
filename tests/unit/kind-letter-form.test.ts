// A letter addressed to the officer or the endorsing body, written in its writer's own voice and signed by a person
// other than the applicant, is a letter about her: a recommendation letter, whatever prize, paper or grant it speaks
// of and however the writer stands to her (issue 32, decision 085).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

type Visa = 'O-1A' | 'EB-1A' | 'EB-2 NIW' | 'UK_GLOBAL_TALENT';
const read = (fileName: string, text: string, visaType: Visa = 'EB-1A') =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });

describe('a signed letter to the officer in its writer’s own voice', () => {
  it('reads a juror of her prize writing to the endorsing body as a letter, not the award', () => {
    const a = read('letter_Berg.txt', `Department of Chemistry, University of Oslo

10 March 2025

To the endorsing body,

I am Professor of Chemistry and a member of the jury that awarded Dr Lena Okafor the 2023 Young Catalysis Prize of the Nordic Chemical Society. I have never worked with her; I know her through her papers.

Her catalysts halved the energy cost of making ammonia at small plants. She is among the best chemists of her generation.

Prof. Ingrid Berg`, 'UK_GLOBAL_TALENT');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('uk_recommendation_letters');
  });

  it('reads an outside expert who once commented on her for a magazine as a letter, not press', () => {
    const a = read('Berg_statement.txt', `Ingrid Berg, PhD - Director, Catalysis Laboratory, Nordic Energy Institute, Oslo
14 February 2025

To U.S. Citizenship and Immigration Services

I write as an independent expert. When Chemistry Weekly profiled Dr. Lena Okafor in 2024, its reporter asked me to comment on her work, and I did.
Our plant adopted her catalyst in 2022, and our energy use fell by a third.

Ingrid Berg`);
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it('reads a research partner’s letter about a shared grant as a letter, not the grant', () => {
    const a = read('letter_Berg.txt', `Lakefront State University - Department of Chemistry

March 28, 2025

Dear Officer,

I am an associate professor of chemistry and the principal investigator of a state energy fund project on which Ms. Okafor's company is our partner.

In twenty years I have not met an engineer who understands both the chemistry and the plant as she does.

Dr. Ingrid Berg`, 'EB-2 NIW');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it('keeps the applicant’s own signed statement to the officer out of it', () => {
    const a = read('statement.txt', `Dear Officer,

I am a chemical engineer. I propose to build small ammonia plants for farms in Ohio, using catalysts I designed.

Lena Okafor`, 'EB-2 NIW');
    expect(a.kind).not.toBe('recommendation_letter');
  });

  it('keeps a body’s letter signed by its officer, about her role in it, out of it', () => {
    const a = read('carta_director.txt', `NATIONAL SEISMIC CENTRE · Santiago, Chile
Santiago, 15 January 2024
To the U.S. Citizenship and Immigration Services
I am the Director of the National Seismic Centre. Dr. Lena Okafor has led our Early Warning Unit since 2019, reports directly to me and directs a team of 14 engineers.
Without her work the country would have no public earthquake warning.
Sergio Barrientos-Director, National Seismic Centre`);
    expect(a.kind).not.toBe('recommendation_letter');
    expect(a.category).toBe('eb1a_critical_role');
  });
});
