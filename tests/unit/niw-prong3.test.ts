import { describe, expect, it } from 'vitest';
import type { ExhibitRecord } from '../../server/modules/analyst/local/record';
import { prong3Factors } from '../../server/modules/analyst/local/statement-niw';

const record = (number: number, sentences: string[]) => ({ number, sentences: sentences.map((text) => ({ text, page: 1 })) }) as unknown as ExhibitRecord;

describe('NIW prong 3: only the factors the record supports', () => {
  it('argues self-employment and a government body, each with its sentence, and leaves urgency and STEM out', () => {
    const { lines, unsupported } = prong3Factors([
      record(2, ['Yuki Sato founded Sato Battery Labs LLC in 2022 and is its chief executive.']),
      record(5, ['The U.S. Department of Energy intends to pilot the cells at two national sites.']),
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^- \*\*Self-employment\.\*\* .*: "Yuki Sato founded Sato Battery Labs LLC in 2022 and is its chief executive\." \(Exhibit 2 at 1\)\.$/);
    expect(lines[1]).toMatch(/^- \*\*A U\.S\. government body's interest\.\*\* .*\(Exhibit 5 at 1\)\.$/);
    expect(unsupported).toEqual(['Urgency', 'A STEM field']);
  });

  it('argues nothing by rote when no exhibit shows a factor', () => {
    expect(prong3Factors([record(1, ['She enjoys working with colleagues.'])])).toEqual({ lines: [], unsupported: ['Self-employment', 'Urgency', 'A STEM field', "A U.S. government body's interest"] });
  });
});
