/** Held-out critical-role and high-remuneration documents: web pages, minutes, HR statements, grants. */
import { Cap, first, lines, type T } from './util';

/** A startup's "About the founder" web page. */
export const aboutFounder: T = (x, trap) =>
  lines(
    `${x.org} — About us`,
    'Our story · Team · Careers · Contact',
    `Meet our founder`,
    `${x.name} started ${x.org} in 2018 after watching ${x.p.pos} uncle lose a season's cocoa to a disease nobody could see coming. ${Cap(x.p.sub)} still sets the product roadmap, leads every key partnership with government, and personally signed our first 4,000 farmers.`,
    `Under ${x.p.pos} leadership the company grew from two people in a garage in Madina to 85 staff in three countries, and became the first African company certified by the Ghana Civil Aviation Authority for commercial agricultural drone operations.`,
    trap && `${x.name} was named to the Forbes Africa 30 Under 30 list and won the Africa Agritech Challenge.`,
    '© Farmsight Ghana Ltd. All rights reserved.',
  );

/** Board minutes appointing the applicant to an executive role. */
export const boardMinutes: T = (x, trap) =>
  lines(
    `${x.org}`,
    'EXTRACT FROM THE MINUTES OF THE MEETING OF THE BOARD OF DIRECTORS held on 15 March 2021 at 10:00, São Paulo',
    'Present: Ricardo Prado (Chair), Fernanda Luz, Mateus Albuquerque, Daniel Kwon (observer, Monashees)',
    `Item 4 — Executive appointments. After discussion, the Board RESOLVED unanimously to appoint ${x.name} as Chief Technology Officer with responsibility for all engineering, data science and information security, reporting to the Board. The Board noted that the company's fraud-scoring product, on which its contracts with four banks depend, was designed by ${x.name}.`,
    trap && `Item 5 — Compensation. The Board approved an annual salary of R$ 960,000 for the CTO and a grant of 2% of the company's shares.`,
    'Certified a true extract. Fernanda Luz, Secretary of the Board',
  );

/** A German employment reference (Arbeitszeugnis) in translation. */
export const arbeitszeugnis: T = (x, trap) =>
  lines(
    'Translation from German',
    'QUALIFIED EMPLOYMENT REFERENCE (Qualifiziertes Arbeitszeugnis)',
    `${x.name}, born 1988, has been employed by ${x.org} since 1 October 2017, since 2020 as ${x.job}.`,
    `${Cap(x.p.sub)} leads a group of eleven scientists and engineers and is solely responsible for the institute's research line on tin-lead perovskites, including its industrial partnerships. The institute's largest licence to date rests on ${x.p.pos} work.`,
    `${x.addr.replace('Dr.', 'Dr')} has always carried out the tasks entrusted to ${x.p.obj} to our fullest satisfaction. ${Cap(x.p.pos)} conduct towards superiors, colleagues and partners was always exemplary.`,
    trap && `${Cap(x.p.pos)} gross annual remuneration is at salary group E15 Ü of the TV-L, the highest group of the collective agreement.`,
    'Karlsruhe, 30 June 2023 — Head of Human Resources',
  );

/** An organisation's leadership page from its annual report. */
export const annualReportLeaders: T = (x, trap) =>
  lines(
    'Circulith Inc. — Annual Report 2022',
    'Leadership team',
    'Mariana Costa — Chief Executive Officer',
    `${x.name} — ${x.job}. Leads the process chemistry group (24 staff) and owns the design of the Kamloops demonstration plant, the company's only revenue-generating asset. The low-temperature leach at the heart of the plant is ${x.p.pos} invention.`,
    'Arjun Patel — Chief Financial Officer',
    'The company recovered 1,150 tonnes of battery materials in 2022, up from 310 tonnes in 2021.',
    trap && 'Executive compensation is disclosed in the management information circular.',
  );

/** A letter from the employer describing why the role matters; the trap names the salary. */
export const roleConfirmation: T = (x, trap) =>
  lines(
    'KESTANE GAMES A.Ş. · Maslak Mah. Büyükdere Cad. No: 255 · Sarıyer / İstanbul',
    '22 May 2023',
    'Re: Position and responsibilities of Yusuf Demirci',
    `${x.name} joined us in 2016 and has been ${x.job} since 2019. ${Cap(x.p.sub)} designed and owns the physics and animation core of our engine, on which all five of our released titles run, including "Kervan", which reached 38 million downloads.`,
    `No title ships without ${x.p.pos} sign-off on performance. When ${x.p.sub} was on leave in 2021 we postponed a release rather than proceed without ${x.p.obj}.`,
    trap && `${Cap(x.p.pos)} gross salary for 2022 was TRY 4.1 million, which places ${x.p.obj} in the top 1% of software engineers in Turkey.`,
    'Emre Yıldız, Chief Executive Officer',
  );

/** A total-rewards / compensation statement from HR. */
export const totalRewards: T = (x, trap) =>
  lines(
    'Your 2023 Total Rewards Statement',
    `Prepared for: ${x.name} · Employee ID 004719 · ${x.org}`,
    'Base salary (annualised) ........ CAD 238,000',
    'Annual incentive paid (2022 plan) ........ CAD 71,400',
    'Equity vested in 2023 (at vest price) ........ CAD 184,250',
    'Employer pension contributions ........ CAD 14,280',
    'Total direct compensation ........ CAD 507,930',
    trap && 'Your performance rating of "Exceptional" also earned you the CEO Award for Innovation, shown in Recognition.',
    'This statement is for information; your pay slips and T4 remain the official records.',
  );

/** A restricted stock unit grant notice: "award" appears all over it. */
export const rsuNotice: T = (x, trap) =>
  lines(
    'NOTICE OF RESTRICTED STOCK UNIT AWARD',
    `${x.org} 2019 Equity Incentive Plan`,
    `Participant: ${x.name}`,
    'Date of Grant: 1 March 2022 · Number of Restricted Stock Units: 60,000 · Fair market value at grant: USD 9.40 per share',
    'Vesting: 25% on the first anniversary of the grant date, then in equal quarterly instalments over the following three years, subject to continued service.',
    'By accepting this Award you agree to the terms of the Plan and the Restricted Stock Unit Agreement.',
    trap && 'This grant recognises your critical leadership of the engineering organisation.',
  );

/** A UK end-of-year pay certificate (P60). */
export const p60: T = (x) =>
  lines(
    'P60 End of Year Certificate — Tax year to 5 April 2023',
    `Employee's details: ${x.name.toUpperCase()} · National Insurance number QQ 12 34 56 C`,
    'Pay and Income Tax details — In this employment: Pay £184,600.00 · Tax deducted £70,133.40',
    'Final tax code: 1257L',
    `Employer: ${x.org} · PAYE reference 120/LB12345`,
    'Certificate by Employer/Paying Office: This form shows your total pay for Income Tax purposes in this employment for the year.',
  );

/** A publishing contract whose point is the advance. */
export const bookContract: T = (x, trap) =>
  lines(
    'PUBLISHING AGREEMENT',
    `between Kōbunsha Press (the "Publisher") and ${x.name} (the "Author"), dated 10 January 2023`,
    `1. The Author grants the Publisher exclusive English-language rights worldwide in the work provisionally titled "${x.title}: Book Four".`,
    '2. Advance. The Publisher shall pay the Author a non-returnable advance against royalties of USD 420,000, payable one third on signature, one third on delivery and one third on publication.',
    '3. Royalties. 10% of list price on the first 50,000 copies, 12.5% thereafter.',
    trap && '4. The Publisher shall submit the work for the Eisner Awards and arrange a launch exhibition of original pages.',
    'Signed for the Publisher ............ Signed by the Author ............',
  );

/** A salary benchmark showing where the applicant sits. */
export const salaryBenchmark: T = (x, trap) =>
  lines(
    'Nasscom–Aon Technology Salary Survey 2023 — extract',
    'Role family: Research Scientist (AI/ML) · Location: Bengaluru · Level: Staff / Principal',
    '25th percentile: ₹42 lakh · Median: ₹58 lakh · 75th percentile: ₹76 lakh · 90th percentile: ₹98 lakh',
    `For comparison: ${x.name}, ${x.job}, ${x.org}: fixed pay ₹1.08 crore (₹108 lakh), above the 90th percentile.`,
    trap && 'Survey participants included the winners of the Nasscom Emerge 50 awards.',
    'Source: Aon Radford, survey of 412 companies.',
  );

/** A photographed pay slip. */
export const payslipPhoto: T = (x) => lines('PAGARO TECNOLOGIA S.A. - HOLERITE', `FUNCIONARIO: ${x.name}`, 'COMPETENCIA: 11/2022', 'SALARIO BASE R$ 80.000,00', 'LIQUIDO A RECEBER R$ 58.412,37');

/** An offer of a consulting engagement at a day rate. */
export const consultingOffer: T = (x, trap) =>
  lines(
    'Ørsted Wind Power A/S — Statement of Work No. 7',
    `Consultant: ${x.name}`,
    'Services: independent review of load-control strategy for Hornsea 3 turbines.',
    'Term: 1 February – 31 December 2023. Fee: DKK 18,500 per day, for up to 120 days (maximum DKK 2,220,000). Expenses reimbursed at cost.',
    trap && `The consultant was chosen for ${first(x)}'s published work and ${x.p.pos} patent on lidar-assisted pitch control.`,
    'Accepted and agreed by both parties.',
  );
