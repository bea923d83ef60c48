/**
 * The fact itself, cut out of the sentence that states it: the person (or the
 * letter's signer), the body that elected, invited or awarded, the amount, the
 * count and the date. Each returns the words as the document has them, or
 * nothing; the answer then says the record does not say.
 */

const TITLE = String.raw`(?:Dr|Prof|Professor|Mr|Mrs|Ms|Sir|Dame|Judge)\.?`;
const NAME_WORD = String.raw`\p{Lu}[\p{L}'-]+`;
// 'Dr. Maria Chen', 'Prof. J. Smith', 'Sandra Ruiz'.
const PERSON = new RegExp(String.raw`\b${TITLE}\s+(?:\p{Lu}\.\s+)*${NAME_WORD}(?:\s+(?:\p{Lu}\.\s+)?${NAME_WORD}){0,2}|\b${NAME_WORD}(?:\s+\p{Lu}\.)?\s+${NAME_WORD}\b`, 'gu');

/** Words that make a run of capitals an organisation rather than a person. */
const ORG_WORD =
  /^(Society|Association|Academy|Institute|Institution|Council|Committee|Board|Journal|Conference|Foundation|University|College|Federation|Union|Organi[sz]ation|Agency|Press|Trust|Fund|Corporation|Inc\.?|Ltd\.?|LLC|Company|Laboratory|Laboratories|Directors|Editors|Proceedings|Symposium|Workshop|Department|Ministry|Office|Commission|Center|Centre|Museum|Club|Guild|Festival|Pictures|Studios?|Records|Orchestra|Theat(?:re|er)|Gallery|Academy|Awards|Chemistry|Physics|Science|Sciences|Medicine|Engineers|Nature|Review|Times|News|Magazine)$/;
const ACRONYM = /^\p{Lu}[\p{Lu}\d&-]{1,9}$/u;
/** Capitalised words that are not part of a person's name. */
const NOT_NAME = /^(Prize|Award|Medal|Fellow|Fellowship|Curriculum|Vitae|Scientist|Engineer|Chair|Editor|President|Director|Officer|Assistant|Associate|Program|Chief|Senior|Principal|Research)$/;
const CONNECTOR = /^(of|for|and|on|in|the|&|de|des|der|fur|für)$/;

/** Runs of capitalised words (with 'of', 'the', 'for' between them) that name an organisation. */
export function organisationsIn(text: string): Array<{ name: string; at: number }> {
  const out: Array<{ name: string; at: number }> = [];
  const words = [...text.matchAll(/[\p{L}\d&][\p{L}\d&'.-]*/gu)];
  let i = 0;
  while (i < words.length) {
    const w = words[i]![0].replace(/[.']+$/, '');
    if (!/^\p{Lu}/u.test(w) || CONNECTOR.test(w)) {
      i++;
      continue;
    }
    let j = i;
    const adjacent = (a: number, b: number) => text.slice(words[a]!.index! + words[a]![0].length, words[b]!.index).trim() === '';
    // A comma or a full stop ends the name ('… 1. The Financial Times'), except after an initial or 'St.'.
    const ends = (w: string) => /[,;:]$/.test(w) || (w.endsWith('.') && !/^(\p{Lu}|St|Mt)\.$/u.test(w));
    while (j + 1 < words.length && adjacent(j, j + 1) && !ends(words[j]![0])) {
      // Connectors ('of the') join two capitalised runs: 'Journal of the American Chemical Society'.
      let k = j + 1;
      while (k < words.length && CONNECTOR.test(words[k]![0]) && k + 1 < words.length && adjacent(k, k + 1)) k++;
      // Only an organisation's word carries across a connector: 'Journal of …', not 'Professor Lin of …'.
      const carries = k === j + 1 || words.slice(i, j + 1).some((w) => ORG_WORD.test(w[0].replace(/[,.;:']+$/, '')));
      if (carries && k < words.length && /^[\p{Lu}\d]/u.test(words[k]![0]) && adjacent(k - 1, k)) j = k;
      else break;
    }
    const run = words.slice(i, j + 1).map((m) => m[0]);
    const clean = run.map((w2) => w2.replace(/[,;:]$/, ''));
    // A lone 'Society' or 'Press' names no one; 'Nature Chemistry' and 'IEEE' do.
    if ((clean.length >= 2 && clean.some((w2) => ORG_WORD.test(w2.replace(/'s$/, '')))) || (clean.length <= 2 && ACRONYM.test(clean[0]!) && !/^(I|A|PhD|CV|USD|FRSC)$/.test(clean[0]!))) {
      const start = words[i]!.index!;
      const last = words[j]!;
      let name = text.slice(start, last.index! + last[0].length).replace(/[.,;:'s]*$/, (m) => (m.startsWith("'s") ? '' : m.replace(/[,;:]/g, '')));
      name = name.replace(/'s$/, '').replace(/\.$/, /\b(Inc|Ltd|Co)\.$/.test(name) ? '.' : '');
      out.push({ name, at: start });
    }
    i = j + 1;
  }
  return out;
}

/** The people a sentence names ('Prof. Alan Smith'), leaving out organisations. */
export function peopleIn(text: string): Array<{ name: string; at: number }> {
  // A title in quotation marks ('"Scalable Machine Learning…"') names no one.
  const quoted = [...text.matchAll(/["\u201c][^"\u201d]*["\u201d]/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
  const orgs = [...quoted, ...organisationsIn(text).map((o) => [o.at, o.at + o.name.length])];
  return [...text.matchAll(PERSON)]
    .map((m) => ({ name: m[0], at: m.index ?? 0 }))
    .filter((p) => !orgs.some(([a, b]) => p.at >= a! && p.at < b!))
    // 'its Official Selection', 'the Main Track': a determiner does not come before a person's name.
    .filter((p) => !/\b(the|its|our|their|his|her|your|a|an)\s+$/i.test(text.slice(Math.max(0, p.at - 8), p.at)))
    .filter((p) => !p.name.split(/\s+/).some((w) => ORG_WORD.test(w) || NOT_NAME.test(w)) && !/^(The|This|Our|Your|We|It|On|In|By)\s/.test(p.name));
}

const CLOSING = /^(?:with )?(sincerely|yours sincerely|yours faithfully|yours truly|best regards|kind regards|warm regards|regards|with best wishes|respectfully),?$/i;

/** The signer of a letter ('Dr. Maria Chen, Program Chair, NeurIPS 2024') or the sender of an e-mail ('Prof. Daniel Abebe'). */
export function signerOf(text: string): { name: string; title?: string } | undefined {
  const lines = text
    .slice(0, 30_000)
    .split(/\r?\n|\f/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!CLOSING.test(lines[i]!)) continue;
    const name = lines[i + 1];
    if (!name || name.length > 60 || !/^\p{Lu}/u.test(name) || /@|https?:|\d/.test(name)) continue;
    const title = lines[i + 2];
    return { name, title: title && title.length <= 70 && !/@|https?:/.test(title) ? title : undefined };
  }
  const from = /^From:\s*"?([^<"\n]+?)"?\s*<[^>\n]+>/m.exec(text.slice(0, 2_000));
  if (from && /\p{Lu}/u.test(from[1]!)) return { name: from[1]!.trim() };
  return undefined;
}

/** The letter's addressee ('Dear Dr. Okonkwo'): the applicant, never the answer to 'who invited me'. */
export function addresseesOf(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const m of t.slice(0, 3_000).matchAll(/\bDear\s+(?:(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+)?(?:\p{Lu}[\p{L}'-]+\s+)?(\p{Lu}[\p{L}'-]+)/gu)) out.add(m[1]!);
  return out;
}

/**
 * Among several matches, the one nearest a word of the question: before it for 'how many
 * submissions' ('15,671 submissions'), after it for 'what is my h-index' ('h-index 23').
 */
const CLAUSE = /,\s+(?:and|but|while|whereas)\s|;\s/;

function nearest(text: string, found: Array<{ value: string; at: number }>, near: RegExp | undefined, after = false): string | undefined {
  if (found.length <= 1 || !near) return found[0]?.value;
  const anchors = [...text.matchAll(new RegExp(near.source, 'gi'))].map((m) => m.index ?? 0);
  if (anchors.length === 0) return found[0]!.value;
  const [ahead, behind] = after ? [3, 1] : [1, 1.5];
  // A word in another clause ('since April 1, 2012, and has served as General Manager … since April 1, 2019') is further away.
  const apart = (x: number, y: number) => (CLAUSE.test(text.slice(Math.min(x, y), Math.max(x, y))) ? 3 : 1);
  const distance = (at: number, len: number) => Math.min(...anchors.map((a) => (a >= at ? (a - at - len) * ahead : (at - a) * behind) * apart(a, at)));
  return [...found].sort((a, b) => distance(a.at, a.value.length) - distance(b.at, b.value.length))[0]!.value;
}

const all = (text: string, re: RegExp) => [...text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].map((m) => ({ value: m[0].trim(), at: m.index ?? 0 }));

const MONEY = /(?:[$€£¥]|\b(?:USD|EUR|GBP)\s?)\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|[mkb]n?)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:million\s|billion\s)?(?:usd|eur|gbp|chf|dollars|euros|pounds)\b/gi;
const COUNT = /\b(?!(?:19|20)\d{2}\b)\d[\d,]*(?:\.\d+)?(?:\s(?:million|billion|thousand))?\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred|hundreds|a thousand|thousands|a dozen|dozens)\b/gi;
const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DATE = new RegExp(String.raw`\b\d{1,2}\s+${MONTH}\.?,?\s+(?:19|20)\d{2}\b|\b${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b|\b${MONTH}\.?\s+(?:19|20)\d{2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d{2}\b|\b(?:19|20)\d{2}\b`, 'gi');

export function amountIn(text: string, near?: RegExp): string | undefined {
  return nearest(text, all(text, MONEY), near)?.replace(/[,.]+$/, '');
}

/** A count: a number that is not a year nor part of an amount, a date, an identifier or a percentage. */
export function countIn(text: string, near?: RegExp, after = false): string | undefined {
  const taken = [...all(text, MONEY), ...all(text, DATE)].map((m) => [m.at, m.at + m.value.length]);
  const found = all(text, COUNT).filter(({ value, at }) => {
    if (taken.some(([a, b]) => at >= a! && at < b!)) return false;
    const before = text.slice(Math.max(0, at - 1), at);
    const after = text.slice(at + value.length, at + value.length + 9);
    // '(10) Patent No.' numbers a form's field, it counts nothing.
    return !/[-\w(]/.test(before) && !/^(-\w|\)|\s?(%|percent|per cent))/i.test(after);
  });
  return nearest(text, found, near, after)?.replace(/[,.]+$/, '');
}

/** The most precise date the sentence states ('12 March 2023' over '2023'). */
export function dateIn(text: string, near?: RegExp): string | undefined {
  const found = all(text, DATE);
  const precise = found.filter((d) => /\D/.test(d.value.replace(/^\d{4}$/, '')));
  return nearest(text, precise.length > 0 ? precise : found, near);
}

const RANGE = new RegExp(String.raw`\b(${MONTH}\.?\s+\d{1,2})(?:st|nd|rd|th)?\s*(?:through|to|until|till|[–—-])\s*(${MONTH}\.?\s+)?(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})\b`, 'i');

/** 'On view February 2 through May 19, 2024': its first day for 'when does it open?', its last for 'when does it close?'. */
export function endOfRange(text: string, question: string): string | undefined {
  const m = RANGE.exec(text);
  if (!m) return undefined;
  if (/\b(open|opens|opening|start|starts|begin|begins|first)\b/i.test(question)) return `${m[1]}, ${m[4]}`;
  if (/\b(close|closes|closing|end|ends|last|until)\b/i.test(question)) return `${m[2] ?? `${m[1]!.split(/\s+/)[0]} `}${m[3]}, ${m[4]}`;
  return undefined;
}

/** Who won, per the sentence: 'went to Professor Robert Lin', 'was awarded to Dr. X', 'X won'. */
export function recipientIn(text: string): string | undefined {
  const to = /\b(?:went|was (?:awarded|given|presented)|were (?:awarded|given))\s+(?:jointly\s+)?to\s+/i.exec(text);
  if (to) return peopleIn(text.slice(to.index + to[0].length))[0]?.name;
  // 'X won', 'X, head of the group, was awarded the prize': the person before the verb.
  const won = /\b(won|received|receives|wins|(?:was|has been|is) (?:awarded|named|presented with))\b/i.exec(text);
  if (won) {
    const before = peopleIn(text.slice(0, won.index));
    return before[before.length - 1]?.name;
  }
  return undefined;
}

