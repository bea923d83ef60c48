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

describe("a company's own business record", () => {
  const subjectOf = (text: string, applicant = 'Tomasz Wierzbicki') => read(text, applicant, 'EB-1C').sheet.subject;

  it('is about the company whose name heads its export or register', () => {
    const exported = `Vistula Grain Handling LLC - Monthly shipments export (generated 05/02/2025)
Month | Shipments | Tonnes | Billed (USD)
January | 14 | 3,920 | 412,600.00
February | 11 | 3,015 | 318,250.00
Total | 25 | 6,935 | 730,850.00`;
    expect(subjectOf(exported)).toMatchObject({ value: 'Vistula Grain Handling LLC', isApplicant: false });
    const capitals = `ORLIK TIMBER SUPPLY INC. — SALES BY CUSTOMER — CALENDAR YEAR 2024
Prepared from the accounting system by Harrow & Pike CPA, Albany, New York
Customer | Invoices | Amount (USD)
Birchline Homes | 22 | 184,300.00
Lakeview Cabinetry | 9 | 61,775.00`;
    expect(subjectOf(capitals)).toMatchObject({ value: 'ORLIK TIMBER SUPPLY INC.', isApplicant: false });
  });

  it("is about the company whose careers page offers a post, or whose letterhead heads an invoice it issued", () => {
    const careers = `Orlik Timber Supply Inc. - Careers
Posted March 3, 2025 | Albany, NY | Full time
Yard Supervisor (lumber distribution)
You will lead a crew of six, schedule deliveries and keep the yard safe. Apply with a CV and two references.`;
    expect(subjectOf(careers)).toMatchObject({ value: 'Orlik Timber Supply Inc.', isApplicant: false });
    const invoice = `ORLIK TIMBER SUPPLY INC. - 40 Quay Street, Albany, NY 12207
INVOICE OT-2025-0088 | Date: April 2, 2025 | Terms: net 30
Customer: Birchline Homes LLC, Troy NY
Kiln-dried spruce, 2x6, 1,200 board feet | $4,860.00
Total due: $4,860.00`;
    expect(subjectOf(invoice)).toMatchObject({ value: 'ORLIK TIMBER SUPPLY INC.', isApplicant: false });
  });

  it("is about the corporation whose stock ledger it is, its state and number in brackets, the ledger's name after a dash", () => {
    const ledger = `ORLIK TIMBER SUPPLY INC. (a New York corporation, DOS ID 5123987) - STOCK TRANSFER LEDGER
Authorized: 2,000 shares of common stock, no par value.
Cert. No. | Date of issue | Holder | Shares
1 | 03/14/2019 | Orlik Drewno Sp. z o.o. | 2,000`;
    expect(subjectOf(ledger)).toMatchObject({ value: 'ORLIK TIMBER SUPPLY INC.', isApplicant: false });
  });

  it("is about the company whose operating agreement lists its members, and whose accountant's letter names it in capitals after 'RE:'", () => {
    const members = `VISTULA GRAIN HANDLING LLC
An Ohio limited liability company
Operating Agreement - Schedule 1: Members and Membership Interests
Member | Capital contribution | Interest
Wisla Agro S.A. | $500,000 | 100%`;
    expect(subjectOf(members)).toMatchObject({ value: 'VISTULA GRAIN HANDLING LLC', isApplicant: false });
    const letter = `Marsh & Tolley, Certified Public Accountants - 18 Front Street, Toledo, OH 43604
March 9, 2025
RE: Vistula Grain Handling LLC (EIN 86-2217430) - federal returns for 2023 and 2024
We prepared the federal income tax returns of the company for both years. Gross receipts were $8,412,000 in 2024.`;
    expect(read(letter, 'Tomasz Wierzbicki', 'EB-1C').sheet.subject).toMatchObject({ value: 'Vistula Grain Handling LLC', isApplicant: false });
  });

  it("is about the corporation its tax return's name field names", () => {
    const text = `Form 1120 — U.S. Corporation Income Tax Return — Department of the Treasury, Internal Revenue Service — For calendar year 2024
Name: VISTULA GRAIN HANDLING LLC | EIN 86-2217430 | 900 Harbor Road, Toledo, OH 43611
1a Gross receipts or sales ........ 8,412,000
28 Taxable income ........ 402,115
Sign Here: Anna Kowalczyk, Treasurer, 03/28/2025. Paid preparer: Marsh & Tolley CPAs, Toledo, OH.`;
    expect(subjectOf(text)).toMatchObject({ value: 'VISTULA GRAIN HANDLING LLC', isApplicant: false });
  });

  it('stays hers when the record names her: an invoice billed to her, her own company as its sole member', () => {
    const billed = `Quillmark Editing Ltd - 7 Canal Walk, Leeds LS1 4AB
INVOICE QE-1142 | Date: 3 March 2025
Bill to: Tomasz Wierzbicki, 12 Elm Road, Leeds
Developmental edit of manuscript, 90,000 words | GBP 2,700.00`;
    expect(subjectOf(billed)?.isApplicant).not.toBe(false);
  });
});

describe('a report on a work', () => {
  it('is about the work its title field names, and is filed as the report it is', () => {
    const text = `HOLLOWAY FAMILY CHANNEL — Audience research — Season summary (released for the petition)
Series: PEBBLE AND THE LIGHTHOUSE, Season 3 (20 x 12 min) — premiered 4 March 2024 — report date 30 September 2024
Average audience per episode: 1,240,000 (share 14.2%, the channel's highest for a children's series in 2024)
Streams on the channel's app: 18.6 million across the season.
Produced for the channel by Tallwater Studios, Cork.`;
    const { sheet, analysis } = read(text, 'Oksana Melnyk', 'O-1B');
    expect(sheet.subject).toMatchObject({ value: 'PEBBLE AND THE LIGHTHOUSE', isApplicant: false });
    expect(analysis.category).toBe('o1b_commercial_success');
  });

  it('is about the work its heading quotes', () => {
    const text = `COMPANHIA DO TEJO for Teatro Marés
Ticket sales summary — "A Casa das Marés", 2024 national tour
Performances: 36 in 11 cities. Tickets sold: 29,410 (average occupancy 91%).
Gross receipts: €1,184,300.`;
    const { sheet, analysis } = read(text, 'Beatriz Lacerda Nunes', 'O-1B');
    expect(sheet.subject).toMatchObject({ value: 'A Casa das Marés', isApplicant: false });
    expect(analysis.category).toBe('o1b_commercial_success');
  });
});
