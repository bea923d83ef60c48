/**
 * What a certificate, an attestation or a funder's record is for, in the words such documents use (issue 32, decision
 * 129): the course a certificate of completion names, the standard a system is certified to, the panel or jury its holder
 * served on, the project an award abstract or an investment announcement funds, the title a chart's own notes name.
 */

const flat = (text: string) => text.replace(/\s+/g, ' ');
const NAME = String.raw`(?:\p{Lu}[\p{L}\d'’&-]*)(?:\s+(?:(?:of|for|in|and|on|the|de|du|des|la)\s+)*\p{Lu}[\p{L}\d'’&-]*){0,7}`;

/** 'has completed the online course "Fluoride in Practice"', 'completed the course Safe Rigging (8 hours)'. */
const COURSE = /\bcompleted (?:the |an? )?(?:online |short |continuing[- ]education )?(?:course|module|programme|program|workshop|training)(?: entitled| titled)?\s*[:"“]\s*([^"”\n]{3,80})["”]?/iu;
/** 'found to conform to ISO 22000:2018', 'certified as complying with ISO 9001:2015', 'meets the requirements of EN 1090'. */
const STANDARD = /\b(?:conform(?:s|ing)? to|compl(?:y|ies|ying) with|meets? the requirements of|certified (?:to|against))\s+(?:the\s+)?((?:ISO|IEC|EN|BS|ANSI|ASTM|DIN|AS|NZS)(?:\/(?:IEC|TS))?\s?[\d.-]+(?::\d{4})?)/u;
/** 'served as a member of the Council's Surgical Innovation Review Panel', 'served on the Grants Committee'. */
const SERVED = new RegExp(String.raw`\b(?:served|serves|has served|sat|sits) (?:as (?:an? )?(?:member|chair|chairman|chairperson|chairwoman|president|judge|juror|reviewer|assessor|examiner) (?:of|on) |on )(?:the )?(?:\p{Lu}[\p{L}]*['’]s )?((?:(?:19|20)\d\d )?${NAME}\s(?:Panel|Committee|Jury|Board|Commission))\b`, 'u');
/** 'presided over the jury of the 2023 National Youth Calligraphy Competition', 'chaired the jury for the … Prize'. */
const JUDGED = new RegExp(String.raw`\b(?:presided over|chaired|sat on|served on|was a member of) the (?:jury|panel|committee|board of judges) (?:of|for) (?:the )?((?:(?:19|20)\d\d )?${NAME}\s(?:Competition|Contest|Prize|Awards?|Festival|Championships?|Olympiad|Biennial|Biennale))\b`, 'u');

/** What the certificate or attestation is for, or undefined. */
export function certifiedFor(head: string): string | undefined {
  const text = flat(head);
  const course = COURSE.exec(text)?.[1]?.trim();
  if (course) return `Course: ${course}`;
  const standard = STANDARD.exec(text)?.[1];
  if (standard) return `${standard} certification`;
  return SERVED.exec(text)?.[1] ?? JUDGED.exec(text)?.[1];
}

/** A funder's record's heading ('… — Award Abstract #2233817', 'Grant No. 41-220'): the project's title is the next line. */
const ABSTRACT_HEADING = /\b(?:award abstract|award (?:no\.?|number|#)|grant (?:no\.?|number|#)|project summary)\b/i;
/** A field of such a record, never its title: 'Awardee: …', 'Principal Investigator: …'. */
const FIELD = /^(?:awardee|recipient|institution|organi[sz]ation|principal investigator|pi|co-?pi|co-principal investigator|investigators?|start date|end date|dates?|amount|awarded amount[^:]*|program(?:me)?(?: officer| manager)?|abstract|status|award type|funding)\s*:/i;
/** 'will invest €150,000 in Brailleworks', 'awards a grant of $40,000 to the Tide Atlas project'. */
const FUNDS = new RegExp(String.raw`\b(?:invests?|will invest|has invested|awards?|has awarded|grants?|commits?)\s+(?:a grant of\s+|an award of\s+)?(?:[€$£]|US\$|CHF\s?)?[\d.,]+(?:\s?(?:million|m|k))?\s+(?:to|in)\s+(?:the\s+)?(${NAME})`, 'u');

/** The project a grant funds, from a funder's abstract or announcement, or undefined. */
export function fundedProject(head: string): string | undefined {
  const lines = head.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 8);
  const at = lines.findIndex((l) => ABSTRACT_HEADING.test(l));
  const next = at >= 0 ? lines.slice(at + 1, at + 3).find((l) => !FIELD.test(l)) : undefined;
  if (next && next.split(/\s+/).length >= 3 && !/[.;]$/.test(next)) return next;
  return FUNDS.exec(flat(head))?.[1];
}

/** A chart's column of titles ('Rank | Title | …'): the title its own notes below the table name, the entry it reports on. */
export function chartTitleNamed(text: string): string | undefined {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 40);
  const cells = (l: string) => l.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const header = lines.findIndex((l) => l.includes('|') && cells(l).some((c) => /^(?:title|film|album|single|song|book|track|work|programme|program|show)$/i.test(c)));
  if (header < 0) return undefined;
  const column = cells(lines[header]!).findIndex((c) => /^(?:title|film|album|single|song|book|track|work|programme|program|show)$/i.test(c));
  const rows = lines.slice(header + 1).filter((l) => l.includes('|'));
  const prose = lines.slice(header + 1).filter((l) => !l.includes('|')).join(' ');
  return rows.map((r) => cells(r)[column]).find((t): t is string => !!t && t.length >= 2 && /\p{L}/u.test(t) && prose.includes(t));
}
