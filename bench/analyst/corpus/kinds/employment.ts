/** Critical-role letters and pay evidence: salary letters, offers, pay slips, W-2s, fee contracts. */
import { dateOf, letterhead, refNo, signature, someone, type Gen, type Opt } from '../gen';
import { formal, full, pron, type Person } from '../people';
import { between, money, num, pick, usDate } from '../types';

const SYSTEM: Record<string, string> = {
  ml: 'retrieval engine', data: 'query engine', bio: 'base-editing platform', finance: 'systematic rates strategies', robotics: 'autonomous picking system', materials: 'lithium-metal anode programme',
  neuro: 'brain-atlas pipeline', climate: 'flood forecasting service', security: 'vulnerability research unit', architecture: 'civic projects studio', music: 'catalogue', classical: 'touring programme', film: 'feature slate', photo: 'exhibition programme',
};
const systemOf = (x: Person) => SYSTEM[x.field.key] ?? 'core product';
const salaryOf = (x: Person, o: Opt) => o.amount ?? (x.salary || between(o.r, 180, 420) * 1000);

/** The employer describes the applicant's essential role; the trap mentions an award, press or a patent. */
export const roleLetter: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2022, 2024);
  const p = pron(x);
  const reach = x.key === 'priya' ? 'which now serves 12 million users' : `which ${pick(o.r, ['now accounts for a third of our revenue', 'is used by every one of our largest customers', 'was the basis of our last funding round'])}`;
  const lines = [
    ...letterhead(x.org, x.orgCity, o.r),
    '',
    usDate(y, m, d),
    '',
    'U.S. Citizenship and Immigration Services',
    `Re: The role of ${full(x)} at ${x.org}`,
    '',
    `I am the ${x.boss.title} of ${x.org} and have supervised ${formal(x)} directly since ${x.startYear}. I write to describe ${p.pos} role, which has been critical to the organisation.`,
    x.orgAbout,
    ...(x.field.arts
      ? [
          `${formal(x)} led the team that created our ${systemOf(x)}, ${reach}. ${p.Sub} sets its artistic direction, leads our most important commissions and personally presents our work to clients and audiences.`,
          `When our largest commission was at risk in ${y - 1}, it was ${formal(x)} who reworked it within a month. Our board relies on ${p.pos} judgement on every major artistic decision.`,
        ]
      : [
          `${formal(x)} led the team that designed and built our ${systemOf(x)}, ${reach}. ${p.Sub} set its technical direction, chose its architecture and personally wrote the parts no one else could.`,
          `When a failure in ${y - 1} threatened our largest contract, it was ${formal(x)} who found the cause and shipped the fix within a week. Senior leadership relies on ${p.pos} judgement on every major technical decision.`,
        ]),
  ];
  if (o.trap) {
    const prize = x.field.prizes[o.n % x.field.prizes.length]!;
    lines.push([
      `The work of ${p.pos} team received the ${prize.name} from the ${prize.body}, and was covered by ${x.field.outlets[0]!.name}.`,
      `${p.Sub} is a named inventor on the patents that protect this work and the author of the papers that describe it.`,
    ][o.n % 2]!);
  }
  lines.push(`Simply put, the ${systemOf(x)} would not exist without ${p.obj}, and replacing ${p.obj} would set us back years.`, '', ...signature(x.boss.name, x.boss.title, x.org));
  return lines;
};

/** HR's role verification: position, reporting line, team and duties (no pay). */
export const roleVerification: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2022, 2024);
  const team = between(o.r, 6, 40);
  return [
    ...letterhead(x.org, x.orgCity, o.r),
    `${usDate(y, m, d)}     Ref. ${refNo(o.r, 'HR')}`,
    '',
    'ROLE DESCRIPTION AND VERIFICATION',
    `Employee: ${full(x)}`,
    `Position: ${x.title}`,
    `Start date: ${usDate(x.startYear, between(o.r, 1, 12), between(o.r, 1, 28))}`,
    `Reports to: ${x.boss.name}, ${x.boss.title}`,
    `Direct and indirect reports: ${team}`,
    '',
    'Responsibilities',
    `• Leads the ${systemOf(x)} and is accountable for its technical roadmap.`,
    `• Heads the group of ${team} engineers and scientists who build and operate it.`,
    '• Represents the organisation to key customers, partners and regulators on technical matters.',
    `• Sits on the ${x.org} technical leadership committee, which approves all major investments.`,
    o.trap ? `• Oversees the organisation's patent portfolio in this area and reviews outgoing publications.` : '',
    '',
    `This role is one of ${between(o.r, 3, 8)} senior technical positions in the organisation.`,
    `${x.hr.name}, ${x.hr.title}`,
  ].filter((l, i, a) => l !== '' || a[i - 1] !== '');
};

/** An organisation chart with the applicant's position (kind: other). */
export const orgChart: Gen = (x, o) => {
  const team = between(o.r, 8, 30);
  return [
    `${x.org} — Organization Chart (${between(o.r, 2022, 2024)})`,
    'Chief Executive Officer',
    `├─ ${x.boss.title}: ${x.boss.name}`,
    `│   ├─ ${x.title}: ${x.name}  ← leads ${systemOf(x)} (${team} staff)`,
    `│   │    ├─ ${someone(o.r)}, Senior Associate`,
    `│   │    └─ ${someone(o.r)}, Senior Associate`,
    `│   └─ ${someone(o.r)}, Director, Infrastructure`,
    `└─ Chief Operating Officer: ${someone(o.r)}`,
    `Prepared by ${x.hr.name}, ${x.hr.title}. The ${systemOf(x)} group is one of the company's three core units.`,
  ];
};

/** A compensation verification letter; the trap says the applicant leads a team. */
export const salaryLetter: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2023, 2024);
  const pay = salaryOf(x, o);
  const p = pron(x);
  return [
    ...letterhead(x.org, x.orgCity, o.r),
    '',
    usDate(y, m, d),
    '',
    'Re: Employment and Compensation Verification',
    '',
    'To Whom It May Concern:',
    '',
    `This letter confirms that ${full(x)} has been employed full time by ${x.org} since ${x.startYear} and currently holds the position of ${x.title}.`,
    `${p.Pos} annual base salary is ${money(pay)}, paid semi-monthly. ${p.Sub} is also eligible for an annual target bonus of ${between(o.r, 15, 30)} percent of base salary and received a restricted stock grant valued at ${money(between(o.r, 4, 16) * 50000)} vesting over four years.`,
    ...(o.trap ? [`In this role ${x.first} leads a team of ${between(o.r, 8, 20)} researchers and engineers and is responsible for the ${systemOf(x)}.`] : []),
    'This information is provided at the employee\'s request for immigration purposes.',
    '',
    ...signature(o.by ?? x.hr.name, x.hr.title, x.org),
  ];
};

/** An offer letter with base salary per year, sign-on bonus and equity. */
export const offerLetter: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2021, 2024);
  const pay = salaryOf(x, o);
  return [
    ...letterhead(x.org, x.orgCity, o.r),
    usDate(y, m, d),
    '',
    `Dear ${x.first},`,
    '',
    `We are delighted to offer you the position of ${x.title} at ${x.org}, reporting to ${x.boss.name}.`,
    `Compensation. Your starting base salary will be ${money(pay)} per year, paid in accordance with our normal payroll practices. You will receive a sign-on bonus of ${money(between(o.r, 2, 10) * 10000)} and an initial equity grant of ${num(between(o.r, 20, 120) * 1000)} restricted stock units.`,
    o.trap ? `In addition, you will be eligible for our patent incentive programme, which pays ${money(between(o.r, 2, 5) * 1000)} for each patent application on which you are named an inventor.` : `Benefits. You will be eligible for our standard health, dental and retirement plans.`,
    'This offer is contingent on verification of your authorisation to work in the United States. Please sign and return this letter within seven days.',
    '',
    ...signature(x.hr.name, x.hr.title, x.org),
    '',
    `Accepted: ${x.name}    Date: ________`,
  ];
};

/** A semi-monthly earnings statement (kind: pay record); the trap is an award bonus line. */
export const payslip: Gen = (x, o) => {
  const [y, m] = dateOf(o, 2023, 2024);
  const gross = Math.round(salaryOf(x, o) / 24);
  const ytd = gross * (m * 2);
  const f = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [
    `${x.org}    EARNINGS STATEMENT`,
    `Employee: ${x.name}    Employee ID: ${between(o.r, 100000, 999999)}`,
    `Pay period: ${String(m).padStart(2, '0')}/01/${y} - ${String(m).padStart(2, '0')}/15/${y}    Pay date: ${String(m).padStart(2, '0')}/20/${y}`,
    '',
    'EARNINGS\tRATE\tCURRENT\tYTD',
    `Regular salary\t\t${f(gross)}\t${f(ytd)}`,
    ...(o.trap ? [`Spot award bonus (Outstanding Contribution)\t\t${f(between(o.r, 2, 9) * 1000)}\t${f(between(o.r, 2, 9) * 1000)}`] : []),
    `Gross pay\t\t${f(gross)}\t${f(ytd)}`,
    '',
    'DEDUCTIONS',
    `Federal income tax\t\t${f(gross * 0.29)}\t${f(ytd * 0.29)}`,
    `Social Security\t\t${f(Math.min(gross, 7000) * 0.062)}`,
    `Medicare\t\t${f(gross * 0.0145)}`,
    `401(k)\t\t${f(gross * 0.06)}`,
    `Net pay\t\t${f(gross * 0.55)}`,
  ];
};

/** Form W-2. */
export const w2: Gen = (x, o) => {
  const y = o.date?.[0] ?? 2023;
  const wages = o.amount ?? Math.round(salaryOf(x, o) * 1.056);
  const f = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [
    `Form W-2 Wage and Tax Statement ${y}`,
    'Department of the Treasury—Internal Revenue Service',
    `a Employee's social security number: XXX-XX-${between(o.r, 1000, 9999)}`,
    `b Employer identification number (EIN): ${between(o.r, 10, 99)}-${between(o.r, 1000000, 9999999)}`,
    `c Employer's name, address, and ZIP code: ${x.org}, ${x.orgCity}`,
    `e Employee's first name and initial / Last name: ${x.first} ${x.last}`,
    `1 Wages, tips, other compensation: ${f(wages)}`,
    `2 Federal income tax withheld: ${f(wages * 0.31)}`,
    `3 Social security wages: ${f(160200)}    4 Social security tax withheld: ${f(9932.4)}`,
    `5 Medicare wages and tips: ${f(wages)}    6 Medicare tax withheld: ${f(wages * 0.0145 + (wages - 200000) * 0.009)}`,
    `12a Code D: ${f(22500)}`,
    `16 State wages, tips, etc.: ${f(wages)}    17 State income tax: ${f(wages * 0.093)}`,
    'Copy B—To Be Filed With Employee\'s FEDERAL Tax Return.',
  ];
};

const OCCUPATION: Record<string, string> = {
  ml: 'Computer and Information Research Scientists (15-1221)', data: 'Software Developers (15-1252)', finance: 'Financial and Investment Analysts (13-2051)', architecture: 'Architects (17-1011)',
  climate: 'Atmospheric and Space Scientists (19-2021)', materials: 'Materials Scientists (19-2032)', bio: 'Biochemists and Biophysicists (19-1021)', neuro: 'Medical Scientists (19-1042)', robotics: 'Robotics Engineers (17-2199)', security: 'Information Security Analysts (15-1212)',
};

/** A comparison of the applicant's pay with published wage data (kind: other). */
export const salaryComparison: Gen = (x, o) => {
  const pay = salaryOf(x, o);
  const p90 = Math.round(pay * (0.45 + o.r() * 0.2) / 1000) * 1000;
  return [
    'Salary Comparison',
    `Beneficiary: ${x.name}, ${x.title}, ${x.org}`,
    `Beneficiary's annual base salary: ${money(pay)} (see employer letter).`,
    '',
    `Occupation: ${OCCUPATION[x.field.key] ?? 'Natural Sciences Managers (11-9121)'}`,
    `Area: ${x.orgCity}`,
    `Published wage survey, 90th percentile annual wage: ${money(p90)}`,
    `Median annual wage: ${money(Math.round(p90 * 0.58 / 1000) * 1000)}`,
    `The beneficiary's salary is ${(pay / p90).toFixed(1)} times the 90th percentile for the occupation in this area.`,
    o.trap ? 'Note: the beneficiary also leads a team, which the survey\'s job descriptions do not capture.' : 'Source: Occupational Employment and Wage Statistics, May release.',
  ];
};

/** An artist's engagement contract with a fee per performance or per picture. */
export const engagementContract: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2021, 2024);
  const fee = o.amount ?? between(o.r, 6, 40) * 5000;
  const unit = x.field.key === 'film' ? 'for the picture' : 'per performance';
  return [
    x.field.key === 'film' ? 'DIRECTOR / CREW DEAL MEMO' : 'ARTIST ENGAGEMENT AGREEMENT',
    `Date: ${usDate(y, m, d)}`,
    `Between: ${x.org} ("Company") and ${x.name} ("Artist")`,
    '',
    `1. Engagement. Company engages Artist for ${x.field.key === 'film' ? `the feature film "${x.field.arts?.works[1] ?? 'Untitled'}"` : `${between(o.r, 4, 20)} performances during the ${y} season`}.`,
    `2. Fee. Company shall pay Artist a fee of ${money(fee)} ${unit}, plus ${between(o.r, 2, 5)} percent of net receipts. This fee is ${between(o.r, 3, 8)} times the applicable union scale minimum.`,
    '3. Billing. Artist shall receive first-position billing in all paid advertising.',
    o.trap ? `4. Recording. Company may record the performances; any album release will pay Artist royalties of ${between(o.r, 12, 18)} percent.` : '4. Travel. Company shall provide business-class travel and hotel accommodation.',
    '',
    `For Company: ${x.boss.name}, ${x.boss.title}        Artist: ${x.name}`,
  ];
};

export const payslipPhoto: Gen = (x, o) => {
  const gross = Math.round(salaryOf(x, o) / 24);
  return [`${x.org} EARNINGS STATEMENT`, `EMPLOYEE: ${x.name}`, `PAY PERIOD 03/01/2024 - 03/15/2024`, `GROSS PAY USD ${num(gross)}.00`, `YTD GROSS USD ${num(gross * 6)}.00`, 'NET PAY DIRECT DEPOSIT'];
};
