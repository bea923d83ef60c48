/** Held-out awards and memberships, as they turn up from universities, foundations, ministries and societies. */
import { Cap, first, lines, type T } from './util';

/** A university newsroom page announcing a faculty prize. */
export const uniNewsroom: T = (x, trap) =>
  lines(
    `${x.org} — Newsroom`,
    'Home › News › Research & Innovation',
    `${x.name} wins the 2023 Heinrich-Welker Medal`,
    'Posted 14 March 2023 · 3 min read · Share: LinkedIn | X | Email',
    `${x.name}, ${x.job.toLowerCase()} at ${x.org}, has been named this year's recipient of the Heinrich-Welker Medal, given once a year by the Welker Stiftung to one researcher under 40 for a single outstanding advance in ${x.field}.`,
    `The foundation's committee singled out ${x.p.pos} work on ${x.work}. The medal, a gilt bronze piece designed by the sculptor Annelie Roth, comes with €25,000 for unrestricted research use.`,
    `"We are thrilled for ${x.p.obj} and for the whole group," said the Dean. ${Cap(x.p.sub)} will receive the medal at a ceremony in Munich on 9 May.`,
    trap && `${Cap(x.p.sub)} also serves on the editorial board of Advanced Energy Materials and regularly reviews manuscripts for Nature Energy.`,
    'Media contact: press office, +49 721 608 0',
  );

/** A prize foundation's press release; the trap compares the purse with the winner's salary. */
export const foundationRelease: T = (x, trap) =>
  lines(
    'THE HALVORSEN FOUNDATION',
    'PRESS RELEASE — EMBARGOED UNTIL 06:00 CET, 2 OCTOBER 2022',
    `Halvorsen Prize for Applied Science goes to ${x.name}`,
    `OSLO — The Halvorsen Foundation today named ${x.name} of ${x.org}, ${x.country}, the 2022 laureate of the Halvorsen Prize for Applied Science, chosen from 212 nominations received from 41 countries.`,
    `The prize honours ${x.p.pos} development of ${x.work}. It carries a purse of NOK 2,000,000 and a diploma, which King's Council member Ingrid Solberg will present in Oslo City Hall on 10 December.`,
    trap && `The purse is roughly four times the laureate's annual base salary of USD 61,000, the foundation noted, adding that it hopes the money buys time for research.`,
    'About the Foundation: established in 1987 by the shipowner Per Halvorsen, the Foundation awards one prize a year. Past laureates are listed at halvorsenprize.no.',
    '###',
    'Press contact: Marit Eide, communications, +47 22 00 14 14',
  );

/** A ministry order conferring a state prize (an Eastern-European style decree, in translation). */
export const stateDecree: T = (x, trap) =>
  lines(
    'MINISTRY OF EDUCATION, YOUTH AND SPORTS',
    'Translation from the original. Translator\'s stamp and signature on file.',
    'ORDER No. 145/2021 of 18 November 2021',
    `on conferring the Minister's Prize for Outstanding Results in Research for the year 2021`,
    'Pursuant to Section 12 of Act No. 130/2002 Coll., on the support of research, and on the proposal of the Prize Council, I hereby confer:',
    `the Minister's Prize for Outstanding Results in Research, 1st class, upon ${x.name}, ${x.org}, for ${x.work}.`,
    trap && `In its proposal the Prize Council drew on the opinions of three external reviewers and on an article about the applicant in the daily Hospodářské noviny.`,
    'The prize includes a financial sum of CZK 500,000. This Order takes effect on the day of its signature.',
    'Minister — signed',
  );

/** An industry association's congratulation email with ceremony logistics; the trap invites the winner to judge next year. */
export const congratsEmail: T = (x, trap) =>
  lines(
    'From: awards@eurotechalliance.org',
    `To: ${x.name}`,
    'Date: Tue, 6 Jun 2023 09:12',
    'Subject: Congratulations! You are the 2023 Innovator of the Year',
    `Dear ${first(x)},`,
    `It is my pleasure to let you know that you have won the EuroTech Alliance Innovator of the Year 2023 in the category "${x.field}". Out of 380 entries, yours was chosen unanimously for ${x.work}.`,
    'The trophy will be handed over at our Gala Dinner on 22 June at the Palais des Congrès, Brussels. Dress code: black tie. Please confirm two guests by 12 June, and send us a 40-word biography for the programme.',
    trap && 'Winners traditionally join the judging panel for the following year\'s entries; we will write to you about this in January.',
    'With warm congratulations,',
    'Annika Vos, Awards Manager',
  );

/** The final ranking of a pitch competition, first place to the applicant. */
export const pitchResults: T = (x, trap) =>
  lines(
    'Africa Agritech Challenge 2022 — Final Results',
    'Grand finale held in Kigali, 24 September 2022',
    'Rank | Team | Country | Prize',
    `1 | ${x.org} (${x.name}) | ${x.country} | USD 100,000 grant + incubation`,
    '2 | SoilWise | Kenya | USD 50,000',
    '3 | AquaTrack | Senegal | USD 25,000',
    'Finalists were selected from 1,140 applications from 38 countries.',
    trap && 'Each finalist was interviewed live by Bloomberg Africa, and footage of the pitches aired on national television.',
    'Organised by the African Development Foundation with the support of the Mastercard Foundation.',
  );

/** A short photo of a trophy plaque. */
export const plaquePhoto: T = (x) => lines('IEEE POWER & ENERGY SOCIETY', 'OUTSTANDING YOUNG ENGINEER AWARD 2021', `PRESENTED TO ${x.name}`, `FOR ${x.work}`, 'ORLANDO, FLORIDA - JULY 2021');

/** An academy's letter of admission after a vote (British style). */
export const admissionLetter: T = (x, trap) =>
  lines(
    'THE ROYAL SOCIETY OF TROPICAL MEDICINE AND HYGIENE',
    '1 September 2022',
    `Dear ${x.addr},`,
    `I write with great pleasure to tell you that, at its meeting of 28 August, Council voted to admit you to the Fellowship of the Society. Admission is by nomination from two existing Fellows and is limited to those whose work has materially advanced ${x.field}.`,
    'Please sign the Fellows\' Roll at the Admission Day on 14 November; until then you may not use the post-nominal letters FRSTMH.',
    trap && `Your nominators cited, among other things, your receipt of the Chalmers Medal and your service as a reviewer for the Wellcome Trust.`,
    'Yours sincerely,',
    'Professor Adrian Moss, Honorary Secretary',
  );

/** A members' directory search result from a professional body. */
export const directoryEntry: T = (x, trap) =>
  lines(
    'Find a Member — Institution of Engineering and Technology',
    `Search results for "${x.surname}" (1 match)`,
    `Name: ${x.name}`,
    'Membership grade: Fellow (FIET)',
    'Elected: 12 March 2020',
    `Location: ${x.city}, ${x.country}`,
    'Fellowship is the highest grade of membership and requires evidence of outstanding professional leadership, assessed by the Fellowship Panel.',
    trap && `Biography: ${x.name} leads the ${x.work} programme at ${x.org} and was featured in The Engineer in 2019.`,
    'This directory is provided for verification purposes only.',
  );

/** An academy's list of newly elected members, the applicant among them. */
export const newMembersList: T = (x, trap) =>
  lines(
    'ACADEMIA EUROPAEA',
    'Newly elected members 2023 — Section: Earth & Cosmic Sciences / Physics & Engineering',
    'Membership of the Academy is by invitation only, following nomination by current members and peer scrutiny by the section committee.',
    'Cristina Almeida (Lisbon) — Geophysics',
    `${x.name} (${x.city}) — ${x.field}`,
    'Pieter de Groot (Delft) — Fluid mechanics',
    'Tanja Weber (Zurich) — Climate physics',
    trap && 'Several of this year\'s members are also winners of the Academy\'s Erasmus Medal, and three sit on ERC Advanced Grant panels.',
    'Admission ceremony: Barcelona, 26 September 2023.',
  );

/** A photographed membership card. */
export const memberCard: T = (x) =>
  lines(x.country === 'Ghana' ? 'AMERICAN SOCIETY OF AGRICULTURAL AND BIOLOGICAL ENGINEERS' : 'ASSOCIATION FOR COMPUTING MACHINERY', 'MEMBER CARD', x.name, x.country === 'Ghana' ? 'GRADE: FELLOW' : 'GRADE: DISTINGUISHED MEMBER', 'MEMBER NO. 0041772', 'VALID THROUGH 12/2024');

/** A grade-upgrade confirmation with the rules for the grade. */
export const gradeUpgrade: T = (x, trap) =>
  lines(
    'Association for Computing Machinery',
    `Dear ${x.name},`,
    `Your application to advance to the grade of ACM Senior Member has been approved by the Senior Member Committee, effective 1 February 2022.`,
    'Senior Member status recognises members with at least ten years of professional experience and five years of continuous Professional Membership who have demonstrated performance that sets them apart from their peers. Fewer than 3% of ACM members hold this grade.',
    'A certificate and a lapel pin will be posted to you. You may use the grade in your correspondence and on your CV.',
    trap && 'Your nomination letter mentioned your ACM SIGGRAPH Best Paper Award and your talk at GDC 2021.',
    'ACM Member Services',
  );
