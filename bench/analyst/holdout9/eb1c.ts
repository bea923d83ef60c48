/**
 * EB-1C: Baek Hyun-woo (Korea), plant director of a Cheongju wafer fab moving to the group's Texas subsidiary as
 * its vice president of manufacturing. Invented companies, people and figures.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Hyun-woo Baek');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'Daesan_employment_verification.pdf',
    facts: { kind: 'employment_letter', subject: ['Hyun-woo Baek', 'Baek Hyun-woo'], isApplicant: true, role: 'subject', issuer: ['Daesan Semitek Co., Ltd.', 'Daesan Semitek'], date: '2026-01-12', figures: ['1,140', '6'], title: 'Plant Director' },
    p: [
      'DAESAN SEMITEK CO., LTD.\n77 Ochang Science Park-ro, Cheongju, Republic of Korea · Business Reg. No. 301-86-11472',
      '12 January 2026',
      'Certificate of Employment',
      'This certifies that Mr. Baek Hyun-woo has been employed full time by Daesan Semitek Co., Ltd. since 3 March 2011 and has served as Plant Director of our Cheongju 200 mm fab since 1 April 2019.',
      'As Plant Director he manages the whole plant of 1,140 employees through 6 department heads (process engineering, equipment, yield, facilities, quality and production control), who report to him directly. He sets the plant\'s annual budget, hires and dismisses managers, and reports only to the Chief Operating Officer.',
      'Kim Ji-yeon, Head of Human Resources',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'docx',
    fileName: 'Secretary_certificate_SFS.docx',
    facts: { kind: 'other', subject: ['Semitek Fab Services Inc.', 'Daesan Semitek Co., Ltd.'], isApplicant: false, role: 'none', issuer: ['Semitek Fab Services Inc.', 'Semitek Fab Services'], date: '2025-12-18', figures: ['10,000', '100%'] },
    p: [
      'SEMITEK FAB SERVICES INC. (a Texas corporation)',
      'Secretary\'s Certificate',
      'I, Laura Whitcombe, Secretary of Semitek Fab Services Inc., certify that the Corporation\'s authorised and issued capital consists of 10,000 shares of common stock, all of which are held of record by Daesan Semitek Co., Ltd., a company organised under the laws of the Republic of Korea, which thus owns 100% of the Corporation.',
      'No other class of shares has been issued, and no options or warrants are outstanding.',
      'Signed at Austin, Texas, on 18 December 2025. Laura Whitcombe, Corporate Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'pdf',
    fileName: 'CPA_letter_2025.pdf',
    facts: { kind: 'other', subject: 'Semitek Fab Services Inc.', isApplicant: false, role: 'none', issuer: ['Hollis & Varga CPAs', 'Hollis & Varga'], date: '2026-01-22', figures: ['$38.6 million', '84'] },
    p: [
      'HOLLIS & VARGA CPAs, LLP · 500 Congress Avenue, Austin, TX 78701',
      'January 22, 2026',
      'Re: Semitek Fab Services Inc. — confirmation of business operations',
      'We have prepared the federal income tax returns of Semitek Fab Services Inc. for fiscal years 2022 through 2024. The company has operated continuously in Texas since its incorporation in June 2021, providing wafer test and equipment services to customers in Texas and Arizona.',
      'For fiscal year 2024 it reported gross receipts of $38.6 million and paid wages to 84 employees on its U.S. payroll.',
      'Daniel Varga, CPA, Partner',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'docx',
    fileName: 'Offer_VP_Manufacturing.docx',
    facts: { kind: 'employment_letter', subject: ['Hyun-woo Baek', 'Baek Hyun-woo'], isApplicant: true, role: 'subject', issuer: ['Semitek Fab Services Inc.', 'Semitek Fab Services'], date: '2026-02-02', figures: ['$245,000', '$171,400', '5'], title: 'Vice President, Manufacturing Operations' },
    p: [
      'Semitek Fab Services Inc. · Austin, Texas',
      'February 2, 2026',
      'Dear Mr. Baek,',
      'We are pleased to offer you the position of Vice President, Manufacturing Operations, based at our Taylor, Texas site. You will direct all manufacturing functions through 5 directors who report to you, set the operations budget, and have authority to hire and terminate staff. You will report to the Chief Executive Officer.',
      'Your base salary will be $245,000 a year. For comparison, the median annual wage of industrial production managers in the Austin area is $171,400 (U.S. Bureau of Labor Statistics, May 2024).',
      'Sincerely, Mark Ellison, Chief Executive Officer',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Fab_of_the_Year_award.pdf',
    judgement: 'An industry award to the Cheongju plant, which he accepted as its director: a team award to the fab proves none of the four EB-1C requirements.',
    facts: { kind: 'award', subject: ['Daesan Semitek Cheongju Fab', 'Cheongju Fab', 'Daesan Semitek'], isApplicant: false, issuer: ['Asia Semiconductor Manufacturing Forum', 'ASMF'], date: '2025-06-26', title: 'Fab of the Year' },
    p: [
      'ASIA SEMICONDUCTOR MANUFACTURING FORUM',
      'Fab of the Year 2025 — Mature Nodes',
      'The Forum\'s jury recognises the Daesan Semitek Cheongju Fab for raising line yield while cutting water use per wafer.',
      'Plant Director Baek Hyun-woo accepted the award on behalf of the plant\'s team at the Forum dinner in Hsinchu on 26 June 2025.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Trade_mission_delegates.txt',
    judgement: 'A trade mission\'s delegate list that names him: attendance proves no requirement.',
    facts: { kind: ['event_programme', 'other'], subject: ['Korea–Texas Semiconductor Trade Mission', 'Korea Semiconductor Industry Council'], isApplicant: false, role: 'attendee', issuer: ['Korea Semiconductor Industry Council', 'KSIC'], date: ['2025-09', '2025-09-01'] },
    p: [
      'Korea–Texas Semiconductor Trade Mission, 15–18 September 2025',
      'Delegate list (as of 1 September 2025) — Korea Semiconductor Industry Council',
      '1. Park Sun-mi, Vice Chair, KSIC (head of delegation)\n2. Lee Dong-hoon, Hanwool Materials\n3. Baek Hyun-woo, Plant Director, Daesan Semitek\n4. Choi Min-ji, Gyeonggi Investment Agency\n5. Jung Tae-yang, Sorim Equipment',
      'Programme: site visits in Austin and Taylor; reception with the Governor\'s Office of Economic Development.',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Chip_Weekly_interview.docx',
    judgement: 'A news story on a water shortage at Korean fabs that quotes him: it is about the drought and the industry, not a proof of any requirement.',
    facts: { kind: 'press_article', subject: ['Cheongju drought', 'Korean fabs'], isApplicant: false, role: 'quoted', issuer: 'Chip Weekly Asia', date: '2025-07-14', title: 'water' },
    p: [
      'Chip Weekly Asia — 14 July 2025',
      'Drought forces Korean fabs to ration water',
      'A second dry summer has pushed chipmakers around Cheongju to recycle more of their ultrapure water. The provincial government has asked industrial users to cut intake by a tenth.',
      '"We planned for this three years ago," said Baek Hyun-woo, plant director at Daesan Semitek. "Recycling is no longer optional."',
      'Analysts expect output in the region to dip slightly in the third quarter.',
    ],
  }),
];
