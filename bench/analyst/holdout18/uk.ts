/**
 * holdout18, UK Global Talent (digital technology): Fifamè Houngbédji (Benin, Cotonou; 'Fifame Houngbedji' where the
 * accents are dropped), co-founder and CTO of a USSD bookkeeping service that reconciles market traders' mobile-money
 * receipts. Never tuned on; see README.md.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('UK_GLOBAL_TALENT', 'Fifamè Houngbédji');

export const UK: H4Doc[] = [
  doc({
    category: 'uk_cv',
    format: 'docx',
    fileName: 'CV_Houngbedji_2025.docx',
    facts: { kind: 'cv', subject: ['Fifamè Houngbédji', 'Fifame Houngbedji', 'Houngbedji'], isApplicant: true, role: 'subject', date: '2025-04' },
    p: [
      'FIFAMÈ HOUNGBÉDJI - Curriculum vitae (April 2025)',
      'Co-founder and Chief Technology Officer, Akwé Ledger, Cotonou, Benin (2019 - present)',
      'Built the USSD and SMS service that lets market traders without smartphones record sales and reconcile mobile-money receipts; 212,000 active traders in Benin and Togo; team of 23 engineers.',
      'Software engineer, Sèmè City Digital Lab (2016-2019). BSc Computer Science, Université d\'Abomey-Calavi (2016).',
      'Open source: maintainer of OpenRecon, a reconciliation format for mobile-money statements (2,400 stars on GitHub).',
      'Prizes: Francophone Africa Fintech Prize (2024). Languages: French, Fon, English.',
    ],
  }),
  doc({
    category: 'uk_recommendation_letters',
    format: 'docx',
    fileName: 'Letter_Prof_Tresize.docx',
    facts: { kind: 'recommendation_letter', subject: ['Fifamè Houngbédji', 'Fifame Houngbedji', 'Houngbedji'], isApplicant: true, role: 'subject', issuer: ['Rosamund Tresize', 'Tresize'], date: '2025-03-18' },
    p: [
      'Professor Rosamund Tresize, Chair in Financial Technology, School of Computing, University of Exeter',
      '18 March 2025',
      'Re: Fifamè Houngbédji - Global Talent endorsement (digital technology)',
      'I have followed Ms Houngbédji\'s work since 2022, when my group began to study how informal traders in West Africa keep accounts. I have never worked with her or her company and have no financial tie to either.',
      'Her design, which reconciles mobile-money receipts through USSD menus on any phone, is the most significant piece of financial-inclusion engineering I know of in francophone Africa. The open format she published is now used by two banks and a regulator.',
      'She is an exceptional talent and would strengthen the UK\'s fintech sector.',
      'Rosamund Tresize',
    ],
  }),
  doc({
    category: 'uk_awards',
    format: 'txt',
    fileName: 'FW_prize_result.txt',
    facts: { kind: 'award', subject: ['Fifamè Houngbédji', 'Fifame Houngbedji', 'Houngbedji'], isApplicant: true, role: 'subject', issuer: ['Francophone Africa Fintech Prize'], date: '2024-11-28', figures: ['€25,000', '310'], title: 'Francophone Africa Fintech Prize' },
    p: [
      'From: Francophone Africa Fintech Prize <jury@fafp-prix.org>',
      'To: Fifame Houngbedji <fifame@akweledger.bj>',
      'Date: Thu, 28 Nov 2024 11:30:15 +0100',
      'Subject: Résultat / Result - Francophone Africa Fintech Prize 2024',
      'Chère Madame Houngbédji, / Dear Ms Houngbédji,',
      'We are delighted to inform you that the jury has awarded you the 2024 Francophone Africa Fintech Prize for the design of the Akwé Ledger reconciliation service. The jury of nine examined 310 applications from 17 countries.',
      'The prize carries €25,000, paid to you personally, and will be presented in Niamey on 12 December 2024.',
      'Le Secrétariat du Prix / The Prize Secretariat',
    ],
  }),
  doc({
    category: 'uk_media_recognition',
    format: 'pdf',
    fileName: 'La_Nation_article_traduction.pdf',
    facts: { kind: 'press_article', subject: ['Fifamè Houngbédji', 'Fifame Houngbedji', 'Houngbedji'], isApplicant: true, role: 'subject', issuer: ['Le Quotidien de Cotonou', 'Quotidien de Cotonou', 'Rodrigue Ahouansou'], date: '2024-06-11' },
    p: [
      'LE QUOTIDIEN DE COTONOU',
      'Mardi 11 juin 2024 - Économie',
      'Fifamè Houngbédji, l\'ingénieure qui a mis la comptabilité dans le téléphone des commerçantes de Dantokpa',
      'Par Rodrigue Ahouansou - À Dantokpa, le plus grand marché du pays, des milliers de vendeuses tapent désormais *144# pour savoir ce qu\'elles ont vendu.',
      'TRADUCTION CERTIFIÉE / CERTIFIED TRANSLATION: Fifamè Houngbédji, the engineer who put bookkeeping in the phones of the Dantokpa traders. By Rodrigue Ahouansou. At Dantokpa, the country\'s largest market, thousands of traders now dial *144# to see what they have sold. The service, designed by Akwé Ledger\'s chief technology officer, works on the cheapest phones and has won over traders who had never kept written accounts.',
      'Traduit par / Translated by Gisèle Dossou-Yovo, traductrice assermentée, Cotonou.',
    ],
  }),
  doc({
    category: 'uk_patents_contributions',
    format: 'pdf',
    fileName: 'Arrete_MNED_2025-014.pdf',
    facts: { kind: ['other', 'citation_record'], subject: ['Fifamè Houngbédji', 'Fifame Houngbedji', 'Houngbedji', 'OpenRecon'], role: ['subject', 'cited'], issuer: ['Ministère du Numérique et de l\'Économie Digitale', 'Ministry of Digital Affairs and the Digital Economy'], date: '2025-02-03' },
    p: [
      'RÉPUBLIQUE DU BÉNIN - MINISTÈRE DU NUMÉRIQUE ET DE L\'ÉCONOMIE DIGITALE / REPUBLIC OF BENIN - MINISTRY OF DIGITAL AFFAIRS AND THE DIGITAL ECONOMY',
      'Circulaire n° 2025-014/MNED/SGM du 3 février 2025 / Circular No. 2025-014 of 3 February 2025',
      'Objet : format des relevés de monnaie électronique / Subject: format of mobile-money statements',
      'À compter du 1er juillet 2025, les émetteurs de monnaie électronique fournissent à leurs clients marchands des relevés au format ouvert OpenRecon, conçu par Mme Fifamè Houngbédji.',
      'From 1 July 2025, issuers of electronic money shall provide their merchant customers with statements in the open OpenRecon format designed by Ms Fifamè Houngbédji, so that any bookkeeping service can read them.',
      'Le Secrétaire général du Ministère / The Secretary-General of the Ministry',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Houngbedji_Hackathon_winner.pdf',
    judgement: 'A certificate of participation in a hackathon: she took part, she did not win.',
    facts: { kind: ['event_programme', 'other'], subject: ['Fifamè Houngbédji', 'Fifame Houngbedji', 'Houngbedji'], isApplicant: true, role: ['attendee', 'subject'], issuer: ['Lomé Open Finance Hackathon'], date: '2023-05-14' },
    p: [
      'LOMÉ OPEN FINANCE HACKATHON 2023',
      'CERTIFICAT DE PARTICIPATION / CERTIFICATE OF PARTICIPATION',
      'Décerné à / Presented to\nFifame Houngbedji',
      'for taking part in the 48-hour hackathon, 12-14 May 2023, with 64 teams and 260 participants.',
      'Lomé, 14 May 2023 - The organising committee',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Houngbedji_grant_Fondation_Kpasse.docx',
    judgement: 'A foundation\'s grant to a microfinance NGO; her company is an unpaid technology partner and receives none of it.',
    facts: { kind: ['grant', 'funding_award'], subject: ['Association Micro-Épargne Zou', 'Micro-Épargne Zou'], isApplicant: false, role: ['collaborator', 'none'], issuer: ['Fondation Ouidah Avenir'], date: '2024-09-09', figures: ['XOF 98,000,000'] },
    p: [
      'FONDATION OUIDAH AVENIR - GRANT AGREEMENT SUMMARY',
      'Date: 9 September 2024 | Grant no. FOA-2024-07',
      'Grantee: Association Micro-Épargne Zou (AMEZ), Abomey',
      'Amount: XOF 98,000,000 over 24 months, for savings groups for women farmers in the Zou department.',
      'Technology partner (no funds): Akwé Ledger (contact: Fifamè Houngbédji, CTO) will give the grantee free access to its bookkeeping service. Akwé Ledger is not a party to this agreement and receives no part of the grant.',
      'Signed for the Foundation: Directrice exécutive',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Houngbedji_30_under_30.txt',
    judgement: 'An honour list that names her co-founder and chief executive, not her; the honour is his.',
    facts: { kind: ['award', 'press_article'], subject: ['Kossi Adjovi', 'Adjovi'], isApplicant: false, role: ['none', 'collaborator'], issuer: ['Africa Business Quarterly'], date: '2024-04-15', title: '30 Under 30' },
    p: [
      'Africa Business Quarterly | Lists | Markets | Tech | Leaders | Subscribe',
      'Lists > 30 Under 30 Africa 2024 > Finance and technology',
      'Kossi Adjovi, 29 - Co-founder and CEO, Akwé Ledger (Benin)',
      'Adjovi turned a student project into a company that 212,000 market traders use to keep their books. He raised $3.5 million in 2023 and signed partnerships with two mobile operators. He co-founded the company with its chief technology officer, Fifamè Houngbédji.',
      'Published April 15, 2024 | Next: Kadiatou Traoré, 27 (Gabon)',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Houngbedji_BBC_Afrique_feature.docx',
    judgement: 'A story on a nationwide mobile-network outage; she is quoted as an engineer who was not involved. It is not about her work.',
    facts: { kind: 'press_article', isApplicant: false, role: 'quoted', issuer: ['Radio Ouémé Info', 'Ouémé Info'], date: '2025-01-09' },
    p: [
      'RADIO OUÉMÉ INFO - web edition',
      'Panne géante du réseau mobile : neuf heures sans paiements / Massive mobile-network outage: nine hours without payments',
      '9 janvier 2025 / 9 January 2025',
      'A fault at an operator\'s data centre cut voice, data and mobile-money services for nine hours on Wednesday across southern Benin. The operator blamed a power failure and a backup generator that did not start.',
      '"Traders lost a day\'s sales, not their money: the balances were safe," said Fifamè Houngbédji, an engineer whose company was not affected.',
      'The regulator has asked the operator for a report within 15 days.',
    ],
  }),
  doc({
    category: 'uk_recommendation_letters',
    format: 'pdf',
    fileName: 'Independent_expert_letter_Adjovi.pdf',
    judgement: 'Filed under letters whatever the tie, but this "independent expert" is her co-founder and chief executive: the letter is not independent.',
    facts: { kind: 'recommendation_letter', subject: ['Fifamè Houngbédji', 'Fifame Houngbedji', 'Houngbedji'], isApplicant: true, role: 'subject', issuer: ['Kossi Adjovi', 'Adjovi'], date: '2025-03-02' },
    p: [
      'AKWÉ LEDGER SAS - Cotonou, Benin',
      'INDEPENDENT EXPERT LETTER',
      '2 March 2025',
      'I am Kossi Adjovi, co-founder and chief executive of Akwé Ledger. I have worked beside Fifamè Houngbédji every day since we founded the company in 2019, and I hold 48% of its shares.',
      'She designed every part of our service, from the USSD menus to the reconciliation engine. Without her we would not exist. I recommend her without reservation.',
      'Kossi Adjovi, CEO',
    ],
  }),
];
