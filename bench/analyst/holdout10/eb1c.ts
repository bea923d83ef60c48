/**
 * EB-1C: Ketan Deshmukh (India), general manager of a Pune bridge-inspection and rehabilitation firm, moving to
 * its Ohio subsidiary as vice president of operations. Invented companies, people and contracts.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Ketan Deshmukh');
const PUNE = ['Sahyadri Bridge Engineering', 'Sahyadri Bridge Engineering Pvt. Ltd.'];
const OHIO = ['Sahyadri Structures', 'Sahyadri Structures Inc.'];

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'SBE_service_certificate.pdf',
    facts: { kind: ['employment_letter', 'experience_letter'], subject: 'Ketan Deshmukh', isApplicant: true, role: 'subject', issuer: PUNE, date: '2025-01-10', figures: ['6', '84'], title: 'General Manager' },
    p: [
      'SAHYADRI BRIDGE ENGINEERING PVT. LTD.  |  CIN U74210PN2004PTC019876  |  Baner Road, Pune 411045, Maharashtra',
      'Ref: SBE/HR/2025/014                                        10 January 2025',
      'SERVICE CERTIFICATE',
      'We certify that Mr. Ketan Deshmukh has been in the full-time employment of this company since 2 July 2012 and has held the post of General Manager, Bridge Inspection and Rehabilitation Division, since 1 April 2019.',
      'As General Manager he reports to the Managing Director and directs the division through 6 department managers (inspection, load testing, design, rehabilitation works, quality, contracts), who between them supervise 84 engineers and technicians. He hires and dismisses managers, sets the division\'s annual budget and signs contracts up to INR 25 crore without further approval.',
      'For Sahyadri Bridge Engineering Pvt. Ltd.',
      'Pradnya Kulkarni, Head - Human Resources',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'pdf',
    fileName: 'stock_ledger_SSI.pdf',
    facts: { kind: 'other', subject: OHIO, isApplicant: false, role: 'none', issuer: OHIO, date: '2024-12-31', figures: ['10,000', '100%'] },
    p: [
      'SAHYADRI STRUCTURES INC. (an Ohio corporation)',
      'Stock ledger and certificate of the corporate secretary',
      'Authorized: 10,000 shares of common stock, no par value. Issued and outstanding: 10,000 shares.',
      'Certificate No. 1, issued 14 March 2019, 10,000 shares, holder: Sahyadri Bridge Engineering Pvt. Ltd., Pune, India. No transfers have been recorded.',
      'I, Meredith Caskey, Secretary of Sahyadri Structures Inc., certify that the above is a true extract of the stock ledger as of 31 December 2024 and that Sahyadri Bridge Engineering Pvt. Ltd. owns 100% of the corporation.',
      'Meredith Caskey, Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'pdf',
    fileName: 'ODOT_award_letter.pdf',
    facts: { kind: 'other', subject: OHIO, isApplicant: false, role: 'none', issuer: ['Ohio Department of Transportation', 'ODOT'], date: '2023-06-20', figures: ['46', '$2,318,400'] },
    p: [
      'OHIO DEPARTMENT OF TRANSPORTATION, Division of Contract Administration, Columbus',
      'June 20, 2023',
      'Sahyadri Structures Inc., 4400 Easton Commons, Columbus, OH 43219',
      'Notice of award: Agreement No. 2023-0187, Routine and Fracture-Critical Inspection of Bridges, District 6',
      'Your proposal has been selected. The agreement covers the inspection of 46 bridges in Delaware, Franklin and Madison counties over 24 months, for a fee not to exceed $2,318,400.',
      'Please return the signed agreement, proof of insurance and your Ohio prequalification certificate within ten business days. Work may begin on receipt of the notice to proceed.',
      'L. Ostrander, Contract Administrator',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'docx',
    fileName: 'VP_Operations_offer.docx',
    facts: { kind: 'employment_letter', subject: 'Ketan Deshmukh', isApplicant: true, role: 'subject', issuer: OHIO, date: '2025-02-01', figures: ['$168,000', '3', '47'], title: 'Vice President of Operations' },
    p: [
      'Sahyadri Structures Inc.',
      'February 1, 2025',
      'Mr. Ketan Deshmukh, Pune',
      'Dear Ketan,',
      'Sahyadri Structures Inc. offers you the permanent position of Vice President of Operations in Columbus, Ohio, reporting to our President, at a base salary of $168,000 a year.',
      'You will direct all field operations of the company through its 3 department heads (Inspection, Engineering, and Construction Services), who manage 47 employees; you will approve hires, set operating budgets, and represent the company to state transportation departments. You will not perform inspections yourself.',
      'This offer is made as part of an intracompany transfer from our parent company, Sahyadri Bridge Engineering Pvt. Ltd.',
      'Laura Brennan-Oyelaran, President',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'IEI_chartered_engineer.pdf',
    judgement: 'A professional credential: his chartered-engineer certificate shows he is an engineer, not that he manages, and proves none of the four EB-1C requirements.',
    facts: { kind: ['licence', 'membership'], subject: 'Ketan Deshmukh', isApplicant: true, role: 'subject', issuer: ['Institution of Structural Engineers of India', 'Council'], date: '2016-08-25', title: 'Chartered Engineer' },
    p: [
      'THE INSTITUTION OF STRUCTURAL ENGINEERS OF INDIA',
      'Certificate of Registration as Chartered Engineer',
      'This is to certify that KETAN DESHMUKH, having satisfied the Council as to his professional competence in structural engineering, has been registered as a Chartered Engineer (India), Registration No. CE-0448219.',
      'Given under the common seal of the Institution at Kolkata on 25 August 2016.',
      'Registrar',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Bridge_Maintenance_Summit_programme.txt',
    judgement: 'A conference programme that lists him as one speaker among many: it is about the summit, and proves no EB-1C requirement.',
    facts: { kind: 'event_programme', subject: ['Midwest Bridge Maintenance Summit'], isApplicant: false, issuer: ['Midwest Bridge Maintenance Summit', 'Great Rivers Chapter'], date: '2024-10', title: 'Bridge Maintenance Summit' },
    p: [
      'MIDWEST BRIDGE MAINTENANCE SUMMIT 2024 - FINAL PROGRAMME',
      'Hosted by the Great Rivers Chapter, Indianapolis, 15-16 October 2024',
      'TUESDAY 15 OCTOBER',
      '08:30  Welcome - Chapter President J. Mulcahy',
      '09:00  Keynote: Twenty years of fracture-critical inspections - Dr. Anne-Marie Loiseau',
      '10:15  Session A: Deck rehabilitation. Speakers: P. Okafor (Indiana DOT); K. Deshmukh (Sahyadri Bridge Engineering, Pune); L. Hsu (Wexford Consulting)',
      '12:00  Lunch and exhibit hall (42 exhibitors)',
      '13:30  Session B: Drones and remote sensing for inspection',
      'Registration: $495 members / $640 non-members.',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'transfer_letter_AK.docx',
    judgement: 'An employer\'s letter about a colleague: it transfers his deputy to Ohio and names him only as her current supervisor.',
    facts: { kind: 'employment_letter', subject: 'Anjali Kulkarni', isApplicant: false, role: ['none', 'collaborator'], issuer: PUNE, date: '2024-09-02', title: 'Anjali Kulkarni' },
    p: [
      'Sahyadri Bridge Engineering Pvt. Ltd., Pune',
      '2 September 2024',
      'Ms. Anjali Kulkarni',
      'Manager, Rehabilitation Works',
      'Subject: Transfer to Sahyadri Structures Inc., Columbus',
      'We are pleased to confirm your transfer to our subsidiary in Columbus, Ohio, as Project Manager, Rehabilitation, with effect from 1 November 2024, for an initial period of three years.',
      'Until your departure you will continue to report to Mr. Ketan Deshmukh, General Manager, who will arrange the hand-over of your current projects.',
      'Vasant Apte, Managing Director',
    ],
  }),
];
