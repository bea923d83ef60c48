/**
 * The performing arts (O-1B): house programmes, playbills, cast sheets and credits that bill the
 * applicant in a lead role; critics' reviews; a production's weekly grosses; a fee agreement.
 */
import { dateOf, someone, type Gen } from '../gen';
import { pron, type Person } from '../people';
import { between, euDate, money, num, pick, usDate } from '../types';

const arts = (x: Person) => x.field.arts ?? { works: ['Untitled'], venues: ['City Theatre'], label: '' };
const venueName = (x: Person, n: number) => arts(x).venues[n % arts(x).venues.length]!.split(',')[0]!;
const work = (x: Person, n: number) => arts(x).works[n % arts(x).works.length]!;

/** The lead the applicant sings, acts or dances in each work. */
const LEADS: Record<string, string> = {
  Tosca: 'Floria Tosca', 'La Traviata': 'Violetta Valéry', 'Madama Butterfly': 'Cio-Cio-San', Othello: 'Othello', 'A Raisin in the Sun': 'Walter Lee Younger',
  'The Long Crossing': 'Samuel Okafor', 'Swan Lake': 'Odette/Odile', Giselle: 'Giselle', 'The Firebird': 'The Firebird',
};
const leadOf = (title: string) => LEADS[title] ?? 'the title role';

/** An opera house's programme: cast list, creative team, running time; the trap is 'sold out' and the box office. */
export const houseProgramme: Gen = (x, o) => {
  const title = work(x, o.n);
  const [y, m] = dateOf(o, 2021, 2024);
  const dates = [3, 6, 9, 12, 15].map((d) => d + (o.n % 3)).join(', ');
  return [
    venueName(x, 0).toUpperCase(),
    `${title.toUpperCase()}`,
    x.field.key === 'opera' ? `Opera in three acts by ${pick(o.r, ['Giacomo Puccini', 'Giuseppe Verdi'])}` : `${x.field.key === 'dance' ? 'Ballet in four acts' : 'A play in two acts'}`,
    `Season ${y - 1}/${String(y).slice(2)} · Main Stage`,
    `Performances: ${dates} ${['January', 'March', 'May', 'October'][m % 4]} ${y}`,
    '',
    'CAST',
    `${leadOf(title)}: ${x.name}`,
    `${pick(o.r, ['Mario Cavaradossi', 'Alfredo Germont', 'Prince Siegfried', 'Iago'])}: ${someone(o.r)}`,
    `${pick(o.r, ['Baron Scarpia', 'Giorgio Germont', 'Von Rothbart', 'Cassio'])}: ${someone(o.r)}`,
    `${pick(o.r, ['A Sacristan', 'Flora Bervoix', 'Benno', 'Emilia'])}: ${someone(o.r)}`,
    '',
    `Conductor: ${someone(o.r)}`,
    `Director: ${someone(o.r)}`,
    `Designer: ${someone(o.r)}`,
    '',
    `${x.name} ${x.field.key === 'opera' ? 'sings' : x.field.key === 'dance' ? 'dances' : 'plays'} the title role for the first time at ${venueName(x, 0)}. ${pron(x).Sub} made ${pron(x).pos} house debut in ${x.startYear} and returns after ${pron(x).pos} acclaimed ${leadOf(work(x, o.n + 1))}.`,
    'Running time: approximately 2 hours 45 minutes, including two intervals.',
    o.trap ? 'All performances are sold out. Returns may be available from the Box Office on the day of each performance.' : `The production is supported by the ${pick(o.r, ['Friends of the House', 'Director\'s Circle'])}.`,
  ];
};

/** A theatre playbill: 'starring', the cast in order of appearance, a who's who; the trap is the production's awards. */
export const playbill: Gen = (x, o) => {
  const title = work(x, o.n);
  const [y, m, d] = dateOf(o, 2021, 2024);
  return [
    'PLAYBILL',
    `${venueName(x, o.n)}`,
    `${arts(x).label} presents`,
    `${x.name}`,
    `in`,
    `${title.toUpperCase()}`,
    `by ${pick(o.r, ['William Shakespeare', 'Lorraine Hansberry', 'Adaeze Nwosu'])}`,
    `Directed by ${someone(o.r)}`,
    `Opening night: ${usDate(y, m, d)}`,
    '',
    'CAST (in order of appearance)',
    `${leadOf(title)} .......... ${x.name}`,
    `${pick(o.r, ['Desdemona', 'Ruth Younger', 'Mara'])} .......... ${someone(o.r)}`,
    `${pick(o.r, ['Iago', 'Beneatha Younger', 'The Ferryman'])} .......... ${someone(o.r)}`,
    '',
    "WHO'S WHO IN THE CAST",
    `${x.name.toUpperCase()} (${leadOf(title)}) returns to the ${venueName(x, o.n)} after starring in ${work(x, o.n + 1)}. ${pron(x).Sub} trained at ${x.university || 'drama school'}.`,
    o.trap ? `The production won three awards at its first run, including Best Revival, and has been seen by more than 120,000 people.` : `Understudies never substitute for listed players unless a specific announcement is made.`,
  ];
};

/** A ballet's cast sheet for one performance: principal roles, soloists, corps de ballet. */
export const castSheet: Gen = (x, o) => {
  const title = work(x, o.n);
  const [y, m, d] = dateOf(o, 2021, 2024);
  return [
    `${arts(x).label || venueName(x, 0)} — Cast sheet`,
    `${title}`,
    `${euDate(y, m, d)}, 19:30`,
    '',
    'Principal roles',
    `${leadOf(title)}: ${x.name}`,
    `${pick(o.r, ['Prince Siegfried', 'Albrecht', 'Ivan Tsarevich'])}: ${someone(o.r)}`,
    '',
    `Soloists: ${someone(o.r)}, ${someone(o.r)}, ${someone(o.r)}`,
    'Corps de ballet: Artists of the Company',
    '',
    `Conductor: ${someone(o.r)}`,
    o.trap ? 'This performance is generously supported by a grant from the National Arts Council.' : 'Cast subject to change.',
  ];
};

/** A film's billing block and credits: 'starring', the cast, the crew. */
export const filmCredits: Gen = (x, o) => {
  const title = work(x, o.n);
  const y = dateOf(o, 2019, 2024)[0];
  const lead = x.field.key === 'film' ? `Directed by ${x.name}` : `Starring ${x.name}`;
  return [
    `${title.toUpperCase()} (${y})`,
    'FULL CREDITS',
    '',
    lead,
    x.field.key === 'film' ? `Starring ${someone(o.r)}, ${someone(o.r)}` : `with ${someone(o.r)} and ${someone(o.r)}`,
    `Directed by ${x.field.key === 'film' ? x.name : someone(o.r)}`,
    '',
    'Cast (in credits order)',
    `${x.field.key === 'film' ? someone(o.r) : x.name} ... ${leadOf(title)}`,
    `${someone(o.r)} ... ${pick(o.r, ['Ruth', 'Daniel', 'Abena'])}`,
    `${someone(o.r)} ... ${pick(o.r, ['The Captain', 'Mrs. Hale', 'Young Samuel'])}`,
    '',
    `Produced by ${someone(o.r)} for ${arts(x).label || 'Northlight Pictures'}`,
    `Running time: ${between(o.r, 94, 128)} minutes`,
    o.trap ? `Opening weekend: ${money(between(o.r, 40, 90) * 100000)} (${num(between(o.r, 900, 2200))} screens).` : 'Distributed in the United States by Northlight Pictures.',
  ];
};

/** A recital programme: 'PROGRAMME' above the works (a heading conference programmes share), the soloist billed. */
export const recitalProgramme: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2021, 2024);
  return [
    `${venueName(x, o.n + 1)}`,
    `${x.name.toUpperCase()}, piano`,
    `Recital · ${usDate(y, m, d)}, 7:30 pm`,
    '',
    'PROGRAMME',
    'J. S. Bach — Partita No. 2 in C minor, BWV 826',
    'Frédéric Chopin — Ballade No. 4 in F minor, Op. 52',
    'Interval',
    `Robert Schumann — Fantasie in C major, Op. 17`,
    '',
    `${x.name} appears as soloist in ${pron(x).pos} debut recital in the Main Hall; ${pron(x).sub} returns in ${y + 1} as soloist with the resident orchestra.`,
    o.trap ? 'Programme notes by the Festival\'s artistic committee, which selects a handful of recitalists each season.' : 'Please switch off mobile phones.',
  ];
};

/** A critic's review in a newspaper: stars, a by-line, the run's dates; the trap names the lead role or the box office. */
export const criticReview: Gen = (x, o) => {
  const title = work(x, o.n);
  const outlet = x.field.outlets[o.n % x.field.outlets.length]!;
  const critic = o.by ?? someone(o.r);
  const [y, m, d] = dateOf(o, 2021, 2024);
  const stars = '★'.repeat(between(o.r, 4, 5));
  const verb = x.field.key === 'opera' ? 'sings' : x.field.key === 'dance' ? 'dances' : 'plays';
  return [
    outlet.name,
    `${pick(o.r, ['Arts', 'Culture', 'Reviews'])} · ${usDate(y, m, d)}`,
    `${title} review — ${x.name} is ${pick(o.r, ['magnificent', 'a revelation', 'unforgettable'])}`,
    stars,
    `By ${critic}, ${pick(o.r, ['chief theatre critic', 'music critic', 'dance critic'])}`,
    '',
    `It is rare for a ${x.field.key === 'opera' ? 'voice' : 'performance'} to silence a full house, but ${x.name} did exactly that on opening night at the ${venueName(x, o.n)}.`,
    o.trap
      ? `${x.last}, who ${verb} the title role, carries the evening; the run sold out within a week and the box office has added three performances.`
      : `${x.last} brings a fierce intelligence to ${leadOf(title)}, and the production around ${pron(x).obj} is equally assured.`,
    `Few ${x.field.discipline.split(' ')[0]} performances this season have been praised so widely, and ${pron(x).sub} deserves every bit of it.`,
    `${title} is at the ${venueName(x, o.n)} until ${usDate(y, Math.min(12, m + 1), 28)}.`,
  ];
};

/** An album or recording review in a music magazine; the trap is the chart position and sales. */
export const recordingReview: Gen = (x, o) => {
  const title = work(x, o.n);
  const outlet = x.field.outlets[(o.n + 1) % x.field.outlets.length]!;
  const [y, m, d] = dateOf(o, 2021, 2024);
  return [
    `${outlet.name} — Album review`,
    `${x.name}: ${title}`,
    `Reviewed by ${someone(o.r)} · ${usDate(y, m, d)}`,
    `Rating: ${between(o.r, 8, 10)}/10`,
    '',
    `On ${title}, ${x.name} sounds like an artist in full command of ${pron(x).pos} craft.`,
    `The critic's pick of the month, it is the most assured record ${pron(x).sub} has made, and the arrangements never crowd the voice.`,
    o.trap ? `The album entered the national chart at No. ${between(o.r, 1, 5)} and sold ${num(between(o.r, 40, 120) * 1000)} copies in its first week.` : 'Recommended tracks: the opener and the closing ballad.',
  ];
};

/** A production's weekly box-office grosses, with its star billed; the trap is the star's name and role. */
export const weeklyGrosses: Gen = (x, o) => {
  const title = work(x, o.n);
  const [y, m, d] = dateOf(o, 2021, 2024);
  const cap = between(o.r, 96, 102);
  const gross = between(o.r, 9, 18) * 100000;
  return [
    'WEEKLY GROSSES — Theatre League Report',
    `Week ending ${usDate(y, m, d)}`,
    '',
    `Show: ${title}    Theatre: ${venueName(x, o.n)}`,
    `Gross this week: ${money(gross)}    Previous week: ${money(gross - between(o.r, 1, 9) * 10000)}`,
    `Attendance: ${num(between(o.r, 7800, 8600))}    Capacity: ${cap} percent    Performances: 8`,
    `Average ticket: ${money(between(o.r, 110, 190))}    Top ticket: ${money(between(o.r, 299, 449))}`,
    `Cumulative gross: ${money(gross * between(o.r, 18, 40))}`,
    '',
    o.trap ? `Starring ${x.name} as ${leadOf(title)}, the production has been the highest-grossing play on the street for nine consecutive weeks.` : 'Figures reported by the producers to the Theatre League.',
  ];
};

/** A fee agreement for a season's engagement; the trap names the title role. */
export const feeAgreement: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2021, 2024);
  const fee = o.amount ?? between(o.r, 8, 30) * 1000;
  const title = work(x, o.n);
  return [
    `${x.org.toUpperCase()}`,
    'ENGAGEMENT CONTRACT — PRINCIPAL ARTIST',
    `Contract no. ${x.key.toUpperCase()}-${y}-${between(o.r, 100, 999)}    Date: ${euDate(y, m, d)}`,
    '',
    `${x.org} (the "Management") engages ${x.name} (the "Artist") for ${between(o.r, 5, 12)} performances of ${title} in the ${y}/${String(y + 1).slice(2)} season${o.trap ? `, in the role of ${leadOf(title)}` : ''}.`,
    `The Management shall pay the Artist a fee of ${money(fee)} per performance, payable within 14 days of each performance.`,
    `Rehearsals: ${between(o.r, 3, 5)} weeks before the first performance, paid at a weekly rate of ${money(Math.round(fee / 2))}.`,
    `The Artist's fee is the highest paid to a principal artist of the company this season and ${between(o.r, 3, 6)} times the union scale minimum.`,
    '',
    `Signed for the Management: ${x.boss.name}, ${x.boss.title}`,
    `Signed: ${x.name}`,
  ];
};

/** A phone photo of a poster or billboard: the star's name over the title. */
export const posterPhoto: Gen = (x, o) => [`${venueName(x, o.n).toUpperCase()}`, `${x.name.toUpperCase()}`, `IN`, `${work(x, o.n).toUpperCase()}`, `NOW PLAYING`, `STARRING ${x.name.toUpperCase()} AS ${leadOf(work(x, o.n)).toUpperCase()}`];

/** A phone photo of a newspaper review's clipping. */
export const reviewPhoto: Gen = (x, o) => [`${x.field.outlets[0]!.name.toUpperCase()}`, 'REVIEW', `${work(x, o.n).toUpperCase()}`, `${'★'.repeat(5)}`, `${x.name.toUpperCase()} IS MAGNIFICENT`, `BY ${someone(o.r).toUpperCase()}, CHIEF CRITIC`];
