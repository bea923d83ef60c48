/**
 * EB-1C: Renata Albuquerque Fontes (Brazil), executive director of a São Paulo lift-maintenance company, moving to
 * head its Miami subsidiary. Seven documents, three judgement cases.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Renata Albuquerque Fontes');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'declaracao_RH_Fontes.pdf',
    facts: { kind: ['employment_letter', 'experience_letter'], subject: 'Renata Albuquerque Fontes', isApplicant: true, role: 'subject', issuer: 'Ascensora Paulista Manutenção Ltda.', date: '2025-01-20', figures: ['4', '310'] },
    p: [
      'ASCENSORA PAULISTA MANUTENÇÃO LTDA. · CNPJ 12.845.907/0001-33 · Av. das Nações Unidas 11.541, São Paulo - SP',
      'São Paulo, 20 January 2025',
      'EMPLOYMENT DECLARATION',
      'We declare that Ms. Renata Albuquerque Fontes has been employed full time by this company since 4 February 2014 and has held the post of Executive Director (Diretora Executiva) since 1 March 2019.',
      'As Executive Director she reports only to the Board of Partners. The managers of our 4 regional branches report to her, and through them our 310 field technicians. She approves every hire and dismissal of managerial staff, sets the annual budget of each branch and signs maintenance contracts above R$ 500,000.',
      'Cláudio Menezes Prado, Managing Partner',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'docx',
    fileName: 'APMVS_schedule_A.docx',
    facts: { kind: 'other', subject: ['APM Vertical Services LLC', 'Ascensora Paulista Manutenção Ltda.'], isApplicant: false, issuer: 'APM Vertical Services LLC', date: '2021-03-15', figures: ['100%'] },
    p: [
      'APM VERTICAL SERVICES LLC',
      'A Florida limited liability company',
      'Operating Agreement - Schedule A: Members and Membership Interests (as amended 15 March 2021)',
      'Member | Address | Capital contribution | Membership interest',
      'Ascensora Paulista Manutenção Ltda. | Av. das Nações Unidas 11.541, São Paulo, Brazil | US$ 750,000 | 100%',
      'Total | | US$ 750,000 | 100%',
      'The sole Member has appointed the Manager named in Article 6. No other person holds or has an option on any interest in the Company.',
      'Certified a true copy of Schedule A by the Manager of the Company: Eduardo Sá Lemos',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'txt',
    fileName: 'APMVS_contracts_export.txt',
    facts: { kind: ['other', 'sales_report'], subject: 'APM Vertical Services LLC', isApplicant: false, issuer: 'APM Vertical Services LLC', date: '2025-01-10', figures: ['57', '12'] },
    p: [
      'APM Vertical Services LLC - active maintenance contracts (export from ServiceDesk, run 10 Jan 2025)',
      'Client | Location | Units | Since | Monthly fee',
      'Brickell Bay Tower Condominium Assn. | Miami | 8 | 05/2021 | $6,400',
      'Coral Way Medical Plaza | Miami | 4 | 09/2021 | $3,100',
      'Sunrise Harbour Residences Assn. | Fort Lauderdale | 6 | 02/2022 | $4,550',
      '... 9 further clients ...',
      'Totals: 12 clients, 57 elevators and escalators under full-maintenance contracts.',
      'Revenue, fiscal year 2024: $1,912,660 (invoiced monthly since May 2021). Staff on payroll at 31 Dec 2024: 19.',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'pdf',
    fileName: 'board_resolution_2025-02.pdf',
    facts: { kind: 'employment_letter', subject: 'Renata Albuquerque Fontes', isApplicant: true, role: 'subject', issuer: 'APM Vertical Services LLC', date: '2025-02-12', figures: ['$265,000'] },
    p: [
      'APM VERTICAL SERVICES LLC - WRITTEN CONSENT OF THE SOLE MEMBER',
      '12 February 2025',
      'The sole Member of APM Vertical Services LLC resolves:',
      '1. That Renata Albuquerque Fontes is appointed President of the Company, effective on her admission to the United States as a permanent resident.',
      '2. That the President will direct the Company and set its goals and policies; the Operations Manager, the Sales Manager and the Finance Manager will report to her, and she alone will hire and dismiss them.',
      '3. That her annual salary will be $265,000, and she will report to the Board of Partners of the Member in São Paulo.',
      'For the Member: Cláudio Menezes Prado, Managing Partner',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'QEI_Fontes.docx',
    judgement: 'An inspector’s certification: it shows she is qualified to inspect lifts, not that she manages anyone.',
    facts: { kind: ['licence', 'other'], subject: 'Renata Albuquerque Fontes', isApplicant: true, role: 'subject', issuer: 'Elevator Inspection Certification Board', date: '2023-08-30' },
    p: [
      'ELEVATOR INSPECTION CERTIFICATION BOARD',
      'Certificate of Qualification',
      'This certifies that',
      'RENATA ALBUQUERQUE FONTES',
      'has met the education, experience and examination requirements of the Board and is certified as a Qualified Elevator Inspector for elevators, escalators and moving walks.',
      'Certificate no. EICB-55190 · Issued 30 August 2023 · Valid until 29 August 2026, subject to continuing education.',
      'This certificate does not by itself authorise inspections in any jurisdiction; state and local licensing rules apply.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'ABEM_premio_empresa.txt',
    judgement: 'A trade association’s prize to the parent company that quotes her; no requirement of EB-1C is about prizes.',
    facts: { kind: ['press_article', 'award'], subject: 'Ascensora Paulista Manutenção Ltda.', isApplicant: false, role: ['quoted', 'none'], issuer: 'Associação Brasileira das Empresas de Manutenção de Elevadores', date: '2024-11-07' },
    p: [
      'Associação Brasileira das Empresas de Manutenção de Elevadores - News',
      '7 November 2024',
      'Ascensora Paulista named Maintenance Company of the Year',
      'At its annual dinner in Campinas, the association gave its Maintenance Company of the Year award to Ascensora Paulista Manutenção Ltda., citing the company’s record of no serious incidents in ten years and its apprenticeship programme.',
      '“The prize belongs to our technicians, who climb into shafts at three in the morning,” said Executive Director Renata Albuquerque Fontes, who received the trophy for the company.',
      'Twenty-two member companies competed this year.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'MBA_diploma_scan.pdf',
    judgement: 'Her MBA diploma: an education, not one of the four EB-1C requirements.',
    facts: { kind: 'degree', subject: 'Renata Albuquerque Fontes', isApplicant: true, role: 'subject', issuer: 'Escola Paulista de Administração', date: '2012-12-14' },
    p: [
      'ESCOLA PAULISTA DE ADMINISTRAÇÃO',
      'The Board of the School, on the recommendation of the Faculty, confers upon',
      'Renata Albuquerque Fontes',
      'the degree of',
      'Master of Business Administration (Executive MBA)',
      'with all the rights and privileges belonging to it.',
      'São Paulo, 14 December 2012',
      'Dean of the School                    Registrar',
      'Diploma registered under no. 2012/4471',
    ],
  }),
];
