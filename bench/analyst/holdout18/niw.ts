/**
 * holdout18, EB-2 NIW: Devendra Persaud (Guyana, in Houma, Louisiana; 'PERSAUD' on forms), a coastal engineer who
 * designs levees fronted by planted marsh and mangrove that cut wave overtopping. Never tuned on; see README.md.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-2 NIW', 'Devendra Persaud');

export const NIW: H4Doc[] = [
  doc({
    category: 'niw_advanced_degree',
    format: 'pdf',
    fileName: 'Credential_evaluation_Persaud.pdf',
    facts: { kind: 'degree', subject: ['PERSAUD, Devendra', 'Persaud'], isApplicant: true, role: 'subject', issuer: ['Gulfstream Credential Evaluators'], date: '2024-10-02', title: 'Master of Science' },
    p: [
      'GULFSTREAM CREDENTIAL EVALUATORS - Educational Equivalency Report',
      'Report no. GCE-24-30871 | Date: October 2, 2024',
      'Name: PERSAUD, Devendra | Date of birth: 14 March 1987 | Country of education: Guyana; Louisiana, USA',
      'Credential | Institution | Years | U.S. equivalent\nBachelor of Science, Civil Engineering | University of Guyana, Turkeyen | 2005-2009 | Bachelor of Science in Civil Engineering\nMaster of Science, Coastal Engineering | Louisiana State University, Baton Rouge | 2019-2021 | Master of Science in Coastal Engineering (U.S. degree)',
      'Summary: Mr. Persaud holds the equivalent of a U.S. bachelor\'s degree and a U.S. master\'s degree in engineering.',
      'Evaluator: L. Fontenot, Senior Evaluator',
    ],
  }),
  doc({
    category: 'niw_prong1_merit_importance',
    format: 'docx',
    fileName: 'Persaud_endeavor_statement.docx',
    facts: { kind: 'endeavor_plan', subject: ['Devendra Persaud', 'Persaud'], isApplicant: true, role: 'subject', date: '2025-05', figures: ['40%'] },
    p: [
      'PROPOSED ENDEAVOR - Devendra Persaud, P.E. - May 2025',
      'I will design and test "green-front" levees for the Gulf Coast: earthen levees protected on the water side by a planted belt of marsh grass and black mangrove that breaks waves before they reach the crest.',
      'Why it matters nationally: hurricane levees from Galveston to Pensacola are overtopped by waves long before the surge reaches their crest, and raising them costs millions of dollars a mile. In flume tests and a 600-metre field trial, my vegetated foreshore design cut wave overtopping by 40% at a fraction of the cost of raising the crest.',
      'Over the next five years I will publish open design rules that any levee district, the Corps of Engineers or a state agency can apply, and build pilots in three states.',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'txt',
    fileName: 'RE_green_front_pilot.txt',
    facts: { kind: ['letter_of_interest', 'funding_award'], subject: ['Devendra Persaud', 'Persaud'], isApplicant: true, role: 'subject', issuer: ['Terrebonne Levee and Conservation District', 'Marcel Chauvin'], date: '2025-03-27', figures: ['2.4 miles', '$1.1 million'] },
    p: [
      'From: Marcel Chauvin <mchauvin@tlcd-la.gov>',
      'To: Devendra Persaud <dpersaud@persaudcoastal.com>',
      'Cc: Board of Commissioners <board@tlcd-la.gov>',
      'Date: Thu, 27 Mar 2025 14:48:09 -0500',
      'Subject: RE: green-front pilot - board decision',
      'Devendra,',
      'The Board of Commissioners of the Terrebonne Levee and Conservation District approved last night a pilot of your green-front design on 2.4 miles of the Falgout Canal reach. The Board set aside $1.1 million for the 2025-2027 construction seasons and will provide our survey crew and the planting barge.',
      'You will be the engineer of record for the design. Please send the draft scope by April 15.',
      'Marcel Chauvin, P.E., Executive Director, Terrebonne Levee and Conservation District',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_memberships',
    format: 'pdf',
    fileName: 'IMG_20250110_card.pdf',
    facts: { kind: 'membership', subject: ['PERSAUD, DEVENDRA', 'Persaud'], isApplicant: true, role: 'subject', issuer: ['Coastal Engineering Society of the Gulf', 'CESG'], date: '2025-01-10' },
    p: [
      'COASTAL ENGINEERING SOCIETY\nOF THE GULF (CESG)',
      'PROFESSIONAL MEMBER',
      'PERSAUD, DEVENDRA\nP.E. (Louisiana)\nMember No. 4471',
      'Grade: Member (requires an engineering degree\nand 4 years of professional practice)',
      'Issued 01/10/2025 - Valid through 12/31/2025',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_ten_years',
    format: 'docx',
    fileName: 'Experience_letter_Sea_Defence.docx',
    facts: { kind: ['experience_letter', 'employment_letter'], subject: ['Devendra Persaud', 'Persaud'], isApplicant: true, role: 'subject', issuer: ['Ministry of Public Works', 'Sea and River Defence Division'], date: '2024-09-16', figures: ['10'] },
    p: [
      'MINISTRY OF PUBLIC WORKS - SEA AND RIVER DEFENCE DIVISION - Georgetown, Guyana',
      '16 September 2024',
      'TO WHOM IT MAY CONCERN - CERTIFICATE OF EXPERIENCE',
      'This is to certify that Mr. Devendra Persaud was employed full-time by the Sea and River Defence Division from 1 September 2009 to 31 August 2019 (10 years), first as Assistant Engineer and from 2014 as Senior Engineer, Berbice Region.',
      'He designed and supervised the rehabilitation of 14 kilometres of sea wall and the planting of 120 hectares of mangrove in front of the sea defences at Hope Beach and No. 63 Village.',
      'Chief Sea and River Defence Engineer',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Persaud_CPRA_research_award.pdf',
    judgement: 'A state research contract to a university professor; Persaud is an unpaid technical adviser named in it and receives nothing.',
    facts: { kind: ['grant', 'funding_award'], subject: ['Solange Guidry', 'Guidry'], isApplicant: false, role: ['collaborator', 'none'], issuer: ['Louisiana Coastal Restoration Research Program'], date: '2024-07-01', figures: ['$780,000'] },
    p: [
      'LOUISIANA COASTAL RESTORATION RESEARCH PROGRAM - NOTICE OF AWARD',
      'Award LCRRP-2024-19 | Effective July 1, 2024',
      'Recipient: Nicholls Gulf Institute (Principal Investigator: Prof. Solange Guidry)',
      'Project: Sediment budgets for the Terrebonne marsh bridge | Amount: $780,000 (three years)',
      'Advisory panel (unpaid): Devendra Persaud, P.E.; Dr. Khanh Hoang; Capt. Wilbert Naquin. Panel members receive no funds and have no role in managing the project.',
      'Contracts Officer',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Persaud_Courier_feature.docx',
    judgement: 'A storm story about a levee breach elsewhere; he is quoted once as an outside engineer. It is not about him or his endeavor.',
    facts: { kind: 'press_article', isApplicant: false, role: 'quoted', issuer: ['Bayou Courier'], date: '2024-09-14' },
    p: [
      'BAYOU COURIER',
      'Hurricane Francine: breach at Grand Caillou levee floods 40 homes',
      'September 14, 2024 | By Staff',
      'Surge from Hurricane Francine broke through a private levee south of Dulac on Wednesday night, flooding about 40 homes. Parish officials said the levee had been built in the 1980s and never certified.',
      '"Old private levees were never designed for this surge," said Devendra Persaud, a coastal engineer in Houma who has not inspected the site.',
      'The parish will apply for federal repair funds.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Persaud_recognition_certificate.pdf',
    judgement: 'A church\'s thanks for volunteering at a storm clean-up: recognition of charity, not of achievements in his field.',
    facts: { kind: ['award', 'other'], subject: ['Devendra Persaud', 'Persaud'], isApplicant: true, role: 'subject', issuer: ['St. Bridget Parish Relief Committee'], date: '2024-10-20', title: 'Certificate of Appreciation' },
    p: [
      'ST. BRIDGET PARISH RELIEF COMMITTEE - Houma, Louisiana',
      'CERTIFICATE OF APPRECIATION',
      'presented to\nDEVENDRA PERSAUD',
      'with thanks for three Saturdays of clearing debris and tarping roofs after Hurricane Francine.',
      'October 20, 2024 - Parish Relief Coordinator',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Persaud_PDH_webinar.txt',
    judgement: 'A continuing-education attendance record for a webinar: it keeps a licence current; it is no licence, degree or recognition.',
    facts: { kind: ['event_programme', 'other'], subject: ['Devendra Persaud', 'Persaud'], isApplicant: true, role: ['attendee', 'subject'], issuer: ['Gulf Engineers Learning Network'], date: '2025-02-19', figures: ['2'] },
    p: [
      'Gulf Engineers Learning Network | My courses | Certificates | Help | Log out',
      'Certificates > Completed',
      'CERTIFICATE OF ATTENDANCE',
      'Attendee: Devendra Persaud | Course: "Geosynthetics in Levee Repair" (live webinar) | Date: February 19, 2025 | Professional Development Hours: 2',
      'Attendance verified by three in-session polls. Reported to the Louisiana board on request.',
      'Download PDF | Share',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'Independent_advisory_letter_Bourgeois.docx',
    judgement: 'A letter from the firm that employs him and bills his designs: a recommendation letter from an interested party, not a government commitment to the endeavor.',
    facts: { kind: ['recommendation_letter', 'letter_of_interest', 'employment_letter'], subject: ['Devendra Persaud', 'Persaud'], isApplicant: true, role: 'subject', issuer: ['Bourgeois Marine Engineering', 'Claude Bourgeois'], date: '2025-04-03' },
    p: [
      'BOURGEOIS MARINE ENGINEERING, LLC - Houma, Louisiana',
      'April 3, 2025',
      'Re: Devendra Persaud, P.E. - National Interest Waiver',
      'Mr. Persaud has been our senior coastal engineer since 2021, and our firm will bill the levee districts for his green-front designs. He is the best levee designer I have hired in thirty years.',
      'We strongly support his petition and will keep him on our staff.',
      'Claude Bourgeois, P.E., President',
    ],
  }),
];
