/**
 * Arjun Mehrotra: B.Tech. in electrical engineering (IIT Roorkee, 2016, four years), then progressive
 * experience in battery-management software; endeavor: open battery-management software for grid-scale
 * storage operated by US utilities and cooperatives. Basis: bachelor's plus five years.
 */
import { forApplicant, KIND, type NiwDoc } from './doc';

const doc = forApplicant('Arjun Mehrotra');

export const MEHROTRA: NiwDoc[] = [
  doc({
    category: 'niw_advanced_degree',
    format: 'pdf',
    fileName: 'BTech degree IIT Roorkee.pdf',
    facts: { kind: KIND.degree, title: 'Bachelor of Technology', subject: ['Arjun Mehrotra'], isApplicant: true, role: 'subject', issuer: ['Indian Institute of Technology Roorkee', 'IIT Roorkee'], date: '2016-10-15' },
    p: [
      'INDIAN INSTITUTE OF TECHNOLOGY ROORKEE',
      'Enrolment No. 12115018',
      'On the recommendation of the Senate, the Board of Governors of the Indian Institute of Technology Roorkee hereby confers upon',
      'ARJUN MEHROTRA',
      'the degree of BACHELOR OF TECHNOLOGY in ELECTRICAL ENGINEERING, First Division with Distinction, having completed the four-year programme of study (2012-2016) prescribed for the degree, with a cumulative grade point average of 8.71 on a scale of 10.',
      'Given under the seal of the Institute at the Sixteenth Convocation held at Roorkee on the 15th day of October, 2016.',
      'Registrar · Director · Chairman, Board of Governors',
    ],
  }),
  doc({
    category: 'niw_advanced_degree',
    format: 'docx',
    fileName: 'Credential evaluation - education and experience.docx',
    facts: { kind: KIND.evaluation, subject: ['Arjun Mehrotra', 'Mehrotra'], isApplicant: true, role: 'subject', issuer: ['Trustforte Evaluations', 'Trustforte'], date: '2024-01-22', figures: ['7'] },
    p: [
      'TRUSTFORTE EVALUATIONS, LLC · 1250 Broadway, 36th Floor, New York, NY 10001 · Member, NACES-equivalent evaluation association',
      'EVALUATION OF FOREIGN EDUCATIONAL CREDENTIALS AND PROGRESSIVE EXPERIENCE',
      'Date: January 22, 2024 · Reference: TF-24-0117 · Beneficiary: Arjun Mehrotra',
      'Education. The beneficiary completed a four-year program of study at the Indian Institute of Technology Roorkee, an accredited institution of higher education in India, and was awarded the degree of Bachelor of Technology in Electrical Engineering in October 2016. Based on the length and content of the program, this degree is equivalent to a Bachelor of Science degree in Electrical Engineering from a regionally accredited college or university in the United States.',
      'Experience. Letters from his employers show 7 years and 4 months of full-time, progressively responsible experience in electrical and battery-systems engineering after the degree, from July 2016 to the date of this evaluation: Tata Power Delhi Distribution (2016–2019) and Fluence Energy, Inc. (2019–present).',
      'Conclusion. The beneficiary holds the equivalent of a U.S. Bachelor of Science degree in Electrical Engineering, followed by more than five years of progressive post-baccalaureate experience in the specialty.',
      'Evaluator: Dr. Miriam Castellanos, Senior Credentials Analyst',
    ],
  }),
  doc({
    category: 'niw_advanced_degree',
    format: 'pdf',
    fileName: 'Experience letter - Tata Power DDL.pdf',
    facts: { kind: KIND.experience, subject: ['Arjun Mehrotra', 'Mehrotra'], isApplicant: true, role: 'subject', issuer: ['Tata Power Delhi Distribution Limited', 'Tata Power-DDL', 'Tata Power'], date: '2023-12-11' },
    p: [
      'TATA POWER DELHI DISTRIBUTION LIMITED · NDPL House, Hudson Lines, Kingsway Camp, Delhi 110009 · A Tata Power and Delhi Government Joint Venture',
      'Date: 11 December 2023',
      'EXPERIENCE CERTIFICATE',
      'This is to certify that Mr. Arjun Mehrotra (Employee No. 41872) was employed with Tata Power Delhi Distribution Limited on a full-time basis (48 hours per week) from 18 July 2016 to 30 June 2019.',
      'He joined as Graduate Engineer Trainee in the Smart Grid department (July 2016 – June 2017), was promoted to Assistant Engineer, Energy Storage (July 2017 – March 2018), and then to Engineer, Battery Energy Storage Systems (April 2018 – June 2019), in which role he led the commissioning software for the 10 MW / 10 MWh battery at our Rohini substation, the first grid-scale battery in South Asia.',
      'His duties included designing state-of-charge estimation and dispatch algorithms, supervising two junior engineers and reporting to the Head of Smart Grid.',
      'His conduct was excellent. We wish him success.',
      'For Tata Power Delhi Distribution Limited — Rashmi Kapoor, Head, Human Resources',
    ],
  }),
  doc({
    category: 'niw_advanced_degree',
    format: 'txt',
    fileName: 'Fluence employment verification.txt',
    facts: { kind: KIND.experience, subject: ['Arjun Mehrotra', 'Mehrotra'], isApplicant: true, role: 'subject', issuer: ['Fluence Energy', 'Fluence Energy, Inc.', 'Fluence'], date: '2024-01-08' },
    p: [
      'Fluence Energy, Inc. · 4000 Wilson Boulevard, Suite 1200, Arlington, VA 22203',
      'January 8, 2024',
      'RE: Employment verification — Arjun Mehrotra',
      'To whom it may concern:',
      'This letter confirms that Arjun Mehrotra has been employed full time (40 hours per week) by Fluence Energy, Inc. since July 15, 2019, and remains employed with us.',
      'Positions held: Battery Controls Engineer II (July 2019 – December 2020); Senior Battery Controls Engineer (January 2021 – February 2023); Staff Engineer, Battery Management Software (March 2023 – present).',
      'In his current role Mr. Mehrotra leads a team of six engineers responsible for the battery-management and safety software of Fluence\'s grid-scale storage products, which are installed at more than 40 utility sites in the United States. He designed the thermal-runaway early-detection module now standard in our sixth-generation product.',
      'Sincerely,\nCarla Jimenez, Senior Manager, HR Operations (employment.verification@fluenceenergy.com)',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Freelance QA letter - part time.docx',
    judgement: 'Part-time freelance work (12 hours a week) outside his specialty: neither the full-time progressive experience of the basis nor any prong.',
    facts: { kind: KIND.experience, subject: ['Arjun Mehrotra', 'Mehrotra'], isApplicant: true, role: 'subject', issuer: ['CodeNest Solutions', 'CodeNest Solutions Pvt. Ltd.'], date: '2019-07-02' },
    p: [
      'CodeNest Solutions Pvt. Ltd. · B-43, Sector 63, Noida, Uttar Pradesh 201301',
      '2 July 2019',
      'TO WHOM IT MAY CONCERN',
      'This is to certify that Mr. Arjun Mehrotra worked with CodeNest Solutions as a part-time freelance Quality Assurance Tester from 1 January 2018 to 31 May 2019, on weekends and evenings, for approximately 12 hours per week.',
      'He tested our mobile applications for restaurant ordering and school fee payments, wrote test cases and reported defects through our tracking system. He was paid on an hourly basis against monthly invoices.',
      'We found him sincere and punctual and wish him well in his future career.',
      'For CodeNest Solutions Pvt. Ltd.\nVivek Saxena, Director',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'internship certificate 2015.txt',
    judgement: "An internship during the degree: experience before the bachelor's does not count towards the five years.",
    facts: { kind: [...KIND.experience, 'other'], subject: ['Arjun Mehrotra', 'Mehrotra'], isApplicant: true, role: 'subject', issuer: ['Siemens Limited', 'Siemens'], date: '2015-07-31' },
    p: [
      'SIEMENS LIMITED · Energy Management Division · Birla Aurora, Dr. Annie Besant Road, Worli, Mumbai 400030',
      '31 July 2015',
      'INTERNSHIP CERTIFICATE',
      'This is to certify that Mr. Arjun Mehrotra, a third-year student of the B.Tech. (Electrical Engineering) programme at the Indian Institute of Technology Roorkee, completed a summer internship in the Power Transmission Solutions department of Siemens Limited, Gurgaon, from 18 May 2015 to 31 July 2015.',
      'During the internship he studied the protection relay settings of a 220 kV substation and prepared a report on harmonic filtering for HVDC converters under the guidance of Mr. S. Raghavan, Senior Engineer.',
      'His performance during the internship was very good.',
      'For Siemens Limited — Human Resources, Gurgaon',
    ],
  }),
  doc({
    category: 'niw_prong3_balance',
    format: 'pdf',
    fileName: 'CET list 2024 excerpt.pdf',
    judgement: "A federal list naming his field as a critical and emerging technology: urgency and national interest for the balance, and it does not name him.",
    facts: { kind: 'other', title: 'Critical and Emerging Technologies', role: 'none', issuer: ['National Science and Technology Council', 'NSTC', 'Executive Office of the President', 'White House'], date: '2024-02' },
    p: [
      'CRITICAL AND EMERGING TECHNOLOGIES LIST UPDATE',
      'A Report by the Fast Track Action Subcommittee on Critical and Emerging Technologies of the National Science and Technology Council · Executive Office of the President of the United States · February 2024',
      'This document updates the 2022 list of critical and emerging technologies (CETs) that are potentially significant to U.S. national security. The list is intended to inform efforts to promote U.S. technological leadership, cooperation with allies and partners, and the national security innovation base.',
      'Clean Energy Generation and Storage: renewable generation; renewable and low-carbon fuels, including bioenergy; nuclear energy systems; fusion energy; energy storage; electric and hybrid engines; batteries; grid integration technologies, including smart grid technologies; energy-efficiency technologies.',
      'Advanced Computing; Advanced Engineering Materials; Artificial Intelligence; Biotechnologies; Positioning, Navigation, and Timing Technologies; Quantum Information and Enabling Technologies; Semiconductors and Microelectronics; Space Technologies and Systems.',
    ],
  }),
  doc({
    category: 'niw_prong2_well_positioned',
    format: 'docx',
    fileName: 'Letter of interest - Prairie Electric Cooperative.docx',
    facts: { kind: KIND.interest, subject: ['Arjun Mehrotra', 'Mehrotra'], isApplicant: true, role: 'subject', issuer: ['Prairie Plains Electric Cooperative', 'Prairie Plains'], date: '2024-02-12', figures: ['20 MW', '38,000'] },
    p: [
      'Prairie Plains Electric Cooperative, Inc. · 300 North Main Street, Kearney, Nebraska 68847',
      'February 12, 2024',
      'Mr. Arjun Mehrotra',
      'Dear Mr. Mehrotra,',
      'Prairie Plains is a member-owned electric cooperative serving about 38,000 meters across eleven rural counties in central Nebraska. We plan to install a 20 MW battery system at our Gibbon substation in 2026 to absorb wind generation that we now curtail on windy nights.',
      'Cooperatives like ours cannot afford the proprietary battery-management contracts that large utilities sign, and we do not have the staff to audit closed software. We have followed your proposal to develop an open, auditable battery-management and safety platform for utility storage, and we reviewed the design documents you shared in January.',
      'If your platform is available, we intend to use it on the Gibbon project and to act as a field test site, providing operating data and access to our engineers. We would also be willing to introduce you to the other cooperatives in the Nebraska Rural Electric Association.',
      'Sincerely,\nJanet Kuhlmann, P.E., Manager of Engineering',
    ],
  }),
  doc({
    category: 'niw_exceptional_ability_memberships',
    format: 'txt',
    fileName: 'IEEE membership card.txt',
    facts: { kind: ['membership', 'other'], subject: ['Arjun Mehrotra', 'Mehrotra'], isApplicant: true, role: 'subject', issuer: ['IEEE', 'IEEE Power & Energy Society'], date: '2024-01-02' },
    p: [
      'IEEE — Advancing Technology for Humanity',
      'Membership verification letter — generated 2 January 2024 from IEEE Member Services',
      'This letter verifies that Arjun Mehrotra, IEEE Member No. 94512370, is a Senior Member of the IEEE in good standing, with membership valid through 31 December 2024.',
      'Member grade: Senior Member (elevated June 2023) · Society memberships: IEEE Power & Energy Society (PES); IEEE Industry Applications Society · Section: Washington, DC',
      'Senior Member is the highest grade for which IEEE members can apply. It requires experience reflecting professional maturity, at least ten years of professional practice (of which up to five may be credited for education), significant performance over a period of at least five years, and three references from current Fellows or Senior Members.',
      'IEEE Member and Geographic Activities · 445 Hoes Lane, Piscataway, NJ 08854, USA',
    ],
  }),
];
