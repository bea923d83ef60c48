// A title that says what the document is, read from its form: the degree a diploma confers when it sets it on lines of
// its own, what a certificate certifies its holder as, and a patent's coded title field '(54)' (issue 32, tune20).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const titleOf = (text: string) =>
  analyseEvidence({ visaType: 'EB-2 NIW', fileName: 'scan.pdf', mimeType: 'text/plain', text, applicantName: 'Tariq Haddadin' }).factSheet?.title ?? '';

describe('a title from the form', () => {
  it('names the degree a diploma sets on lines of its own', () => {
    expect(
      titleOf(`NORTHERN PLAINS UNIVERSITY
Upon the recommendation of the Faculty, the Board of Regents has conferred upon
Tariq Haddadin
the degree of
Master of Engineering
in Water Resources
with all the rights and privileges thereunto appertaining. Conferred May 10, 2020.`),
    ).toMatch(/Master of Engineering in Water Resources/);
  });

  it('names what a certificate certifies its holder as', () => {
    expect(
      titleOf(`COUNCIL OF IRRIGATION PROFESSIONALS
Having met the education, experience and examination requirements of the Council,
TARIQ HADDADIN
is hereby certified as a
CERTIFIED IRRIGATION DESIGNER (CID)
Certificate No. CID-1182 Issued: 4 March 2021 Valid through: 31 March 2026`),
    ).toMatch(/Certified Irrigation Designer/i);
  });

  it("names a patent by its coded title field", () => {
    expect(
      titleOf(`(12) United States Patent
(10) Patent No.: US 11,902,331 B2 (45) Date of Patent: Feb. 20, 2024
(54) DRIP EMITTER WITH SELF-FLUSHING CHAMBER
(71)(72) Applicant and Inventor: Tariq Haddadin, Fargo, ND (US)
(57) ABSTRACT: A drip emitter whose chamber flushes itself at each pressure cycle.`),
    ).toMatch(/Drip Emitter With Self-Flushing Chamber/i);
  });
});
