/**
 * holdout27, EB-1C: Florencia Etchebarne (Uruguay, Paysandú), merino wool combing: operations director of the
 * parent mill, then president of its US yarn subsidiary in Gaffney, South Carolina. Never tuned on; see README.md.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Florencia Etchebarne');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'Etchebarne_constancia_laboral_EN.pdf',
    facts: {
      kind: 'employment_letter',
      subject: 'Florencia Etchebarne',
      isApplicant: true,
      role: 'subject',
      issuer: ['Peinaduría Arerunguá S.A.', 'Peinaduria Arerungua'],
      date: '2025-01-20',
      figures: ['312', '6'],
    },
    p: [
      'PEINADURÍA ARERUNGUÁ S.A.',
      'Ruta 3 km 371 · Paysandú · Uruguay',
      'Paysandú, 20 January 2025',
      'EMPLOYMENT CERTIFICATE (English translation attached to the Spanish original)',
      'Peinaduría Arerunguá S.A. certifies that Ms. Florencia Etchebarne, identity card 3.918.442-7, has worked for the company without interruption since 4 March 2013, and since 1 July 2017 as Operations Director.',
      'As Operations Director she reports to the Board and directs the combing mill, the scouring plant, the laboratory and logistics: 312 employees in all, through 6 managers who report to her. She sets the production plan and budget, hires and dismisses the managers, and approves contracts with growers and buyers up to USD 2 million without further authority.',
      'Her gross monthly salary is UYU 410,000.',
      'Issued at the request of the interested party.',
      'Cr. Ruperto Iribarnegaray\nGeneral Manager',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'docx',
    fileName: 'Arerunguá Worsted Inc - stock certificate and ledger.docx',
    facts: {
      kind: 'other',
      subject: ['Arerunguá Worsted Inc.', 'Arerunguá Worsted'],
      isApplicant: false,
      issuer: ['Arerunguá Worsted Inc.', 'Arerunguá Worsted'],
      date: '2025-02-04',
      figures: ['1,000', '100%'],
    },
    p: [
      'ARERUNGUÁ WORSTED INC. (a South Carolina corporation)',
      'Secretary\'s Certificate — Stock Ledger',
      'February 4, 2025',
      'I, the undersigned Secretary of Arerunguá Worsted Inc., certify that the stock ledger of the Corporation shows the following, and that no other shares have been issued:',
      'Certificate no. 1 · issued September 12, 2019 · 1,000 shares of common stock, no par value · holder: Peinaduría Arerunguá S.A., Paysandú, Uruguay · 100% of issued and outstanding shares.',
      'No transfer of these shares has been recorded. The Corporation has no other class of stock.',
      'Witness my hand and the seal of the Corporation.',
      'Itatí Guarnerio, Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'txt',
    fileName: 'AWI_2024_tax_return_summary.txt',
    facts: {
      kind: ['other', 'sales_report'],
      subject: ['Arerunguá Worsted Inc.', 'Arerunguá Worsted'],
      isApplicant: false,
      issuer: ['Hollings & Peake CPAs', 'Hollings & Peake', 'Arerunguá Worsted'],
      date: '2025-03-14',
      figures: ['$4,870,215', '17'],
    },
    p: [
      'Hollings & Peake CPAs — client summary',
      'Prepared March 14, 2025',
      'Client: Arerunguá Worsted Inc., 140 Mill Race Rd, Gaffney SC · EIN 84-xxxxxxx',
      'Return: Form 1120, U.S. Corporation Income Tax Return, tax year 2024 (filed electronically, accepted)',
      'Line 1a  Gross receipts or sales .......... $4,870,215',
      'Line 2   Cost of goods sold ................ $3,702,660',
      'Line 13  Salaries and wages ................ $816,430',
      'W-2s issued for 2024: 17 employees · Forms 941 filed for all four quarters',
      'In business at this address since the lease of October 2019; yarn spinning began January 2020.',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'photo',
    fileName: 'offer_letter_signed_page1.jpg',
    facts: {
      kind: 'employment_letter',
      subject: ['Florencia Etchebarne', 'Etchebarne'],
      isApplicant: true,
      role: 'subject',
      issuer: ['Arerunguá Worsted', 'Arerunguá Worsted Inc'],
      date: '2025-02-10',
      figures: ['172,000'],
    },
    p: [
      'ARERUNGUÁ WORSTED INC. - GAFFNEY, SOUTH CAROLINA',
      'FEBRUARY 10, 2025',
      'Dear Ms. Etchebarne,',
      'The Board is pleased to offer you the position of President of Arerunguá Worsted Inc., reporting to the Board of the parent company in Uruguay.',
      'You will direct the whole of the company: the spinning plant, sales and finance, through the plant manager and the controller, with authority to hire and dismiss them and to set budgets.',
      'Annual salary: USD 172,000, with the usual benefits.',
      'Signed for the Board: G. Iribarnegaray',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'AWI_careers_shift_supervisor.pdf',
    judgement:
      'A job advert of the US company for a shift supervisor who will report to her: it describes someone else\'s post, not hers.',
    facts: {
      kind: 'other',
      subject: ['Shift Supervisor', 'Arerunguá Worsted'],
      isApplicant: false,
      role: ['none', 'subject'],
      issuer: ['Arerunguá Worsted Inc.', 'Arerunguá Worsted'],
      date: '2025-05-06',
    },
    p: [
      'Arerunguá Worsted Inc. — Careers',
      'Shift Supervisor, Spinning (nights)',
      'Gaffney, SC · Full-time · Posted May 6, 2025',
      'We spin fine merino yarn for American knitters and weavers. We need a shift supervisor for our night shift of 6 operators.',
      'You will: run the spinning frames and winders on your shift, keep the production log, train new operators, report to the Plant Manager and, on quality matters, to our President, Florencia Etchebarne.',
      'You have: 3 years in a textile mill, 1 year leading people, and a forklift card (or will get one).',
      'Pay $24–27 an hour plus night differential. Apply at the gate or by e-mail to jobs@arerunguaworsted.com.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Export_Awards_2024_shortlist.pdf',
    judgement:
      'A shortlist for the company, not the manager: the parent mill is one of 5 finalists for an export award; nothing is won and she is not its subject.',
    facts: {
      kind: 'shortlist',
      subject: ['Peinaduría Arerunguá', 'Peinaduria Arerungua S.A.'],
      isApplicant: false,
      role: ['none', 'collaborator'],
      issuer: ['Cámara Exportadora de Paysandú', 'Camara Exportadora de Paysandu'],
      date: '2024-10-23',
      figures: ['5'],
    },
    p: [
      'CÁMARA EXPORTADORA DE PAYSANDÚ',
      'Export Awards 2024 — Finalists announced',
      'Salto, 23 October 2024',
      'The jury has chosen 5 finalists in the category "Exporter of the Year — Manufacturing":',
      '· Citrícola Daymán S.A. (juice concentrates)\n· Curtiembre Queguay Ltda. (leather)\n· Molinos del Arapey S.A. (rice)\n· Peinaduría Arerunguá S.A. (wool top and yarn)\n· Vidrios Guaviyú S.R.L. (glass)',
      'The winner will be announced at the awards dinner on 29 November. Each finalist may bring four guests; Peinaduría Arerunguá has named its Operations Director, Florencia Etchebarne, as its representative.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'recruiter message - VP Operations role.txt',
    judgement:
      'Invited, not done: a recruiter asks whether she would consider a vice-president post at another company; no offer, no employment.',
    facts: {
      kind: 'other',
      subject: 'Florencia',
      isApplicant: true,
      role: 'subject',
      date: '2025-04-02',
    },
    p: [
      'Message from Eadric Osterhaus-Kaye, Partner, Larchmere Search',
      'Apr 2, 2025 · 9:14 AM',
      'Hi Florencia, I hope you don\'t mind a message out of the blue. I\'m working with a large nonwovens producer in Georgia on a search for a VP Operations (three plants, about 900 people). Your name came up twice when I asked around the fibre industry.',
      'I know you\'ve just taken on the Gaffney business, so this may be poor timing — but if you\'d be open to a confidential 20-minute call I\'d be grateful. Nothing is committed on either side at this stage.',
      'Best regards, Eadric',
    ],
  }),
];
