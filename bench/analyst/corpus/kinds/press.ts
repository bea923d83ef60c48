/** Articles about the applicant: newspapers, magazine profiles, trade news, broadcast transcripts. */
import { an, dateOf, someone, type Gen, type Opt } from '../gen';
import type { Person } from '../people';
import { pron } from '../people';
import { between, monthName, num, pick, usDate } from '../types';

const outletOf = (x: Person, n: number, kind?: string) => {
  const all = x.field.outlets;
  return (kind && all.find((a) => a.kind === kind)) || all[n % all.length]!;
};

const poss = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** What the work is, in a journalist's words. */
function workLine(x: Person): string {
  const w = x.field.work;
  if (w.name) return `${x.last}'s best-known work, ${w.name}, is ${w.what} that is now ${w.reach}.`;
  const a = x.field.arts;
  return a ? `${x.last}'s "${a.works[0]}" was presented at ${a.venues[0]} and drew praise from critics on both sides of the Atlantic.` : '';
}

/** The trap: a passing mention of a prize, a paper, money or leadership. */
function trapLine(x: Person, o: Opt): string {
  const prize = x.field.prizes[o.n % x.field.prizes.length]!;
  switch (o.n % 4) {
    case 0: return `Last year ${pron(x).sub} won the ${prize.name} from the ${prize.body}, an honour ${pron(x).sub} describes as "nice, but beside the point."`;
    case 1: return x.field.papers[0] ? `Her team's paper, "${x.field.papers[0].title}", published in ${x.field.papers[0].venue}, has been cited more than ${num(x.citations || 900)} times.`.replace('Her', pron(x).Pos) : `${pron(x).Sub} signed a new recording contract last spring.`;
    case 2: return `${pron(x).Sub} now leads a team of ${between(o.r, 8, 40)} at ${x.org}, where ${pron(x).sub} was recently promoted.`;
    default: return `${pron(x).Sub} also serves on the jury of the ${x.field.jury.event}, reviewing entries from around the world.`;
  }
}

/** A newspaper article: masthead, section, headline, by-line, dateline, quotes, "was interviewed". */
export const newspaperArticle: Gen = (x, o) => {
  const out = outletOf(x, o.n, 'newspaper');
  const [y, m, d] = dateOf(o, 2020, 2024);
  const by = o.by ?? someone(o.r);
  const p = pron(x);
  const lines = [
    out.name.toUpperCase(),
    `${pick(o.r, ['Technology', 'Science', 'Business', 'Arts & Culture', 'Metro'])} | ${usDate(y, m, d)}`,
    `${x.last === 'Raman' ? 'The engineer teaching language models to read whole books' : `How ${x.name} is changing ${x.field.discipline}`}`,
    `${an(x.orgCity)[0]!.toUpperCase()}${an(x.orgCity).slice(1)} ${x.orgCity.split(',')[0]}-based ${x.title.split(',')[0]!.toLowerCase()} has quietly become one of the most influential voices in the field.`,
    `By ${by}, Staff Writer`,
    '',
    `${out.city} — When ${x.name} arrived at ${x.org} in ${x.startYear}, ${p.sub} was given a problem colleagues had abandoned twice. ${workLine(x)}`,
    `"We were not trying to be clever," ${x.last} said in an interview at the company's offices. "We were trying to make something people could actually use."`,
    `${x.last}, who was interviewed for this article over two afternoons, grew up far from the industry ${p.sub} now helps shape. ${p.Sub} studied at ${x.university} before moving to the United States.`,
  ];
  if (o.trap) lines.push(trapLine(x, o));
  lines.push(
    `Colleagues describe ${p.obj} as precise and unhurried. "${p.Sub} asks the question nobody else in the room thought of," said ${someone(o.r)}, who has worked with ${x.last} for three years.`,
    `Asked what comes next, ${x.last} smiled. "The boring part: making it reliable for everyone."`,
    '',
    `${by} covers ${x.field.discipline} for ${out.name}. Contact: ${by.split(' ')[0]!.toLowerCase()}@${out.name.toLowerCase().replace(/[^a-z]+/g, '')}.com`,
    `Page A${between(o.r, 1, 14)} · ${out.name} · ${monthName(m)} ${d}, ${y}`,
  );
  return lines;
};

/** A magazine profile with an issue line, a "PROFILE" slug and a short Q&A. */
export const magazineProfile: Gen = (x, o) => {
  const out = outletOf(x, o.n + 1, 'magazine');
  const [y, m] = dateOf(o, 2020, 2024);
  const writer = o.by ?? someone(o.r);
  const p = pron(x);
  const lines = [
    out.name.toUpperCase(),
    `Vol. ${between(o.r, 12, 60)}, No. ${between(o.r, 1, 12)} | ${monthName(m)} ${y}`,
    'PROFILE',
    `${x.first} ${x.last}: ${pick(o.r, ['The quiet force', 'Rewriting the rules', 'Against the grain', 'The long game'])}`,
    `Words by ${writer} · Photographs by ${someone(o.r)}`,
    '',
    `${x.name} does not look like someone who has upended ${x.field.discipline}. ${workLine(x)}`,
    `We met ${p.obj} in ${x.orgCity.split(',')[0]} on a grey morning; ${p.sub} had already been at work for three hours.`,
  ];
  if (o.trap) lines.push(trapLine(x, o));
  lines.push(
    `${out.name.toUpperCase()}: What made you start?`,
    `${x.last.toUpperCase()}: Frustration, mostly. The tools we had were built for a different problem.`,
    `${out.name.toUpperCase()}: And what do you tell young people entering the field?`,
    `${x.last.toUpperCase()}: Read widely, and finish things. Finishing is underrated.`,
    '',
    `This article appears in the ${monthName(m)} ${y} print edition of ${out.name}.`,
  );
  return lines;
};

/** A broadcast or podcast transcript featuring the applicant. */
export const broadcastTranscript: Gen = (x, o) => {
  const out = x.field.outlets.find((a) => a.kind === 'broadcast') ?? { name: 'Morning Edition Weekend', city: 'NEW YORK' };
  const [y, m, d] = dateOf(o, 2020, 2024);
  const host = someone(o.r);
  const lines = [
    `${out.name} — Transcript`,
    `Episode ${between(o.r, 40, 420)}, aired ${usDate(y, m, d)}`,
    `Host: ${host}. Guest: ${x.name}, ${x.title}, ${x.org}.`,
    '',
    `${host.toUpperCase()}: My guest today is ${x.name}, whose work on ${x.field.discipline} has been covered everywhere this year. Welcome.`,
    `${x.last.toUpperCase()}: Thank you for having me.`,
    `${host.toUpperCase()}: Let's start with the obvious question. ${workLine(x)} How did that happen?`,
    x.field.arts ? `${x.last.toUpperCase()}: Slowly, then all at once. We played it for a small audience, and people kept coming back.` : `${x.last.toUpperCase()}: It started as a side project. We released it, and people we had never met started building on it.`,
  ];
  if (o.trap) lines.push(`${host.toUpperCase()}: ${trapLine(x, o)}`);
  lines.push(
    `${host.toUpperCase()}: What is the biggest misconception about your field?`,
    `${x.last.toUpperCase()}: That progress is about one big idea. Mostly it is about patience.`,
    '',
    `Transcript produced by ${out.name}. This transcript may not be in its final form.`,
  );
  return lines;
};

/** Trade-press news about the applicant's work, copied from a website (share buttons, related links). */
export const webArticle: Gen = (x, o) => {
  const out = outletOf(x, o.n, 'trade');
  const [y, m, d] = dateOf(o, 2020, 2024);
  const by = o.by ?? someone(o.r);
  const lines = [
    `${out.name} › News › ${x.field.discipline.replace(/\b\w/g, (c) => c.toUpperCase())}`,
    `${poss(x.org)} ${x.name} ${pick(o.r, ['draws industry attention', 'is the name everyone is asking about', 'sets a new bar'])}`,
    `By ${by} | Published ${d} ${monthName(m)} ${y} · ${between(o.r, 3, 9)} min read`,
    'Share  Tweet  Email',
    '',
    ...(x.field.arts
      ? [`${workLine(x)} Critics contacted by ${out.name} called it one of the defining works of the decade.`, `"Nobody else is working at this level," said ${someone(o.r)}, a critic for ${pick(o.r, ['The Review', 'Form Quarterly', 'Arts Desk'])}.`, `${x.last} told ${out.name} that a new project is already under way.`]
      : [`${workLine(x)} Industry analysts contacted by ${out.name} said the approach has become a reference point for competitors.`, `"It is the first thing our customers ask about," said ${someone(o.r)}, an analyst at ${pick(o.r, ['Gartwell Research', 'Forsyth & Lane', 'Redline Insights'])}.`, `${x.last} told ${out.name} that the team is now working on a second version.`]),
  ];
  if (o.trap) lines.push(trapLine(x, o));
  lines.push('', 'Related stories', `· Five people to watch in ${x.field.discipline} this year`, '· Subscribe to our daily newsletter', `© ${y} ${out.name}. All rights reserved.`);
  return lines;
};

/** A certified translation of a foreign-language newspaper article. */
export const translatedArticle: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2020, 2024);
  const translator = someone(o.r);
  return [
    'CERTIFIED TRANSLATION',
    `I, ${translator}, certify that I am fluent in English and Spanish and that the following is a complete and accurate translation of the attached article.`,
    `Signature: ${translator}    Date: ${usDate(y, Math.min(12, m + 1), 2)}`,
    '',
    'EL DIARIO DE MADRID — Cultura',
    `${d} ${monthName(m)} ${y}`,
    `${x.name}, the ${x.title.toLowerCase()} the world is talking about`,
    `By ${someone(o.r)}`,
    `${workLine(x)} In a conversation with this newspaper, ${x.last} spoke about ${pron(x).pos} early years and the road ahead.`,
    `"I never planned any of it," ${x.last} told us. "Every project taught me what the next one should be."`,
    ...(o.trap ? [trapLine(x, o)] : []),
    'The interview has been edited for length.',
  ];
};

export const pressPhoto: Gen = (x, o) => {
  const out = outletOf(x, o.n + 1, 'magazine');
  const [y, m] = dateOf(o, 2020, 2024);
  return [
    out.name,
    `${monthName(m)} ${y}`,
    'PROFILE',
    `${x.name}: THE LONG GAME`,
    `BY ${o.by ?? someone(o.r)}, STAFF WRITER`,
    `${x.last} WAS INTERVIEWED IN ${x.orgCity.split(',')[0]}.`,
    `SHE SAYS THE WORK IS ONLY BEGINNING.`.replace('SHE', pron(x).Sub),
  ];
};
