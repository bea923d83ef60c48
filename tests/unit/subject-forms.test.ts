// Whom a document is about when it is about no person (issue 32; decision 130): a guest list is the event's, a company's
// own business record is the company's, a report on a work is the work's. A paralegal writes that name as its subject,
// not her, and the filing stays what the document's kind makes it.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa';
import { checkedAnalysis } from './checked-analysis';

const read = (text: string, applicant: string, visa: VisaType, file = 'record.pdf') => checkedAnalysis(text, applicant, visa, file);

describe('an event named by its guest list or programme', () => {
  it('is about the event its heading names, not the guest', () => {
    const text = `Harbourside Literary Festival — Closing Dinner, The Grain Exchange, Leith, 14 May 2025
Seating plan (final)
Table 1: Festival Director; Lord Provost of Edinburgh; Chair, Scottish Book Trust
Table 4: Mr Anders Vik; Ms Priya Raman; Dr Okoro Balogun; Ms Lucía Ferrand
Table 5: Mr and Mrs Cathal Burke; Ms Wen Jiahui`;
    const { sheet, analysis } = read(text, 'Priya Raman', 'O-1B');
    expect(sheet.subject?.value).toContain('Harbourside Literary Festival');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });

  it('is about the event when its guests are listed for the door', () => {
    const text = `Otter Coast Wildlife Fund — Autumn Benefit Evening 2024, Assembly Rooms, Bath — Friday 18 October 2024
Confirmed guests (for the door)
Sir Hugh and Lady Penrose — Table 1
Dr. Maren Solberg — Table 3
Mr. Kofi Antwi-Darko — Table 3
Ms. Ilse Brandauer — Table 6`;
    const { sheet } = read(text, 'Maren Solberg', 'O-1A');
    expect(sheet.subject?.value).toContain('Otter Coast Wildlife Fund');
    expect(sheet.subject?.isApplicant).toBe(false);
  });

  it('is about the event above a list of its participants', () => {
    const text = `9th Nordic Congress of Glacial Hydrology — Tromsø, 2–5 September 2025
List of registered participants (as of 20 August 2025)
Aalto, Jussi — University of Oulu
Berg, Hanne — Norwegian Polar Institute
Castellanos, Inés — ETH Zürich
Dahl, Sindre — University of Bergen`;
    const { sheet } = read(text, 'Inés Castellanos', 'EB-1B');
    expect(sheet.subject?.value).toContain('Nordic Congress of Glacial Hydrology');
    expect(sheet.subject?.isApplicant).toBe(false);
  });
});
