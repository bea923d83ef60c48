/**
 * O-1B (arts): Solène Marchetti (France), a puppeteer who builds and performs shadow-and-rod puppet shows with her
 * own company; and Tavita Leaupepe (Samoa, working in Auckland), a type designer. Invented people, companies,
 * theatres, foundries, prizes and outlets.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const sol = forApplicant('O-1B', 'Solène Marchetti');
const tav = forApplicant('O-1B', 'Tavita Leaupepe');
const COMPANY = ["Compagnie Fil d'Ombre", 'Fil d Ombre'];

const SOLENE: H4Doc[] = [
  sol({
    category: 'o1b_lead_role',
    format: 'pdf',
    fileName: 'programme_Lantern_Keeper.pdf',
    facts: { kind: 'production_credits', subject: ['Solène Marchetti', 'The Lantern Keeper'], role: 'subject', issuer: ['Théâtre de la Croix-Rousse', 'Theatre de la Croix-Rousse'], date: '2024-03', title: 'Lantern Keeper' },
    p: [
      'THÉÂTRE DE LA CROIX-ROUSSE, LYON  -  SAISON 2023/24',
      'The Lantern Keeper (Le Gardien des lanternes)',
      'A shadow and rod puppet play for adults, in English and French, 75 minutes without interval',
      '12 - 30 March 2024, Grande Salle',
      'Conceived, designed and performed by Solène Marchetti',
      'With: Baptiste Renaud (second puppeteer), Nour Haddad (live music)',
      'Direction: Solène Marchetti with Ilse Vandenbroucke  |  Lighting: Hugo Ferrat  |  Production: Compagnie Fil d\'Ombre',
      'Solène Marchetti plays the keeper, the only human figure in the piece, and manipulates the eleven shadow puppets through which the lighthouse\'s ghosts appear.',
    ],
  }),
  sol({
    category: 'o1b_critical_reviews',
    format: 'txt',
    fileName: 'review_LaGazette.txt',
    facts: { kind: 'press_article', subject: ['Solène Marchetti', 'The Lantern Keeper'], role: 'subject', issuer: ['La Gazette des Arts', 'Clémence Aubert'], date: '2024-03-15', title: 'Lantern Keeper' },
    p: [
      'LA GAZETTE DES ARTS - Scènes - 15 March 2024',
      'Review: The Lantern Keeper ★★★★★',
      'by Clémence Aubert',
      'It takes Solène Marchetti less than a minute to make a full house forget that the ghosts on the screen are cut from cardboard. By the end of The Lantern Keeper, at the Croix-Rousse until 30 March, grown men around me were wiping their eyes.',
      'Marchetti built every figure herself, and she performs the keeper in full view, her hands moving the shadows while her face plays grief and stubbornness at once. It is the finest puppet theatre I have seen in a decade, and one of the finest pieces of theatre of any kind this season.',
    ],
  }),
  sol({
    category: 'other',
    format: 'docx',
    fileName: 'Golden_String_news.docx',
    judgement: 'Someone else\'s award: the puppet-maker received the prize for his figures; she is named only as one of the puppeteers of the production.',
    facts: { kind: ['award', 'press_article', 'other'], subject: 'Jiří Hora', isApplicant: false, role: ['collaborator', 'none'], issuer: ['World Puppetry Forum', 'Golden String'], date: '2023-09-22', title: 'Golden String' },
    p: [
      'World Puppetry Forum - news - 22 September 2023',
      'Golden String 2023 goes to Czech maker Jiří Hora',
      'The jury of the World Puppetry Forum has given its Golden String, the Forum\'s award for puppet design and construction, to Jiří Hora for the marionettes of The Winter Bear, produced by Divadlo Loutek Brno.',
      'The jury praised the bear\'s articulated jaw and the "breathing" chest mechanism. The production toured 14 countries with a cast of four puppeteers, Solène Marchetti, Pavel Kostka, Ema Vlachová and Ruth Odhiambo.',
      'Hora receives a silver statuette and CHF 8,000.',
    ],
  }),
  sol({
    category: 'o1b_commercial_success',
    format: 'pdf',
    fileName: 'tour_settlement_2024.pdf',
    facts: { kind: 'sales_report', subject: ['The Lantern Keeper', ...COMPANY], issuer: COMPANY, date: '2024-12-20', figures: ['38', '94%', '€412,300'], title: 'Lantern Keeper' },
    p: [
      "COMPAGNIE FIL D'OMBRE  -  administration",
      'The Lantern Keeper: 2024 touring figures (prepared 20 December 2024)',
      'Venue / dates / performances / seats sold / capacity / gross box office',
      'Théâtre de la Croix-Rousse, Lyon / 12-30 Mar / 16 / 9,744 / 97% / €231,800',
      'Maison de la Culture, Bourges / 9-12 Apr / 5 / 2,310 / 89% / €46,200',
      'Barbican Pit, London / 2-14 Sep / 12 / 2,376 / 92% / £98,400 (€116,500)',
      'Teatro Alhambra, Granada / 6-8 Nov / 5 / 1,610 / 93% / €17,800',
      'Total 2024: 38 performances, 16,040 seats, average capacity 94%, gross €412,300.',
    ],
  }),
  sol({
    category: 'o1b_high_salary',
    format: 'docx',
    fileName: 'coproduction_agreement_p3.docx',
    facts: { kind: ['employment_letter', 'pay_record', 'other'], subject: 'Solène Marchetti', isApplicant: true, role: 'subject', issuer: ['Harbourfront Puppet Theatre', 'Compagnie Fil d Ombre'], date: '2025-02-14', figures: ['€45,000', '6%'] },
    p: [
      'Co-production agreement between Harbourfront Puppet Theatre (Toronto) and Compagnie Fil d\'Ombre (Lyon) - page 3 of 7',
      '7. Creator\'s fee. Harbourfront shall pay Solène Marchetti, as author, designer and lead performer of the new production The Salt Road, a creation fee of €45,000, half on signature and half at the premiere.',
      '8. Royalties. In addition, Ms. Marchetti shall receive 6% of the gross box office of every performance of The Salt Road in North America.',
      '9. For comparison, the Canadian Puppetry Guild\'s 2024 survey puts the median creation fee for a full-length puppet production at €11,500.',
      'Signed in Toronto and Lyon, 14 February 2025.',
    ],
  }),
  sol({
    category: 'o1b_expert_recognition',
    format: 'txt',
    fileName: 'nomination_Prix_Marionnette.txt',
    judgement: 'Her own nomination, under O-1B: a national arts prize\'s nomination of the applicant is recognition from experts (decision 073), though it is not an award.',
    facts: { kind: 'nomination', subject: 'Solène Marchetti', isApplicant: true, role: ['nominee', 'subject'], issuer: ['Prix National de la Marionnette', 'Académie des Arts de la Marionnette'], date: '2025-02-03', figures: ['4'], title: 'Prix National de la Marionnette' },
    p: [
      'From: Secrétariat du Prix National de la Marionnette <prix@academie-marionnette.fr>',
      'To: solene@filombre.fr',
      'Date: 3 February 2025',
      'Subject: Nomination - Prix National de la Marionnette 2025',
      'Dear Ms Marchetti,',
      'We are pleased to tell you that the Académie des Arts de la Marionnette has nominated you for the Prix National de la Marionnette 2025 in the category Best Performer, for The Lantern Keeper. You are one of 4 nominees in the category, chosen by the Académie\'s 60 voting members.',
      'The prize will be presented at the Théâtre du Rond-Point on 31 March.',
      'Secrétariat du Prix',
    ],
  }),
  sol({
    category: 'recommendation_letter',
    format: 'pdf',
    fileName: 'letter_administrator.pdf',
    judgement: 'Not independent: the writer is her own company\'s administrator and depends on her; a recommendation letter, with that tie.',
    facts: { kind: 'recommendation_letter', subject: 'Solène Marchetti', isApplicant: true, role: 'subject', issuer: ['Léa Fontanel', ...COMPANY], date: '2025-01-28' },
    p: [
      "COMPAGNIE FIL D'OMBRE, 14 rue Dumenge, 69004 Lyon",
      'Lyon, 28 January 2025',
      'Letter in support of Solène Marchetti',
      'I have been the administrator of Compagnie Fil d\'Ombre since Solène founded it in 2015, and I handle its contracts, tours and accounts. I write to describe what I have watched her achieve.',
      'The company has grown from two people to nine, played in 17 countries, and is now invited by houses that used to ignore puppetry. Each of those invitations came because a programmer saw Solène perform.',
      'Léa Fontanel, Administrator',
    ],
  }),
];

const TAVITA: H4Doc[] = [
  tav({
    category: 'o1b_expert_recognition',
    format: 'pdf',
    fileName: 'LS_certificate_excellence.pdf',
    facts: { kind: 'award', subject: 'Tavita Leaupepe', isApplicant: true, role: 'subject', issuer: 'Letterform Society', date: '2024-06', figures: ['2,311', '34'], title: 'Certificate of Typographic Excellence' },
    p: [
      'THE LETTERFORM SOCIETY, NEW YORK',
      'Certificate of Typographic Excellence',
      'Typeface Design Competition 2024',
      'awarded to Tavita Leaupepe for the typeface family Moana Serif (12 styles)',
      'The 2024 judges selected 34 typefaces from 2,311 entries submitted from 61 countries. Winning designs are shown in the Society\'s annual and its travelling exhibition.',
      'June 2024',
      'Chair of Judges, Rafaela Quintanilha  |  President, Samuel Ekwueme',
    ],
  }),
  tav({
    category: 'o1b_critical_role',
    format: 'docx',
    fileName: 'NZ_Herald_Tribune_letter.docx',
    facts: { kind: 'employment_letter', subject: 'Tavita Leaupepe', isApplicant: true, role: 'subject', issuer: ['The Auckland Tribune', 'Priya Naidoo'], date: '2024-10-07', title: 'Harbour Sans' },
    p: [
      'The Auckland Tribune - Design Department',
      '7 October 2024',
      'To whom it may concern',
      'The Auckland Tribune is New Zealand\'s largest daily, founded in 1863, with a print and digital readership of 1.4 million a week. In 2022 we replaced every typeface in the paper, the app and the website with a family designed for us alone.',
      'We chose Tavita Leaupepe to design it, and he led the project for 20 months. Harbour Sans, with its 28 styles, including the condensed headline cuts and the macron-ready text faces, is entirely his drawing; he directed two assistant designers and worked with our editors on every template.',
      'The redesign is the most significant change to the Tribune\'s look in fifty years, and it rests on his work.',
      'Priya Naidoo, Design Director',
    ],
  }),
  tav({
    category: 'o1b_commercial_success',
    format: 'pdf',
    fileName: 'Southcross_royalty_statement_FY24.pdf',
    facts: { kind: 'sales_report', subject: ['Moana Serif', 'Tavita Leaupepe'], issuer: ['Southcross Type Foundry', 'Southcross Type'], date: '2024-07-15', figures: ['14,206', 'NZ$1,188,540'] },
    p: [
      'SOUTHCROSS TYPE FOUNDRY LTD  -  Designer royalty statement',
      'Designer: Tavita Leaupepe          Period: 1 July 2023 - 30 June 2024          Issued 15 July 2024',
      'Family               Desktop licences   Web/app licences   Net sales (NZ$)',
      'Moana Serif          9,870              2,944              NZ$802,310',
      'Fale Grotesk         1,012              380                NZ$386,230',
      'Total: 14,206 licences, net sales NZ$1,188,540; designer share 40%: NZ$475,416.',
      'Moana Serif was our best-selling family of the year and is 3rd in the foundry\'s all-time sales.',
    ],
  }),
  tav({
    category: 'o1b_critical_reviews',
    format: 'txt',
    fileName: 'Glyph_review_MoanaSerif.txt',
    facts: { kind: 'press_article', subject: ['Tavita Leaupepe', 'Moana Serif'], role: 'subject', issuer: ['Glyph Magazine', 'Oren Castellanos'], date: '2023-11', title: 'Moana Serif' },
    p: [
      'GLYPH MAGAZINE  |  Issue 58, November 2023  |  Reviews',
      'Moana Serif, by Tavita Leaupepe (Southcross)',
      'Reviewed by Oren Castellanos',
      'There are many serifs with "warmth" in their marketing copy; Moana Serif actually has it. Leaupepe\'s curves swell where a brush would, and the macrons and glottal stops of Pacific languages are drawn as part of the letter rather than bolted on top.',
      'At text sizes it is calm and very readable; at display sizes the ball terminals give it a wit rare in a book face. This is the most accomplished first retail family I have reviewed in years, and Leaupepe is a designer the whole field should watch.',
    ],
  }),
  tav({
    category: 'other',
    format: 'docx',
    fileName: 'colophon_and_type_credits.docx',
    judgement: 'A reference list: a book\'s colophon lists his typeface among the fonts used; he is cited, and nothing is written about him or his work.',
    facts: { kind: 'other', subject: ['Atlas of Pacific Voyaging', 'Ngahere Press'], isApplicant: false, role: 'cited', issuer: 'Ngahere Press', date: '2024' },
    p: [
      'Atlas of Pacific Voyaging - Colophon',
      'Designed by Mere Tawhiri. Printed on FSC-certified Munken Pure 120 gsm by Everbest, China.',
      'Typefaces used in this book:',
      'Text: Moana Serif, by Tavita Leaupepe (Southcross, 2023)',
      'Captions: Ideal Grotesk, by Henrik Dahl (Norrland Type, 2017)',
      'Maps: Atlas Mono, by Jonah Pike (Pike Letters, 2020)',
      'First published 2024 by Ngahere Press, Wellington. ISBN 978-0-473-61120-4.',
    ],
  }),
  tav({
    category: 'other',
    format: 'txt',
    fileName: 'road_signs_story.txt',
    judgement: 'Press quoting him about something else: a story on the new national road-sign lettering in which he is asked his opinion; it is not about his work.',
    facts: { kind: 'press_article', subject: ['road signs', 'Transport Agency'], isApplicant: false, role: 'quoted', issuer: ['Waitematā Post', 'Waitemata Post', 'Aroha Kingi'], date: '2025-01-21', figures: ['$4.2 million'], title: 'road signs' },
    p: [
      'WAITEMATĀ POST  -  Tuesday 21 January 2025',
      'Drivers to see new lettering as road signs are replaced',
      'Aroha Kingi, transport reporter',
      'The Transport Agency will spend $4.2 million over six years replacing highway signs with a new lettering that adds macrons and is easier to read at speed, it announced on Monday.',
      'Type designer Tavita Leaupepe, who was not involved, said the change was overdue. "Our place names have been misspelled on the motorway for fifty years," he said.',
      'The first signs go up on State Highway 1 north of Auckland in March.',
    ],
  }),
  tav({
    category: 'o1b_high_salary',
    format: 'pdf',
    fileName: 'commission_agreement_Tribune.pdf',
    facts: { kind: ['employment_letter', 'pay_record', 'other'], subject: 'Tavita Leaupepe', isApplicant: true, role: 'subject', issuer: ['The Auckland Tribune', 'Auckland Tribune Media'], date: '2022-02-01', figures: ['NZ$186,000', 'NZ$48,000'], title: 'Harbour Sans' },
    p: [
      'AUCKLAND TRIBUNE MEDIA LIMITED',
      'Commission agreement: custom typeface family "Harbour Sans"',
      'Between Auckland Tribune Media Limited (the Client) and Tavita Leaupepe (the Designer), dated 1 February 2022.',
      '3. Fee. The Client shall pay the Designer a design fee of NZ$186,000 in five milestone payments, plus a licence fee of NZ$24,000 a year for five years.',
      '4. Benchmark (annexed at the Designer\'s request): the Designers Institute\'s 2021 remuneration survey gives NZ$48,000 as the median fee for a custom display family and notes that text families of more than 20 styles are rarely commissioned in New Zealand.',
      'Signed for the Client: Marcus Tu\'ilagi, Chief Executive.',
    ],
  }),
  tav({
    category: 'other',
    format: 'txt',
    fileName: 'Southcross_newsletter_nomination.txt',
    judgement: 'A colleague\'s nomination: the foundry\'s newsletter announces that another designer is nominated for a design award; he appears as the foundry\'s senior designer who mentored her. Under O-1B only the applicant\'s own nomination counts (decision 073).',
    facts: { kind: ['nomination', 'press_article', 'other'], subject: 'Hanne Skov', isApplicant: false, role: ['collaborator', 'none'], issuer: ['Southcross Type Foundry', 'Southcross Type'], date: '2024-09', title: 'Hanne Skov' },
    p: [
      'SOUTHCROSS TYPE FOUNDRY  |  Notes, the foundry newsletter  |  September 2024',
      'Hanne up for Designer of the Year',
      'Our own Hanne Skov has been nominated for Emerging Designer of the Year at the Aotearoa Design Honours for her variable typeface Kauri Mono. The winners are announced in November.',
      'Hanne joined Southcross in 2021 and has spent the last two years working with our senior designer Tavita Leaupepe, who taught her to draw macrons "as if they mattered". Kauri Mono is her first retail release.',
      'Also this month: a new specimen book, and 20% off Fale Grotesk until the 30th.',
    ],
  }),
];

export const O1B: H4Doc[] = [...SOLENE, ...TAVITA];
