/**
 * How the exhibit-title builder reads a document's first lines: which are page furniture, which are a
 * date, a venue, a subject, a heading. Pure; the words are the document's own (decision 050).
 */

/** A month's name, whole or shortened ('Sept.'), as a regular expression's source. */
export const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/** 'June 2, 2025', '2 June 2025', 'June 2025', '2025-06-02', '02/06/2025', and day first with dots as Europe writes it: '03.03.2025'. */
const DATE = new RegExp(
  `\\b(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+(?:19|20)\\d{2}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH},?\\s+(?:19|20)\\d{2}|${MONTH}\\s+(?:19|20)\\d{2}|(?:19|20)\\d{2}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/(?:19|20)\\d{2}|\\d{1,2}\\.\\d{1,2}\\.(?:19|20)\\d{2})\\b`,
  'i',
);
const YEAR = /\b(?:19|20)\d{2}\b/;
const WEEKDAY = /\b(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?\.?,?\s*/gi;
const TIME = /,?\s*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s*[A-Z]{2,4})?/gi;

/** A date the line states, as written (weekday and time left out). */
export function dateIn(line: string): string | undefined {
  return DATE.exec(line.replace(WEEKDAY, ''))?.[0];
}

export function yearIn(line: string): string | undefined {
  return YEAR.exec(line)?.[0];
}

/** A line that is only a date (and maybe a weekday and time): it gives the title its date, never its words. */
export function isDateOnly(line: string): boolean {
  const date = dateIn(line);
  if (!date) return false;
  return line.replace(WEEKDAY, '').replace(date, '').replace(TIME, '').replace(/[\s,.|·•–—-]+/g, '') === '';
}

/** A page's printed address alone on its line ('https://…', 'www.…'). */
export const PAGE_ADDRESS = /^(https?:\/\/|www\.)\S+$/i;

const FURNITURE = [
  /^(page|p\.?)\s*\d+(\s*(of|\/)\s*\d+)?$/i, // Page 1, Page 2 of 5
  /^\d+(\s*(of|\/)\s*\d+)?$/, // 1, 1/5
  PAGE_ADDRESS,
  // A printed web page's address, bare or with a breadcrumb ('miamiartswire.example.com/reviews', 'site.com › news › local').
  /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?(?:\s+[›>»]\s+[^\n]*)?$/,
  /^\S+@\S+\.\S+$/, // an address alone
  /^(from|to|cc|bcc|sent|date|received|attachments?|tel|phone|fax|e-?mail|mobile|web(site)?)\s*:/i,
  /^(confidential|private and confidential|draft|copy|original|printed|downloaded|accessed|retrieved|generated)\b/i,
  // A translator's note in brackets ('[Translated from Arabic]', '[Translation from the Korean]').
  /^\[\s*(?:certified\s+)?(?:english\s+)?(?:translated|translation)\s+(?:from|of)\s+(?:the\s+)?\p{L}+(?:\s+(?:into|to)\s+\p{L}+)?\s*\]$/iu,
  // A paper's history line ('Received 3 September 2018; accepted 14 January 2019; published April 2019'): its dates, not its title.
  /^received\b[^\n]{0,40}\b(?:19|20)\d\d\s*[;,.]\s*(?:revised|accepted|published)\b/i,
  /^(for immediate release|embargoed( until)?|press release|news release|media release)\b/i, // a release's slug, not its issuer or subject
  /^(exhibit|annex|appendix|attachment)\s+[\w.]+$/i, // a label the document had in another filing
  /^(abstract|keywords|index terms|introduction|summary|contents)\b\s*[:.—-]?$/i,
  /^(by|words by|story by|reported by|written by)\s+\p{Lu}/u, // a by-line
  /^(dear|to whom it may concern)\b/i,
  /^(advertisement|subscribe|sign in|log in|share|menu|skip to content|listen to (this )?article)\b/i,
  // … bracketed or set off by a dash too ('[Certified translation from Spanish]', 'CERTIFIED TRANSLATION - from Catalan into English').
  /^\[?\s*(certified\s+)?(english\s+)?translation(\s*[-—–:,]?\s*(from|into)\s+\p{L}+)*\s*\]?$/iu, // a translator's header, not the document's
  // A paper's citation furniture: its DOI, ISBN, copyright line, volume and pages ('(2021) 226, 1845–1862').
  // 'Apidologie (2024) 55:38 · Original article', 'Tribology International 172 (2022) 107614 · Contents lists available at ScienceDirect'.
  /^\p{Lu}[\p{L}&.' -]{2,60}\s(?:\d{1,4}\s)?\((?:19|20)\d\d\)\s\d+(?::\d+|\s\d{3,})|\bcontents lists available at\b/iu,
  /\bdoi(\.org)?\s*[:/]\s*10\.\d+|\bIS[BS]N\b|©|\bvol(ume)?\.?\s*\d+\b|\b(pages|pp\.)\s*\d+\s*[–-]\s*\d+|\b\d{1,4},\s*\d{1,5}\s*[–-]\s*\d{1,5}\b/i,
];

/** A publisher's note on which version of a paper this is ('the Open Access version', 'identical to the accepted version'). */
const VERSION_NOTE = /\b(open access version|accepted (manuscript|version)|author'?s'? (accepted )?version|final published version|version of record|this watermark|is a preprint)\b/i;
export const isVersionNote = (line: string): boolean => VERSION_NOTE.test(line);

/** A report's field naming what it reports on ('Production: Tosca (Puccini) · …'): its value, up to the next field. */
export function reportedOn(line: string): string | undefined {
  const value = /^(?:production|event|exhibition|project|programme|program|show|film|title of (?:the )?work)\s*:\s*(.+)$/i.exec(line)?.[1];
  return value?.split(/\s+[·•|]\s+/)[0]?.replace(/[\s,;]+$/, '') || undefined;
}

/** 'Guarulhos, 10 February 2025', 'Lyon, 8 January 2025': a letter's place and date, never its title. */
function isPlaceAndDate(line: string): boolean {
  const date = dateIn(line);
  return Boolean(date) && /^\p{Lu}[\p{L}'’. -]{1,30},$/u.test(line.slice(0, line.indexOf(date!)).trim()) && line.trim().endsWith(date!);
}

/** '17 May 2024 / 17 mai 2024': a date, then the same day in another language's words for the month. */
const isDateInTwoLanguages = (line: string) => {
  const parts = line.split(/\s+\/\s+/);
  return parts.length === 2 && parts.some(isDateOnly) && parts.every((p) => isDateOnly(p) || /^\d{1,2}\.?\s+\p{L}{3,}\.?\s+(?:19|20)\d\d$/u.test(p.trim()));
};

/** Page headers, page numbers, URLs, mail headers, by-lines, salutations: never a title's words. */
export function isFurniture(line: string): boolean {
  // A date given in two languages ('17 May 2024 / 17 mai 2024') is a date alone too.
  return FURNITURE.some((re) => re.test(line)) || isVersionNote(line) || isDateOnly(line) || isDateInTwoLanguages(line) || isDateline(line) || isPlaceAndDate(line) || (line.match(/\p{L}/gu)?.length ?? 0) < 3;
}

// A spaced hyphen too, as typed pages set their mastheads ('Le Progrès Gourmand - Lyon food news - 6 February 2024').
const SEPARATOR = /\s+[·•|›>—–-]\s+|\s*\|\s*/;
const SEASON = /^(((spring|summer|autumn|fall|winter)\s+)?(season\s+)?)(19|20)\d{2}(\s*[/–-]\s*\d{2,4})?$|^(19|20)\d{2}(\s*[/–-]\s*\d{2,4})?\s+season$/i;

/**
 * A news page's dateline: the day first, then its section or edition ('Wednesday, August 28, 2024 · Local', 'October 17,
 * 2024 · Local news'). Like a date alone, it dates the page and says nothing of what it is about.
 */
function isDateline(line: string): boolean {
  const parts = line.split(SEPARATOR).map((p) => p.replace(/[\s,]+$/, '').trim()).filter(Boolean);
  return parts.length >= 2 && isDateOnly(parts[0]!) && parts.slice(1).every((p) => p.split(/\s+/).length <= 3 && !dateIn(p) && /^\p{L}/u.test(p));
}

/**
 * A masthead, a dateline or a breadcrumb ('The Daily Post · Arts · 3 May 2024', 'Home > News'): short parts
 * set apart by dots, bars or dashes, one of them a date or a season, or three and more of them. It says who
 * published the page and when, never what it is about: the line after it is the headline. Returns its first
 * part, the publisher.
 */
export function mastheadOf(line: string): string | undefined {
  if (/[.!?]["”’]?$/.test(line) || line.split(/\s+/).length > 20) return undefined;
  const parts = line.split(SEPARATOR).map((p) => p.replace(/[\s,]+$/, '').trim()).filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > 12)) return undefined;
  const dated = parts.slice(1).some((p) => dateIn(p) !== undefined || SEASON.test(p));
  const short = parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 5);
  // A web page's breadcrumb ('Nordic Soil Society > News'): its first part is the site.
  const crumb = /\s[>›»]\s/.test(line) && /^\p{Lu}\p{L}{2}/u.test(parts[0]!);
  return dated || short || crumb ? parts[0] : undefined;
}

const CAP = "(?:\\p{Lu}[\\p{L}'’-]*|(?:19|20)\\d{2})";
const NAME = `${CAP}(?:\\s+(?:(?:of|the|for|in|and|on|de|del|da|do|des|du)\\s+)*${CAP}){0,7}`;
const AWARD_WORD = /\b(prize|medal|award|fellowship|scholarship|trophy|lectureship|premio|prêmio|prix|preis)\b/i;
/** 'the 2023 Early Career Research Prize', 'the Engineer of the Year award': a named honour. */
// An honour named abroad opens with its word: 'Premio Hilo de Oro 2023', 'Prix Lumière', 'Prêmio Excelência em Cadeia Fria'.
const AWARD = new RegExp(`(${NAME}\\s+(?:Prize|Medal|Award|Fellowship|Scholarship|Trophy|Lectureship)(?:\\s+(?:for|in|of)\\s+${NAME})?|${NAME}\\s+(?:prize|medal|award)|(?:Premio|Prêmio|Prix|Preis|Premi|Prijs|Nagroda)\\s+${NAME})\\b`, 'u');
/** 'the position of Chief Operating Officer', 'appointed as Head of Research'. */
const POSITION = new RegExp(
  // A post's name may run on after a comma ('Vice President, Manufacturing Operations'): its words stay capitalised.
  `\\b(?:position|post|role|title|appointment) of (?:an? |the )?(${NAME}(?:,\\s+${NAME})?)(?=,\\s+\\p{Ll}|[.;:)]|\\s+\\p{Ll}|$)|\\b(?:position|post|role|title|appointment) of (?:an? |the )?(${NAME})|\\bappointed (?:as )?(?:an? |the |our )?(${NAME})` +
    // 'has served as Plant Director of our …': the post a letter says she has held.
    `|\\b(?:has served|served|serves|has worked|worked|works|has been employed) as (?:an? |the |our )?(${NAME})` +
    // 'has been our Head of Stunts and Action on …', 'has been captain of the national depth team since 2023': the post held.
    `|\\bhas been (?:our |the )?(${NAME}) (?=of\\b|on\\b|at\\b|for\\b|since\\b)|\\b(?:has been|is|was) (?:the |our )?((?:captain|head|leader|director|chair|coach|principal|manager|president) of (?:the |our |its )?[^.,;]{3,60}?)(?= since\\b| from\\b|[,.;]| and\\b)` +
    // 'has been employed since 1 March 2016 as Gérante (Managing Director)', a record's 'Role: Associate Editor (since 2022)'.
    `|\\bemployed (?:since|from) [^.;]{3,30}? as (?:an? |the |our )?(${NAME}(?: \\([^)\\n]{3,40}\\))?)|(?<![\\p{L}])(?:Role|Position|Post|Function)\\s*:\\s*(${NAME})` +
    // 'has led our Gearbox Reliability Group', 'heads the Cell Therapy Unit': the unit a letter says she leads.
    `|\\b(?:led|leads|heads|headed|directs|directed|founded) (?:our|the) (${NAME} (?:Group|Team|Unit|Department|Division|Programme|Program|Laboratory|Lab|Centre|Center))\\b` +
    // 'engaged Ms. Mansour as Director of our High Performance Squash Programme', 'to join the Halcyon Room as Executive Pastry Chef'.
    `|\\b(?:engaged|hired|employs?|employed|join(?: the ${NAME})?) (?:(?:Dr|Prof|Mr|Mrs|Ms|Mx)\\. |[^.]){0,40}?\\bas (?:an? |the |our )?(${NAME}(?: of (?:our|the) ${NAME})?)`,
  'u',
);

/** Whether a heading already names an honour ('Best Paper Award'); 'Tech Awards 2023' names the programme, not the honour. */
export const namesAward = (line: string): boolean => AWARD_WORD.test(line);

/** The honour a letter or notice names in its text ('you are the winner of the Engineer of the Year award'). */
export function awardNamedIn(text: string): string | undefined {
  // 'The award will be presented at …', 'This prize': a determiner and the word name no honour; the next match may.
  const every = new RegExp(AWARD.source, 'gu');
  for (const m of text.matchAll(every)) {
    const name = m[1]!;
    if (name.split(/\s+/).length >= 2 && !/^(?:The|This|That|These|Its|Our|Their|His|Her|Each|Every|Any|An?)\s+(?:prize|medal|award|Prize|Medal|Award)$/.test(name)) return name;
  }
  return undefined;
}

/** 'we replaced laboratory testing with the paper-based assay for deformed wing virus that Dr. … developed'. */
const USED = /\b(?:replaced [^.]{0,60}? with|adopted|took up|switched to|introduced|now uses?|relies on|rely on) (?:the|her|his|their) ([\p{L}\d -]{3,70}?) (?:that|which|developed by|designed by|created by|invented by|written by|built by)\b/u;

/** The work an organisation's letter says it took up. */
export function workUsedIn(text: string): string | undefined {
  return USED.exec(text)?.[1]?.trim();
}

/** The position an employment letter offers or confirms ('the position of Chief Operating Officer'). */
export function positionNamedIn(text: string): string | undefined {
  const match = POSITION.exec(text);
  return match?.slice(1).find(Boolean);
}

/** 'Subject: …' or 'Re: …': a letter's or an email's own title. */
export function subjectOf(line: string): string | undefined {
  const match = /^(?:subject|re|subj)\s*:\s*(.+)$/i.exec(line);
  return match?.[1]?.trim() || undefined;
}

/** A journal, proceedings or conference line; its name is what comes before its volume and page numbers. */
export function venueOf(line: string): string | undefined {
  if (!/\b(journal of|proceedings of|transactions on|conference on|symposium on|workshop on|annals of|review of)\b/i.test(line)) return undefined;
  const name = line.split(/\s(?=\(?\d)|[,;|]\s*(?=vol|no\.|pp\.|issue|\d)/i)[0]?.trim();
  return name && name.split(/\s+/).length <= 12 ? name : undefined;
}

/** An address, a phone number or a list of e-mail addresses: a letterhead's furniture. */
export function isAddress(line: string): boolean {
  // '14 March 2025' opens with a number and a word, as a street does, but is a date.
  if (isDateOnly(line)) return false;
  return /^\d+\s+\p{L}/u.test(line) || /\b[A-Z]{2}\s+\d{5}(-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/.test(line) || /@\S+\.\S+/.test(line) || /(\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/.test(line);
}

/** 'is hereby presented to', 'Awarded to': what a certificate says between its heading and its recipient. */
export function isConnective(line: string): boolean {
  return /^(is |are |was )?(hereby )?(proudly )?(presented|awarded|conferred|granted|given|bestowed|certif(y|ies)|this is to certify)\b/i.test(line) || /\b(to|upon|that|for)$/i.test(line);
}

/** Body text: a sentence of some length, or a line that goes on from the one before. */
export function isBody(line: string): boolean {
  const words = line.split(/\s+/).length;
  return (/[.!?]["”’]?$/.test(line) && words >= 8) || words > 24 || /^\p{Ll}/u.test(line);
}

/** 'Certificate', 'Certificate of Recognition', 'Award Certificate': says what it is, not which. */
export function isGenericHeading(line: string): boolean {
  return /^(certificate|diploma|award certificate|certificate of [\p{L}]+(?: and [\p{L}]+)?|letter of (recommendation|support|reference)|recommendation letter|reference letter|employment verification|verification of employment|experience (letter|certificate)|secretary['’]s certificate)$/iu.test(line);
}

const MINOR = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** A line set in capitals, in title case: the same words, readable in an index. */
export function readableCase(line: string): string {
  if (line !== line.toUpperCase() || !/\p{Lu}{3}/u.test(line)) return line;
  return line
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && MINOR.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * A letterhead set out in parts that a page wrapped onto a second line ('… · Children's &' / 'Family Emmy Awards ·
 * New York', '… · Press' / 'release · São Paulo, 23 November 2023', '…, Houston, TX' / '77054 · (713) 555-0148'):
 * one line again, so its second half is neither the title nor the body.
 */
export function joinWrappedLetterhead(lines: string[]): string[] {
  const [first, second] = lines;
  // A contact line after it (an e-mail, a web address) is furniture of its own, not the letterhead's second half.
  if (!first || !second || !/\s[·•|]\s|\s[·•|]$/.test(first) || /[.!?:]$/.test(first) || /@|https?:|www\./.test(second)) return lines;
  const goesOn = /[,&·•|–-]$|\b(?:and|of|the|for|de|des|du|del|da|do)$/i.test(first) || /^\p{Ll}/u.test(second) || /^(?:\d{4,6}\b|[A-Z]{1,2}\d)/.test(second) || /^\p{L}+(?: \p{L}+)?$/u.test(second) || /^\p{L}+,\s*\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?$/u.test(second);
  const joined = `${first.replace(/\s*[·•|]$/, '')}${/[·•|]$/.test(first) ? ' ·' : ''} ${second}`;
  // Joined, a letterhead that named its body would read as an address line and be lost to the title.
  if (isAddress(joined) && !isAddress(first)) return lines;
  return goesOn && second.split(/\s+/).length <= 12 ? [joined, ...lines.slice(2)] : lines;
}
