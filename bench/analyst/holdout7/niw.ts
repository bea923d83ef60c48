/**
 * EB-2 NIW: Rustam Nazarov (Uzbekistan), a structural engineer whose low-cost seismic retrofit for unreinforced
 * masonry schools he proposes to bring to school districts in the central and western United States.
 * Invented people, firms and districts; the boards, agencies and societies are where such documents come from.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-2 NIW', 'Rustam Nazarov');

export const NIW: H4Doc[] = [
  doc({
    category: 'niw_advanced_degree',
    format: 'pdf',
    fileName: 'credential_evaluation_WES.pdf',
    facts: { kind: 'degree', subject: 'Rustam Nazarov', isApplicant: true, role: 'subject', issuer: ['Educational Credential Evaluators', 'ECE'], date: '2024-03-12', title: ['Master of Science', 'Structural Engineering'] },
    p: [
      'EDUCATIONAL CREDENTIAL EVALUATORS, INC.\nP.O. Box 514070 · Milwaukee, WI 53203-3470',
      'Course-by-Course Evaluation Report · ECE Reference 2024-118-4471 · Date of report: March 12, 2024',
      'Name on credentials: NAZAROV, RUSTAM',
      'Credential: Magistr (Master\'s degree) in Building and Structures Engineering, Tashkent University of Architecture and Civil Engineering, Uzbekistan, awarded June 2012, following a Bakalavr (4 years), awarded 2010.',
      'U.S. equivalency: The Magistr is equivalent to a Master of Science degree in Structural Engineering from a regionally accredited institution in the United States.',
      'Grade point average (U.S. scale): 3.78',
      'Evaluator: Lorraine Szymanski, Senior Evaluator',
    ],
  }),
  doc({
    category: 'niw_prong1_merit_importance',
    format: 'docx',
    fileName: 'Proposed_Endeavor_Nazarov.docx',
    facts: { kind: 'endeavor_plan', subject: 'Rustam Nazarov', isApplicant: true, role: 'subject', date: '2025-10', figures: ['18,000'] },
    p: [
      'Statement of Proposed Endeavor — Rustam Nazarov, P.E.',
      'October 2025',
      'I propose to reduce the risk that American children are killed or injured at school in an earthquake, by bringing a low-cost seismic retrofit for unreinforced masonry (URM) school buildings to school districts in Utah, Idaho, Nevada, Missouri, Arkansas and Tennessee.',
      'These states lie on active faults, including the Wasatch Fault and the New Madrid Seismic Zone, yet they have no statewide retrofit programme. Federal and state surveys count more than 18,000 school buildings of URM or similar construction in seismic zones, and most districts cannot afford a conventional retrofit, which costs $150 to $300 per square foot.',
      'My method, developed and tested in Uzbekistan after the 2011 Fergana earthquake and since adapted to U.S. codes, anchors walls to roofs and floors with steel straps and adds a fibre-reinforced polymer overlay to the walls. It costs roughly a third as much, and classes can continue during the work.',
      'I will work through my firm, Tamga Structural LLC, with school districts, state offices of education and emergency management agencies, and I will publish the design details so that other engineers can use them.',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'pdf',
    fileName: 'Wasatch_SD_letter_of_intent.pdf',
    facts: { kind: 'letter_of_interest', subject: ['Rustam Nazarov', 'Tamga Structural LLC'], isApplicant: true, role: 'subject', issuer: 'Wasatch Valley School District', date: '2025-08-28', figures: ['11'] },
    p: [
      'WASATCH VALLEY SCHOOL DISTRICT\nAuxiliary Services · Facilities Planning · 2290 West 9000 South, West Jordan, Utah 84088',
      'August 28, 2025',
      'Mr. Rustam Nazarov, P.E.\nTamga Structural LLC, Salt Lake City',
      'Re: Letter of intent — seismic assessment and retrofit of unreinforced masonry schools',
      'The District intends to engage Tamga Structural LLC to assess and design seismic retrofits for 11 school buildings of unreinforced masonry construction, built between 1921 and 1958, beginning in the 2026 fiscal year, subject to Board approval of the capital plan.',
      'We were persuaded by the pilot retrofit of the Riverton Elementary annex that your firm designed in 2024, which was completed over a summer break at about a third of the estimate we had received for a conventional scheme.',
      'Sincerely,',
      'Craig Halvorsen, Director of Facilities Planning',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_licence',
    format: 'txt',
    fileName: 'DOPL_licence_lookup.txt',
    facts: { kind: 'licence', subject: 'Rustam Nazarov', isApplicant: true, role: 'subject', issuer: ['Utah Division of Professional Licensing', 'DOPL'], date: ['2025-11-03', '2021-06-14'], title: ['Structural Engineer', 'Licence', 'License'] },
    p: [
      'Utah Department of Commerce — Division of Professional Licensing (DOPL)',
      'License Verification — printed 11/03/2025',
      'Name: NAZAROV, RUSTAM',
      'Profession: Professional Structural Engineer',
      'License number: 12077341-2203',
      'Status: Active · Original issue date: 06/14/2021 · Expiration date: 03/31/2027',
      'Disciplinary action: None',
      'This printout is a primary source verification of the license status shown in the Division\'s records on the date printed.',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_memberships',
    format: 'docx',
    fileName: 'ASCE_membership_certificate.docx',
    judgement: 'A membership that asks only for a degree and dues: no use under EB-1, but EB-2\'s exceptional ability counts membership in a professional association as it is.',
    facts: { kind: 'membership', subject: 'Rustam Nazarov', isApplicant: true, role: 'subject', issuer: ['American Society of Civil Engineers', 'ASCE', 'Structural Engineering Institute'], date: '2022-02-01' },
    p: [
      'American Society of Civil Engineers · Structural Engineering Institute',
      'Certificate of Membership',
      'This certifies that Rustam Nazarov has been admitted to the grade of Member of the American Society of Civil Engineers, effective 1 February 2022, and is a member of the Structural Engineering Institute.',
      'The grade of Member is open to engineers who hold a degree from an accredited programme and agree to abide by the Society\'s Code of Ethics.',
      'Member ID: 000012298471',
      'Secretary of the Society',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'FEMA_NEHRP_award_BoiseState.pdf',
    judgement: 'A research grant to a university professor; Nazarov\'s firm is an unfunded field partner, so it is not funding for his endeavor.',
    facts: { kind: ['grant', 'funding_award'], subject: ['Boise State University', 'Helen Marchbanks'], isApplicant: false, role: 'collaborator', issuer: ['Federal Emergency Management Agency', 'FEMA'], date: '2024-09-20', figures: ['$612,480'] },
    p: [
      'U.S. DEPARTMENT OF HOMELAND SECURITY · FEDERAL EMERGENCY MANAGEMENT AGENCY',
      'Notice of Financial Assistance Award — National Earthquake Hazards Reduction Program',
      'Award date: September 20, 2024 · Award number EMW-2024-NE-00317',
      'Recipient: Boise State University, Department of Civil Engineering. Principal Investigator: Dr. Helen Marchbanks.',
      'Project: Shake-table testing of strap-and-overlay retrofits for unreinforced masonry walls. Federal share: $612,480. Period of performance: October 1, 2024 – September 30, 2027.',
      'Project partners (no federal funds): Idaho Office of Emergency Management; Tamga Structural LLC (Rustam Nazarov, P.E.), which will provide retrofit details for the test specimens.',
      'Grants Management Specialist: Orlando Pettiford',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'KSL_news_quote.txt',
    judgement: 'A news story about a parking-garage collapse that quotes him as an independent engineer: it proves nothing for his endeavor.',
    facts: { kind: 'press_article', subject: ['parking garage', 'Sugar House', 'Elm Street garage'], isApplicant: false, role: 'quoted', issuer: 'KSL', date: '2025-01-16', title: 'garage' },
    p: [
      'KSL.com — Local News',
      'Engineers question inspections after partial garage collapse in Sugar House',
      'By Brynn Castellano, KSL.com | Posted Jan. 16, 2025 at 5:40 p.m.',
      'SALT LAKE CITY — Part of the top deck of the Elm Street parking garage in Sugar House gave way early Wednesday, crushing six parked cars. No one was hurt.',
      'The garage, built in 1974, was last inspected in 2019, city records show. "Decks of that age need their post-tensioning checked every few years, not once a decade," said Rustam Nazarov, a Salt Lake City structural engineer who reviewed photographs of the damage for KSL and has no connection to the building.',
      'The garage owner said an engineering firm has been hired to assess the rest of the structure.',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_ten_years',
    format: 'docx',
    fileName: 'Toshkentloyiha_experience_letter.docx',
    facts: { kind: 'experience_letter', subject: 'Rustam Nazarov', isApplicant: true, role: 'subject', issuer: ['Toshkentloyiha', 'Toshkentloyiha Design Institute'], date: '2025-05-06', figures: ['40'] },
    p: [
      'TOSHKENTLOYIHA DESIGN INSTITUTE JSC\n17 Navoi Street, Tashkent 100011, Republic of Uzbekistan',
      '6 May 2025 · Ref. 04-118/25',
      'Certificate of employment',
      'This is to certify that Mr. Rustam Nazarov was employed full-time by Toshkentloyiha Design Institute JSC from 1 September 2010 to 31 July 2020, first as a design engineer and from 2015 as chief structural engineer of the Seismic Strengthening Department.',
      'During these ten years he designed or supervised the seismic strengthening of 40 schools and kindergartens in the Fergana Valley and Tashkent region, and prepared the Institute\'s standard details for strengthening masonry school buildings.',
      'Signed: B. Yusupov, Director General',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'pdf',
    fileName: 'letter_former_supervisor.pdf',
    judgement: 'A letter from his former manager at his own employer: a recommendation letter, not the employer\'s experience letter and not independent.',
    facts: { kind: 'recommendation_letter', subject: 'Rustam Nazarov', isApplicant: true, role: 'subject', issuer: ['Gareth Pennington', 'Pennington Hale Structural'], date: '2025-09-15' },
    p: [
      'PENNINGTON HALE STRUCTURAL ENGINEERS\n350 South 400 East, Suite 200 · Salt Lake City, UT 84111',
      'September 15, 2025',
      'Dear Sir or Madam:',
      'I am a principal of Pennington Hale Structural Engineers and was Rustam Nazarov\'s supervisor for three years, from 2020 until he left to found his own firm in 2023. I have been a licensed structural engineer for thirty-one years.',
      'Rustam came to us already an expert in masonry retrofit, which is rare in this country. He persuaded us to test his strap-and-overlay detail on a 1930s school annex, and it performed better than our own scheme at a third of the cost. I have recommended him to every district that has asked me since.',
      'I strongly support his petition.',
      'Gareth Pennington, S.E., Principal',
    ],
  }),
];
