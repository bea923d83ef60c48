// A chart that ranks titles by what they sold or how long they were watched is a sales report: commercial success,
// not a results list whose first row is a prize's winner (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe('a chart of titles', () => {
  it("files a weekly streaming top 10 with the applicant's film second as commercial success", () => {
    const a = analyseEvidence({
      visaType: 'O-1B',
      fileName: 'weekly_chart.pdf',
      mimeType: 'text/plain',
      applicantName: 'Nadia Brennan',
      text: `VIEWMETER - Weekly U.S. streaming top 10, series (week ending
March 9, 2025)
Rank | Title | Service | Minutes viewed | Weeks in top 10
1 | Glass Harbor | Northwave | 31.2 million | 3
2 | The Quiet Field | Lumen+ | 22.8 million | 5
3 | Paper Kings | Northwave | 14.1 million | 1
Source: ViewMeter panel of 35,000 connected-TV homes.`,
    });
    expect(a.kind).toBe('sales_report');
    expect(a.category).toBe('o1b_commercial_success');
  });
});
