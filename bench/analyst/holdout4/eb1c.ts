/**
 * EB-1C: Rafael Nogueira Brandão, operations director of a Brazilian grain-logistics group, transferred
 * to its Houston subsidiary as Chief Operating Officer.
 */
import { forApplicant, type H4Doc } from './doc';

const doc = forApplicant('EB-1C', 'Rafael Nogueira Brandão');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'Declaracao_RH_Tropeiro.pdf',
    facts: { kind: 'employment_letter', subject: ['Rafael Nogueira Brandão', 'Rafael Nogueira Brandao', 'Nogueira Brandão'], isApplicant: true, role: 'subject', issuer: ['Grupo Tropeiro Logística S.A.', 'Grupo Tropeiro', 'Tropeiro Logística'], date: '2024-05-06', figures: ['6', '412'] },
    p: [
      'GRUPO TROPEIRO LOGÍSTICA S.A. — CNPJ 12.345.678/0001-90',
      'Av. Brigadeiro Faria Lima, 3477, 14º andar — São Paulo/SP — 04538-133 — Brasil',
      'São Paulo, May 6, 2024',
      'EMPLOYMENT VERIFICATION',
      'Grupo Tropeiro Logística S.A. ("Tropeiro") certifies that Mr. Rafael Nogueira Brandão has been employed full time by the company since February 1, 2012, and has held the position of Diretor de Operações (Director of Operations) from March 1, 2017 to the present.',
      'As Director of Operations he is one of four statutory directors elected by the Board of Directors and reports to the Chief Executive Officer. He directs the operation of our grain terminals in Santos, Paranaguá and Itaqui and our rail and truck fleet, through 6 regional managers who report to him directly and a total workforce of 412 employees.',
      'His duties include setting the annual operating budget of the Operations Directorate, hiring and dismissing managers, approving capital expenditure up to BRL 5 million without further authorisation, and representing the company before the port authorities.',
      'His current annual compensation is BRL 1,380,000, including the statutory thirteenth salary.',
      'Marina Assunção Reis\nHuman Resources Director',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'docx',
    fileName: 'Stock certificate No 1 - Tropeiro Logistics USA.docx',
    facts: { kind: 'other', subject: ['Tropeiro Logistics USA, Inc.', 'Grupo Tropeiro Logística S.A.', 'Tropeiro Logistics USA'], isApplicant: false, role: 'none', issuer: ['Tropeiro Logistics USA, Inc.', 'Tropeiro Logistics USA'], date: '2021-03-15', figures: ['1,000'] },
    p: [
      'INCORPORATED UNDER THE LAWS OF THE STATE OF DELAWARE',
      'Certificate Number 1 — 1,000 Shares',
      'TROPEIRO LOGISTICS USA, INC.',
      'Authorized capital: 1,000 shares of Common Stock, par value $0.01 per share',
      'THIS CERTIFIES THAT Grupo Tropeiro Logística S.A., a sociedade anônima organized under the laws of the Federative Republic of Brazil, is the registered holder of One Thousand (1,000) fully paid and non-assessable shares of the Common Stock of Tropeiro Logistics USA, Inc., transferable only on the books of the Corporation by the holder in person or by duly authorized attorney upon surrender of this Certificate properly endorsed.',
      'These 1,000 shares represent all of the issued and outstanding capital stock of the Corporation.',
      'IN WITNESS WHEREOF, the Corporation has caused this Certificate to be signed by its duly authorized officers this 15th day of March, 2021.',
      'Paulo Henrique Sato, President          Jennifer M. Kowalczyk, Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'txt',
    fileName: '2023 Form 1120 summary.txt',
    facts: { kind: 'other', subject: ['Tropeiro Logistics USA, Inc.', 'Tropeiro Logistics USA'], isApplicant: false, role: 'none', issuer: ['Internal Revenue Service', 'IRS', 'Tropeiro Logistics USA'], date: ['2023', '2024-04-10'], figures: ['$8,412,330'] },
    p: [
      'Form 1120 — U.S. Corporation Income Tax Return — Department of the Treasury, Internal Revenue Service — For calendar year 2023',
      'Name: TROPEIRO LOGISTICS USA, INC. | EIN 87-1234567 | 2 Riverway, Suite 1400, Houston, TX 77056',
      'Date incorporated: 03/15/2021 | Total assets (see instructions): $3,904,118',
      '1a Gross receipts or sales ........ 8,412,330\n2 Cost of goods sold ........ 6,977,045\n3 Gross profit ........ 1,435,285\n13 Salaries and wages ........ 702,560\n28 Taxable income before NOL deduction ........ 311,940\n31 Total tax ........ 65,507',
      'Schedule K, line 4a: Grupo Tropeiro Logística S.A. (Brazil) owns directly 100% of the total voting power of all classes of the corporation\'s stock.',
      'Sign Here: Under penalties of perjury, I declare that I have examined this return. Paulo Henrique Sato, President, 04/10/2024. Paid preparer: Garza & Whitlock CPAs LLP, Houston, TX.',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'pdf',
    fileName: 'Assignment letter COO.pdf',
    facts: { kind: 'employment_letter', title: 'Chief Operating Officer', subject: ['Rafael Nogueira Brandão', 'Rafael Nogueira Brandao', 'Nogueira Brandão'], isApplicant: true, role: 'subject', issuer: ['Tropeiro Logistics USA, Inc.', 'Tropeiro Logistics USA'], date: '2024-05-20', figures: ['$265,000', '3'] },
    p: [
      'TROPEIRO LOGISTICS USA, INC. · 2 Riverway, Suite 1400 · Houston, Texas 77056',
      'May 20, 2024',
      'Mr. Rafael Nogueira Brandão\nSão Paulo, Brazil',
      'Dear Rafael,',
      'On behalf of Tropeiro Logistics USA, Inc. (the "Company"), a wholly owned subsidiary of Grupo Tropeiro Logística S.A., I am pleased to offer you the permanent position of Chief Operating Officer, reporting to me as President.',
      'As Chief Operating Officer you will direct all of the Company\'s operations in the United States: the leased export terminal in Port Allen, Louisiana, the transload facility in Houston and the contracts with barge and rail carriers. You will manage the Company\'s 3 department heads (Terminal Operations, Transportation, and Quality & Compliance), who in turn supervise 31 employees; establish operating policies and budgets; and hire and dismiss managerial staff. You will exercise wide discretion over day-to-day decisions, subject only to the general direction of the President and the Board.',
      'Your base salary will be $265,000 per year, with a target annual bonus of 30%.',
      'We look forward to welcoming you to Houston.',
      'Paulo Henrique Sato\nPresident',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Declaracao_vinculo_Luiz_Costa.docx',
    judgement: 'An employment letter about someone else (a subordinate); the applicant is named only as his supervisor.',
    facts: { kind: 'employment_letter', subject: ['Luiz Fernando Costa', 'Costa'], isApplicant: false, role: 'none', issuer: ['Grupo Tropeiro Logística S.A.', 'Grupo Tropeiro'], date: '2024-04-22' },
    p: [
      'Grupo Tropeiro Logística S.A. — Recursos Humanos',
      'São Paulo, 22 April 2024',
      'TO WHOM IT MAY CONCERN',
      'We certify that Mr. Luiz Fernando Costa, CPF 123.456.789-00, has been employed by Grupo Tropeiro Logística S.A. since 3 August 2019 in the position of Logistics Analyst II at our Santos terminal, working 44 hours per week.',
      'Mr. Costa reports to the Santos Terminal Manager, Ms. Beatriz Lima, who in turn reports to the Director of Operations, Mr. Rafael Nogueira Brandão. His duties comprise scheduling rail arrivals, reconciling weighbridge records and preparing daily throughput reports.',
      'This declaration is issued at the request of the employee for the purpose of a consular visa application.',
      'Marina Assunção Reis\nHuman Resources Director',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'pdf',
    fileName: 'Services Agreement - Delta Grain Coop.pdf',
    facts: { kind: 'other', subject: ['Tropeiro Logistics USA, Inc.', 'Delta Grain Cooperative', 'Tropeiro Logistics USA'], isApplicant: false, role: 'none', issuer: ['Tropeiro Logistics USA, Inc.', 'Delta Grain Cooperative', 'Tropeiro Logistics USA'], date: '2022-01-10', figures: ['$4.25', '400,000'] },
    p: [
      'TERMINAL SERVICES AGREEMENT',
      'This Terminal Services Agreement (the "Agreement") is entered into as of January 10, 2022 (the "Effective Date") by and between Tropeiro Logistics USA, Inc., a Delaware corporation with offices at 2 Riverway, Suite 1400, Houston, Texas 77056 ("Operator"), and Delta Grain Cooperative, an agricultural cooperative organized under the laws of Louisiana ("Customer").',
      '1. Services. Operator shall receive, store, condition and load onto ocean vessels soybeans and corn delivered by Customer by barge to the Port Allen terminal.',
      '2. Minimum volume. Customer commits to deliver not less than 400,000 metric tons in each contract year.',
      '3. Fees. Customer shall pay Operator a throughput fee of $4.25 per metric ton loaded, invoiced monthly and payable within 30 days.',
      '4. Term. Three (3) years from the Effective Date, renewable by mutual agreement.',
      'IN WITNESS WHEREOF the parties have executed this Agreement as of the Effective Date.',
      'TROPEIRO LOGISTICS USA, INC. By: Paulo Henrique Sato, President | DELTA GRAIN COOPERATIVE By: Wade A. Thibodeaux, General Manager',
    ],
  }),
  doc({
    category: 'cv',
    format: 'txt',
    fileName: 'Rafael Brandao - resume.txt',
    facts: { kind: 'cv', subject: ['Rafael Nogueira Brandão', 'Rafael Nogueira Brandao', 'Rafael Brandão'], isApplicant: true, role: 'subject' },
    p: [
      'RAFAEL NOGUEIRA BRANDÃO',
      'São Paulo, Brazil · +55 11 98765-4321 · linkedin.com/in/rafaelnbrandao',
      'Operations executive with 15 years in grain logistics: ports, rail and multimodal export corridors.',
      'EXPERIENCE',
      'Grupo Tropeiro Logística S.A., São Paulo — Director of Operations (Mar 2017 – present). Leads terminals in Santos, Paranaguá and Itaqui; 412 staff; cut average vessel loading time from 61 to 38 hours. Board member of Tropeiro Logistics USA, Inc. since 2021.',
      'Grupo Tropeiro Logística S.A. — Terminal Manager, Santos (2012 – 2017).',
      'Cargill Agrícola S.A. — Logistics Coordinator (2008 – 2012).',
      'EDUCATION',
      'MBA, Fundação Getulio Vargas (2015) · B.Eng. Production Engineering, Universidade de São Paulo (2007)',
      'LANGUAGES: Portuguese (native), English (fluent), Spanish (professional)',
    ],
  }),
];
