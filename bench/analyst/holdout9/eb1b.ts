/**
 * EB-1B: Santiago Ferreyra Olmos (Uruguay), a pediatric surgeon-researcher on fetal repair of congenital
 * diaphragmatic hernia, offered a tenure-track post. Invented people, hospitals, foundations and journals.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1B', 'Santiago Ferreyra Olmos');

export const EB1B: H4Doc[] = [
  doc({
    category: 'eb1b_awards',
    format: 'pdf',
    fileName: 'PASPS_Bellweather_Prize.pdf',
    facts: { kind: 'award', subject: ['Santiago Ferreyra Olmos', 'Santiago Ferreyra'], isApplicant: true, role: 'subject', issuer: ['Pan-American Society of Pediatric Surgical Science', 'PASPS'], date: '2025-05-09', figures: ['118'], title: 'Bellweather Prize' },
    p: [
      'PAN-AMERICAN SOCIETY OF PEDIATRIC SURGICAL SCIENCE',
      'Bellweather Prize for Surgical Research — 2025',
      'Awarded to Santiago Ferreyra Olmos, MD, PhD, Hospital Pereira Rossell, Montevideo, for "Tracheal occlusion timing and lung growth in severe congenital diaphragmatic hernia: a multicentre cohort".',
      'The Bellweather Prize is the Society\'s highest research distinction. The Research Committee chose this work from 118 papers presented at the 2025 Congress.',
      'Presented in Cartagena de Indias on 9 May 2025.',
      'Dr. Helena Prieto Sáenz, President · Dr. Marcus Dunleavy, Chair, Research Committee',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Hartwell_award_news.txt',
    judgement: 'A letter telling him he has been nominated for a prize: a nomination is not an award.',
    facts: { kind: 'nomination', subject: ['Santiago Ferreyra Olmos', 'Santiago Ferreyra'], role: ['nominee', 'subject'], issuer: ['International Fetal Medicine Alliance', 'IFMA'], date: '2026-03-02', title: 'Hartwell' },
    p: [
      'From: Awards Secretariat <awards@ifma.example>\nTo: Dr. Santiago Ferreyra\nSubject: Your nomination for the 2026 Hartwell Award\nDate: 2 March 2026',
      'Dear Dr. Ferreyra,',
      'We are pleased to let you know that Professor Ana Clara Boix has nominated you for the 2026 Hartwell Award in Fetal Therapy of the International Fetal Medicine Alliance.',
      'Nominations close on 30 April; the jury will announce the laureate in September. Please send a two-page CV and your five most important publications by 15 April.',
      'With best wishes, Inés Goldaracena, Awards Secretariat',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'CSOF_grant_award_2024.pdf',
    judgement: 'A foundation grant to a Toronto surgeon; he is listed only as an unfunded collaborator who shares data. The grant is hers, and no money goes to him.',
    facts: { kind: ['grant', 'funding_award'], subject: ['Rebecca Okafor-Lang', 'Hospital for Sick Children of Ontario'], isApplicant: false, role: 'collaborator', issuer: ['Children\'s Surgical Outcomes Foundation', 'CSOF'], date: '2024-07-01', figures: ['CA$480,000'] },
    p: [
      'CHILDREN\'S SURGICAL OUTCOMES FOUNDATION',
      'Notice of Grant Award — CSOF-2024-117',
      'Principal Investigator: Dr. Rebecca Okafor-Lang, Hospital for Sick Children of Ontario. Title: "Long-term pulmonary outcomes after fetal tracheal occlusion". Total award: CA$480,000 over three years, from 1 July 2024.',
      'Key personnel: R. Okafor-Lang (PI, 20% effort); J. Mbeki (biostatistician, 30% effort). Unfunded collaborators: S. Ferreyra Olmos (Montevideo), who will share de-identified registry data; no budget is allocated to his institution.',
      'Issued 1 July 2024 by the Grants Office.',
    ],
  }),
  doc({
    category: 'eb1b_scholarly_articles',
    format: 'pdf',
    fileName: 'JPSR_2024_Ferreyra.pdf',
    facts: { kind: 'scholarly_paper', subject: ['Santiago Ferreyra Olmos', 'Santiago Ferreyra', 'S. Ferreyra Olmos'], role: ['subject', 'co_author'], issuer: ['Journal of Pediatric Surgical Research', 'JPSR'], date: '2024-02', title: 'Tracheal occlusion' },
    p: [
      'Journal of Pediatric Surgical Research · Vol. 59, No. 2 · February 2024',
      'Tracheal occlusion timing and lung growth in severe congenital diaphragmatic hernia: a multicentre cohort',
      'Santiago Ferreyra Olmos, Valentina Cuadro, Jonas Rehbein, Ana Clara Boix',
      'Abstract. Background: The best gestational age for fetoscopic tracheal occlusion is unknown. Methods: We followed 212 fetuses with severe left-sided hernia in six centres. Results: Occlusion before 28 weeks was followed by greater lung growth and higher survival to discharge.',
      'Corresponding author: S. Ferreyra Olmos, Hospital Pereira Rossell, Montevideo.',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'Support_letter_Chair_Surgery.docx',
    judgement: 'His own department chair at the hospital writes: a recommendation letter from the same employer, filed as such though not independent.',
    facts: { kind: 'recommendation_letter', subject: ['Santiago Ferreyra Olmos', 'Santiago Ferreyra'], isApplicant: true, role: 'subject', issuer: ['Hospital Pereira Rossell', 'Department of Pediatric Surgery'], date: '2026-02-20' },
    p: [
      'Hospital Pereira Rossell — Departamento de Cirugía Pediátrica\nBulevar Artigas 1550, Montevideo',
      '20 February 2026',
      'To whom it may concern:',
      'As Chair of Pediatric Surgery at Hospital Pereira Rossell, where Dr. Santiago Ferreyra Olmos has worked under my direction since 2017, I recommend him without reservation for a permanent research position.',
      'He built our fetal surgery programme from nothing and made it the reference centre for three countries. His multicentre cohort changed when surgeons in Europe and the Americas operate.',
      'Prof. Dr. Gustavo Arismendi, Chair',
    ],
  }),
  doc({
    category: 'eb1b_judging',
    format: 'docx',
    fileName: 'FMRC_panel_service.docx',
    facts: { kind: 'review_record', subject: ['Santiago Ferreyra Olmos', 'Santiago Ferreyra'], isApplicant: true, role: 'subject', issuer: ['Fetal Medicine Research Council', 'FMRC'], date: '2025-12-04', figures: ['22'], title: 'Review Panel' },
    p: [
      'FETAL MEDICINE RESEARCH COUNCIL',
      'Certificate of Panel Service',
      'This certifies that Dr. Santiago Ferreyra Olmos served as a member of the Council\'s Surgical Innovation Review Panel for the 2025 funding round, assessing and scoring 22 research proposals from investigators in nine countries.',
      'Panel members are senior investigators appointed by the Council for their standing in the field.',
      'London, 4 December 2025 · Dr. Felicity Armitage, Head of Research Programmes',
    ],
  }),
  doc({
    category: 'cv',
    format: 'txt',
    fileName: 'Ferreyra_CV_2026.txt',
    judgement: 'His own CV: its prize and reviewing lines are his claims, not evidence of the prize or the reviewing.',
    facts: { kind: 'cv', subject: ['Santiago Ferreyra Olmos', 'Santiago Ferreyra'], isApplicant: true, role: 'subject' },
    p: [
      'SANTIAGO FERREYRA OLMOS, MD, PhD — Curriculum Vitae',
      'Current position: Attending pediatric surgeon and head of fetal surgery, Hospital Pereira Rossell, Montevideo (2017–present).',
      'Education: MD, Universidad de la República (2008); PhD in Surgical Sciences, Universitat de Barcelona (2015).',
      'Honours: Bellweather Prize for Surgical Research, PASPS (2025). Nominee, Hartwell Award in Fetal Therapy (2026).',
      'Peer review: Journal of Pediatric Surgical Research; Fetal Diagnosis Quarterly. Panel member, Fetal Medicine Research Council (2025).',
      'Selected publications: 31 peer-reviewed articles; h-index 17.',
    ],
  }),
  doc({
    category: 'eb1b_press',
    format: 'txt',
    fileName: 'Seminars_review_article.txt',
    facts: { kind: ['press_article', 'scholarly_paper'], subject: ['Santiago Ferreyra Olmos', 'Santiago Ferreyra', 'Ferreyra Olmos'], isApplicant: true, role: 'subject', issuer: 'Seminars in Fetal Surgery', date: '2025-08', title: 'Fetal tracheal occlusion' },
    p: [
      'Seminars in Fetal Surgery · Vol. 14 · August 2025 · Invited Review',
      'Fetal tracheal occlusion after the Montevideo cohort: what has changed',
      'Hélène Duquesne and Rafael Amsel, Fetal Medicine Unit, Lyon',
      'Few clinical studies in our field have altered practice as quickly as the multicentre cohort led by Ferreyra Olmos and colleagues. By showing that occlusion before 28 weeks is followed by greater lung growth, the Montevideo group moved the operating window of most European centres within a single year.',
      'This review examines that work in detail, the trials it has prompted and the questions it leaves open.',
    ],
  }),
];
