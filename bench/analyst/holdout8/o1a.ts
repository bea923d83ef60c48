/**
 * O-1A: Joaquín Etxeberria (Spain), co-founder and CTO of a Bilbao robotics startup whose legged robots inspect
 * warehouses and substations. Invented people, companies, competitions and publications.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('O-1A', 'Joaquín Etxeberria');

export const O1A: H4Doc[] = [
  doc({
    category: 'o1a_awards',
    format: 'pdf',
    fileName: 'EFRC_2024_results.pdf',
    facts: { kind: 'award', subject: ['Kestrel Dynamics', 'Joaquín Etxeberria'], role: 'subject', issuer: ['European Field Robotics Challenge', 'EFRC'], date: '2024-10-19', figures: ['47', '€100,000'], title: 'European Field Robotics Challenge' },
    p: [
      'EUROPEAN FIELD ROBOTICS CHALLENGE 2024',
      'Official results — Industrial Inspection Track',
      'Turin, 19 October 2024',
      'First place and the Grand Prize of €100,000: Team Kestrel Dynamics (Bilbao, Spain). Team lead: Joaquín Etxeberria. Team members: Itziar Goñi, Mikel Arrieta, Hanna Vogt.',
      'Team Kestrel\'s quadruped completed all six inspection missions autonomously, the only one of 47 registered teams to do so.',
      'Second place: Team NordMech (Trondheim). Third place: Team Polimi Quadrupeds (Milan).',
      'The jury of twelve judges from industry and academia was chaired by Professor Lucia Ferraris.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'RoboBiz_awards_2025.txt',
    judgement: 'A different team won this award; his company is only listed among the finalists.',
    facts: { kind: ['award', 'shortlist'], subject: ['Arcturus Robotics'], isApplicant: false, role: ['nominee', 'none'], issuer: ['RoboBusiness Europe'], date: '2025-05-22', title: 'Startup' },
    p: [
      'RoboBusiness Europe — news',
      'Arcturus Robotics wins 2025 Robotics Startup of the Year',
      'Posted 22 May 2025',
      'Arcturus Robotics of Eindhoven took the 2025 Robotics Startup of the Year award last night for its hospital logistics robot, the judges citing its deployment in 30 Dutch hospitals.',
      'The other finalists were Kestrel Dynamics (Bilbao), represented by CTO Joaquín Etxeberria; Lumen Agritech (Cork); and Skyhaul (Tallinn).',
      'Arcturus receives a year of mentoring and a stand at RoboBusiness 2026.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'RE_ Review invitation RAL-25-0412.txt',
    judgement: 'An invitation to review that he declined; declining is not judging.',
    facts: { kind: 'review_record', subject: 'Joaquín Etxeberria', isApplicant: true, role: ['subject', 'none'], issuer: ['RA-L', 'RA-L Editorial Office'], date: '2025-04-03' },
    p: [
      'From: Joaquín Etxeberria <joaquin@kestreldynamics.eu>',
      'To: RA-L Editorial Office <ral-office@roboticsletters.org>',
      'Date: 3 April 2025',
      'Subject: RE: Review invitation RAL-25-0412',
      'Dear Dr. Hoffmann,',
      'Thank you for thinking of me. Unfortunately I must decline this one: we are in the middle of a field deployment and I could not give the manuscript the attention it deserves within three weeks. I would suggest Dr. Itziar Goñi as a reviewer.',
      'Best regards, Joaquín',
      '> On 1 April 2025 the Editorial Office wrote: Dear Dr. Etxeberria, you are invited to review manuscript RAL-25-0412, "Proprioceptive slip detection for quadrupeds on wet surfaces". Please accept or decline within 5 days.',
    ],
  }),
  doc({
    category: 'o1a_judging',
    format: 'pdf',
    fileName: 'ISFR_PC_certificate.pdf',
    facts: { kind: 'review_record', subject: 'Joaquín Etxeberria', isApplicant: true, role: 'subject', issuer: ['International Symposium on Field Robotics', 'ISFR'], date: '2025-07-10', figures: ['9', '318'] },
    p: [
      'International Symposium on Field Robotics 2025',
      'Certificate of Service',
      'This certifies that Dr. Joaquín Etxeberria served as a member of the Programme Committee of the International Symposium on Field Robotics 2025, Zurich.',
      'As a Programme Committee member he reviewed and scored 9 of the 318 full papers submitted and took part in the committee\'s final acceptance discussion.',
      'Zurich, 10 July 2025',
      'Prof. Annika Lüthi and Prof. Rafael Monteiro, Programme Chairs',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'membership_welcome.docx',
    judgement: 'Membership of a robotics association that anyone joins by paying the fee; it asks no outstanding achievement.',
    facts: { kind: 'membership', subject: 'Joaquín Etxeberria', isApplicant: true, role: 'subject', issuer: ['European Robotics Network', 'EuRoNet'], date: '2024-02-01', figures: ['€120'] },
    p: [
      'European Robotics Network (EuRoNet) — Membership Services',
      '1 February 2024',
      'Dear Joaquín Etxeberria,',
      'Welcome to EuRoNet! Your individual professional membership is now active. Your annual fee of €120 has been received, and your membership number is EUR-88412.',
      'Membership is open to anyone working or studying in robotics. As a member you can join our working groups, receive the monthly newsletter and register for events at member rates.',
      'Kind regards, The EuRoNet Membership Team',
    ],
  }),
  doc({
    category: 'o1a_press',
    format: 'pdf',
    fileName: 'Automation_World_Europe_profile.pdf',
    facts: { kind: 'press_article', subject: 'Joaquín Etxeberria', isApplicant: true, role: 'subject', issuer: ['Automation World Europe'], date: '2025-02', figures: ['22'], title: ['robot dogs', 'Etxeberria'] },
    p: [
      'AUTOMATION WORLD EUROPE · February 2025',
      'The Basque engineer teaching robot dogs to read a warehouse',
      'By Sabine Kowalczyk',
      'Joaquín Etxeberria did not set out to build robot dogs. As a doctoral student in San Sebastián he wanted to know why wheeled robots kept getting stuck on the cables and pallets of real warehouses. His answer, a quadruped that maps a site as it walks and learns where people leave things, now patrols 22 logistics centres in Spain and Germany.',
      'Etxeberria, 34, is chief technology officer of Kestrel Dynamics, which he co-founded in 2019. Customers say his robots find a fallen pallet or a leaking sprinkler hours before a human round would.',
    ],
  }),
  doc({
    category: 'o1a_high_salary',
    format: 'docx',
    fileName: 'comp_letter_CTO.docx',
    facts: { kind: 'employment_letter', subject: 'Joaquín Etxeberria', isApplicant: true, role: 'subject', issuer: ['Kestrel Dynamics'], date: '2025-08-01', figures: ['$295,000', '$198,000'] },
    p: [
      'Kestrel Dynamics Inc. · 535 Mission Street, San Francisco, CA 94105',
      'August 1, 2025',
      'Dear Joaquín,',
      'This letter confirms your compensation as Chief Technology Officer of Kestrel Dynamics Inc. from October 1, 2025: an annual base salary of $295,000 and options over 1.5% of the company\'s shares.',
      'According to the 2025 Carta startup compensation report, the median base salary of a CTO at a Series B robotics company in the San Francisco Bay Area is $198,000.',
      'Amaia Zubiri, Chief Executive Officer',
    ],
  }),
  doc({
    category: 'o1a_critical_role',
    format: 'pdf',
    fileName: 'letter_Siemens_Energy.pdf',
    facts: { kind: 'employment_letter', subject: 'Joaquín Etxeberria', isApplicant: true, role: 'subject', issuer: ['Kestrel Dynamics'], date: '2025-08-05' },
    p: [
      'KESTREL DYNAMICS S.L. — Parque Tecnológico de Bizkaia, Edificio 204,',
      '48170 Zamudio, Spain',
      '5 August 2025',
      'To whom it may concern',
      'Joaquín Etxeberria co-founded Kestrel Dynamics with me in 2019 and has been our Chief Technology Officer since. He designed the locomotion and mapping software that every one of our 140 deployed robots runs, leads our 31 engineers, and owns the technical relationships with our two largest customers, an energy utility and a top-five European retailer.',
      'Kestrel raised €28 million in its 2024 Series B and was named one of Europe\'s ten most promising robotics companies by the European Investment Fund. Without Joaquín there would be no product.',
      'Amaia Zubiri, Chief Executive Officer',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Horizon_grant_agreement_extract.pdf',
    judgement: 'An EU grant to a university consortium; Kestrel is an associated partner receiving no funding and he is named as its contact.',
    facts: { kind: ['grant', 'funding_award'], subject: ['University of the Basque Country', 'SENTINEL'], isApplicant: false, role: 'collaborator', issuer: ['European Commission', 'European Health and Digital Executive Agency', 'HaDEA'], date: '2024-06-12', figures: ['€3,940,000'] },
    p: [
      'EUROPEAN COMMISSION — European Health and Digital Executive Agency',
      'Grant Agreement No. 101170388 — SENTINEL (extract)',
      'Signed 12 June 2024',
      'Coordinator: University of the Basque Country (UPV/EHU). Beneficiaries: Technical University of Munich; Politecnico di Milano. Maximum grant amount: €3,940,000.',
      'Associated partners (no EU funding): Kestrel Dynamics S.L., contact person Dr. Joaquín Etxeberria, who will provide access to two robots for the field trials in Work Package 5.',
      'Duration: 36 months from 1 September 2024.',
    ],
  }),
];
