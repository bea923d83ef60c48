/**
 * EB-1C: Renata Albuquerque Moraes, a Brazilian director of operations of a pharmaceutical cold-chain company,
 * transferring to its Georgia subsidiary as vice president of operations.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const ram = forApplicant('EB-1C', 'Renata Albuquerque Moraes');

export const EB1C: H4Doc[] = [
  ram({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'declaracao_RH_FrioVia.pdf',
    facts: { kind: 'employment_letter', title: ['Director of Operations'], subject: ['Renata Albuquerque Moraes', 'Moraes'], isApplicant: true, role: 'subject', issuer: ['FrioVia Logística S.A.', 'FrioVia'], date: '2025-02-10', figures: ['310'] },
    p: [
      'FRIOVIA LOGÍSTICA S.A. · CNPJ 12.345.678/0001-90 · Av. Marginal do Tietê 4100, Guarulhos, SP, Brasil',
      'Guarulhos, 10 February 2025',
      'EMPLOYMENT VERIFICATION',
      'We confirm that Ms. Renata Albuquerque Moraes has been employed full time by FrioVia Logística S.A. since 3 March 2014 and has held the position of Director of Operations since 1 July 2019.',
      'As Director of Operations she reports to the Chief Executive Officer and manages our four temperature-controlled distribution centres in Guarulhos, Campinas, Recife and Curitiba. The four centre managers report directly to her, and through them she directs 310 employees. She sets the operating budget of the centres, approves hiring and dismissal of managers, and decides which pharmaceutical clients\' cold-chain routes each centre serves.',
      'Ms. Moraes remains in this position until her transfer to our U.S. subsidiary.',
      'Cláudia Rezende Bastos\nHuman Resources Director',
    ],
  }),
  ram({
    category: 'eb1c_qualifying_relationship',
    format: 'pdf',
    fileName: 'stock_ledger_certificate.pdf',
    facts: { kind: 'other', title: ['Secretary', 'FrioVia Logistics'], subject: ['FrioVia Logistics Inc.', 'FrioVia Logistics'], isApplicant: false, role: 'none', issuer: ['FrioVia Logistics Inc.', 'FrioVia Logistics'], date: '2025-01-28', figures: ['1,000', '100%'] },
    p: [
      'FRIOVIA LOGISTICS INC. · a Delaware corporation · 1450 Crossroads Parkway, Savannah, GA 31407',
      'SECRETARY\'S CERTIFICATE',
      'I, Peter J. Okonjo, the duly elected Secretary of FrioVia Logistics Inc. (the "Company"), certify that:',
      '1. The Company\'s authorized capital consists of 1,000 shares of common stock, all of which are issued and outstanding.',
      '2. According to the Company\'s stock ledger, all 1,000 shares (100%) are held of record by FrioVia Logística S.A., a corporation organised under the laws of Brazil, and have been so held since the Company\'s incorporation on 9 March 2021.',
      '3. No options, warrants or other rights to acquire shares of the Company are outstanding.',
      'IN WITNESS WHEREOF, I have signed this certificate on January 28, 2025.',
      'Peter J. Okonjo, Secretary',
    ],
  }),
  ram({
    category: 'eb1c_us_business',
    format: 'docx',
    fileName: 'CPA_letter_2024.docx',
    facts: { kind: 'other', title: ['FrioVia Logistics', 'revenue'], subject: ['FrioVia Logistics Inc.', 'FrioVia Logistics'], isApplicant: false, role: 'none', issuer: ['Whitfield & Oyelaran CPAs', 'Whitfield & Oyelaran'], date: '2025-02-04', figures: ['$8,412,000', '37'] },
    p: [
      'WHITFIELD & OYELARAN CPAs, LLC\n300 Bull Street, Suite 410, Savannah, GA 31401',
      'February 4, 2025',
      'Re: FrioVia Logistics Inc. (EIN 88-1234567)',
      'To whom it may concern:',
      'Our firm has prepared the federal and state tax returns of FrioVia Logistics Inc. since its first fiscal year. From our records we confirm that the company has conducted business continuously since it opened its Savannah cold-storage facility in April 2021.',
      'For the year ended December 31, 2024, the company reported gross revenue of $8,412,000 from temperature-controlled warehousing and distribution for pharmaceutical manufacturers and wholesalers. At year end it had 37 employees on its payroll, with Forms W-2 issued to each.',
      'This letter is based on records provided by the company and on the returns we prepared; we have not audited them.',
      'Jennifer Whitfield, CPA\nManaging Partner',
    ],
  }),
  ram({
    category: 'eb1c_us_position',
    format: 'docx',
    fileName: 'offer_VP_Operations.docx',
    facts: { kind: 'employment_letter', title: ['Vice President of Operations'], subject: ['Renata Albuquerque Moraes', 'Moraes'], isApplicant: true, role: 'subject', issuer: ['FrioVia Logistics Inc.', 'FrioVia Logistics'], date: '2025-02-12', figures: ['$185,000'] },
    p: [
      'FrioVia Logistics Inc.\n1450 Crossroads Parkway, Savannah, GA 31407',
      'February 12, 2025',
      'Ms. Renata Albuquerque Moraes\nGuarulhos, SP, Brazil',
      'Dear Renata,',
      'We are pleased to offer you the position of Vice President of Operations of FrioVia Logistics Inc., reporting to the President, with an annual base salary of $185,000.',
      'In this position you will direct all warehousing and transport operations in the United States: the Savannah facility and the second facility planned for Memphis. The Warehouse Manager, the Transport Manager and the Quality and Compliance Manager will report to you. You will set operational policy and the operating budget, hire and dismiss managers, and represent the company with pharmaceutical clients and the FDA on matters of storage compliance. You will not perform the day-to-day work of the warehouse.',
      'The position starts on approval of your immigration petition.',
      'Sincerely,\nAndré Lacerda Pinto\nPresident',
    ],
  }),
  ram({
    category: 'other',
    format: 'txt',
    fileName: 'consulado_recepcao_convidados.txt',
    judgement: 'The guest list of a consulate reception: being invited says nothing of her managerial role or of either company',
    facts: { kind: ['other', 'event_programme'], title: ['reception', 'guest'], subject: ['Consulate General of Brazil in Atlanta', 'Consulate General of Brazil'], isApplicant: false, role: ['attendee', 'none'], issuer: ['Consulate General of Brazil in Atlanta', 'Consulate General of Brazil'], date: '2024-09-05' },
    p: [
      'Consulate General of Brazil in Atlanta - Trade Promotion Sector',
      'Reception for the Brazil-Southeast U.S. Logistics Mission, September 5, 2024, 6:30 pm, The Candler Hotel, Atlanta',
      'CONFIRMED GUESTS (alphabetical, 64 names; extract)',
      'Almeida, Joaquim - Porto Seco Suape\nAlbuquerque Moraes, Renata - FrioVia Logística S.A.\nBarros, Luiza - ApexBrasil\nBennett, Charles - Georgia Ports Authority\nCarvalho, Tiago - Embraport\nDuarte, Fernanda - Consulate General of Brazil',
      'Dress code: business. Please bring photo identification. Parking is validated at the hotel garage.',
      'Contact: trade.atlanta@consulate-br.example',
    ],
  }),
  ram({
    category: 'other',
    format: 'txt',
    fileName: 'LogiPharma_badge_confirmation.txt',
    judgement: 'A registration confirmation for a trade fair she attended as a visitor: attendance proves no requirement',
    facts: { kind: 'other', title: ['Cold Chain Americas', 'registration'], subject: ['Renata Albuquerque Moraes', 'Moraes'], isApplicant: true, role: ['attendee', 'subject'], issuer: ['Cold Chain Americas Expo', 'Meridian Events Group'], date: '2024-04-02' },
    p: [
      'From: Cold Chain Americas Expo <registration@coldchainamericas.example>\nTo: renata.moraes@friovia.com.br\nDate: April 2, 2024\nSubject: Your badge is ready - Cold Chain Americas Expo 2024',
      'Hello Renata,',
      'Thank you for registering for Cold Chain Americas Expo 2024, May 14-16, Miami Beach Convention Center.',
      'Registration type: Visitor - Full Access (3 days)\nName on badge: Renata Albuquerque Moraes\nCompany: FrioVia Logística S.A.\nConfirmation number: CCA24-V-118042',
      'Show this email at the self-service kiosks in Hall B to print your badge. Your pass includes the exhibition floor and the keynote theatre; workshops require a separate ticket.',
      'Cold Chain Americas Expo is organised by Meridian Events Group.',
    ],
  }),
  ram({
    category: 'other',
    format: 'pdf',
    fileName: 'award_operations_excellence.pdf',
    judgement: "An industry award to the company, which she accepted on stage: it is the company's award and proves none of the four requirements",
    facts: { kind: ['award', 'press_article', 'other'], title: ['Excelência em Cadeia Fria', 'FrioVia'], subject: ['FrioVia Logística S.A.', 'FrioVia'], isApplicant: false, role: ['attendee', 'none'], issuer: ['Associação Brasileira de Cadeia Fria Farmacêutica', 'ABCFF'], date: '2023-11-23' },
    p: [
      'ABCFF - Associação Brasileira de Cadeia Fria Farmacêutica · Press release · São Paulo, 23 November 2023',
      'FrioVia Logística wins the 2023 Prêmio Excelência em Cadeia Fria',
      'FrioVia Logística S.A. received the association\'s Prêmio Excelência em Cadeia Fria, in the large operators category, at the annual congress dinner in São Paulo last night. The jury, made up of pharmaceutical quality directors, cited the company\'s record of no temperature excursions in vaccine storage during 2022 and 2023.',
      'Director of Operations Renata Albuquerque Moraes accepted the trophy on behalf of the company\'s staff. The prize for medium operators went to TermoLog Nordeste.',
      'The association has awarded the prize since 2011.',
      'Press contact: imprensa@abcff.example',
    ],
  }),
];
