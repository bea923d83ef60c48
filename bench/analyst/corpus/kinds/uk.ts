/** UK Global Talent: an invitation to give a keynote (media recognition) and an employer's account of what the applicant built (contributions). */
import { dateOf, letterhead, signature, someone, type Gen } from '../gen';
import { formal, full, pron } from '../people';
import { between, euDate, num, pick } from '../types';

/** An invitation to speak: recognition in the field beyond the applicant's job; the trap is the selection committee. */
export const keynoteInvitation: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2022, 2024);
  const event = pick(o.r, ['London Tech Summit', 'Fintech Week Europe', 'Data Engineering Forum']);
  return [
    ...letterhead(`${event} Ltd`, 'London, United Kingdom', o.r),
    euDate(y, m, d),
    '',
    `Dear ${formal(x)},`,
    '',
    `On behalf of the programme board, I am delighted to invite you to deliver a keynote address at ${event} ${y + 1}, which takes place at ExCeL London on ${between(o.r, 3, 20)} June.`,
    `The conference brings together ${num(between(o.r, 6, 15) * 1000)} engineers and founders from more than 60 countries, and keynote speakers are chosen for work that has changed how the industry builds software.`,
    o.trap ? `Our selection committee of twelve senior engineers reviewed more than 900 proposals and asked us to invite you by name.` : `Your talk would open the second day, with a 40-minute slot on the main stage.`,
    'We would cover your travel and accommodation. Please let us know by the end of the month whether you are able to accept.',
    '',
    ...signature(someone(o.r), 'Programme Director', event),
  ];
};

/** The employer describes what the applicant built and its commercial reach (no pay): a technical and commercial contribution. */
export const contributionLetter: Gen = (x, o) => {
  const [y, m, d] = dateOf(o, 2022, 2024);
  const p = pron(x);
  return [
    ...letterhead(x.org, x.orgCity, o.r),
    euDate(y, m, d),
    '',
    'To the endorsing body',
    `Re: The technical contribution of ${full(x)}`,
    '',
    `I am the ${x.boss.title} of ${x.org}. ${formal(x)} joined us in ${x.startYear} and designed the real-time reconciliation engine that now settles every payment we process.`,
    x.orgAbout,
    `Since ${p.pos} engine went live, settlement failures fell by 92 percent and the product has grown to ${num(between(o.r, 20, 45) * 1000)} paying businesses, generating £${between(o.r, 18, 60)} million in annual revenue.`,
    `${p.Sub} also open-sourced the engine's core library, which other banks now use in production.`,
    o.trap ? `${formal(x)} leads a team of ${between(o.r, 6, 14)} engineers and reports directly to me.` : `I know of no other engineer in the United Kingdom who has built a system of this kind at this scale.`,
    '',
    ...signature(x.boss.name, x.boss.title, x.org),
  ];
};
