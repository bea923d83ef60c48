import { describe, expect, it } from 'vitest';
import { classify } from '../../server/modules/analyst/local/classify';

// A US offer letter is the petition's job offer (issue 32): under EB-1C the US position, not the role
// abroad; under EB-1B the offer of permanent employment, a requirement rather than a criterion. Written for this test.

const OFFER = [
  'HARBOUR FREIGHT LINES, INC. · 9 Dock Road · Tacoma, WA 98421',
  'April 2, 2024',
  'Dear Ms. Ruiz,',
  'On behalf of Harbour Freight Lines, Inc., a subsidiary of Harbour Group S.A., I am pleased to offer you the permanent position of Vice President of Operations, reporting to the President.',
  'You will manage our 4 department heads and direct all port operations in the United States. Your base salary will be $240,000 per year.',
  'Sincerely,',
  'Tom Reyes, President',
].join('\n');

const TENURE = [
  'Cascade State University — College of Ocean Sciences · 100 Ocean Hall, Corvallis, OR 97331',
  'March 1, 2024',
  'Dear Dr. Ruiz:',
  'I am pleased to offer you the position of Assistant Professor (tenure-track) in the College of Ocean Sciences, effective September 16, 2024, a permanent position with review for tenure in the sixth year.',
  'Your responsibilities will include establishing a funded research program in coastal hydrology and teaching two courses a year. Your annual salary will be $120,000.',
  'Sincerely,',
  'Dean Lee Park',
].join('\n');

describe('a US offer letter is the job offer', () => {
  it('EB-1C: the US position', () => {
    expect(classify('EB-1C', 'offer.pdf', OFFER, 'Ana Ruiz').category).toBe('eb1c_us_position');
  });

  it('EB-1B: the offer of permanent employment, filed as Other (a requirement)', () => {
    expect(classify('EB-1B', 'offer.pdf', TENURE, 'Ana Ruiz').category).toBe('other');
  });

  it('EB-1C: a letter from the company abroad about the role there stays the role abroad', () => {
    const abroad = ['Grupo Fluvial del Sur S.A. — Recursos Humanos', 'Santiago, 2 April 2024', 'To whom it may concern,', 'We confirm that Ana Ruiz has been employed by Grupo Fluvial del Sur S.A. in Santiago, Chile since 2016 as Director of Operations, managing 6 regional managers and 300 employees.', 'Her salary is CLP 90,000,000 per year.'].join('\n');
    expect(classify('EB-1C', 'letter.pdf', abroad, 'Ana Ruiz').category).toBe('eb1c_managerial_abroad');
  });
});
