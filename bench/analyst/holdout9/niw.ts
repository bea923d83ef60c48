/**
 * EB-2 NIW: Thandiwe Mokoena (South Africa), an agricultural-drone engineer whose startup sprays only the patches
 * of a field that need it, for small and mid-size farms. Invented people, companies, cooperatives and funds.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-2 NIW', 'Thandiwe Mokoena');

export const NIW: H4Doc[] = [
  doc({
    category: 'niw_advanced_degree',
    format: 'pdf',
    fileName: 'Credential_evaluation_MEng.pdf',
    facts: { kind: 'degree', subject: 'Thandiwe Mokoena', isApplicant: true, role: 'subject', issuer: ['Meridian Credential Evaluators', 'Meridian'], date: '2025-08-14', title: ['Master of Engineering', 'Master of Science'] },
    p: [
      'MERIDIAN CREDENTIAL EVALUATORS, INC. · Member, Association of Foreign Credential Reviewers',
      'Evaluation No. 25-08812 · 14 August 2025',
      'Name: Thandiwe Mokoena',
      'Credential: Master of Engineering (Mechatronics), University of the Highveld, South Africa, awarded 2017, following a four-year Bachelor of Engineering (2015).',
      'U.S. equivalency: Master of Science in Mechanical Engineering from a regionally accredited institution in the United States.',
      'Evaluator: Dr. Carol Heffernan',
    ],
  }),
  doc({
    category: 'niw_prong1_merit_importance',
    format: 'docx',
    fileName: 'Proposed_endeavor_statement.docx',
    facts: { kind: 'endeavor_plan', subject: 'Thandiwe Mokoena', isApplicant: true, role: 'subject', issuer: ['Thandiwe Mokoena', 'Patchwise Robotics'], date: '2026-02', figures: ['40%', '2 million'], title: 'Endeavor' },
    p: [
      'Statement of Proposed Endeavor — Thandiwe Mokoena — February 2026',
      'My endeavor is to bring patch-level herbicide spraying by drone to small and mid-size U.S. farms through my company, Patchwise Robotics. Our drones map weeds with a multispectral camera and spray only the patches that need it, cutting herbicide use by 40% in field trials.',
      'Farms under 500 acres, about 2 million of the nation\'s farms, cannot afford the large ground sprayers that do this today. Lower herbicide runoff protects drinking water in farm counties, and lower input costs help keep family farms viable, both national priorities of the U.S. Department of Agriculture.',
      'I will develop the sprayer, certify it with the FAA, and deliver it through farm cooperatives across the Midwest.',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'pdf',
    fileName: 'Prairie_Coop_LOI.pdf',
    facts: { kind: 'letter_of_interest', subject: ['Patchwise Robotics', 'Thandiwe Mokoena'], isApplicant: true, role: 'subject', issuer: ['Prairie Growers Cooperative', 'Prairie Growers'], date: '2025-11-05', figures: ['1,300', '60,000'] },
    p: [
      'PRAIRIE GROWERS COOPERATIVE\n210 Elevator Road, Salina, Kansas 67401',
      'November 5, 2025',
      'Re: Letter of intent — Patchwise Robotics',
      'Prairie Growers Cooperative, owned by 1,300 member farms, intends to offer Patchwise Robotics\' spraying service to its members from the 2026 season, starting with 60,000 acres of wheat and sorghum, subject to final pricing.',
      'We chose Patchwise after its founder, Ms. Thandiwe Mokoena, ran trials on three of our members\' farms in 2025.',
      'Dale Pruitt, General Manager',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'docx',
    fileName: 'GPAIF_award_notice.docx',
    facts: { kind: ['funding_award', 'grant'], subject: ['Patchwise Robotics', 'Thandiwe Mokoena'], isApplicant: true, role: 'subject', issuer: ['Great Plains Agricultural Innovation Fund', 'GPAIF'], date: '2025-06-30', figures: ['$275,000'] },
    p: [
      'GREAT PLAINS AGRICULTURAL INNOVATION FUND',
      'Award Notice — GPAIF-25-031 · 30 June 2025',
      'Awardee: Patchwise Robotics LLC, Lincoln, Nebraska. Principal investigator: Thandiwe Mokoena, Founder.',
      'Project: "Field validation of patch-level drone spraying on small farms". Amount: $275,000 over 18 months, paid to the awardee.',
      'Program Officer: Rita Gallardo',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Extension_bulletin_drones.txt',
    judgement: 'An extension bulletin by other authors whose reference list cites her paper: being cited there is neither a plan nor support for her endeavor.',
    facts: { kind: ['other', 'scholarly_paper'], subject: ['Kevin Lutz', 'Amy Redfeather', 'Drones for Weed Control'], isApplicant: false, role: 'cited', issuer: ['State University Extension', 'Extension'], date: '2025-04' },
    p: [
      'State University Extension — Bulletin EC-2517, April 2025',
      'Drones for Weed Control: What Growers Should Know',
      'Kevin Lutz and Amy Redfeather, Extension Engineers',
      'Spray drones can now treat small patches of weeds, but drift and label rules still limit their use. Growers should check state licensing before hiring a service.',
      'References: Ferrand, P. (2022) Drift from multirotor sprayers. Mokoena, T. and Dube, S. (2023) Patch-level herbicide application from small UAVs. Precision Agriculture Letters 8: 112–129. Schultz, R. (2021) Aerial application law.',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'pdf',
    fileName: 'Letter_cofounder_Dube.pdf',
    judgement: 'Her co-founder and co-author writes: a recommendation letter, filed as such, but not an independent one.',
    facts: { kind: 'recommendation_letter', subject: 'Thandiwe Mokoena', isApplicant: true, role: 'subject', issuer: ['Patchwise Robotics', 'Patchwise Robotics LLC'], date: '2026-01-30' },
    p: [
      'PATCHWISE ROBOTICS LLC · 1200 Q Street, Lincoln, Nebraska',
      'January 30, 2026',
      'To U.S. Citizenship and Immigration Services:',
      'I co-founded Patchwise Robotics with Thandiwe Mokoena in 2023 and co-wrote our first paper with her. She designed the spray controller that makes patch-level treatment possible; without her there would be no company.',
      'Sipho Dube, Chief Technology Officer',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_memberships',
    format: 'txt',
    fileName: 'SPAE_welcome_email.txt',
    judgement: 'A professional society anyone in the field joins for a fee: it proves no outstanding achievement, but for EB-2 exceptional ability a professional membership is exactly what is asked.',
    facts: { kind: 'membership', subject: 'Thandiwe Mokoena', isApplicant: true, role: 'subject', issuer: ['Society for Precision Agriculture Engineering', 'SPAE'], date: '2024-02-19', figures: ['$140'] },
    p: [
      'From: SPAE Member Services <members@spae.example>\nTo: thandiwe@patchwise.example\nSubject: Welcome to SPAE, Thandiwe!\nDate: 19 February 2024',
      'Dear Thandiwe Mokoena,',
      'Welcome to the Society for Precision Agriculture Engineering. Your Professional Member dues of $140 have been received and your membership is active until 18 February 2025.',
      'As a member you can join technical committees, attend the annual meeting at member rates and read the Society\'s journals online.',
      'SPAE Member Services',
    ],
  }),
  doc({
    category: 'niw_prong3_balance',
    format: 'pdf',
    fileName: 'Patchwise_operating_agreement_extract.pdf',
    facts: { kind: 'other', subject: ['Patchwise Robotics LLC', 'Thandiwe Mokoena'], isApplicant: true, role: 'subject', issuer: ['Patchwise Robotics LLC', 'Patchwise Robotics'], date: '2023-05-02', figures: ['100%'], title: 'Operating Agreement' },
    p: [
      'PATCHWISE ROBOTICS LLC — Operating Agreement (extract)',
      'Adopted 2 May 2023 under the Nebraska Uniform Limited Liability Company Act.',
      'Article 3. Member. The sole member of the Company is Thandiwe Mokoena, who holds 100% of the membership interests. Article 5. Management. The Company is managed by its member, who serves as Chief Executive Officer.',
      'Article 9. Officers. The member may appoint officers, including a Chief Technology Officer, who hold no membership interest.',
      'Signed: Thandiwe Mokoena, Member',
    ],
  }),
];
