/**
 * The tuned NIW part of the analyst bench (issue 36 "Measured"): at least 8 documents for each new kind,
 * generated from code, with the distractors the issue names — a bachelor's with 4 years of work after it,
 * an experience letter for part-time work, and a letter of support from a colleague rather than a user.
 * (The never-tuned NIW set is ../niw-holdout, written by someone else.)
 */
export type NiwDoc = { id: string; fileName: string; applicant: string; kind: string; category: string; distractor?: string; text: string };

const PEOPLE = [
  { name: 'Lena Hoffmann', she: true, field: 'Chemical Engineering', org: 'Argonne National Laboratory' },
  { name: 'Arjun Rao', she: false, field: 'Computer Science', org: 'Stripe' },
  { name: 'Chiara Romano', she: true, field: 'Public Health', org: 'Johns Hopkins Bloomberg School of Public Health' },
  { name: 'Kwame Mensah', she: false, field: 'Electrical Engineering', org: 'GridWise Energy Inc.' },
  { name: 'Yuki Sato', she: true, field: 'Materials Science', org: 'Sato Battery Labs LLC' },
  { name: 'Omar Farouk', she: false, field: 'Civil Engineering', org: 'Farouk Water Systems' },
  { name: 'Ines Silva', she: true, field: 'Bioinformatics', org: 'Broad Institute' },
  { name: 'David Novak', she: false, field: 'Mechanical Engineering', org: 'Novak Robotics Inc.' },
  { name: 'Grace Okoro', she: true, field: 'Nursing', org: 'Baylor Scott & White Health' },
];
const UNIS = ['University of Lagos', 'TU Munich', 'IIT Madras', 'University of São Paulo', 'Seoul National University', 'University of Toronto', 'Politecnico di Milano', 'Charles University', 'University of Nairobi'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const date = (y: number, m: number, d = 1) => `${MONTHS[m - 1]} ${d}, ${y}`;
const pron = (she: boolean) => (she ? { sub: 'She', pos: 'her' } : { sub: 'He', pos: 'his' });

function degrees(): NiwDoc[] {
  return PEOPLE.map((p, i) => {
    const level = i % 3 === 0 ? 'Doctor of Philosophy' : i % 3 === 1 ? 'Master of Science' : 'Bachelor of Science';
    const uni = UNIS[i]!;
    const y = 2012 + i;
    const forms = [
      `${uni.toUpperCase()}\nOffice of the Registrar\n\nThis is to certify that ${p.name} has been awarded the degree of ${level} in ${p.field}, conferred on ${date(y, 6, 30)}.\n\nRegistrar`,
      `OFFICIAL TRANSCRIPT OF ACADEMIC RECORD\n${uni}\n\nStudent: ${p.name}\nProgramme: ${level} in ${p.field}\nCumulative GPA: 3.${7 + (i % 3)} / 4.0\nCredits earned: ${120 + i * 4}\nDegree conferred: ${date(y, 7, 15)}`,
      `CREDENTIAL EVALUATION REPORT\nEvaluation of foreign education for ${p.name}\n\nCredential: ${level === 'Bachelor of Science' ? 'Bachelor of Technology (four years)' : 'Diplom-Ingenieur'}, ${uni}, ${y}.\nFinding: the credential is equivalent to a U.S. ${level === 'Bachelor of Science' ? "bachelor's" : "master's"} degree in ${p.field} from a regionally accredited institution.`,
    ];
    const text = forms[i % 3]!;
    return { id: `niw-deg-${i + 1}`, fileName: ['diploma.pdf', 'transcript.pdf', 'credential_evaluation.pdf'][i % 3]!, applicant: p.name, kind: 'degree', category: 'niw_advanced_degree', text, ...(i === 2 ? { distractor: "a bachelor's (its holder has only 4 years after it)" } : {}) };
  });
}

function experienceLetters(): NiwDoc[] {
  return PEOPLE.map((p, i) => {
    const { sub, pos } = pron(p.she);
    const partTime = i === 4;
    const ten = i === 7;
    const start = ten ? 2009 : 2015 + (i % 4);
    const end = ten ? 2021 : start + 4;
    const hours = partTime ? 'part-time, 20 hours per week' : 'full-time, 40 hours per week';
    const text = `${p.org.toUpperCase()}\nHuman Resources Department\n\nEXPERIENCE LETTER\n\nTo whom it may concern,\n\nThis is to certify that ${p.name} was employed by ${p.org} from ${date(start, 3, 1)} to ${date(end, 2, 28)} in the position of Senior ${p.field} Engineer. ${sub} worked ${hours}. ${pos[0]!.toUpperCase()}${pos.slice(1)} duties included designing and testing systems and supervising two junior staff.${ten ? ` In total ${sub.toLowerCase()} has twelve years of full-time experience in the occupation with us.` : ''}\n\nSincerely,\nMaria Costa, Human Resources Manager`;
    return { id: `niw-exp-${i + 1}`, fileName: `experience_letter_${i + 1}.pdf`, applicant: p.name, kind: 'experience_letter', category: ten ? 'niw_exceptional_ability_ten_years' : 'niw_advanced_degree', text, ...(partTime ? { distractor: 'an experience letter for part-time work' } : {}) };
  });
}

function licences(): NiwDoc[] {
  const boards = ['Texas Board of Professional Engineers', 'California Board of Registered Nursing', 'Project Management Institute', 'Illinois Department of Financial and Professional Regulation', 'State Board of Pharmacy', 'American Board of Internal Medicine', 'Ontario Association of Certified Engineering Technicians', 'New York State Education Department, Office of the Professions'];
  return boards.map((b, i) => {
    const p = PEOPLE[i]!;
    const text =
      i % 2 === 0
        ? `${b.toUpperCase()}\n\nLicense Number: PE-${120340 + i}\n\n${p.name} is hereby licensed to practice as a Licensed Professional Engineer in the State, having met the requirements of the licensing board.\nDate of issue: ${date(2019 + (i % 4), 4, 12)}\nExpiration date: ${date(2026, 4, 11)}`
        : `${b}\n\nThis certifies that ${p.name} has met the requirements for certification and is hereby certified as a Project Management Professional (PMP).\nCertification number: ${3340000 + i}\nValid until ${date(2027, 1, 31)}`;
    return { id: `niw-lic-${i + 1}`, fileName: `licence_${i + 1}.pdf`, applicant: p.name, kind: 'licence', category: 'niw_exceptional_ability_licence', text };
  });
}

function plans(): NiwDoc[] {
  return PEOPLE.slice(0, 8).map((p, i) => {
    const business = i % 2 === 0;
    const text = business
      ? `${p.org}\nBUSINESS PLAN 2025–2028\n\nExecutive Summary\n${p.name} will build ${p.field.toLowerCase()} products for rural utilities in the United States.\n\nMarket Analysis\nThe target market is the 900 rural electric cooperatives in the United States.\n\nMilestones\nYear 1: pilot with two cooperatives. Year 2: 20 customers. Year 3: break-even.\n\nFinancial Projections\nRevenue of $1.2 million in year 2 and $4.5 million in year 3. Use of funds: hiring plan of 12 engineers.`
      : `PROJECT PLAN\n${p.name}, ${p.org}\n\nSpecific Aims\nAim 1: develop a low-cost screening assay for ${p.field.toLowerCase()} applications.\nAim 2: validate it in three U.S. sites.\n\nTimeline and deliverables\nPhase 1 (Q1 2025 – Q4 2025): prototype. Phase 2 (2026): multi-site validation. Deliverables: open protocol and a public data set.`;
    return { id: `niw-plan-${i + 1}`, fileName: business ? 'business_plan.pdf' : 'project_plan.pdf', applicant: p.name, kind: 'endeavor_plan', category: 'niw_prong2_well_positioned', text };
  });
}

function lettersOfInterest(): NiwDoc[] {
  const out = PEOPLE.slice(0, 8).map((p, i) => {
    const who = ['Pedernales Electric Cooperative', 'Cook County Department of Public Health', 'U.S. Department of Energy, Office of Electricity', 'Mercy Health System', 'Austin Independent School District', 'Blue Ridge Ventures', 'City of Tucson Water Department', 'Midwest Grid Alliance'][i]!;
    const text = `${who.toUpperCase()}\n\n${date(2024, 5 + (i % 6), 10)}\n\nRe: Letter of intent\n\nDear ${p.name},\n\nThis letter of intent confirms that ${who} intends to pilot the system you are developing in ${i % 2 === 0 ? 'two of our service areas' : 'our facilities'} during 2025, and to purchase up to ${50 + i * 10} units if the pilot meets the agreed performance targets. This is a non-binding letter of intent.\n\nSincerely,\nRobert Hale, Director of Operations\n${who}`;
    return { id: `niw-loi-${i + 1}`, fileName: `letter_of_intent_${i + 1}.pdf`, applicant: p.name, kind: 'letter_of_interest', category: 'niw_prong2_well_positioned', text } as NiwDoc;
  });
  // A colleague's praise is a letter of support, not a potential user's interest.
  out.push({
    id: 'niw-loi-9',
    fileName: 'letter_from_colleague.pdf',
    applicant: 'Arjun Rao',
    kind: 'recommendation_letter',
    category: 'recommendation_letter',
    distractor: 'a letter of support from a colleague rather than a user',
    text: `Dear Officer,\n\nI am writing to strongly support the petition of Arjun Rao. I have known Arjun for five years as a colleague at Stripe, where we worked on the same payments team. In my opinion he is one of the most capable engineers I have worked with, and I recommend him without reservation.\n\nSincerely,\nSophie Laurent, Staff Engineer, Stripe`,
  });
  return out;
}

function fundingAwards(): NiwDoc[] {
  return PEOPLE.slice(0, 8).map((p, i) => {
    const nsf = i % 2 === 0;
    const text = nsf
      ? `NATIONAL SCIENCE FOUNDATION\nNOTICE OF AWARD\n\nAward Number: ${2300000 + i * 17}\nAwardee: ${p.org}\nPrincipal Investigator: ${p.name}\nProgram: SBIR Phase I\nTotal award amount: $${(256 + i * 10).toLocaleString('en-US')},000\nPeriod of performance: ${date(2024, 7, 1)} – ${date(2025, 6, 30)}\n\nFunds are awarded for the project described in the proposal.`
      : `${p.org}\n\nINVESTMENT AGREEMENT — SEED ROUND\n\nBlue Ridge Ventures has invested $${(1 + i) * 500},000 in ${p.org} in a seed financing led by Blue Ridge Ventures on ${date(2024, 3, 15)}. ${p.name}, founder and CEO, will use the funds to hire engineers and complete the first commercial deployment.`;
    return { id: `niw-fund-${i + 1}`, fileName: nsf ? 'NSF_award_notice.pdf' : 'seed_investment.pdf', applicant: p.name, kind: 'funding_award', category: 'niw_prong2_well_positioned', text };
  });
}

export function niwDocs(): NiwDoc[] {
  return [...degrees(), ...experienceLetters(), ...licences(), ...plans(), ...lettersOfInterest(), ...fundingAwards()];
}
