/**
 * O-1A: Aigerim Sadykova (Kazakhstan), founder and CEO of a firmware-security startup that finds implants in
 * industrial controllers. Invented people, companies, conferences and outlets.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('O-1A', 'Aigerim Sadykova');

export const O1A: H4Doc[] = [
  doc({
    category: 'o1a_awards',
    format: 'pdf',
    fileName: 'SteppeCTF_winners.pdf',
    judgement: 'A team award: the team won, and she is named as its captain, so it is filed as her award (subject the team or her).',
    facts: { kind: 'award', subject: ['Aigerim Sadykova', 'Hushgate Red'], role: 'subject', issuer: ['Silk Road Security Summit', 'SRSS'], date: '2024-10-05', figures: ['212'], title: 'Capture the Flag' },
    p: [
      'SILK ROAD SECURITY SUMMIT · Almaty',
      'Official Results — Industrial Capture the Flag Championship 2024',
      'First place: Team "Hushgate Red" (captain Aigerim Sadykova; Daulet Nurlanuly, Sofia Marchetti, Arman Bek).',
      'Second place: Team "Fennec Labs". Third place: Team "Pripyat Owls".',
      '212 teams from 37 countries took part in the qualifying round; ten reached the on-site final, judged on live attacks against simulated water and power plants.',
      'Almaty, 5 October 2024 · Championship Jury',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Northbridge_prize_result.txt',
    judgement: 'Her company was a finalist; the prize went to another company. A finalist place is not an award.',
    facts: { kind: 'shortlist', subject: ['Hushgate Security', 'Ironbark Systems'], role: ['nominee', 'subject'], issuer: ['Northbridge Security Innovation Prize', 'Northbridge Foundation'], date: '2025-04-10', title: 'Northbridge' },
    p: [
      'From: Northbridge Foundation <prize@northbridge.example>\nTo: finalists\nSubject: Northbridge Security Innovation Prize 2025 — result\nDate: 10 April 2025',
      'Dear finalists,',
      'Thank you for presenting in Rotterdam. The jury has awarded the 2025 Northbridge Security Innovation Prize to Ironbark Systems (Tallinn) for its hardware root-of-trust for medical devices.',
      'The other finalists were Hushgate Security (Almaty), Quillon (Lyon) and Stratagraph (Porto). Each finalist receives a certificate of participation.',
      'Warm regards, Mireille de Haan, Prize Director',
    ],
  }),
  doc({
    category: 'o1a_judging',
    format: 'pdf',
    fileName: 'ICSF_PC_certificate.pdf',
    facts: { kind: 'review_record', subject: 'Aigerim Sadykova', isApplicant: true, role: 'subject', issuer: ['Industrial Control Systems Forum', 'ICSF'], date: '2025-11-20', figures: ['11', '146'], title: 'Program Committee' },
    p: [
      'INDUSTRIAL CONTROL SYSTEMS FORUM 2025',
      'Certificate of Program Committee Service',
      'Aigerim Sadykova, Hushgate Security, served on the Program Committee of ICSF 2025 and reviewed 11 of the 146 papers submitted, recommending acceptance or rejection to the Program Chairs.',
      'Geneva, 20 November 2025 · Prof. Lukas Brenner and Dr. Adaeze Obi, Program Chairs',
    ],
  }),
  doc({
    category: 'o1a_press',
    format: 'docx',
    fileName: 'Perimeter_profile_june.docx',
    facts: { kind: 'press_article', subject: ['Aigerim Sadykova', 'Hushgate Security'], isApplicant: true, role: 'subject', issuer: 'Perimeter Magazine', date: '2025-06-03', title: 'Firmware Hunter' },
    p: [
      'Perimeter Magazine · June 3, 2025 · Profiles',
      'The Firmware Hunter of Almaty',
      'By Owen Castellanos',
      'When a European water utility found its pumps cycling on their own last year, it called Aigerim Sadykova. Her company, Hushgate Security, had built the only tool able to read the firmware of the utility\'s thirty-year-old controllers.',
      'Sadykova, who founded Hushgate in 2020 after six years as a reverse engineer, now employs 46 people. Her disclosure of the "Quiet Valve" implant led three vendors to patch their controllers.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Hushgate_in_the_news.txt',
    judgement: 'A news story about a ransomware attack on a hospital that quotes her as an outside expert: press quoting her is not press about her.',
    facts: { kind: 'press_article', subject: ['St. Aldric Hospital', 'ransomware attack'], isApplicant: false, role: 'quoted', issuer: 'The Eastern Courier', date: '2025-09-18', title: 'Ransomware' },
    p: [
      'The Eastern Courier — 18 September 2025',
      'Ransomware shuts down St. Aldric Hospital\'s surgery schedule',
      'Surgeons at St. Aldric Hospital postponed 60 operations on Wednesday after attackers encrypted the hospital\'s scheduling servers. Police said the group behind the attack was known to investigators.',
      '"Hospitals keep old systems running because replacing them is expensive," said Aigerim Sadykova, chief executive of Hushgate Security, who was not involved in the response.',
      'The hospital expects to restore its systems by the weekend.',
    ],
  }),
  doc({
    category: 'o1a_high_salary',
    format: 'pdf',
    fileName: 'Board_compensation_resolution.pdf',
    facts: { kind: ['employment_letter', 'pay_record'], subject: 'Aigerim Sadykova', isApplicant: true, role: 'subject', issuer: ['Hushgate Security Inc.', 'Hushgate Security'], date: '2026-01-08', figures: ['$310,000', '$214,000'] },
    p: [
      'Hushgate Security Inc. · 1209 Orange Street, Wilmington, Delaware',
      'Extract of the minutes of the Board of Directors, 8 January 2026',
      'Resolved, that the annual base salary of Aigerim Sadykova as Chief Executive Officer be set at $310,000 from 1 February 2026, with an annual bonus target of 30% of base salary.',
      'The Compensation Committee noted that the median base salary of chief executives of venture-backed security companies at Series B is $214,000 (Helmsley Partners Startup Pay Survey 2025).',
      'Certified a true extract: Robert Fenn, Secretary',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'Letter_Dr_Marchetti.docx',
    judgement: 'The writer co-authored two of her papers and sits on her team: a recommendation letter, but not from an independent expert.',
    facts: { kind: 'recommendation_letter', subject: 'Aigerim Sadykova', isApplicant: true, role: 'subject', issuer: ['Politecnico di Torino', 'Dipartimento di Automatica e Informatica'], date: '2026-02-11' },
    p: [
      'Politecnico di Torino — Dipartimento di Automatica e Informatica',
      '11 February 2026',
      'Dear Sir or Madam,',
      'I have worked with Ms. Aigerim Sadykova since 2019; we co-authored two papers on firmware implants in programmable logic controllers, and I was a member of her championship team in Almaty.',
      'Her analysis of the "Quiet Valve" implant is, in my opinion, the most important contribution to industrial firmware security of the last five years. I recommend her strongly.',
      'Dr. Sofia Marchetti, Associate Professor',
    ],
  }),
  doc({
    category: 'o1a_original_contributions',
    format: 'txt',
    fileName: 'Vendor_advisory_QuietValve.txt',
    facts: { kind: 'other', subject: ['Aigerim Sadykova', 'Quiet Valve'], isApplicant: true, role: 'subject', issuer: ['Veltran Automation', 'Veltran Automation Product Security'], date: '2024-12-09', figures: ['40,000'], title: 'Quiet Valve' },
    p: [
      'Veltran Automation — Product Security Advisory VA-2024-19 — 9 December 2024',
      'Firmware implant affecting VX-300 series controllers ("Quiet Valve")',
      'Summary: An implant that survives firmware updates can alter valve timing while reporting normal values to operators. About 40,000 VX-300 controllers in water and energy plants are affected. Patched firmware 4.2.1 is available.',
      'Acknowledgement: Veltran thanks Aigerim Sadykova of Hushgate Security, who discovered and analysed the implant and reported it to us under coordinated disclosure.',
    ],
  }),
];
