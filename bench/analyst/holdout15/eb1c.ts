/**
 * holdout15, EB-1C: Chamari Wickramasinghe (Sri Lanka), Managing Director of a Colombo maker of coir-fibre
 * erosion-control products, moving to its North Carolina subsidiary as President. Invented people and companies;
 * see README.md (do not tune on this set).
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Chamari Wickramasinghe');
const US_CO = ['CoirTech Americas', 'CoirTech Americas, Inc.'];

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'LCT_certificate_of_employment.pdf',
    facts: { kind: ['employment_letter', 'experience_letter'], subject: 'Chamari Wickramasinghe', isApplicant: true, role: 'subject', issuer: 'Lanka CoirTech', date: '2025-09-15', figures: ['310'] },
    p: [
      'LANKA COIRTECH (PVT) LTD',
      'No. 48, Negombo Road, Wattala, Sri Lanka | Company Reg. PV 10482',
      '15 September 2025',
      'CERTIFICATE OF EMPLOYMENT',
      'This is to certify that Mrs. Chamari Wickramasinghe has been employed by Lanka CoirTech (Pvt) Ltd as Managing Director since 1 April 2017, on a full-time basis, and holds that post at the date of this letter.',
      'As Managing Director she reports only to the Board of Directors. She sets the company\'s production and export plans and budget, and directs the General Managers of Production, Export Sales, Finance and Human Resources, who report to her. She hires and dismisses senior staff. The company employs 310 people at its factories in Kurunegala and Chilaw and exported to 22 countries in 2024.',
      'D. S. Gunawardena, Chairman',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'docx',
    fileName: 'Annual_Report_2024_extract.docx',
    facts: { kind: 'other', subject: [...US_CO, 'Lanka CoirTech'], isApplicant: false, role: 'none', issuer: 'Lanka CoirTech', date: '2024', figures: ['100%'] },
    p: [
      'Lanka CoirTech (Pvt) Ltd — Annual Report 2024 (extract)',
      'Notes to the Financial Statements for the year ended 31 March 2024',
      'Note 14. Investments in subsidiaries',
      'Name of subsidiary | Country of incorporation | Principal activity | Holding',
      'CoirTech Americas, Inc. | United States (North Carolina) | Import and distribution of coir erosion-control products | 100%',
      'Lanka Coir Logistics (Pvt) Ltd | Sri Lanka | Freight forwarding | 100%',
      'CoirTech Americas, Inc. was incorporated on 8 November 2021; the Company subscribed for all 10,000 shares of its common stock. There has been no change in the holding during the year.',
      'Certified a true extract: K. Fernando, Company Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'txt',
    fileName: 'CapeFear_customer_letter.txt',
    facts: { kind: ['other', 'sales_report'], subject: US_CO, isApplicant: false, role: 'none', issuer: 'Cape Fear Erosion Control Supply', date: '2025-08-05', figures: ['48', '$1,364,250'] },
    p: [
      'Cape Fear Erosion Control Supply LLC',
      '2210 Carolina Beach Road, Wilmington, NC 28401',
      'August 5, 2025',
      'To Whom It May Concern:',
      'Cape Fear Erosion Control Supply has bought coir logs, coir blankets and coir wattles from CoirTech Americas, Inc. of Wilmington, NC, regularly since March 2022. From March 2022 to July 2025 we placed 48 orders with CoirTech Americas, invoiced and paid in full, for a total of $1,364,250. Deliveries are made from their Wilmington warehouse, usually within a week.',
      'We resell these products to highway and stream-restoration contractors in North and South Carolina and expect to keep buying from CoirTech Americas.',
      'Very truly yours,',
      'Brandon Tate, Purchasing Manager',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'docx',
    fileName: 'Wickramasinghe_President_offer.docx',
    facts: { kind: 'employment_letter', subject: 'Chamari Wickramasinghe', isApplicant: true, role: 'subject', issuer: US_CO, date: '2025-09-22', figures: ['$185,000'] },
    p: [
      'CoirTech Americas, Inc., 1401 Sunnyvale Drive, Wilmington, North Carolina 28412',
      'September 22, 2025',
      'Mrs. Chamari Wickramasinghe',
      'Re: Offer of the position of President and Chief Executive',
      'Dear Mrs. Wickramasinghe,',
      'By resolution of its Board of Directors, CoirTech Americas, Inc. offers you the position of President and Chief Executive, at an annual salary of $185,000.',
      'As President you will direct the company as a whole and answer only to the Board. You will set its sales strategy and budget, open a second warehouse in Savannah, and supervise the Operations Manager, the Sales Manager and the Controller, who in turn supervise the company\'s 19 employees. You will have authority to hire and dismiss staff and to sign contracts up to $500,000.',
      'For the Board: Nuwan Jayasekera, Director',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Wickramasinghe_Lanka_Business_Today.pdf',
    judgement: "A trade story on the country's coir exports that quotes her as one exporter among several; it proves none of the four EB-1C requirements.",
    facts: { kind: 'press_article', isApplicant: false, role: 'quoted', issuer: 'Lanka Trade Review', date: '2025-07-03', title: 'coir exports' },
    p: [
      'LANKA TRADE REVIEW',
      '3 July 2025',
      'Coir exports set for record year as US road builders turn to natural fibre',
      'Sri Lanka\'s coir exports are on course to pass US$ 1 billion this year for the first time, industry figures show, driven by demand for erosion-control products from road and river projects in the United States and Europe.',
      '"American contractors want products that rot away once the grass has taken hold," said Chamari Wickramasinghe, managing director of Lanka CoirTech, one of about forty exporters of geotextiles. "Coir does that."',
      'Exporters warned that husk prices have risen by a third since 2023 as more coconuts are sold fresh.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Wickramasinghe_executive_certificate.pdf',
    judgement: 'A short executive-education certificate: it shows neither her employment abroad, the companies\' relationship, US business nor the US position.',
    facts: { kind: ['degree', 'other'], subject: 'Chamari Wickramasinghe', isApplicant: true, role: 'subject', issuer: 'Colombo School of Management', date: '2023-11-24' },
    p: [
      'COLOMBO SCHOOL OF MANAGEMENT',
      'Certificate of Completion',
      'This certifies that',
      'Chamari Wickramasinghe',
      'has completed the ten-day Executive Programme in Strategic Leadership, 13-24 November 2023.',
      'The programme covered strategy, negotiation, finance for non-financial managers and leading change, in 60 hours of classes and a group project. Participants were 34 senior managers from Sri Lankan companies.',
      'This programme does not lead to a degree or diploma.',
      'Dr. Ravi Senanayake, Dean',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'IECE_2025_exhibitors_CoirTech.txt',
    judgement: "A trade show's exhibitor list naming the Sri Lankan parent's booth and her as its contact: attendance at an event, not US business or her US position.",
    facts: { kind: ['event_programme', 'other'], role: ['attendee', 'subject'], issuer: 'International Erosion Control Expo', date: '2025-02' },
    p: [
      'International Erosion Control Expo 2025, Charlotte Convention Center, 18-20 February 2025',
      'Exhibitor list: Hall B, International Pavilions',
      'Booth 406 | Greenfibre Vietnam JSC | Ho Chi Minh City, Vietnam | Contact: Tran Minh Duc, Export Director',
      'Booth 410 | Kerala Coir Mills | Alappuzha, India | Contact: Anita Menon, Partner',
      'Booth 412 | Lanka CoirTech (Pvt) Ltd | Wattala, Sri Lanka | Contact: Chamari Wickramasinghe, Managing Director',
      'Booth 414 | JuteGeo Ltd | Dhaka, Bangladesh | Contact: Faruk Hossain, Sales',
      'Booth 418 | Sri Lanka Export Development Board pavilion',
      'Exhibitors are listed as registered; the Expo does not verify company details.',
    ],
  }),
];
