import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';
import type { DocumentKind } from '../../src/contract/categories';

// The figures a paralegal records (issue 32): sums in any currency, and what a contract, a company letter
// or a press piece counts. Documents written for these tests.

const figures = (text: string, kind: DocumentKind = 'other') => buildFactSheet({ text, fileName: 'upload.pdf', kind, applicantName: 'Ana Ruiz' }).figures.map((f) => f.value);

describe('figures beyond dollars and judges', () => {
  it('an amount in a currency written by its code abroad', () => {
    expect(figures('Skattekontoret Nord\nTax notice for 2023\nWages from Fjellvind AS: NOK 1,870,000.', 'pay_record')).toContain('NOK 1,870,000');
    expect(figures('The foundation awards KES 400,000 to Ana Ruiz for her stage work in Nairobi this season.', 'award')).toContain('KES 400,000');
  });

  it("a contract's performances and episodes, a company's staff, a page's users", () => {
    const contract = figures('The Theatre engages Ana Ruiz for 12 performances at a fee of £4,100 per performance, a total of £49,200.', 'employment_letter');
    expect(contract).toEqual(expect.arrayContaining(['£4,100', '£49,200', '12 performances']));
    const company = figures('As Director she manages 5 department heads, who in turn supervise 240 employees across three ports.', 'employment_letter');
    expect(company).toEqual(expect.arrayContaining(['5 department heads', '240 employees']));
    expect(figures('The app Ana Ruiz wrote now has 3.5 million users in eleven countries, the bank says.', 'press_article')).toContain('3.5 million users');
  });
});
