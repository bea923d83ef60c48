// A certificate's recipient line, a title and a name alone ('… awards the medal to / Dr. Ana Ruiz'), ends there: her
// institution's next line is not part of her name (issue 32, decision 085).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe("a certificate's recipient line", () => {
  it('reads the recipient named alone on her line as the applicant, and files the award', () => {
    const text = `NORDIC SOCIETY FOR COASTAL RESEARCH
Certificate of Award
The Council of the Nordic Society for Coastal Research hereby awards the Berg Medal for Early-Career Achievement 2024 to
Dr. Ana Ruiz
Harbour Point Institute for Coastal Studies, Bergen
in recognition of her measurements of storm surges on the fjords of the west coast.
Presented at the Society's General Assembly, Oslo, 12 September 2024.`;
    const a = analyseEvidence({ visaType: 'EB-1A', fileName: 'scan_0042.pdf', mimeType: 'text/plain', text, applicantName: 'Ana Ruiz' });
    expect(a.factSheet?.subject).toMatchObject({ isApplicant: true });
    expect(a.category).toBe('eb1a_awards');
  });
});
