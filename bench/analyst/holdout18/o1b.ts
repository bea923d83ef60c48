/**
 * holdout18, O-1B: Ilídio Semedo (Cape Verde, in Brockton, Massachusetts; 'Ilidio Semedo' where the accent is
 * dropped), cavaquinho player and composer of morna and coladeira; and Sharmila Sewdien (Suriname, in Charleston,
 * South Carolina), editor of feature films. Never tuned on; see README.md.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const semedo = forApplicant('O-1B', 'Ilídio Semedo');
const sewdien = forApplicant('O-1B', 'Sharmila Sewdien');

const SEMEDO: H4Doc[] = [
  semedo({
    category: 'o1b_lead_role',
    format: 'pdf',
    fileName: 'BLMF_2024_programme.pdf',
    facts: { kind: ['production_credits', 'event_programme', 'exhibition_record'], subject: ['Ilídio Semedo', 'Ilidio Semedo', 'Semedo'], role: 'subject', issuer: ['Taunton Lusophone Music Festival'], date: '2024-07-20', title: ['Lusophone Music Festival', 'Ilídio Semedo Quartet'] },
    p: [
      'TAUNTON LUSOPHONE MUSIC FESTIVAL 2024 - PROGRAMME',
      'Saturday 20 July 2024 | Main Stage, Harbor Pavilion',
      '21:00 - HEADLINER\nILÍDIO SEMEDO QUARTET\nIlídio Semedo, cavaquinho and musical direction; Zeca Fortes, guitar; Nádia Évora, bass; Edson Barbosa, percussion',
      'The festival closes with the master of the Mindelo cavaquinho, playing the mornas of his album "Mar di Nhor" and new coladeiras written for this night.',
      'Earlier on the main stage: 19:30 Grupo Batuku Terra (opening act); 18:30 Brockton Youth Orchestra.',
      'Tickets: main stage capacity 4,500 - sold out.',
    ],
  }),
  semedo({
    category: 'o1b_critical_reviews',
    format: 'docx',
    fileName: 'Semedo_review_Expresso_Atlantico.docx',
    facts: { kind: 'press_article', subject: ['Ilídio Semedo', 'Ilidio Semedo', 'Semedo'], isApplicant: true, role: 'subject', issuer: ['Expresso Atlântico', 'Expresso Atlantico', 'Matilde Sanches'], date: ['2024-03-09', '2024-04-02'], title: 'Mar di Nhor' },
    p: [
      'EXPRESSO ATLÂNTICO - Cultura | 9 de março de 2024',
      '«Mar di Nhor»: o cavaquinho de Ilídio Semedo canta sozinho',
      'Por Matilde Sanches',
      'Poucos discos de música cabo-verdiana dispensam a voz. Este dispensa-a e não lhe sente a falta: o cavaquinho de Semedo faz de cantor, de coro e de mar.',
      'ENGLISH TRANSLATION: "Mar di Nhor": Ilídio Semedo\'s cavaquinho sings by itself. By Matilde Sanches. Few records of Cape Verdean music do without a voice. This one does, and does not miss it: Semedo\'s cavaquinho is singer, choir and sea. The best instrumental album from the islands in a decade.',
      'Translated from Portuguese by Graça Pina, certified translator, Taunton, 2 April 2024.',
    ],
  }),
  semedo({
    category: 'o1b_commercial_success',
    format: 'pdf',
    fileName: 'Semedo_statement_H2_2024.pdf',
    facts: { kind: 'sales_report', subject: ['Mar di Nhor', 'Ilídio Semedo', 'Ilidio Semedo'], issuer: ['Morabeza Records'], date: '2024-12-31', figures: ['2,914,600', '8,120'] },
    p: [
      'MORABEZA RECORDS - ARTIST STATEMENT',
      'Artist: Ilidio Semedo | Album: Mar di Nhor (MR-0291) | Period: 1 July - 31 December 2024',
      'Channel | Units / streams | Net receipts (EUR)\nStreaming, all services | 2,914,600 streams | 9,472.45\nCD (Europe, Africa, USA) | 8,120 units | 40,600.00\nVinyl LP | 1,310 units | 13,755.00\nSync licence (television) | 1 | 3,500.00\nTotal | | 67,327.45',
      'Chart: no. 1, Cape Verde national album chart (8 weeks); no. 3, European world music chart.',
      'Artist share (50%): 33,663.73 EUR, paid 15 January 2025.',
    ],
  }),
  semedo({
    category: 'o1b_expert_recognition',
    format: 'pdf',
    fileName: 'DOC031.pdf',
    facts: { kind: ['award', 'other'], subject: ['Ilídio Semedo', 'Ilidio Semedo', 'Semedo'], isApplicant: true, role: 'subject', issuer: ['Ministry of Culture and Creative Industries', 'Ministério da Cultura e das Indústrias Criativas'], date: '2023-07-05', title: 'Medal of Merit in the Arts' },
    p: [
      'REPÚBLICA DE CABO VERDE\nMINISTÉRIO DA CULTURA E DAS\nINDÚSTRIAS CRIATIVAS\nMinistry of Culture and Creative Industries',
      'MEDALHA DE MÉRITO DAS ARTES\nMEDAL OF MERIT IN THE ARTS',
      'É atribuída a / is awarded to\nILÍDIO SEMEDO\nmúsico / musician',
      'pelo seu contributo para a música\ninstrumental cabo-verdiana\nfor his contribution to Cape Verdean\ninstrumental music',
      'Praia, 5 de julho de 2023\n(Independence Day)',
      'O Ministro / The Minister',
    ],
  }),
  semedo({
    category: 'other',
    format: 'pdf',
    fileName: 'Semedo_Atlantic_Strings_certificate.pdf',
    judgement: 'A certificate of participation in a summer workshop open to paying students; attending is no recognition.',
    facts: { kind: ['event_programme', 'other', 'degree'], subject: ['Ilídio Semedo', 'Ilidio Semedo', 'Semedo'], isApplicant: true, role: ['attendee', 'subject'], issuer: ['Atlantic Strings Summer Academy'], date: '2023-08-11' },
    p: [
      'ATLANTIC STRINGS SUMMER ACADEMY',
      'CERTIFICATE OF PARTICIPATION',
      'This certifies that Ilidio Semedo took part in the Academy\'s five-day workshop "Fretted Instruments of the Lusophone World", 7-11 August 2023, Fairhaven, Massachusetts.',
      'The workshop is open to players of every level on payment of the tuition fee.',
      'Issued 11 August 2023 - Academy Director',
    ],
  }),
  semedo({
    category: 'other',
    format: 'txt',
    fileName: 'Semedo_rave_review_web.txt',
    judgement: 'A review of a singer\'s album; Semedo is named only as one of the musicians who play on it.',
    facts: { kind: 'press_article', subject: ['Dulce Varela', 'Varela'], isApplicant: false, role: ['collaborator', 'none'], issuer: ['World Roots Review', 'Crispin Ebdon'], date: '2025-02-03', title: 'Terra Longe' },
    p: [
      'World Roots Review | Reviews | Features | Podcast | Shop',
      'Reviews > Africa > Cape Verde',
      'Dulce Varela - Terra Longe (Sodade Music) ★★★★',
      'By Crispin Ebdon | 3 February 2025',
      'Varela\'s third album is her most personal: eleven songs of leaving and return, sung in a voice that has grown darker and surer. The arrangements stay out of her way; Ilídio Semedo\'s cavaquinho and Zeca Fortes\'s guitar are there when needed and silent when not.',
      'Best track: "Ribeira Bote". Comments (4) | Share',
    ],
  }),
  semedo({
    category: 'other',
    format: 'pdf',
    fileName: 'Semedo_payment_studio.pdf',
    judgement: 'An invoice he paid for studio time: money he spent, not remuneration he earned.',
    facts: { kind: ['pay_record', 'other'], subject: ['Ilídio Semedo', 'Ilidio Semedo', 'Semedo'], issuer: ['Shawmut Sound Studios'], date: '2024-11-04', figures: ['$3,240.00'] },
    p: [
      'SHAWMUT SOUND STUDIOS - 40 Warren Avenue, Brockton, MA',
      'INVOICE 2024-1187 | November 4, 2024',
      'Client: Ilidio Semedo',
      'Item | Qty | Rate | Amount\nStudio A, tracking (hours) | 24 | $110.00 | $2,640.00\nMix engineer (hours) | 8 | $75.00 | $600.00\nTotal | | | $3,240.00',
      'Paid in full by card, November 4, 2024. Thank you for recording with us.',
    ],
  }),
];

const SEWDIEN: H4Doc[] = [
  sewdien({
    category: 'o1b_lead_role',
    format: 'txt',
    fileName: 'Marsh_Light_end_credits.txt',
    facts: { kind: 'production_credits', subject: ['Sharmila Sewdien', 'Sewdien', 'Marsh Light'], issuer: ['Palmetto Reach Films'], date: '2024', title: 'Marsh Light' },
    p: [
      'MARSH LIGHT (2024) - end credit roll, as delivered (continuity transcript)',
      'Directed by\nLIONEL GARRICK',
      'Written by\nHATTIE LORNE',
      'Produced by\nGRETA NORBERG',
      'Edited by\nSHARMILA SEWDIEN',
      'Director of Photography\nCAIO ECHEVERRI',
      'Music by\nKWAME ASANTE-BOYD',
      'A Palmetto Reach Films production. © 2024 Palmetto Reach Films LLC. All rights reserved.',
    ],
  }),
  sewdien({
    category: 'o1b_critical_reviews',
    format: 'txt',
    fileName: 'screen_daily_review_capture.txt',
    facts: { kind: 'press_article', subject: ['Marsh Light', 'Sharmila Sewdien', 'Sewdien'], role: 'subject', issuer: ['Frame & Cut', 'Silas Wexler'], date: '2024-09-13', title: 'Marsh Light' },
    p: [
      'Frame & Cut | Reviews | Festivals | Box Office | Crafts | Newsletter | Sign in',
      'Reviews > Telluride 2024',
      '\'Marsh Light\': a tidal thriller cut like a held breath',
      'By Silas Wexler | September 13, 2024',
      'Lionel Garrick\'s second feature would be a capable mystery in most hands. In Sharmila Sewdien\'s it becomes something stranger: her editing lets scenes run past their natural end and then cuts on the tide, so that the marsh seems to decide when a scene is over. The 11-minute boat sequence, almost without dialogue, is the best-edited passage in an American film this year.',
      'Sewdien, born in Paramaribo, cut two acclaimed shorts before this. Expect her name in awards talk.',
      'Related: Crafts - The editors of Telluride 2024',
    ],
  }),
  sewdien({
    category: 'o1b_commercial_success',
    format: 'pdf',
    fileName: 'Marsh_Light_box_office_week6.pdf',
    facts: { kind: 'sales_report', subject: 'Marsh Light', issuer: ['Palisade Distribution'], date: '2025-02-23', figures: ['$18,420,310', '1,212'] },
    p: [
      'PALISADE DISTRIBUTION - DOMESTIC BOX OFFICE REPORT',
      'Title: MARSH LIGHT | Week 6 | Weekend ending February 23, 2025',
      'Week | Theaters | Weekend gross | Cumulative\n1 | 412 | $2,105,880 | $2,930,114\n2 | 868 | $3,240,552 | $7,411,906\n3 | 1,212 | $3,018,007 | $11,602,337\n4 | 1,212 | $2,266,940 | $14,644,198\n5 | 1,050 | $1,702,415 | $16,841,560\n6 | 980 | $1,120,633 | $18,420,310',
      'Production budget (reported): $4.2 million. Rank among independent releases, 2025 to date: 2.',
    ],
  }),
  sewdien({
    category: 'o1b_high_salary',
    format: 'docx',
    fileName: 'Sewdien_deal_memo_Saltwater.docx',
    facts: { kind: ['pay_record', 'employment_letter', 'other'], subject: ['Sharmila Sewdien', 'Sewdien'], isApplicant: true, role: 'subject', issuer: ['Harbourline Pictures'], date: '2025-04-07', figures: ['$7,850', '$4,024.56'] },
    p: [
      'HARBOURLINE PICTURES - EDITOR DEAL MEMO',
      'Date: April 7, 2025 | Picture: "Saltwater Hymn" (feature, theatrical)',
      'Editor: Sharmila Sewdien | Start: June 2, 2025 | Guaranteed: 30 weeks',
      'Term | Agreed\nWeekly rate | $7,850\nGuild scale, editor, this budget tier (for reference) | $4,024.56\nCredit | "Edited by", single card, main titles\nBox-office bonus | $25,000 at $30 million domestic',
      'Accepted: S. Sewdien | For Harbourline Pictures: R. Ekstrom, Head of Production',
    ],
  }),
  sewdien({
    category: 'other',
    format: 'docx',
    fileName: 'Sewdien_award_Best_Director.docx',
    judgement: 'The festival\'s best-director award goes to the film\'s director; she is named only in the film\'s crew line.',
    facts: { kind: ['award', 'press_article'], subject: ['Lionel Garrick', 'Garrick'], isApplicant: false, role: ['collaborator', 'none'], issuer: ['Sea Islands Film Festival'], date: '2024-11-02', title: 'Best Director' },
    p: [
      'SEA ISLANDS FILM FESTIVAL - AWARDS ANNOUNCEMENT',
      'November 2, 2024',
      'The jury of the 12th Sea Islands Film Festival gives its awards:',
      'Best Feature: "Harvest of Salt" (dir. Irene Marrow). Best Director: Lionel Garrick, "Marsh Light". Best Documentary: "Ferry Days" (dir. Ishmael Redcloud).',
      'On "Marsh Light": "Garrick directs with a confidence that makes the marsh itself a character." Crew of the film: writer Hattie Lorne, editor Sharmila Sewdien, cinematographer Caio Echeverri.',
      'Each winner receives a bronze heron and $5,000.',
    ],
  }),
  sewdien({
    category: 'other',
    format: 'txt',
    fileName: 'Sewdien_Telluride_invitation_email.txt',
    judgement: 'An industry accreditation confirmation: it lets her attend screenings; it is not an invitation of her work.',
    facts: { kind: ['event_programme', 'other'], subject: ['Sharmila Sewdien', 'Sewdien'], isApplicant: true, role: ['attendee', 'subject'], issuer: ['Telluride Film Festival'], date: '2024-08-20' },
    p: [
      'From: Telluride Film Festival Industry Passes <passes@telluride-industry.org>',
      'To: Sharmila Sewdien <cuts@sewdienedit.com>',
      'Date: Tue, 20 Aug 2024 16:02:44 -0400',
      'Subject: Your Telluride 2024 Industry Pass - confirmation no. IND-24-55108',
      'Hello Sharmila,',
      'Your Industry Pass application for the Telluride Film Festival (August 30 - September 2, 2024) is approved. Payment received: USD 495.00. Pass type: Industry - Film Professional.',
      'Your pass gives access to press and industry screenings, subject to capacity. Collect it at the Industry Desk with photo ID.',
      'Telluride Film Festival Industry Office',
    ],
  }),
  sewdien({
    category: 'other',
    format: 'pdf',
    fileName: 'Sewdien_Guild_membership.pdf',
    judgement: 'A union membership card: joining follows from working on union productions and paying dues; O-1B has no membership criterion.',
    facts: { kind: 'membership', subject: ['SEWDIEN, SHARMILA', 'Sewdien'], isApplicant: true, role: 'subject', issuer: ['Picture Editors Guild', 'Local 719'], date: '2023-06-01' },
    p: [
      'PICTURE EDITORS GUILD\nLOCAL 719',
      'MEMBER CARD',
      'SEWDIEN, SHARMILA\nClassification: Editor\nMember since: 06/01/2023\nNo. 719-30482',
      'Dues paid through: 12/31/2025',
      'Present with photo ID at guild-signatory productions.',
    ],
  }),
];

export const O1B: H4Doc[] = [...SEMEDO, ...SEWDIEN];
