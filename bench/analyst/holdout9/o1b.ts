/**
 * O-1B (arts), two applicants: Rocío Valdepeñas Cortés (Spain), a flamenco dancer, and Eero Vaskivuori (Finland),
 * a stage lighting designer. Invented companies, theatres, critics and prizes.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const rocio = forApplicant('O-1B', 'Rocío Valdepeñas Cortés');
const eero = forApplicant('O-1B', 'Eero Vaskivuori');

const ROCIO: H4Doc[] = [
  rocio({
    category: 'o1b_lead_role',
    format: 'pdf',
    fileName: 'programa_Sombra_de_Azahar.pdf',
    facts: { kind: ['production_credits', 'event_programme'], subject: ['Rocío Valdepeñas Cortés', 'Rocío Valdepeñas', 'Sombra de Azahar'], isApplicant: true, role: 'subject', issuer: ['Teatro de la Maestranza Nueva', 'Compañía Andaluza de Danza Jonda'], date: '2025-03-14', title: 'Sombra de Azahar' },
    p: [
      'TEATRO DE LA MAESTRANZA NUEVA · Sevilla',
      'Compañía Andaluza de Danza Jonda presents SOMBRA DE AZAHAR',
      'World premiere, 14 March 2025 · Choreography: Manuel Ortiz Lebrija · Music: Curro del Alba',
      'Principal dancer (La Novia): Rocío Valdepeñas Cortés',
      'Dancers: Lucía Heredia, Pilar Moya, Antonio Reyes, Jesús Cárdenas · Cante: Remedios Vargas · Guitar: Curro del Alba',
      'Running time 80 minutes without interval.',
    ],
  }),
  rocio({
    category: 'o1b_critical_reviews',
    format: 'txt',
    fileName: 'review_Diario_Bahia.txt',
    facts: { kind: 'press_article', subject: ['Rocío Valdepeñas Cortés', 'Rocío Valdepeñas', 'Sombra de Azahar'], isApplicant: true, role: 'subject', issuer: 'La Gaceta de las Artes', date: '2025-03-17', title: 'Sombra de Azahar' },
    p: [
      'La Gaceta de las Artes — Dance — 17 March 2025',
      'A bride made of fire: Valdepeñas triumphs in "Sombra de Azahar"',
      'By Carmen Illescas',
      'There are dancers who perform a solea and dancers who become one. Rocío Valdepeñas Cortés belongs to the second, rarer kind. In the final scene of Sombra de Azahar her zapateado, first barely audible, grew into a storm that silenced the guitar.',
      'The Maestranza audience rose before the lights had gone down. Few flamenco artists of her generation command a stage so completely.',
    ],
  }),
  rocio({
    category: 'o1b_commercial_success',
    format: 'pdf',
    fileName: 'Gira_2025_taquilla.pdf',
    facts: { kind: 'sales_report', subject: ['Sombra de Azahar', 'Compañía Andaluza de Danza Jonda'], issuer: ['Compañía Andaluza de Danza Jonda', 'Tablao Producciones'], date: '2025-12-15', figures: ['41', '38,920', '96%', '€1,284,000'], title: 'Sombra de Azahar' },
    p: [
      'TABLAO PRODUCCIONES S.L. for Compañía Andaluza de Danza Jonda',
      'Box-office summary — "Sombra de Azahar", 2025 tour',
      'Performances: 41 in 14 cities (Spain, France, Japan, Mexico). Tickets sold: 38,920, an average occupancy of 96%. Gross box-office receipts: €1,284,000.',
      'Six performances at the Tokyo Metropolitan Hall sold out within two days of opening.',
      'Prepared 15 December 2025 by Marta Soler, Tour Accountant',
    ],
  }),
  rocio({
    category: 'o1b_high_salary',
    format: 'docx',
    fileName: 'Engagement_contract_US_tour.docx',
    facts: { kind: ['employment_letter', 'pay_record', 'other'], subject: ['Rocío Valdepeñas Cortés', 'Rocío Valdepeñas'], isApplicant: true, role: 'subject', issuer: ['Harbor Lights Presenting', 'Harbor Lights Presenting, LLC'], date: '2026-01-20', figures: ['$4,500', '$1,150', '24'] },
    p: [
      'ENGAGEMENT AGREEMENT between Harbor Lights Presenting, LLC (the "Presenter") and Rocío Valdepeñas Cortés (the "Artist")',
      '1. The Artist will appear as principal dancer in 24 performances of "Sombra de Azahar" in eight U.S. cities between 5 October and 22 November 2026.',
      '2. The Presenter will pay the Artist a fee of $4,500 per performance, plus travel and lodging. The union minimum for a principal dancer on a touring engagement is $1,150 per performance.',
      'Dated 20 January 2026. For the Presenter: Janet Okoro, Managing Director. The Artist: Rocío Valdepeñas Cortés.',
    ],
  }),
  rocio({
    category: 'other',
    format: 'txt',
    fileName: 'Gala_Bienal_invitados.txt',
    judgement: 'A gala\'s guest list that names her among the invited artists: attendance is not recognition.',
    facts: { kind: ['event_programme', 'other'], subject: ['Bienal de Flamenco Gala', 'Gala de Clausura'], isApplicant: false, role: 'attendee', issuer: ['Bienal de Flamenco de Jerez Nueva', 'Bienal'], date: '2025-10-04' },
    p: [
      'Bienal de Flamenco de Jerez Nueva — Gala de Clausura, 4 October 2025',
      'Guest list — Table 7 (artists)',
      'Sr. Tomás Barrera (guitarist) · Sra. Rocío Valdepeñas Cortés (dancer) · Sra. Nieves Amador (singer) · Sr. Iñaki Soroa (producer) · Sra. Adela Brun (critic, Le Monde des Arts)',
      'Dress: formal. Doors open 21:00.',
    ],
  }),
  rocio({
    category: 'other',
    format: 'pdf',
    fileName: 'Premio_Nacional_company_news.pdf',
    judgement: 'The company\'s newsletter on its choreographer\'s national prize; she danced at the ceremony. The prize is his, so it is not recognition of her.',
    facts: { kind: ['award', 'press_article', 'other'], subject: ['Manuel Ortiz Lebrija', 'Ortiz Lebrija'], isApplicant: false, role: 'attendee', issuer: ['Compañía Andaluza de Danza Jonda'], date: '2025-11', title: 'Ortiz Lebrija' },
    p: [
      'COMPAÑÍA ANDALUZA DE DANZA JONDA — Noticias, November 2025',
      'Manuel Ortiz Lebrija receives the Premio Estatal de Coreografía',
      'The Ministry of Culture\'s jury has given the 2025 Premio Estatal de Coreografía to our artistic director, Manuel Ortiz Lebrija, for Sombra de Azahar.',
      'At the ceremony in Madrid, principal dancer Rocío Valdepeñas Cortés performed the bride\'s solo from the piece in his honour.',
    ],
  }),
];

const EERO: H4Doc[] = [
  eero({
    category: 'o1b_expert_recognition',
    format: 'pdf',
    fileName: 'Lumen_award_2024.pdf',
    facts: { kind: 'award', subject: 'Eero Vaskivuori', isApplicant: true, role: 'subject', issuer: ['Nordic Association of Stage Lighting Designers', 'NASLD'], date: '2024-11-22', figures: ['57'], title: 'Lumen Award' },
    p: [
      'NORDIC ASSOCIATION OF STAGE LIGHTING DESIGNERS',
      'The Lumen Award 2024 for Outstanding Lighting Design',
      'is awarded to Eero Vaskivuori for his lighting of "The Drowned Cathedral" at the Finnish National Opera.',
      'A jury of five designers and directors chose the winner from 57 productions entered from the five Nordic countries.',
      'Oslo, 22 November 2024 · Kari Holmsen, Chair of the Jury',
    ],
  }),
  eero({
    category: 'other',
    format: 'txt',
    fileName: 'ITDT_shortlist_lighting.txt',
    judgement: 'A shortlist for an international design prize won by another designer: being shortlisted is not the prize.',
    facts: { kind: 'shortlist', subject: ['Eero Vaskivuori', 'Ilse Dahlgren'], role: ['nominee', 'subject'], issuer: ['International Theatre Design Triennial', 'ITDT'], date: '2025-06-28', title: 'Golden Beam' },
    p: [
      'International Theatre Design Triennial — Golden Beam for Lighting, 2025',
      'Shortlist: Ilse Dahlgren (Germany), "Medea Underground"; Eero Vaskivuori (Finland), "The Drowned Cathedral"; Tomoko Hara (Japan), "Sea of Reeds"; Julián Besso (Argentina), "La casa vacía".',
      'Result, announced 28 June 2025: the Golden Beam for Lighting is awarded to Ilse Dahlgren.',
    ],
  }),
  eero({
    category: 'o1b_critical_role',
    format: 'docx',
    fileName: 'FNO_technical_director_letter.docx',
    facts: { kind: ['recommendation_letter', 'employment_letter'], subject: 'Eero Vaskivuori', isApplicant: true, role: 'subject', issuer: ['Finnish National Opera', 'Suomen Kansallisooppera'], date: '2026-01-28', figures: ['9'] },
    p: [
      'FINNISH NATIONAL OPERA AND BALLET · Helsinginkatu 58, Helsinki',
      '28 January 2026',
      'To whom it may concern:',
      'Eero Vaskivuori has been a principal lighting designer for the Finnish National Opera since 2018, designing the lighting for 9 of our main-stage productions, including our recent Ring cycle.',
      'He leads a crew of up to twenty technicians and decides how each production looks from the first rehearsal to the last performance. No other designer has shaped the house\'s visual identity as much in the past decade.',
      'Pekka Lounela, Technical Director',
    ],
  }),
  eero({
    category: 'o1b_critical_reviews',
    format: 'pdf',
    fileName: 'LightStage_review.pdf',
    facts: { kind: 'press_article', subject: ['Eero Vaskivuori', 'The Drowned Cathedral'], isApplicant: true, role: 'subject', issuer: 'Light & Stage Review', date: '2024-05', title: 'Drowned Cathedral' },
    p: [
      'LIGHT & STAGE REVIEW · May 2024',
      'Under water, in light: Vaskivuori\'s "Drowned Cathedral"',
      'By Harriet Fane',
      'The real star of the Finnish National Opera\'s new staging is its lighting. Eero Vaskivuori floods the stage with a slowly shifting green that makes the singers seem to sink as the bells toll, and he does it with no more than forty fixtures.',
      'It is the most inventive opera lighting seen in Europe this season, and a reminder that light can carry a drama on its own.',
    ],
  }),
  eero({
    category: 'o1b_commercial_success',
    format: 'txt',
    fileName: 'Best_Production_Helsinki.txt',
    judgement: 'A festival\'s Best Production prize goes to the production and its company, not to him; he is one of its credited designers. It shows a critically acclaimed success he lit, not an award of his.',
    facts: { kind: 'award', subject: ['The Drowned Cathedral', 'Finnish National Opera'], isApplicant: false, role: 'collaborator', issuer: ['Baltic Stage Festival', 'Baltic Stage Festival jury'], date: '2024-09-08', title: 'Best Production' },
    p: [
      'Baltic Stage Festival 2024 — Jury Prizes',
      'Best Production: "The Drowned Cathedral", Finnish National Opera (director Aino Sarkia; conductor Ville Rautio; set Marja Koski; lighting Eero Vaskivuori).',
      'Best Performance: Hanna Lind in "Orfeo", Gothenburg Opera.',
      'Announced in Riga, 8 September 2024.',
    ],
  }),
  eero({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'Letter_Aino_Sarkia.docx',
    judgement: 'A director who has hired him for six productions writes in support: a recommendation letter from a close collaborator, not an independent expert.',
    facts: { kind: 'recommendation_letter', subject: 'Eero Vaskivuori', isApplicant: true, role: 'subject', issuer: ['Aino Sarkia', 'Sarkia Stage Productions'], date: '2026-02-05' },
    p: [
      'Aino Sarkia · Stage Director · Sarkia Stage Productions, Tampere',
      '5 February 2026',
      'Dear Officer,',
      'I have directed six productions with Eero Vaskivuori as my lighting designer since 2016, and I will not stage an opera without him if I can help it.',
      'He reads a score as a conductor does and finds the light in the music. I support his petition with enthusiasm.',
      'Aino Sarkia',
    ],
  }),
];

export const O1B: H4Doc[] = [...ROCIO, ...EERO];
