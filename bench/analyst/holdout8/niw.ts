/**
 * EB-2 NIW: Kofi Mensah-Boateng (Ghana), a water-treatment engineer whose low-cost ion-exchange units remove PFAS
 * ("forever chemicals") from the wells of small rural water systems. Invented people, firms, utilities and agencies.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-2 NIW', 'Kofi Mensah-Boateng');

export const NIW: H4Doc[] = [
  doc({
    category: 'niw_advanced_degree',
    format: 'pdf',
    fileName: 'diploma_MS_scan.pdf',
    facts: { kind: 'degree', subject: 'Kofi Mensah-Boateng', isApplicant: true, role: 'subject', issuer: ['University of Wisconsin–Milwaukee', 'University of Wisconsin-Milwaukee'], date: '2017-05-13', title: ['Master of Science', 'Environmental Engineering', 'Civil Engineering'] },
    p: [
      'THE UNIVERSITY OF WISCONSIN–MILWAUKEE',
      'upon the recommendation of the Faculty of the College of Engineering and Applied Science',
      'has conferred upon',
      'Kofi Mensah-Boateng',
      'the degree of Master of Science in Civil Engineering (Environmental Engineering)',
      'with all the rights and privileges thereto pertaining. Given at Milwaukee, Wisconsin, on the thirteenth day of May, 2017.',
    ],
  }),
  doc({
    category: 'niw_prong1_merit_importance',
    format: 'docx',
    fileName: 'Endeavor_statement_KMB.docx',
    facts: { kind: 'endeavor_plan', subject: 'Kofi Mensah-Boateng', isApplicant: true, role: 'subject', date: '2025-10', figures: ['4 parts per trillion', '46,000'] },
    p: [
      'Statement of Proposed Endeavor — Kofi Mensah-Boateng, P.E. (October 2025)',
      'I propose to design, build and operate low-cost ion-exchange treatment units that let small rural water systems in the United States remove PFAS from their wells and meet the federal drinking-water limit of 4 parts per trillion for PFOA and PFOS.',
      'The Environmental Protection Agency estimates that thousands of the nation\'s 46,000 small community water systems will need new treatment to meet the limit by 2031. Conventional plants cost these towns several million dollars each; my skid-mounted units cost about a fifth as much and can be run by a part-time operator.',
      'The endeavor protects public health in communities that large engineering firms rarely serve, and keeps rural water affordable.',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'docx',
    fileName: 'ClearSpring_business_plan_2026.docx',
    facts: { kind: 'endeavor_plan', subject: ['ClearSpring Water Systems', 'Kofi Mensah-Boateng'], role: 'subject', issuer: ['ClearSpring Water Systems'], date: '2025-09', figures: ['$1.2 million', '3', '25'] },
    p: [
      'ClearSpring Water Systems LLC — Business Plan 2026–2030 (September 2025)',
      'Founder and Principal Engineer: Kofi Mensah-Boateng, P.E.',
      'Progress to date: 3 pilot units in operation in Wisconsin and Iowa since 2024, each treating a town\'s well to below detection for PFOA and PFOS.',
      'Milestones: 25 units installed by 2028; a second assembly site in Kansas by 2029.',
      'Funding: a $1.2 million seed round led by Prairie Impact Partners, closed in June 2025.',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'pdf',
    fileName: 'LOI_Dellwood.pdf',
    facts: { kind: 'letter_of_interest', subject: ['Village of Dellwood', 'Kofi Mensah-Boateng', 'ClearSpring'], issuer: ['Village of Dellwood'], date: '2025-08-11', figures: ['1,840'] },
    p: [
      'VILLAGE OF DELLWOOD — Water and Sewer Utility',
      '212 Main Street, Dellwood, Iowa 52045',
      'August 11, 2025',
      'Re: Letter of intent — PFAS treatment for Wells 2 and 3',
      'The Village of Dellwood, which supplies water to 1,840 residents, intends to contract with ClearSpring Water Systems LLC and its principal engineer, Kofi Mensah-Boateng, P.E., to design and install PFAS treatment on Wells 2 and 3 in 2026, subject to approval of our State Revolving Fund loan.',
      'We chose ClearSpring after its pilot unit in the neighbouring town of Arbor Falls brought PFOA below detection for a fraction of the cost of the alternatives.',
      'Linda Vogel, Mayor',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_licence',
    format: 'txt',
    fileName: 'PE_license_lookup.txt',
    facts: { kind: 'licence', subject: 'Kofi Mensah-Boateng', isApplicant: true, role: 'subject', issuer: ['Wisconsin Department of Safety and Professional Services', 'DSPS'], date: ['2025-10-02', '2021-03-18'] },
    p: [
      'Wisconsin Department of Safety and Professional Services — License Lookup',
      'Retrieved 2 October 2025',
      'Name: MENSAH-BOATENG, KOFI',
      'Profession: Professional Engineer',
      'License number: 48213-6 · Status: Active',
      'Granted: 18 March 2021 · Expires: 31 July 2026',
      'Discipline: none on record',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'EPA_grant_award_UWM.pdf',
    judgement: 'A federal grant to a university professor\'s project; his firm is an unfunded partner supplying a pilot unit, so it is not funding for his endeavor.',
    facts: { kind: ['grant', 'funding_award'], subject: ['University of Wisconsin–Milwaukee', 'Harriet Lindqvist'], isApplicant: false, role: 'collaborator', issuer: ['Environmental Protection Agency', 'EPA', 'U.S. Environmental Protection Agency'], date: '2024-09-26', figures: ['$1,600,000'] },
    p: [
      'UNITED STATES ENVIRONMENTAL PROTECTION AGENCY — Office of Research and Development',
      'Notice of Award · Assistance ID R-84120101 · Date: 09/26/2024',
      'Recipient: Board of Regents, University of Wisconsin System (University of Wisconsin–Milwaukee)',
      'Project director: Dr. Harriet Lindqvist. Project: Fate of short-chain PFAS in small-system treatment residuals.',
      'EPA amount this action: $1,600,000. Project period: 10/01/2024 – 09/30/2027.',
      'Partners named in the proposal (no funds under this award): ClearSpring Water Systems LLC (K. Mensah-Boateng) will provide access to one pilot unit for sampling.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'AWWA_ACE_certificate.pdf',
    judgement: 'A certificate of attendance at a water conference; attending proves no basis criterion and no prong.',
    facts: { kind: ['event_programme', 'other', 'licence'], subject: 'Kofi Mensah-Boateng', role: ['attendee', 'subject'], issuer: ['Great Lakes Water Conference'], date: '2025-06-12', figures: ['14'] },
    p: [
      'GREAT LAKES WATER CONFERENCE 2025',
      'Certificate of Attendance',
      'This certifies that Kofi Mensah-Boateng attended the Great Lakes Water Conference, Cleveland, Ohio, 9–12 June 2025, and is credited with 14 professional development hours.',
      'Issued 12 June 2025 by the Conference Registrar.',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'Letter - Prof Ruiz.docx',
    judgement: 'A letter from his former master\'s advisor; a recommendation letter, and the tie bears on independence.',
    facts: { kind: 'recommendation_letter', subject: 'Kofi Mensah-Boateng', isApplicant: true, role: 'subject', issuer: ['University of Wisconsin–Milwaukee', 'University of Wisconsin-Milwaukee'], date: '2025-09-19' },
    p: [
      'University of Wisconsin–Milwaukee, School of Freshwater Sciences',
      'September 19, 2025',
      'To the USCIS officer reviewing this petition',
      'I was Kofi Mensah-Boateng\'s advisor for his Master of Science, which he completed in my laboratory in 2017. His thesis on regenerating ion-exchange resin in small systems became the basis of ClearSpring\'s design.',
      'Since then he has done what few of my former students have: taken a laboratory idea to towns that needed it. I strongly support his petition.',
      'Dr. Alejandro Ruiz, Professor of Environmental Engineering',
    ],
  }),
  doc({
    category: 'niw_prong3_balance',
    format: 'pdf',
    fileName: 'ClearSpring_articles_of_organization.pdf',
    facts: { kind: 'other', subject: 'ClearSpring Water Systems LLC', isApplicant: false, role: ['none', 'subject'], issuer: ['Wisconsin Department of Financial Institutions'], date: '2023-11-06' },
    p: [
      'STATE OF WISCONSIN — Department of Financial Institutions',
      'Articles of Organization — Limited Liability Company',
      'Name of the limited liability company: ClearSpring Water Systems LLC',
      'Registered agent: Kofi Mensah-Boateng, 1420 N. Water Street, Milwaukee, WI 53202',
      'Organizer and sole member: Kofi Mensah-Boateng',
      'Filed and effective: 11/06/2023',
    ],
  }),
];
