/**
 * EB-1C: Deepa Raghunathan (India), Vice President of Operations of a Chennai freight and warehousing company,
 * transferring to its Memphis subsidiary as Senior Vice President, North American Operations.
 * Invented people, companies, accountants and outlets.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Deepa Raghunathan');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'employment_verification_MFPL.pdf',
    facts: { kind: 'employment_letter', subject: 'Deepa Raghunathan', isApplicant: true, role: 'subject', issuer: ['Meridian Freightways Private Limited', 'Meridian Freightways'], date: '2025-09-08', figures: ['1,450', '14'] },
    p: [
      'MERIDIAN FREIGHTWAYS PRIVATE LIMITED — Corporate Office, 7th Floor, Olympia Tech Park,',
      'Guindy, Chennai 600 032, India · CIN U63090TN2004PTC052871',
      '8 September 2025',
      'TO WHOM IT MAY CONCERN',
      'This is to certify that Ms. Deepa Raghunathan has been employed full time by Meridian Freightways Private Limited since 3 June 2013, and has held the position of Vice President – Operations since 1 April 2020.',
      'As Vice President – Operations she directs the company\'s 14 warehouses and cross-dock hubs in South and West India and their 1,450 employees through six general managers who report to her. She sets the operations budget, approves the hiring and dismissal of managers, and reports to the Managing Director.',
      'For Meridian Freightways Private Limited',
      'S. Venkatesan, Director – Human Resources',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'pdf',
    fileName: 'share_certificate_MFI.pdf',
    facts: { kind: 'other', subject: ['Meridian Freightways Inc.', 'Meridian Freightways Private Limited'], isApplicant: false, role: 'none', issuer: ['Meridian Freightways Inc.'], date: '2019-02-11', figures: ['1,000', '100%'] },
    p: [
      'MERIDIAN FREIGHTWAYS INC.',
      'Incorporated under the laws of the State of Tennessee',
      'Share Certificate No. 1',
      'This certifies that Meridian Freightways Private Limited, a company incorporated in India, is the registered holder of 1,000 fully paid shares of common stock of Meridian Freightways Inc., being 100% of the issued and outstanding shares of the corporation.',
      'In witness whereof the corporation has caused this certificate to be signed by its duly authorised officers on 11 February 2019.',
      'Arun Pillai, President          Caroline Mebane, Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'docx',
    fileName: 'CPA_letter_MFI_2025.docx',
    facts: { kind: 'other', subject: 'Meridian Freightways Inc.', isApplicant: false, role: 'none', issuer: ['Halvorsen Tate & Co.', 'Halvorsen Tate'], date: '2025-08-22', figures: ['$38.6 million', '212'] },
    p: [
      'Halvorsen Tate & Co., Certified Public Accountants',
      '6077 Poplar Avenue, Suite 400, Memphis, TN 38119',
      'August 22, 2025',
      'Re: Meridian Freightways Inc. (EIN 83-2291047)',
      'We have prepared the federal income tax returns of Meridian Freightways Inc. for the fiscal years 2020 through 2024. The company has operated continuously from its warehouse at 4100 Airways Boulevard, Memphis, since March 2019.',
      'For fiscal year 2024 the company reported gross receipts of $38.6 million and paid wages to 212 employees in Tennessee and Mississippi, as shown on its Forms 1120 and 941.',
      'Mark A. Tate, CPA, Partner',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'docx',
    fileName: 'Offer - SVP North America.docx',
    facts: { kind: 'employment_letter', subject: 'Deepa Raghunathan', isApplicant: true, role: 'subject', issuer: ['Meridian Freightways Inc.'], date: '2025-09-15', figures: ['$265,000'] },
    p: [
      'Meridian Freightways Inc., 4100 Airways Boulevard, Memphis, TN 38116',
      'September 15, 2025',
      'Dear Ms. Raghunathan,',
      'We are pleased to offer you the permanent, full-time position of Senior Vice President, North American Operations, reporting to the President.',
      'You will direct all warehousing, trucking and customs brokerage operations in the United States through five directors who will report to you; set the annual operating budget; hire and remove directors; and decide the opening of new facilities. Your annual salary will be $265,000.',
      'Sincerely,',
      'Arun Pillai, President',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'award_news_2024.txt',
    judgement: 'An industry award to the company; she accepted it on stage, but a company\'s award proves none of EB-1C\'s four requirements.',
    facts: { kind: 'award', subject: 'Meridian Freightways', isApplicant: false, role: ['attendee', 'none'], issuer: ['India Logistics Council'], date: '2024-12-05', title: 'Warehouse Operator of the Year' },
    p: [
      'India Logistics Council — Press release, 5 December 2024',
      'Meridian Freightways named Warehouse Operator of the Year',
      'Mumbai: Meridian Freightways Private Limited has been named Warehouse Operator of the Year at the India Logistics Council\'s annual awards, held at the Jio World Centre on Wednesday. The jury praised the company\'s 98.7% on-time dispatch rate across its southern network.',
      'Deepa Raghunathan, Vice President – Operations, accepted the award on behalf of the company. Eleven other categories were also presented.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Hindu_BusinessLine_quote.txt',
    judgement: 'A news story on port congestion that quotes her; it proves nothing about her role, the companies or the US position.',
    facts: { kind: 'press_article', subject: ['Chennai port', 'congestion'], isApplicant: false, role: 'quoted', issuer: ['Coromandel Business Daily'], date: '2025-01-17' },
    p: [
      'Coromandel Business Daily — Logistics',
      'Chennai port queues stretch to four days as export rush peaks',
      '17 January 2025',
      'Container trucks waited up to four days to enter Chennai port this week as exporters rushed cargo out before the new tariff year, according to the Chennai Truck Owners\' Association.',
      '"We have moved two hundred containers to Kattupalli to keep our customers\' goods moving," said Deepa Raghunathan, vice president of operations at Meridian Freightways. The port authority said a new gate would open in March.',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'pdf',
    fileName: 'letter_MD.pdf',
    judgement: 'A letter of support from her own Managing Director: a recommendation letter from the employer, not an employment verification.',
    facts: { kind: 'recommendation_letter', subject: 'Deepa Raghunathan', isApplicant: true, role: 'subject', issuer: ['Meridian Freightways'], date: '2025-09-10' },
    p: [
      'Meridian Freightways — Office of the Managing Director',
      '10 September 2025',
      'To the U.S. Citizenship and Immigration Services',
      'I have worked with Deepa Raghunathan for twelve years and write to support her transfer to our United States company.',
      'She is the most capable operations leader I have known. When the 2021 floods closed our Chennai hubs, she rerouted the entire southern network through Bengaluru within 48 hours and lost no customer. I trust her completely to build our North American business as she built ours in India.',
      'R. Krishnamurthy, Managing Director',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Trade_delegation_dinner.docx',
    judgement: 'A seating plan for a trade delegation dinner that lists her at a table; attending proves no requirement.',
    facts: { kind: ['event_programme', 'other'], subject: ['India–US Logistics Forum', 'Logistics Forum'], isApplicant: false, role: 'attendee', issuer: ['India–US Logistics Forum'], date: '2025-03-19' },
    p: [
      'India–US Logistics Forum — Delegation Dinner, The Peabody, Memphis, 19 March 2025',
      'Seating plan',
      'Table 1: Hon. Mayor of Memphis; Consul General of India, Atlanta; Chair, India–US Logistics Forum',
      'Table 4: Deepa Raghunathan (Meridian Freightways); Thomas Greer (Delta Cold Chain); Latisha Moore (Port of Memphis); Vikram Sethi (Sethi Shipping)',
      'Table 5: Delegates from Gujarat Maritime Board',
      'Dress: business formal. Dinner served at 7:30 pm.',
    ],
  }),
];
