// The figures a paralegal marks on forms the fact sheet missed (issue 32, item 1; decision 126): a table's total row,
// her own row and the US company's holding, labels with a bracket or a line number, dot leaders, a
// tax form's boxes, a citation export, currencies written abroad, years of experience, and counts in plain prose.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { checkedAnalysis } from './checked-analysis';

const figures = (text: string, applicant: string, visa: VisaType = 'O-1B', file = 'record.pdf') =>
  checkedAnalysis(text, applicant, visa, file).sheet.figures.map((f) => f.value);
/** Whether a figure holding this number is on the sheet, however it is labelled. */
const holds = (values: string[], number: string) => values.some((v) => v.includes(number));

describe('figures in tables', () => {
  it("keeps a table's total row whole, with every figure in it", () => {
    const text = `Lantern Opera Company - Tour settlement, spring 2024
City | Performances | Tickets sold | Capacity | Gross
Lyon | 6 | 7,210 | 93% | €402,100
Lille | 4 | 4,880 | 97% | €261,900
Total | 10 | 12,090 | 95% | €664,000
The tour featured Ines Varga as Tosca in every performance.`;
    expect(figures(text, 'Ines Varga')).toContain('Total | 10 | 12,090 | 95% | €664,000');
    // The total row of a table with a running total is the figure once.
    const running = `Week | Screens | Weekend gross | Cumulative
1 | 310 | $1,204,000 | $1,690,000
2 | 402 | $980,500 | $3,140,200
Total | 402 | $2,184,500 | $3,140,200`;
    expect(figures(running, 'Ines Varga', 'O-1B', 'box_office.pdf').filter((v) => v.startsWith('Total |'))).toEqual(['Total | 402 | $2,184,500 | $3,140,200']);
  });

  it('keeps the row that names her in a results table', () => {
    const text = `Continental Athletics Championships - Men's 400 m - Final - 14 June 2024
Place | Lane | Athlete | Country | Time | Medal
1 | 4 | OKONJO Chidi | NGR | 44.91 CR | Gold
2 | 5 | MARAIS Pieter | RSA | 45.20 | Silver
3 | 6 | SALL Ibrahima | SEN | 45.37 | Bronze`;
    expect(figures(text, 'Chidi Okonjo', 'O-1A', 'results.pdf')).toContain('1 | 4 | OKONJO Chidi | NGR | 44.91 CR | Gold');
  });

  it("keeps the US company's row of an ownership table", () => {
    const text = `Kestrel Holdings SE - Annual report 2023 - Note 12: Subsidiaries
Subsidiary | Country | Share capital | Ownership
Kestrel Pumps, Inc. | United States (Ohio) | USD 1,000,000 | 100%
Kestrel Pompes SARL | France | EUR 50,000 | 60%
Anders Berg has been President of Kestrel Pumps, Inc. since 2021.`;
    expect(figures(text, 'Anders Berg', 'EB-1C', 'annual_report.pdf')).toContain('Kestrel Pumps, Inc. | United States (Ohio) | USD 1,000,000 | 100%');
    // A list whose only figure is the holding: its rows are not headings.
    const holdings = `Note 9. Investments in subsidiaries
Name of subsidiary | Country of incorporation | Principal activity | Holding
Talisker Marine Ltd | Scotland | Vessel chartering | 100%
Talisker Marine USA, LLC | United States (Maine) | Sale and service of marine winches | 100%`;
    expect(figures(holdings, 'Anders Berg', 'EB-1C', 'annual_report.pdf')).toContain('Talisker Marine USA, LLC | United States (Maine) | Sale and service of marine winches | 100%');
  });
});

describe('labelled figures', () => {
  it('keeps a label with a bracket in it, or a line number before it', () => {
    const text = `Northlight Records - Royalty statement - 1 January to 30 June 2025
Artist: Maren Holt. Release: Tidewater.
Streams (all platforms): 2,450,300
Listeners per month (Spotify, May 2025): 81,000
Line 1a Gross receipts or sales: 3,210,400`;
    const values = figures(text, 'Maren Holt');
    expect(holds(values, '2,450,300')).toBe(true);
    expect(holds(values, '81,000')).toBe(true);
    expect(holds(values, '3,210,400')).toBe(true);
  });

  it("reads a tax form's line set with dot leaders and a wage box with its cents", () => {
    const text = `Form 1120 U.S. Corporation Income Tax Return 2023 (summary)
Name: Brightwater Foods, Inc.
1a Gross receipts or sales ........ 5,118,200
2 Cost of goods sold ........ 3,402,775`;
    expect(holds(figures(text, 'Sana Qureshi', 'EB-1C', 'form_1120.txt'), '5,118,200')).toBe(true);
    const w2 = `Form W-2 Wage and Tax Statement 2024
e Employee's first name and initial KOFI Last name MENSAH
1 Wages, tips, other compensation 187,250.00 2 Federal income tax withheld 38,100.12`;
    expect(holds(figures(w2, 'Kofi Mensah', 'O-1A', 'w2.pdf'), '187,250.00')).toBe(true);
  });

  it("reads a citation profile's counts, which have no colon", () => {
    const text = `Wen Li - Google Scholar
Cited by - All / Since 2020
Citations 2,904 / 1,870
h-index 24 / 19
i10-index 31 / 27`;
    const values = figures(text, 'Wen Li', 'EB-1A', 'scholar.txt');
    expect(holds(values, '2,904')).toBe(true);
    expect(values.some((v) => /h-index/i.test(v) && v.includes('24'))).toBe(true);
  });

  it('reads a count set out with dashes between labels, and one followed by "of" its whole', () => {
    const text = `Project page, read 2 March 2025
GitHub stars: 3,150 - forks: 388 - contributors: 64
Tickets sold: 1,900 of 1,900 (all four shows sold out), an average capacity 98%.`;
    const values = figures(text, 'Tomas Ruiz', 'O-1B', 'page.txt');
    expect(values).toContain('GitHub stars: 3,150');
    expect(values).toContain('Tickets sold: 1,900');
    expect(holds(values, '98%')).toBe(true);
  });
});

describe('amounts and counts in prose', () => {
  it('reads currencies written abroad, by code or by a letter before millions', () => {
    expect(holds(figures('The singer Leila Amiri has won the Muscat Song Prize and its award of OMR 2,500.', 'Leila Amiri', 'UK_GLOBAL_TALENT', 'prize.txt'), 'OMR 2,500')).toBe(true);
    expect(holds(figures('Grant agreement. Grantee: Lautoka Poetry Trust. Amount: FJD 36,000. Project lead: Mere Tui.', 'Mere Tui', 'UK_GLOBAL_TALENT', 'grant.txt'), '36,000')).toBe(true);
    expect(holds(figures('MANILA - "Habagat", directed by Carlo Reyes, passed P318.2 million at the box office this week.', 'Carlo Reyes', 'O-1B', 'press.txt'), '318.2')).toBe(true);
    expect(holds(figures('Week 4 | Dune Song | Karoo Films | R2.2 million | R9.6 million | 4', 'Thandi Mokoena', 'O-1B', 'chart.txt'), '9.6 million')).toBe(true);
  });

  it('reads years of experience and full-time hours, which a bare span of time is not', () => {
    const letter = `Employment verification
This letter confirms that Rahel Tesfaye was employed full time (40 hours a week) by Mesa County Health from 1 May 2012 to 30 April 2020 (8 years).
Together with her earlier posts this amounts to more than 14 years of full-time experience in public health nursing.`;
    const values = figures(letter, 'Rahel Tesfaye', 'EB-2 NIW', 'verification.pdf');
    expect(holds(values, '14 years')).toBe(true);
    expect(holds(values, '40 hours')).toBe(true);
  });

  it('reads counts whose noun has modifiers joined by "and", an irregular plural, and a list size in brackets', () => {
    const text = `The Institute operates 240 seismic and GNSS stations across the country.
Our company times 350 road, trail and track races a year.
The school taught about 250 children before the flood.
Players (27): A. Bello, K. Osei, M. Diallo.`;
    const values = figures(text, 'Ama Osei', 'O-1A', 'letter.txt');
    for (const n of ['240', '350', '250', '27']) expect(holds(values, n)).toBe(true);
  });

  it('reads a change from one year to another as both its figures', () => {
    const text = 'Since the clinic adopted Dr. Nuno Reis\'s alerts, emergency visits by our patients fell from 512 in 2021 to 340 in 2024.';
    const values = figures(text, 'Nuno Reis', 'EB-2 NIW', 'clinic_letter.pdf');
    expect(holds(values, '512')).toBe(true);
    expect(holds(values, '340')).toBe(true);
  });

  it('reads a change from one share to another, an engagement in weeks, course hours, and the kwacha', () => {
    const text = `Field report. Spoilage of maize at the depots fell from 31% to 7% of the harvest after the silos opened.
The engagement is for the European tour of the production "Quicksilver", 26 weeks from April 7, 2025.
Certificate: Lusungu Phiri took part in the winter school "Grain storage" (24 hours).
Annual dues paid: K2,400 (receipt 25-0113).`;
    const values = figures(text, 'Lusungu Phiri', 'O-1A', 'report.txt');
    for (const n of ['31%', '7%', '26 weeks', '24 hours', 'K2,400']) expect(holds(values, n)).toBe(true);
  });
});

describe('a two-column table', () => {
  it('keeps the total row of an invoice set out with bars at both ends', () => {
    const text = `Invoice 2025-044
| Item | Amount (EUR) |
| Exhibitor stand, 9 square metres | 3,200.00 |
| Catalogue entry | 400.00 |
| Total | 3,600.00 |
Payment due within 30 days.`;
    expect(holds(figures(text, 'Ines Varga', 'O-1B', 'invoice.txt'), '3,600.00')).toBe(true);
  });
});

describe('a table row in a statement', () => {
  it('stays on the sheet: the statement names the award, never the row as its selectivity', async () => {
    const text = `Confederation of African Athletics - Continental Championships 2024
The Confederation of African Athletics awards the Gold Medal in the men's 400 m to Chidi Okonjo.
Place | Lane | Athlete | Country | Time | Medal
1 | 4 | OKONJO Chidi | NGR | 44.91 CR | Gold
2 | 5 | MARAIS Pieter | RSA | 45.20 | Silver
Nairobi, 14 June 2024`;
    const analyst = createLocalAnalyst();
    const a = await analyst.analyseEvidence({ visaType: 'O-1A', fileName: 'results.pdf', mimeType: 'application/pdf', text, applicantName: 'Chidi Okonjo' });
    expect(a.factSheet?.figures.map((f) => f.value)).toContain('1 | 4 | OKONJO Chidi | NGR | 44.91 CR | Gold');
    const evidence = [{ evidenceNumber: 1, fileName: 'results.pdf', category: a.category, kind: a.kind, aiTags: a.tags, aiDescription: a.description, userNotes: null, text }];
    const s = await analyst.draftStatement({ visaType: 'O-1A', criteriaId: a.category, criteriaTitle: 'Awards', applicantName: 'Chidi Okonjo', evidence, report: null });
    expect(s.content).toContain('The Gold Medal was conferred on Chidi Okonjo');
    expect(s.content).not.toContain(' | ');
  });
});
