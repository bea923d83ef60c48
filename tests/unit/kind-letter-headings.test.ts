// A signed letter in its writer's own voice is a recommendation letter when a heading says so ('INDEPENDENT EXPERT
// LETTER', 'Letter of support'), whatever else it praises (her work adopted, used abroad) and whoever wrote it
// (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'UK_GLOBAL_TALENT', fileName: 'letter.docx', mimeType: 'text/plain', text, applicantName: 'Amara Bello' });

describe('a letter headed as what it is', () => {
  it('files a letter headed "independent expert letter" as a recommendation letter', () => {
    const a = read(`INDEPENDENT EXPERT LETTER

12 May 2025

I am Professor of Soil Science at the University of Ghana. I have followed Dr Bello's work for six years.

She turned a field notebook into a national soil test. The Ministry has adopted it, and colleagues in three countries now ask to use it.

Prof. Kwame Asante`);
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('uk_recommendation_letters');
  });
});
