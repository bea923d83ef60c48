/**
 * Yusuf Demir: a Turkish welding engineer-technologist with a two-year associate degree and fourteen years
 * in shipbuilding; endeavor: a welder-training and certification school for US naval shipyards. Basis:
 * exceptional ability. And Linh Tran, whose evaluation shows a bachelor's with four years' experience.
 */
import { forApplicant, KIND, type NiwDoc } from './doc';

const doc = forApplicant('Yusuf Demir');
const linh = forApplicant('Linh Tran');

export const DEMIR: NiwDoc[] = [
  doc({
    category: 'niw_exceptional_ability_academic_record',
    format: 'docx',
    fileName: 'Onlisans diploma - certified translation.docx',
    facts: { kind: KIND.degree, title: 'Associate', subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['Kocaeli University', 'Kocaeli Üniversitesi'], date: '2010-07-09' },
    p: [
      'CERTIFIED ENGLISH TRANSLATION — Original in Turkish',
      'REPUBLIC OF TÜRKİYE — KOCAELİ UNIVERSITY — Hereke Vocational School',
      'ASSOCIATE DEGREE DIPLOMA (Önlisans Diploması)',
      'Diploma No: 2010/0418',
      'Yusuf DEMİR, son of Mehmet, born in Gölcük in 1990, having successfully completed the two-year Welding Technology programme of the Hereke Vocational School, has been awarded this Associate Degree diploma in accordance with the Higher Education Law No. 2547. Graduation date: 09.07.2010. Grade point average: 3.41 / 4.00.',
      'Director of the Vocational School · Rector',
      'I, Elif Aksoy, sworn translator registered with the Kocaeli 3rd Notary Public, certify that this is a complete and accurate translation of the attached Turkish document.',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_ten_years',
    format: 'pdf',
    fileName: 'Experience letter - Gemak shipyard.pdf',
    facts: { kind: KIND.experience, subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['Gemak Shipyard', 'Gemak'], date: '2024-03-15' },
    p: [
      'GEMAK SHIPYARD INC. · Tuzla Tersaneler Bolgesi, Istanbul, Turkey',
      'Istanbul, 15 March 2024',
      'EMPLOYMENT CERTIFICATE',
      'We hereby certify that Mr. Yusuf Demir, Turkish national, has been employed by Gemak Shipyard on a full-time basis (45 hours per week) from 2 August 2010 to the present date, without interruption.',
      'Positions: Welder (2010–2012); Welding Foreman (2012–2016); Welding Inspector and Procedure Engineer (2016–2020); Head of Welding Engineering (2020–present).',
      'As Head of Welding Engineering he is responsible for all welding procedure specifications and welder qualifications for naval and commercial vessels built at our yard, including patrol boats and logistic support ships for the Turkish Navy and for export customers. He supervises 14 inspectors and the yard\'s welding school, which has qualified more than 600 welders since 2017.',
      'This certificate is issued at his request.',
      'Serkan Yilmaz, Human Resources Manager · Gemak Shipyard Inc.',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_licence',
    format: 'txt',
    fileName: 'AWS CWI certificate verification.txt',
    facts: { kind: KIND.licence, title: 'Certified Welding Inspector', subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['American Welding Society', 'AWS'], date: ['2021-05-27', '2024-05'] },
    p: [
      'American Welding Society — Certification Verification',
      'aws.org/certification/verify · Search result · printed May 2024',
      'Name: Yusuf Demir · Location: Istanbul, Türkiye',
      'Certification: CWI — Certified Welding Inspector · Certificate number: 21051234 · Status: Active',
      'Original certification date: 05/27/2021 · Expiration date: 05/31/2027 · Endorsements: AWS D1.1 Structural Steel; AWS D1.6 Stainless Steel',
      'The AWS Certified Welding Inspector credential requires a combination of education and documented welding-related work experience and passing a three-part examination (fundamentals, practical and code application). Certification is maintained through renewal every three years and recertification every nine years.',
      'This page is a verification of certification status only.',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_salary',
    format: 'pdf',
    fileName: 'Salary statement 2023 Gemak.pdf',
    facts: { kind: 'pay_record', subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['Gemak Shipyard', 'Gemak'], date: '2024-01-19', figures: ['TRY 2,148,000', '3.4'] },
    p: [
      'GEMAK SHIPYARD INC. — HUMAN RESOURCES',
      'Istanbul, 19 January 2024',
      'STATEMENT OF ANNUAL GROSS EARNINGS — 2023',
      'Employee: Yusuf Demir · Position: Head of Welding Engineering · Employee number: 2010-0388',
      'Gross salary (12 months): TRY 1,692,000 · Performance bonus: TRY 336,000 · Overtime and inspection allowances: TRY 120,000 · Total gross earnings 2023: TRY 2,148,000',
      'For comparison, the Turkish Statistical Institute (TUIK) Earnings Structure Survey reports mean annual gross earnings for engineering professionals in manufacturing of TRY 632,000 for 2023. Mr. Demir\'s total gross earnings are 3.4 times that figure and place him among the highest-paid welding professionals in the Tuzla shipbuilding region.',
      'The figures above agree with the payroll records submitted to the Social Security Institution (SGK).',
      'Human Resources Manager',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_memberships',
    format: 'docx',
    fileName: 'GISBIR membership letter.docx',
    facts: { kind: ['membership', 'other'], subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['Turkish Welding Technology Society', 'Türk Kaynak Teknolojisi Derneği', 'TKTD'], date: '2024-02-05' },
    p: [
      'TÜRK KAYNAK TEKNOLOJİSİ DERNEĞİ — Turkish Welding Technology Society',
      'Ankara, 5 February 2024',
      'TO WHOM IT MAY CONCERN',
      'The Turkish Welding Technology Society is the national professional association of welding engineers, technologists and inspectors in Türkiye and the national member of the International Institute of Welding (IIW).',
      'We confirm that Mr. Yusuf Demir has been a full member of the Society since 14 March 2015 and has served on its Shipbuilding Technical Committee since 2019. Full membership is open to welding professionals with at least three years of professional experience, on the proposal of two existing members and approval by the Board.',
      'Mr. Demir is a member in good standing and has paid his dues through 2024.',
      'Prof. Dr. Ahmet Karaca, President · Dr. Selin Oğuz, Secretary General',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_recognition',
    format: 'txt',
    fileName: 'Shipbuilders association award.txt',
    facts: { kind: 'award', title: 'Quality', subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['Turkish Shipbuilders\' Association', 'GİSBİR', 'GISBIR'], date: '2022-11-24', figures: ['31'] },
    p: [
      'GİSBİR — Turkish Shipbuilders\' Association · News · 24 November 2022',
      'GİSBİR Industry Awards 2022 presented at Tuzla',
      'The Turkish Shipbuilders\' Association presented its annual Industry Awards at a ceremony at the Tuzla shipyard zone on 23 November, attended by the Deputy Minister of Transport and Infrastructure.',
      'The Quality and Production Technology Award went to Yusuf Demir, Head of Welding Engineering at Gemak Shipyard, for the qualification system for welders that cut weld repair rates on naval hulls at the yard from 4.1% to 0.9% and has since been adopted by five other member shipyards. The award committee of industry and university members evaluated nominations from 31 member shipyards.',
      'Other awards went to Sedef Shipyard (Export Achievement) and Istanbul Technical University\'s Faculty of Naval Architecture (Research Collaboration).',
      'GİSBİR represents 74 shipyards and 1,200 suppliers.',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'pdf',
    fileName: 'Letter of intent - Tidewater Marine Fabricators.pdf',
    facts: { kind: KIND.interest, subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['Tidewater Marine Fabricators', 'Tidewater Marine Fabricators, Inc.'], date: '2024-04-02', figures: ['120'] },
    p: [
      'TIDEWATER MARINE FABRICATORS, INC. · 2200 Harbor Road, Chesapeake, Virginia 23324',
      'April 2, 2024',
      'Mr. Yusuf Demir',
      'Dear Mr. Demir,',
      'Tidewater Marine Fabricators builds hull modules and piping assemblies as a subcontractor for the naval shipyards in Hampton Roads. Like every yard in the region we cannot hire enough qualified welders: we have had between 40 and 60 welding positions open throughout the past two years, and our own training capacity is not enough.',
      'We have reviewed your plan to open a welder training and certification school in Chesapeake that would train to AWS D1.1 and the Navy\'s welding standards. If the school opens as planned, we intend to enrol at least 120 of our new hires over its first three years, at the tuition set out in your proposal, and to provide steel, consumables and two instructors on loan.',
      'This letter expresses our intent and is not a contract.',
      'Sincerely,\nMarcus Bell, Vice President, Production',
    ],
  }),
  doc({
    category: 'niw_prong1_merit_importance',
    format: 'txt',
    fileName: 'GAO report highlights shipyard workforce.txt',
    judgement: 'A federal report on the workforce shortage his endeavor addresses: national importance, and it does not name him.',
    facts: { kind: 'other', title: ['Navy Shipbuilding', 'workforce'], role: 'none', issuer: ['U.S. Government Accountability Office', 'GAO', 'Government Accountability Office'], date: '2024-06' },
    p: [
      'U.S. GOVERNMENT ACCOUNTABILITY OFFICE — Report to Congressional Committees — GAO-24-106286 (excerpt: Highlights)',
      'NAVY SHIPBUILDING: Increased Use of Leading Design Practices Could Improve Timeliness of Deliveries · June 2024',
      'What GAO Found. The Navy\'s shipbuilding programs continue to experience cost growth and schedule delays. Shipbuilders and Navy officials told GAO that the loss of experienced workers, and difficulty hiring and retaining skilled trades such as welders and pipefitters, is a leading cause of delays in the construction of submarines and surface ships.',
      'Shipbuilders reported that a large share of their production workforce has fewer than five years of experience, and that rework caused by inexperienced tradespeople adds to cost and schedule. The Navy has funded workforce development initiatives, including training centers near the major shipyards, to address these shortfalls.',
      'Why GAO Did This Study. The Navy plans to spend about $1 trillion over the next 30 years to build and buy new ships.',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'Letter from colleague Kaan.docx',
    judgement: 'A support letter from his own deputy at the same yard: a recommendation letter, not the interest of a customer or user.',
    facts: { kind: 'recommendation_letter', subject: ['Yusuf Demir'], isApplicant: true, role: 'subject', issuer: ['Kaan Arslan', 'Gemak Shipyard', 'Gemak'], date: '2024-03-20' },
    p: [
      'Istanbul, 20 March 2024',
      'To the immigration officer',
      'My name is Kaan Arslan. I am the deputy head of welding engineering at Gemak Shipyard and I have worked with Yusuf Demir for eleven years, first as a welder in his crew and now as his deputy.',
      'Yusuf taught me to weld to the Navy\'s standard. He is the kind of engineer who goes down into the double bottom of a ship with the inspectors instead of reading their reports in an office. When our repair rates were high, he did not blame the welders; he rebuilt the training, and he was right.',
      'I will miss him very much if he goes to America, but I know he will build a school there as good as the one he built here. I recommend him with all my heart.',
      'Kaan Arslan, Welding Engineer (IWE)\nGemak Shipyard',
    ],
  }),
  linh({
    category: 'niw_exceptional_ability_academic_record',
    format: 'pdf',
    fileName: 'Evaluation - bachelor plus four years.pdf',
    judgement: "A bachelor's with four years of experience: short of the five the advanced-degree basis needs, so the degree is filed as an academic record for exceptional ability.",
    facts: { kind: KIND.evaluation, subject: ['Linh Tran', 'Tran Thi Linh'], isApplicant: true, role: 'subject', issuer: ['Global Credential Services', 'Global Credential Services, Inc.'], date: '2024-02-28', figures: ['4'] },
    p: [
      'GLOBAL CREDENTIAL SERVICES, INC. · 8 Copley Place, Suite 400, Boston, MA 02116',
      'Credential Evaluation Report · Date: February 28, 2024 · File No. GCS-2024-3321',
      'Name: Tran Thi Linh (Linh Tran) · Date of birth: 11/03/1997 · Country of education: Viet Nam',
      'Credential: Bang Ky su (Engineer\'s Degree) in Computer Engineering, Hanoi University of Science and Technology, awarded June 2019 after a four-and-a-half-year program of study.',
      'U.S. equivalency: Bachelor of Science degree in Computer Engineering from a regionally accredited institution in the United States.',
      'Experience: The employment letters submitted show 4 years and 7 months of full-time experience as a software engineer after the degree (July 2019 to February 2024). Because this is less than five years of progressive post-baccalaureate experience, we cannot find the combination of education and experience equivalent to a U.S. master\'s degree at this time.',
      'Evaluator: Thomas Greer, Ph.D., Senior Evaluator',
    ],
  }),
];
