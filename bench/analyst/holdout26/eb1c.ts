/**
 * holdout26, EB-1C: Daiva Kazlauskienė (Lithuania, in Kaunas), industrial adhesives: from production director of
 * Nemunas Klijai UAB to head of its US subsidiary in Dalton, Georgia. Never tuned on; see README.md.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Daiva Kazlauskienė');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'Nemunas_Klijai_employment_verification.pdf',
    facts: {
      kind: 'employment_letter',
      subject: 'Daiva Kazlauskienė',
      isApplicant: true,
      role: 'subject',
      issuer: 'Nemunas Klijai',
      date: '2025-07-01',
      figures: ['186', '5'],
    },
    p: [
      'NEMUNAS KLIJAI UAB · Pramonės pr. 16, LT-51329 Kaunas, Lithuania',
      'Kaunas, 1 July 2025',
      'EMPLOYMENT VERIFICATION',
      'Nemunas Klijai UAB confirms that Ms. Daiva Kazlauskienė has been employed full time as Production Director since 1 March 2020.',
      'In this position she manages the company\'s two adhesive plants in Kaunas and Marijampolė and their 186 employees through 5 department heads (hot-melt production, water-based production, quality, maintenance and logistics), each of whom reports to her. She sets the plants\' annual budgets, approves hiring and dismissal of staff below department-head level and decides production schedules. She reports only to the Chief Executive Officer.',
      'Before 2020 she was Head of Quality Control (2016–2020).',
      'Rasa Vaitkevičienė\nHead of Human Resources',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'txt',
    fileName: 'Nemunas_Adhesives_Inc_stock_ledger.txt',
    facts: {
      kind: 'other',
      subject: ['Nemunas Adhesives Inc.', 'Nemunas Adhesives'],
      isApplicant: false,
      role: 'none',
      issuer: ['Nemunas Adhesives Inc.', 'Nemunas Adhesives'],
      date: '2025-06-20',
      figures: ['1,000', '100%'],
    },
    p: [
      'NEMUNAS ADHESIVES INC. (a Georgia corporation)',
      'STOCK TRANSFER LEDGER — certified extract',
      'Authorised: 10,000 shares of common stock, no par value',
      'Certificate No. 1 · issued 14 April 2021 · holder: Nemunas Klijai UAB, Kaunas, Lithuania · 1,000 shares · consideration USD 750,000',
      'No other certificates have been issued. Shares outstanding: 1,000. Nemunas Klijai UAB holds 100% of the outstanding stock.',
      'I certify that this is a true extract of the corporation\'s stock ledger as of 20 June 2025.',
      'Corey Whitacre-Banner, Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'pdf',
    fileName: 'Nemunas_Adhesives_2024_financial_statements.pdf',
    facts: {
      kind: ['other', 'sales_report'],
      subject: ['Nemunas Adhesives Inc.', 'Nemunas Adhesives'],
      isApplicant: false,
      role: 'none',
      issuer: ['Hargrove & Poole', 'Hargrove & Poole CPAs'],
      date: '2025-03-28',
      figures: ['6,412,380', '23'],
    },
    p: [
      'HARGROVE & POOLE CPAs · Ringgold, Georgia',
      'Independent Accountant\'s Review Report — March 28, 2025',
      'To the Board of Directors of Nemunas Adhesives Inc., Dalton, Georgia',
      'We have reviewed the accompanying financial statements of Nemunas Adhesives Inc., which comprise the balance sheet as of December 31, 2024, and the related statements of income and cash flows for the year then ended.',
      'Summary: net sales $6,412,380 (2023: $3,905,114); gross profit $1,488,020; employees at year end 23. The company has sold carpet-backing and flooring adhesives to customers in Georgia, Tennessee and Alabama since July 2021 from its leased plant at 2250 Abutment Road, Dalton.',
      'Based on our review, we are not aware of any material modifications that should be made to the financial statements.',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'docx',
    fileName: 'Nemunas_Adhesives_board_appointment_GM.docx',
    facts: {
      kind: ['employment_letter', 'other'],
      subject: 'Daiva Kazlauskienė',
      isApplicant: true,
      role: 'subject',
      issuer: ['Nemunas Adhesives Inc.', 'Nemunas Adhesives'],
      date: '2025-06-30',
      figures: ['185,000'],
    },
    p: [
      'Nemunas Adhesives Inc.',
      'Minutes of a Special Meeting of the Board of Directors — June 30, 2025',
      'Present: Mindaugas Žemaitis (chair), Corey Whitacre-Banner, Ieva Petrulytė.',
      'Resolved, that Daiva Kazlauskienė be appointed General Manager of the corporation with effect from her admission to the United States, at a base salary of $185,000 a year.',
      'Further resolved, that as General Manager she shall direct all operations of the Dalton plant; the plant manager, the sales manager, the quality manager and the controller shall report to her; she shall have authority to hire and dismiss staff and to approve expenditure up to $250,000; and she shall report to this Board.',
      'There being no further business, the meeting was adjourned.',
    ],
  }),
  doc({
    category: 'other',
    format: 'photo',
    fileName: 'IMG_0457_payslip_2014.jpg',
    judgement:
      'An old payslip from her time as a laboratory technician in 2014: outside the three years before the petition and not a managerial or executive post.',
    facts: {
      kind: 'pay_record',
      subject: 'Daiva Kazlauskienė',
      isApplicant: true,
      role: 'subject',
      issuer: 'Nemunas Klijai',
      date: ['2014-10-31', '2014-10'],
    },
    p: [
      'NEMUNAS KLIJAI UAB - PAYSLIP',
      'PERIOD: OCTOBER 2014',
      'EMPLOYEE: DAIVA KAZLAUSKIENE',
      'POSITION: LABORATORY TECHNICIAN, QUALITY CONTROL',
      'GROSS PAY: 812.00 EUR',
      'INCOME TAX: 121.80 EUR',
      'NET PAY: 690.20 EUR',
      'PAID: 31.10.2014',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Baltic_Industry_Awards_Nemunas_Klijai.pdf',
    judgement:
      'An industry award to the parent company for a product; it names her only as the director who accepted it. It is not evidence of her managerial role, of the corporate relationship or of the US company\'s business.',
    facts: {
      kind: ['award', 'press_article'],
      subject: ['Nemunas Klijai', 'Nemunas Klijai UAB'],
      isApplicant: false,
      role: ['attendee', 'collaborator', 'none'],
      issuer: 'Baltic Industry Awards',
      date: '2023-11-09',
      title: ['Product of the Year', 'Baltic Industry Awards'],
    },
    p: [
      'BALTIC INDUSTRY AWARDS 2023',
      'Šiauliai, 9 November 2023 — Winners announced',
      'Chemicals category — Product of the Year: Nemunas Klijai UAB, Kaunas, for Gintaras HM-40, a solvent-free hot-melt adhesive for food packaging.',
      'The trophy was accepted on behalf of the company by its Production Director, Daiva Kazlauskienė.',
      'Highly commended: Liepāja Sealants; Hiiumaa Liimid OÜ.',
      'The Baltic Industry Awards are organised by the Baltic Chambers of Industry and judged by a panel of eleven engineers and investors.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Adhesives_Summit_speaker_invitation.txt',
    judgement:
      'An invitation to speak on a panel at a trade summit: it says nothing of her managerial duties abroad or of the US post.',
    facts: {
      kind: ['other', 'event_programme'],
      subject: 'Kazlauskienė',
      isApplicant: true,
      role: ['subject', 'attendee'],
      issuer: 'North American Adhesives Summit',
      date: '2025-05-06',
    },
    p: [
      'North American Adhesives Summit — Speaker Invitation',
      'May 6, 2025',
      'Dear Ms. Kazlauskienė,',
      'We would be delighted if you would join the panel "Solvent-free hot melts: what Europe learned first" at this year\'s Summit in Greenbrier Hall, Augusta Riverfront Center, on October 14, 2025. The panel runs 45 minutes with four speakers and a moderator.',
      'Speakers receive complimentary registration; travel is at their own cost. Please confirm by June 1.',
      'Kind regards,',
      'Glenys Fitzhugh-Adesida, Programme Director',
    ],
  }),
];
