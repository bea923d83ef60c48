/**
 * EB-1C: Anjali Deshmukh (India), Managing Director of a Pune cold-chain logistics company (refrigerated
 * transport and storage for vaccines and dairy), moving to its New Jersey subsidiary as President. Three
 * judgement cases that prove none of the four requirements: a food-safety training certificate, a trade prize to
 * the company that quotes her, and a summit's certificate of participation.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Anjali Deshmukh');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'HR_letter_Pune.pdf',
    facts: {
      kind: ['employment_letter', 'experience_letter'],
      subject: 'Anjali Deshmukh',
      isApplicant: true,
      role: 'subject',
      issuer: 'Himshakti Cold Chain Private Limited',
      date: '2025-01-06',
      figures: ['6', '340'],
    },
    p: [
      'HIMSHAKTI COLD CHAIN PRIVATE LIMITED · CIN U63023PN2009PTC134512 · Chakan MIDC, Pune 410501, India',
      '6 January 2025',
      'TO WHOM IT MAY CONCERN',
      'This is to certify that Ms. Anjali Deshmukh has been employed full time by Himshakti Cold Chain Private Limited since 2 April 2014 and has served as its Managing Director since 1 July 2019.',
      'As Managing Director she reports to the Board of Directors and directs the company through 6 regional managers (West, North, South, East, Central and Exports), who between them supervise 340 employees, 11 cold stores and a fleet of 96 refrigerated vehicles. She sets the annual budget, approves contracts above ₹50 lakh and hires and dismisses the regional managers.',
      'Rahul Kulkarni, Head of Human Resources',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'docx',
    fileName: 'stock_ledger.docx',
    facts: {
      kind: 'other',
      subject: ['Himshakti Cold Chain USA Inc.', 'Himshakti Cold Chain Private Limited'],
      isApplicant: false,
      role: 'none',
      issuer: 'Himshakti Cold Chain USA Inc.',
      date: '2024-12-31',
      figures: ['1,000', '100%'],
    },
    p: [
      'HIMSHAKTI COLD CHAIN USA INC. (a New Jersey corporation)',
      'Stock Ledger — Common Stock, no par value — as of 31 December 2024',
      'Certificate 1 · issued 15 March 2021 · to Himshakti Cold Chain Private Limited, Pune, India · 1,000 shares · consideration US$250,000',
      'Shares authorised: 1,000. Shares issued and outstanding: 1,000. Held by Himshakti Cold Chain Private Limited: 1,000 (100%).',
      'No other certificate has been issued, transferred or cancelled.',
      'Certified correct: Sunil Mehta, Corporate Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'txt',
    fileName: 'CPA_letter_2024.txt',
    facts: {
      kind: 'other',
      subject: 'Himshakti Cold Chain USA Inc.',
      isApplicant: false,
      role: 'none',
      issuer: 'Varma & Colletti',
      date: '2025-02-12',
      figures: ['$4,812,330', '$3,106,900', '27'],
    },
    p: [
      'Varma & Colletti, Certified Public Accountants · 90 Woodbridge Center Dr, Woodbridge, NJ 07095',
      'February 12, 2025',
      'Re: Himshakti Cold Chain USA Inc., EIN 87-4412093',
      'We have prepared the federal corporate income tax returns (Form 1120) of Himshakti Cold Chain USA Inc. for 2022, 2023 and 2024. The company has operated a refrigerated warehouse in Edison, New Jersey, since May 2021.',
      'Its gross receipts were $3,106,900 in 2023 and $4,812,330 in 2024, from storage and last-mile delivery for pharmaceutical distributors and dairy processors. It had 27 employees on its December 2024 payroll.',
      'Anthony Colletti, CPA, Partner',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'pdf',
    fileName: 'board_resolution_president.pdf',
    facts: {
      kind: ['employment_letter', 'other'],
      subject: 'Anjali Deshmukh',
      isApplicant: true,
      role: 'subject',
      issuer: 'Himshakti Cold Chain USA Inc.',
      date: '2025-01-20',
      figures: ['4', '$210,000'],
    },
    p: [
      'HIMSHAKTI COLD CHAIN USA INC. — UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS',
      'Dated January 20, 2025',
      'RESOLVED, that Anjali Deshmukh is appointed President and Chief Executive Officer of the Corporation, effective on her admission to the United States as a permanent resident, at an annual salary of $210,000.',
      'RESOLVED FURTHER, that the President shall direct the management of the Corporation; shall have authority to hire, promote and dismiss its managers; and shall be the superior of the 4 department managers (Warehouse Operations, Transport, Quality Assurance and Finance), who shall report to her. She shall report only to this Board.',
      'Directors: Vikram Joshi, Meera Iyer, Sunil Mehta',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Deshmukh_certificate_management.docx',
    judgement: 'A food-safety training certificate she completed: a qualification, not a managerial role or any requirement',
    facts: {
      kind: ['licence', 'degree', 'other'],
      subject: 'Anjali Deshmukh',
      isApplicant: true,
      role: 'subject',
      issuer: 'Cold Chain Training Institute of India',
      date: '2023-08-25',
      figures: ['16'],
    },
    p: [
      'Cold Chain Training Institute of India',
      'CERTIFICATE OF COMPLETION',
      'This certifies that Anjali Deshmukh has completed the course "HACCP for Temperature-Controlled Food Logistics" (16 hours) and passed its end-of-course quiz.',
      'Topics: hazard analysis, critical control points for chilled and frozen goods, temperature logging, corrective actions.',
      'Mumbai, 25 August 2023. Certificate no. CCTI/HACCP/23/0915.',
      'Course Director: Dr. Prakash Nair',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Deshmukh_award_2024.txt',
    judgement: 'A trade-press story about a prize to the company that quotes her: no requirement (not her role, not the relationship, not US business)',
    facts: {
      kind: ['press_article', 'award'],
      subject: 'Himshakti Cold Chain',
      isApplicant: false,
      role: 'quoted',
      issuer: 'Logistics Times India',
      date: '2024-11-28',
      title: 'Cold Chain Excellence Award',
    },
    p: [
      'logisticstimesindia.com/news/awards/ccea-2024 — 28 Nov 2024',
      'LOGISTICS TIMES INDIA · Awards',
      'Himshakti takes Cold Chain Excellence Award for vaccine logistics',
      'Pune-based Himshakti Cold Chain won the Cold Chain Excellence Award 2024 in the pharmaceutical category at a ceremony in Mumbai on Wednesday, for keeping 2.1 million vaccine vials within 2–8°C on routes across Maharashtra.',
      '"This belongs to our drivers and store teams," managing director Anjali Deshmukh said. Eleven companies were in the running.',
      'The awards are organised by the Indian Cold Chain Federation.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'GCCS_Dubai_certificate.pdf',
    judgement: 'A summit’s certificate of participation: she attended; it proves none of the four requirements',
    facts: {
      kind: ['event_programme', 'other', 'award'],
      subject: 'Anjali Deshmukh',
      role: ['attendee', 'subject'],
      issuer: 'Global Cold Chain Summit',
      date: '2024-05',
    },
    p: [
      'GLOBAL COLD CHAIN SUMMIT 2024 · DUBAI',
      'Certificate of Participation',
      'This is to certify that Anjali Deshmukh, Himshakti Cold Chain Private Limited, participated in the Global Cold Chain Summit held at the Dubai World Trade Centre on 15–16 May 2024.',
      'The Summit brought together more than 1,200 delegates from logistics, pharmaceuticals and food retail.',
      'Issued 16 May 2024. Summit Organising Committee.',
    ],
  }),
];
